import type { EntityManager } from 'typeorm';
import type { EventEnvelope } from '@tna/contracts';
import { preparedStatements } from '../database/prepared-statements';

/** Records the events `consumer` has not handled yet and returns just those, in order. Every delivery's first statement: prepared once per connection. */
export async function claimInboxBatch<E extends EventEnvelope>(manager: EntityManager, consumer: string, events: readonly E[]): Promise<E[]> {
  if (events.length === 0) return [];
  const claimed: { event_id: string }[] = await preparedStatements(manager).query(
    `INSERT INTO inbox (consumer, event_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING RETURNING event_id`,
    [consumer, events.map((event) => event.id)],
  );
  const fresh = new Set(claimed.map((row) => row.event_id));
  return events.filter((event) => fresh.delete(event.id));
}
