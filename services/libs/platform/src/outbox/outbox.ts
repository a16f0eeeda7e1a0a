import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { EVENT_TOPIC, EVENT_VERSION, type Actor, type EventEnvelope, type EventMap, type EventType } from '@tna/contracts';

export interface EventMeta {
  correlationId?: string;
  causationId?: string;
  actor?: Actor;
}

export function newEvent<T extends EventType>(type: T, key: string, payload: EventMap[T], meta: EventMeta = {}): EventEnvelope<T> {
  return { id: randomUUID(), type, version: EVENT_VERSION[type], occurredAt: new Date().toISOString(), key, payload, ...meta };
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
