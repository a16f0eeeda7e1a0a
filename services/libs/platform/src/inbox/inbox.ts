import type { EntityManager } from 'typeorm';
import type { EventEnvelope } from '@tna/contracts';
import { preparedStatements } from '../database/prepared-statements';

/** A delivery's events as `consumer`'s inbox took them, each list in delivery order. */
export interface InboxClaim<E extends EventEnvelope> {
  /** Not handled before: recorded, to be handled in this transaction. */
  fresh: E[];
  /** Their key has an event of this consumer parked: not recorded, to be parked behind it, so a key's events keep their order. */
  held: E[];
}

/**
 * Records the events `consumer` has not handled yet, except (with `hold`, the default) those held
 * behind a parked event of their key; a repeat of an event handled before is never held, only
 * skipped. Every delivery's first statement, prepared once per connection; while the consumer has
 * nothing parked, the key check is one probe per statement, not one per event.
 */
export async function claimInbox<E extends EventEnvelope>(manager: EntityManager, consumer: string, events: readonly E[], { hold } = { hold: true }): Promise<InboxClaim<E>> {
  if (events.length === 0) return { fresh: [], held: [] };
  if (!hold) return { fresh: await claimInboxBatch(manager, consumer, events), held: [] };
  const claimed: { event_id: string; held: boolean }[] = await preparedStatements(manager).query(
    `WITH arriving AS (SELECT * FROM unnest($2::uuid[], $3::text[]) AS a (event_id, event_key)),
          held AS (SELECT a.event_id FROM arriving a
                    WHERE (SELECT EXISTS (SELECT 1 FROM parked_events WHERE consumer = $1))
                      AND EXISTS (SELECT 1 FROM parked_events p WHERE p.consumer = $1 AND p.event_key = a.event_key)
                      AND NOT EXISTS (SELECT 1 FROM inbox i WHERE i.consumer = $1 AND i.event_id = a.event_id)),
          claimed AS (INSERT INTO inbox (consumer, event_id)
                      SELECT $1, a.event_id FROM arriving a WHERE NOT EXISTS (SELECT 1 FROM held h WHERE h.event_id = a.event_id)
                      ON CONFLICT DO NOTHING RETURNING event_id)
     SELECT event_id, false AS held FROM claimed UNION ALL SELECT event_id, true FROM held`,
    [consumer, events.map((event) => event.id), events.map((event) => event.key)],
  );
  const fresh = new Set<string>();
  const held = new Set<string>();
  for (const row of claimed) (row.held ? held : fresh).add(row.event_id);
  return { fresh: events.filter((event) => fresh.delete(event.id)), held: events.filter((event) => held.delete(event.id)) };
}

/** The events `consumer` has not handled yet, recorded, in order, whatever is parked: a retry of parked events, and a handler's tests, claim this way. */
export async function claimInboxBatch<E extends EventEnvelope>(manager: EntityManager, consumer: string, events: readonly E[]): Promise<E[]> {
  if (events.length === 0) return [];
  const claimed: { event_id: string }[] = await preparedStatements(manager).query(
    `INSERT INTO inbox (consumer, event_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING RETURNING event_id`,
    [consumer, events.map((event) => event.id)],
  );
  const fresh = new Set(claimed.map((row) => row.event_id));
  return events.filter((event) => fresh.delete(event.id));
}
