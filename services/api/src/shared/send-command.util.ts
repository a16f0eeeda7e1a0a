import { GatewayTimeoutException, HttpException } from '@nestjs/common';
import { DEFAULT_COMMAND_TIMEOUT_MS, type ServiceName } from '@tna/contracts';
import { CommandTimeoutError, type CommandGateway, type ServiceRuntime } from '@tna/platform';
import type { AuthenticatedRequest } from '../auth/call.guard';

/**
 * Sends a command to the service that owns it and answers with its result: a refusal becomes
 * its HTTP status (a 400 names the field), no answer in time a 504. A retry with the same
 * Idempotency-Key gets the first answer and changes nothing twice.
 */
export async function sendCommand<R>(
  commands: CommandGateway,
  runtime: ServiceRuntime,
  service: ServiceName,
  type: string,
  payload: unknown,
  http: AuthenticatedRequest,
  idempotencyKey?: string,
): Promise<R> {
  try {
    const reply = await commands.send(service, type, payload, {
      idempotencyKey: idempotencyKey?.slice(0, 200),
      actor: { kind: 'user', id: http.user!.userID },
      timeoutMs: runtime.config.TNA_COMMAND_TIMEOUT_MS ?? DEFAULT_COMMAND_TIMEOUT_MS,
    });
    if (!reply.ok) {
      const status = reply.error?.status ?? 500;
      const body = status === 400 ? { error: 'validation failed', field: reply.error?.field, message: reply.error?.message } : { error: reply.error?.message, field: reply.error?.field };
      throw new HttpException(body, status);
    }
    return reply.result as R;
  } catch (error) {
    if (error instanceof CommandTimeoutError) throw new GatewayTimeoutException({ error: `the ${service} service did not answer in time`, call: type });
    throw error;
  }
}
