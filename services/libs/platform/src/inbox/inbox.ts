import type { DataSource, EntityManager } from 'typeorm';
import type { EventEnvelope } from '@tna/contracts';
import { appendToOutbox } from '../outbox/outbox';

/** Records the events `consumer` has not handled yet and returns just those, in order. */
export async function claimInboxBatch<E extends EventEnvelope>(manager: EntityManager, consumer: string, events: readonly E[]): Promise<E[]> {
  if (events.length === 0) return [];
  const claimed: { event_id: string }[] = await manager.query(
    `INSERT INTO inbox (consumer, event_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING RETURNING event_id`,
    [consumer, events.map((event) => event.id)],
  );
  const fresh = new Set(claimed.map((row) => row.event_id));
  return events.filter((event) => fresh.delete(event.id));
}

/**
 * Handles events exactly once: the inbox rows, the effects of the events not seen before and the
 * events those effects raise all commit together. Returns the raised events (already in the
 * outbox); an empty list when every event was a repeat.
 */
export async function consumeOnce<E extends EventEnvelope>(
  dataSource: DataSource,
  consumer: string,
  events: readonly E[],
  effects: (manager: EntityManager, fresh: E[]) => Promise<EventEnvelope[] | void>,
): Promise<EventEnvelope[]> {
  return dataSource.transaction(async (manager) => {
    const fresh = await claimInboxBatch(manager, consumer, events);
    if (fresh.length === 0) return [];
    const raised = (await effects(manager, fresh)) ?? [];
    await appendToOutbox(manager, raised);
    return raised;
  });
}
