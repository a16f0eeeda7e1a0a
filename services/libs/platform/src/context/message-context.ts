import { AsyncLocalStorage } from 'node:async_hooks';
import type { Actor } from '@tna/contracts';

/**
 * What every message and log line started by one HTTP request, reader upload, command or event
 * carries: the correlation of the whole chain, the message that directly caused this one, and who.
 */
export interface MessageContext {
  correlationId: string;
  causationId?: string;
  actor?: Actor;
}

const storage = new AsyncLocalStorage<MessageContext>();

/** The context of the request or message being handled here, if any. */
export function currentContext(): MessageContext | undefined {
  return storage.getStore();
}

/** Runs `fn`, and everything it awaits or schedules, in `ctx`; the outer context is back afterwards. */
export function runWithContext<T>(ctx: MessageContext, fn: () => T): T {
  return storage.run(ctx, fn);
}

/**
 * The context in which to handle a received command or event: the same correlation (its own id
 * starts a chain when it has none), caused by this message, on behalf of the same actor.
 */
export function contextFromEnvelope(envelope: { id: string; correlationId?: string; causationId?: string; actor?: Actor }): MessageContext {
  return { correlationId: envelope.correlationId ?? envelope.id, causationId: envelope.id, actor: envelope.actor };
}
