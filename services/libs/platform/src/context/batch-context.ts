import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@tna/contracts';
import { contextFromEnvelope, type MessageContext } from './message-context';

/**
 * The ambient context for handling a batch of events in one transaction. One event, or events
 * of one correlation, keep theirs; a batch mixing requests gets a correlation of its own (its
 * log lines still belong together), and the handler passes each raised event the meta of the
 * event that caused it (`contextFromEnvelope(event)` as `newEvent`'s meta), as the time engine does.
 */
export function batchContext(events: readonly EventEnvelope[]): MessageContext {
  if (events.length === 1) return contextFromEnvelope(events[0]);
  const contexts = events.map(contextFromEnvelope);
  const correlations = new Set(contexts.map((c) => c.correlationId));
  if (correlations.size !== 1) return { correlationId: randomUUID() };
  const actors = new Set(contexts.map((c) => (c.actor ? `${c.actor.kind}:${c.actor.id}` : '')));
  return { correlationId: contexts[0].correlationId, actor: actors.size === 1 ? contexts[0].actor : undefined };
}
