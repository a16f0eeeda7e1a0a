import type { DataSource, EntityManager } from 'typeorm';
import type { EventEnvelope } from '@tna/contracts';
import { appendToOutbox } from '../outbox/outbox';

/** Records that `consumer` handled `eventId`; false when it already had, so the effects are skipped. */
export async function claimInbox(manager: EntityManager, consumer: string, eventId: string): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    'INSERT INTO inbox (consumer, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id',
    [consumer, eventId],
  );
  return rows.length > 0;
}

/**
 * Handles an event exactly once: the inbox row, the effects and any events they raise commit
 * together. Returns the raised events (already in the outbox), or null for a repeat.
 */
export async function consumeOnce(
  dataSource: DataSource,
  consumer: string,
  event: EventEnvelope,
  effects: (manager: EntityManager) => Promise<EventEnvelope[] | void>,
): Promise<EventEnvelope[] | null> {
  return dataSource.transaction(async (manager) => {
    if (!(await claimInbox(manager, consumer, event.id))) return null;
    const raised = (await effects(manager)) ?? [];
    await appendToOutbox(manager, raised);
    return raised;
  });
}
