import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_COMMAND_TIMEOUT_MS, type Actor, type PlannedLeaveDay } from '@tna/contracts';
import { BusUnavailableError, CommandClient, CommandRefusedError, CommandTimeoutError, runtimeToken, type ServiceRuntime } from '@tna/platform';

/**
 * Asks the time engine for one employee's day plan (PlanLeaveDays) over the bus, as any other
 * service would: the engine owns shifts, days off, public holidays, locks and exports. No answer
 * in time refuses the leave command with 503, so the caller gets a clear error and nothing is stored.
 */
@Injectable()
export class DayPlanner {
  private readonly commands: CommandClient;

  constructor(@Inject(runtimeToken('leave')) private readonly runtime: ServiceRuntime) {
    this.commands = new CommandClient(runtime.bus);
  }

  async plan(employeeID: string, from: string, to: string, actor: Actor | undefined): Promise<PlannedLeaveDay[]> {
    try {
      const { days } = await this.commands.execute('PlanLeaveDays', {
        payload: { employeeID, from, to },
        actor,
        timeoutMs: this.runtime.config.TNA_COMMAND_TIMEOUT_MS ?? DEFAULT_COMMAND_TIMEOUT_MS,
      });
      return days;
    } catch (error) {
      if (error instanceof CommandTimeoutError || error instanceof BusUnavailableError) {
        throw new CommandRefusedError(503, `the time engine did not plan the leave days: ${error.message}; try again`);
      }
      if (error instanceof CommandRefusedError) {
        if (error.status === 400) throw error;
        throw new CommandRefusedError(503, `the time engine did not plan the leave days: ${error.message}`);
      }
      throw error;
    }
  }
}
