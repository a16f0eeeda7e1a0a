import type { Actor } from './events';
import type { ServiceName } from './services';

/** A state change asked of the service that owns it, answered on the replies topic. */
export interface CommandEnvelope<P = unknown> {
  id: string;
  type: string;
  service: ServiceName;
  /** Same key, same effect: a retried command is answered from the stored reply. */
  idempotencyKey: string;
  /** The consumer that waits for the reply. */
  replyTo: string;
  occurredAt: string;
  payload: P;
  actor?: Actor;
  /** The request or upload that started the chain; the events the command raises carry it too. */
  correlationId?: string;
  /** The message that caused this command; none when a request sent it. */
  causationId?: string;
}

export interface CommandReply<R = unknown> {
  commandID: string;
  replyTo: string;
  ok: boolean;
  result?: R;
  /** For a refusal: the HTTP status the api answers with, and a message. */
  error?: { status: number; message: string; field?: string };
}

/** How long the api waits for a command's reply before it answers 504. */
export const DEFAULT_COMMAND_TIMEOUT_MS = 10_000;
