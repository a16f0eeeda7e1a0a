import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { EVENT_TOPIC, EVENT_VERSION, type Actor, type EventEnvelope, type EventMap, type EventType } from '@tna/contracts';
import { currentContext } from '../context/message-context';

export interface EventMeta {
  correlationId?: string;
  causationId?: string;
  actor?: Actor;
}

/**
 * A new event, traced to what caused it: each of correlation, causation and actor comes from
 * `meta` where given, else from the context of the request or message being handled.
 */
export function newEvent<T extends EventType>(type: T, key: string, payload: EventMap[T], meta: EventMeta = {}): EventEnvelope<T> {
  const context = currentContext();
  const event: EventEnvelope<T> = { id: randomUUID(), type, version: EVENT_VERSION[type], occurredAt: new Date().toISOString(), key, payload };
  const correlationId = meta.correlationId ?? context?.correlationId;
  const causationId = meta.causationId ?? context?.causationId;
  const actor = meta.actor ?? context?.actor;
  // Only fields that have a value, so an envelope stays as small as before when nothing is known.
  if (correlationId !== undefined) event.correlationId = correlationId;
  if (causationId !== undefined) event.causationId = causationId;
  if (actor !== undefined) event.actor = actor;
  return event;
}

/** Writes events in the caller's transaction, so they exist exactly when the state change does. */
export async function appendToOutbox(manager: EntityManager, events: readonly EventEnvelope[]): Promise<void> {
  if (events.length === 0) return;
  const values: unknown[] = [];
  const rows = events.map((event, i) => {
    values.push(event.id, EVENT_TOPIC[event.type], event.key, JSON.stringify(event));
    return `($${i * 4 + 1}, $${i * 4 + 2}, $${i * 4 + 3}, $${i * 4 + 4}::jsonb)`;
  });
  await manager.query(`INSERT INTO outbox (id, topic, key, envelope) VALUES ${rows.join(', ')}`, values);
}
