import type { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import type { CommandEnvelope, CommandReply, ServiceName } from '@tna/contracts';
import type { MessageBus } from '../bus/message-bus';
import { contextFromEnvelope, runWithContext } from '../context/message-context';
import { CommandRefusedError } from './command-refused.error';

export type CommandExecutor = (command: CommandEnvelope) => Promise<unknown>;

/**
 * Serves a service's commands from the bus. The idempotency key makes a retry safe: the first
 * reply is stored and every later command with that key gets it back without running again.
 */
export async function serveCommands(
  bus: MessageBus,
  service: ServiceName,
  dataSource: DataSource,
  executors: Readonly<Record<string, CommandExecutor>>,
  logger: Logger,
): Promise<void> {
  await bus.serveCommands(service, async (command) => {
    const stored: { reply: CommandReply }[] = await dataSource.query(
      'SELECT reply FROM command_log WHERE idempotency_key = $1',
      [command.idempotencyKey],
    );
    if (stored.length > 0) return { ...stored[0].reply, commandID: command.id, replyTo: command.replyTo };
    // The handler's events and log lines carry the command's correlation, caused by the command.
    const reply = await runWithContext(contextFromEnvelope(command), async () => {
      const answer = await execute(command, executors[command.type], logger);
      logger.debug({ command: command.type, id: command.id, ok: answer.ok, status: answer.error?.status }, 'command handled');
      return answer;
    });
    await dataSource.query(
      'INSERT INTO command_log (idempotency_key, command_type, reply) VALUES ($1, $2, $3::jsonb) ON CONFLICT DO NOTHING',
      [command.idempotencyKey, command.type, JSON.stringify(reply)],
    );
    return reply;
  });
}

async function execute(command: CommandEnvelope, executor: CommandExecutor | undefined, logger: Logger): Promise<CommandReply> {
  const base = { commandID: command.id, replyTo: command.replyTo };
  if (!executor) return { ...base, ok: false, error: { status: 501, message: `${command.type} is not implemented` } };
  try {
    return { ...base, ok: true, result: await executor(command) };
  } catch (error) {
    if (error instanceof CommandRefusedError) {
      return { ...base, ok: false, error: { status: error.status, message: error.message, field: error.field } };
    }
    logger.error({ command: command.type, id: command.id, error: String(error) }, 'command failed');
    return { ...base, ok: false, error: { status: 500, message: 'the command failed; see the service log' } };
  }
}
