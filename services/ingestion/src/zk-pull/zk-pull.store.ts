import type { EntityManager } from 'typeorm';
import type { ClockingDirection } from '@tna/contracts';
import type { PullPosition } from './domain/pull-position';

/** A reader the product reads over TCP, from the api's published `api.v_scanners`. */
export interface PullReader {
  id: string;
  serial: string;
  ipAddress: string;
  port: number;
  /** The reader's COM password, 0 for none. */
  commKey: number;
  pullSchedule: string;
  timeZone: string | null;
  type: string;
  direction: ClockingDirection | null;
  stateMap: Readonly<Record<string, ClockingDirection>> | null;
}

export async function pullReaders(manager: EntityManager): Promise<PullReader[]> {
  return manager.query(
    `SELECT id, external_id AS serial, ip_address AS "ipAddress", coalesce(port, 4370) AS port, coalesce(comm_key, 0) AS "commKey",
            coalesce(pull_schedule, '*/5 * * * *') AS "pullSchedule", time_zone AS "timeZone", type, direction, state_map AS "stateMap"
       FROM api.v_scanners WHERE connection = 'pull' AND ip_address IS NOT NULL ORDER BY id`,
  );
}

const POSITION_COLUMNS = `records_taken AS "recordsTaken", last_pin AS "lastPin", last_local_time AS "lastLocalTime"`;

/**
 * Takes the reader for one pull: its row is leased for `leaseSeconds` so no other ingestion
 * process reads it meanwhile, unless it is leased already or backing off (`next_attempt_at` in
 * the future). Null: not now.
 */
export async function claimPull(manager: EntityManager, reader: { id: string; serial: string }, leaseSeconds: number): Promise<PullPosition | null> {
  const rows: PullPosition[] = await manager.query(
    `INSERT INTO ingestion.pull_positions AS p (scanner_id, serial, lease_until) VALUES ($1, $2, now() + make_interval(secs => $3))
     ON CONFLICT (scanner_id) DO UPDATE SET lease_until = EXCLUDED.lease_until, serial = EXCLUDED.serial
      WHERE (p.lease_until IS NULL OR p.lease_until < now()) AND (p.next_attempt_at IS NULL OR p.next_attempt_at <= now())
     RETURNING ${POSITION_COLUMNS}`,
    [reader.id, reader.serial, leaseSeconds],
  );
  return rows[0] ?? null;
}

/** The readers whose last attempt failed and whose wait is over. */
export async function dueRetries(manager: EntityManager): Promise<string[]> {
  const rows: { id: string }[] = await manager.query(
    'SELECT scanner_id AS id FROM ingestion.pull_positions WHERE failures > 0 AND next_attempt_at <= now() AND (lease_until IS NULL OR lease_until < now())',
  );
  return rows.map((row) => row.id);
}

/** Moves the position on, within the transaction that stored the records before it, and renews the pull's lease for `leaseSeconds`. */
export async function savePosition(manager: EntityManager, scannerID: string, position: PullPosition, leaseSeconds: number): Promise<void> {
  await manager.query(
    // clock_timestamp(), not now(): a long transaction must not shorten the lease it renews.
    'UPDATE ingestion.pull_positions SET records_taken = $2, last_pin = $3, last_local_time = $4, lease_until = clock_timestamp() + make_interval(secs => $5) WHERE scanner_id = $1',
    [scannerID, position.recordsTaken, position.lastPin, position.lastLocalTime, leaseSeconds],
  );
}

/** Renews a pull's lease while its read goes on, so no other process takes the reader meanwhile. */
export async function renewPullLease(manager: EntityManager, scannerID: string, leaseSeconds: number): Promise<void> {
  await manager.query('UPDATE ingestion.pull_positions SET lease_until = now() + make_interval(secs => $2) WHERE scanner_id = $1', [scannerID, leaseSeconds]);
}

/**
 * The reader answered: the lease is given back, the failures reset, and `error` kept when the
 * read was cut short (what came is stored; the next run reads the rest).
 */
export async function recordPullAnswered(manager: EntityManager, scannerID: string, error: string | null): Promise<void> {
  await manager.query(
    `UPDATE ingestion.pull_positions SET last_pull_at = now(), last_success_at = CASE WHEN $2::text IS NULL THEN now() ELSE last_success_at END,
            last_error = $2, failures = 0, next_attempt_at = NULL, lease_until = NULL WHERE scanner_id = $1`,
    [scannerID, error],
  );
}

/** The reader did not answer: the next attempt waits `backoffMinutes` (domain/backoff.ts) from now. */
export async function recordPullFailed(manager: EntityManager, scannerID: string, error: string, backoffMinutes: (failures: number) => number): Promise<void> {
  const rows: { failures: number }[] = await manager.query('SELECT failures FROM ingestion.pull_positions WHERE scanner_id = $1', [scannerID]);
  const failures = (rows[0]?.failures ?? 0) + 1;
  await manager.query(
    `UPDATE ingestion.pull_positions SET last_pull_at = now(), last_error = $2, failures = $3,
            next_attempt_at = now() + make_interval(mins => $4), lease_until = NULL WHERE scanner_id = $1`,
    [scannerID, error.slice(0, 500), failures, backoffMinutes(failures)],
  );
}
