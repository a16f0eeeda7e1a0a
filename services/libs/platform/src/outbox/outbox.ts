import { randomUUID } from 'node:crypto';
import { EVENT_TOPIC, EVENT_VERSION, type Actor, type EventEnvelope, type EventMap, type EventType } from '@tna/contracts';
import { currentContext } from '../context/message-context';
import type { SqlQueryable } from '../database/sql-queryable';

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

/**
 * Writes events in the caller's transaction, so they exist exactly when the state change does.
 * The envelopes go as one JSON array: any number of events fits PostgreSQL's 65,535 parameters,
 * and no envelope is escaped again as an element of an array literal. The ordinality keeps their
 * sequence numbers in the order given. This module can be imported alone (`@tna/platform/outbox`):
 * a process that loads pg without Nest or TypeORM (the payroll export's worker) writes events too.
 */
export async function appendToOutbox(manager: SqlQueryable, events: readonly EventEnvelope[]): Promise<void> {
  if (events.length === 0) return;
  await manager.query(
    `INSERT INTO outbox (id, topic, key, envelope)
     SELECT (e.envelope->>'id')::uuid, e.topic, e.envelope->>'key', e.envelope
       FROM ROWS FROM (jsonb_array_elements($1::jsonb), unnest($2::text[])) WITH ORDINALITY AS e(envelope, topic, n) ORDER BY n`,
    [JSON.stringify(events), events.map((event) => EVENT_TOPIC[event.type])],
  );
}
