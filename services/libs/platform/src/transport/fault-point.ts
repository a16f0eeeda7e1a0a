/**
 * A deterministic crash for the fault tests: with `TNA_FAULT_CRASH_AFTER_COMMIT=<CommandType>`
 * the serving process dies (SIGKILL, no shutdown hooks) right after that command's transaction
 * has committed and before its reply is sent. Nothing else reads the variable.
 */
export function crashAfterCommitIfAsked(commandType: string): void {
  if (process.env.TNA_FAULT_CRASH_AFTER_COMMIT === commandType) process.kill(process.pid, 'SIGKILL');
}
