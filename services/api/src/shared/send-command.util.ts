import { GatewayTimeoutException, HttpException } from '@nestjs/common';
import { COMMAND_SERVICE, DEFAULT_COMMAND_TIMEOUT_MS, type CommandPayload, type CommandResult, type CommandType } from '@tna/contracts';
import { CommandRefusedError, CommandTimeoutError, RETRY_AFTER_SECONDS, RetryLaterException, unavailableToHttp, type CommandClient, type ServiceRuntime } from '@tna/platform';
import type { AuthenticatedRequest } from '../auth/call.guard';

/**
 * Sends a command to the service that owns it and answers with its result: a refusal becomes
 * its HTTP status (a 400 names the field), no answer in time a 504, a broker that cannot take
 * the command, or a service that cannot reach its database, a 503 with Retry-After. A retry with the same
 * Idempotency-Key gets the first answer and changes nothing twice. `timeoutMs` is for a call that
 * does a file's work in one command (the configured timeout is for ordinary commands).
 */
export async function sendCommand<T extends CommandType>(
  commands: CommandClient,
  runtime: ServiceRuntime,
  type: T,
  payload: CommandPayload<T>,
  http: AuthenticatedRequest,
  idempotencyKey?: string,
  timeoutMs?: number,
): Promise<CommandResult<T>> {
  try {
    return await commands.execute(type, {
      payload,
      idempotencyKey: idempotencyKey?.slice(0, 200),
      actor: { kind: 'user', id: http.user!.userID },
      timeoutMs: timeoutMs ?? runtime.config.TNA_COMMAND_TIMEOUT_MS ?? DEFAULT_COMMAND_TIMEOUT_MS,
    });
  } catch (error) {
    if (error instanceof CommandRefusedError) {
      // The owning service could not reach its database: as for the api's own reads, come back later.
      if (error.status === 503) throw new RetryLaterException({ error: error.message, call: type }, RETRY_AFTER_SECONDS);
      const body = error.status === 400 ? { error: 'validation failed', field: error.field, message: error.message } : { error: error.message, field: error.field };
      throw new HttpException(body, error.status);
    }
    const unavailable = unavailableToHttp(error, { call: type });
    if (unavailable) throw unavailable;
    if (error instanceof CommandTimeoutError) throw new GatewayTimeoutException({ error: `the ${COMMAND_SERVICE[type]} service did not answer in time`, call: type });
    throw error;
  }
}
