import type { DataSource, EntityManager } from 'typeorm';
import type { EventEnvelope } from '@tna/contracts';

/**
 * When a parked event is first tried again, and the longest wait between later tries: each
 * failed try doubles the wait. A fault that clears by itself (another service back, master data
 * arriving) is healed within minutes; a bug stays parked, tried hourly, until a release fixes it.
 */
export const PARKED_FIRST_RETRY_MS = 60_000;
export const PARKED_MAX_RETRY_MS = 3_600_000;
/** The reason a held event is parked with: it failed nothing itself. */
export const HELD_BEHIND_REASON = 'held behind an earlier parked event of the same key, to keep their order';

/** A consumer's parked events of one key: tried again together, in the order they were parked. */
export interface ParkedKey {
  consumer: string;
  key: string;
}

/**
 * Parks `events` for `consumer` (its inbox name), in order. An event whose key has parked events
 * already joins their wait and count of tries (an employee's later clockings do not bring the
 * retry of a failing one forward); the first of a key is tried after PARKED_FIRST_RETRY_MS. A
 * repeat of a parked event is not parked twice.
 */
export async function parkEvents(manager: EntityManager, consumer: string, events: readonly EventEnvelope[], reason: string): Promise<void> {
  await manager.query(
    `INSERT INTO parked_events (consumer, event_id, event_key, event_type, envelope, reason, attempts, retry_at)
     SELECT $1, (e->>'id')::uuid, e->>'key', e->>'type', e, $3, coalesce(k.attempts, 0), coalesce(k.retry_at, now() + make_interval(secs => $4))
       FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS x (e, n)
       LEFT JOIN LATERAL (SELECT max(attempts) AS attempts, max(retry_at) AS retry_at FROM parked_events p WHERE p.consumer = $1 AND p.event_key = e->>'key') AS k ON true
      ORDER BY n
     ON CONFLICT DO NOTHING`,
    [consumer, JSON.stringify(events), reason, PARKED_FIRST_RETRY_MS / 1000],
  );
}

/** The keys of `consumers` whose earliest retry is due, those parked first first. */
export async function dueParkedKeys(dataSource: DataSource, consumers: readonly string[], limit: number): Promise<ParkedKey[]> {
  return dataSource.query(
    `SELECT consumer, event_key AS key FROM parked_events
      WHERE consumer = ANY ($1::text[])
      GROUP BY consumer, event_key
     HAVING max(retry_at) <= now()
      ORDER BY min(seq)
      LIMIT $2`,
    [consumers, limit],
  );
}

/**
 * Takes a key's parked events out of the table, in the order they were parked; the caller's
 * transaction puts them back by rolling back. Undefined when another transaction (another process
 * of the service) is retrying the key.
 */
export async function unparkKey(manager: EntityManager, { consumer, key }: ParkedKey): Promise<EventEnvelope[] | undefined> {
  const [{ mine }]: { mine: boolean }[] = await manager.query('SELECT pg_try_advisory_xact_lock(hashtextextended($1, 23)) AS mine', [`${consumer} ${key}`]);
  if (!mine) return undefined;
  const rows: { envelope: EventEnvelope }[] = await manager.query(
    `WITH taken AS (DELETE FROM parked_events WHERE consumer = $1 AND event_key = $2 RETURNING seq, envelope)
     SELECT envelope FROM taken ORDER BY seq`,
    [consumer, key],
  );
  return rows.map((row) => row.envelope);
}

/** A retry of the key failed at `failedEventID`: that event's reason is the new error; every event of the key waits twice as long as before. */
export async function noteFailedRetry(dataSource: DataSource, { consumer, key }: ParkedKey, failedEventID: string | undefined, reason: string): Promise<Date | undefined> {
  const [row]: { retry_at: Date | null }[] = await dataSource.query(
    `WITH noted AS (
       UPDATE parked_events
          SET attempts = attempts + 1,
              reason = CASE WHEN event_id = $3::uuid THEN $4 ELSE reason END,
              retry_at = now() + make_interval(secs => least($6::float8, $5::float8 * 2 ^ least(attempts + 1, 16)))
        WHERE consumer = $1 AND event_key = $2
          -- A drop of the event it failed on meanwhile released the key: that stands.
          AND ($3::uuid IS NULL OR EXISTS (SELECT 1 FROM parked_events f WHERE f.consumer = $1 AND f.event_id = $3::uuid))
        RETURNING retry_at)
     SELECT min(retry_at) AS retry_at FROM noted`,
    [consumer, key, failedEventID ?? null, reason, PARKED_FIRST_RETRY_MS / 1000, PARKED_MAX_RETRY_MS / 1000],
  );
  return row.retry_at ?? undefined;
}

/**
 * Gives up the named parked events of `consumer` for good; answers them (their envelopes, for the
 * record) and the keys they held up, whose remaining events are made due at once: those whose
 * first parked event was dropped, or the one a retry last failed on (the rest of its key waited
 * for it). Waits at most `LOCK_WAIT` for a key another process is retrying at this moment (its
 * row locks hold the delete) and then fails with 55P03; what that retry handled is not dropped.
 */
export async function dropParkedEvents(
  manager: EntityManager,
  consumer: string,
  eventIDs: readonly string[],
): Promise<{ dropped: { eventID: string; key: string; envelope: EventEnvelope }[]; released: string[] }> {
  await manager.query(`SET LOCAL lock_timeout = '${LOCK_WAIT}'`);
  // The outer query sees the table as it was before the delete: `was_first` is of the key as parked.
  const rows: { event_id: string; event_key: string; envelope: EventEnvelope; holds_key: boolean }[] = await manager.query(
    `WITH dropped AS (DELETE FROM parked_events WHERE consumer = $1 AND event_id = ANY ($2::uuid[]) RETURNING seq, event_id, event_key, envelope, reason)
     SELECT d.event_id, d.event_key, d.envelope,
            d.reason <> $3 OR NOT EXISTS (SELECT 1 FROM parked_events p WHERE p.consumer = $1 AND p.event_key = d.event_key AND p.seq < d.seq) AS holds_key
       FROM dropped d ORDER BY d.seq`,
    [consumer, eventIDs, HELD_BEHIND_REASON],
  );
  const released = [...new Set(rows.filter((row) => row.holds_key).map((row) => row.event_key))];
  for (const key of released) await makeKeyDue(manager, { consumer, key });
  return { dropped: rows.map((row) => ({ eventID: row.event_id, key: row.event_key, envelope: row.envelope })), released };
}

/** How long a drop waits for a retry of the same events under way elsewhere. */
const LOCK_WAIT = '2s';

/** Whether `consumer` has any events parked. */
export async function hasParkedEvents(db: DataSource, consumer: string): Promise<boolean> {
  const rows: unknown[] = await db.query('SELECT 1 FROM parked_events WHERE consumer = $1 LIMIT 1', [consumer]);
  return rows.length > 0;
}

/**
 * The key's parked events are tried at the retry loop's next run; `afresh`, with their tries
 * counted from nought (events that slipped in behind a retry that handled the rest).
 */
export async function makeKeyDue(db: DataSource | EntityManager, { consumer, key }: ParkedKey, { afresh } = { afresh: false }): Promise<void> {
  await db.query(
    'UPDATE parked_events SET retry_at = least(retry_at, now()), attempts = CASE WHEN $3 THEN 0 ELSE attempts END WHERE consumer = $1 AND event_key = $2',
    [consumer, key, afresh],
  );
}

/** Counted up to this many: readiness asks every few seconds, and "at least" is enough past it. */
export const MAX_PARKED_COUNTED = 10_000;

/** Events parked in this service's schema (at most MAX_PARKED_COUNTED), for readiness's detail and `/metrics`. */
export async function parkedEventCount(dataSource: DataSource): Promise<number> {
  const [row]: { parked: number }[] = await dataSource.query('SELECT count(*)::int AS parked FROM (SELECT 1 FROM parked_events LIMIT $1) AS p', [MAX_PARKED_COUNTED]);
  return row.parked;
}
