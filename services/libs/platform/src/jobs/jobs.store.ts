import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '@tna/contracts';
import type { JobKind, JobRecord, JobState } from './job';

/** A claimed job as the runner needs it. */
export interface ClaimedJob {
  id: string;
  kind: string;
  payload: unknown;
  requestedBy: Actor | null;
  done: number;
  total: number;
  result: unknown;
}

type Queryable = Pick<EntityManager, 'query'> | Pick<DataSource, 'query'>;

/** `manager.query` answers an UPDATE ... RETURNING with [rows, count]. */
async function updated<T>(db: Queryable, sql: string, params: unknown[]): Promise<T[]> {
  const [rows]: [T[], number] = await db.query(sql, params);
  return rows;
}

/**
 * Queues a job in the caller's transaction: it exists exactly when the caller's changes do.
 * Answers the job's id, which the caller hands out (a scheduled recalculation's `requestID`).
 */
export async function enqueue<P>(manager: EntityManager, kind: JobKind<P>, payload: P, actor: Actor | null, total = 0): Promise<string> {
  const id = randomUUID();
  await manager.query(
    'INSERT INTO jobs (id, kind, payload, progress_total, requested_by_kind, requested_by_id) VALUES ($1, $2, $3::jsonb, $4, $5, $6)',
    [id, kind.name, JSON.stringify(payload), total, actor?.kind ?? null, actor?.id ?? null],
  );
  return id;
}

/**
 * Queues a job, in the caller's transaction, that no runner takes while `holder` holds it: the
 * caller is still writing what the job will work on, chunk by chunk, and lets go with
 * `releaseJob`. A holder that dies stops renewing its hold, which then goes stale like a dead
 * worker's claim, and a runner takes the job over: the work is never lost with the holder.
 */
export async function enqueueHeld<P>(manager: EntityManager, kind: JobKind<P>, payload: P, actor: Actor | null, total: number, holder: string): Promise<string> {
  const id = randomUUID();
  await manager.query(
    `INSERT INTO jobs (id, kind, payload, progress_total, requested_by_kind, requested_by_id, state, claimed_by, claimed_at, heartbeat_at)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6, 'running', $7, now(), now())`,
    [id, kind.name, JSON.stringify(payload), total, actor?.kind ?? null, actor?.id ?? null, holder],
  );
  return id;
}

/** Replaces a held job's payload and total and renews the hold, in the caller's transaction; false when the hold was lost. */
export async function renewHeldJob<P>(manager: EntityManager, id: string, holder: string, payload: P, total: number): Promise<boolean> {
  const rows = await updated(
    manager,
    `UPDATE jobs SET payload = $3::jsonb, progress_total = $4, heartbeat_at = now() WHERE id = $1 AND claimed_by = $2 AND state = 'running' RETURNING id`,
    [id, holder, JSON.stringify(payload), total],
  );
  return rows.length > 0;
}

/** Queues a scheduled instance unless one of that kind is still queued or running. */
export async function enqueueScheduled(db: Queryable, kind: string, payload: unknown): Promise<string | undefined> {
  const rows: { id: string }[] = await db.query(
    `INSERT INTO jobs (id, kind, payload, scheduled, requested_by_kind, requested_by_id) VALUES ($1, $2, $3::jsonb, true, 'system', 'cron')
     ON CONFLICT (kind) WHERE scheduled AND state IN ('queued', 'running') DO NOTHING RETURNING id`,
    [randomUUID(), kind, JSON.stringify(payload ?? {})],
  );
  return rows[0]?.id;
}

/**
 * Scheduled instances that succeeded or were cancelled more than a day ago, or failed more than
 * a week ago: every minute's run would pile up otherwise, a job that throws on every run most of
 * all. A failure stays a week, long enough for an operator to find it with GetJobs.
 */
export async function purgeScheduled(db: Queryable): Promise<void> {
  await db.query(
    `DELETE FROM jobs WHERE scheduled AND (state IN ('succeeded', 'cancelled') AND finished_at < now() - interval '1 day'
                                           OR state = 'failed' AND finished_at < now() - interval '7 days')`,
  );
}

/**
 * Claims the oldest queued job of the given kinds, or a running one whose worker stopped
 * beating (it died): `FOR UPDATE SKIP LOCKED` lets several instances claim side by side.
 */
export async function claimJob(db: Queryable, worker: string, kinds: readonly string[], staleAfterMs: number): Promise<ClaimedJob | undefined> {
  const rows = await updated<ClaimedJob>(
    db,
    `UPDATE jobs SET state = 'running', claimed_by = $1, claimed_at = now(), heartbeat_at = now(), started_at = coalesce(started_at, now())
      WHERE id = (SELECT id FROM jobs
                   WHERE kind = ANY($2::text[])
                     AND (state = 'queued' OR (state = 'running' AND heartbeat_at < now() - $3::double precision * interval '1 millisecond'))
                   ORDER BY created_at FOR UPDATE SKIP LOCKED LIMIT 1)
      RETURNING id, kind, payload, progress_done AS done, progress_total AS total, result,
                CASE WHEN requested_by_kind IS NULL THEN NULL ELSE json_build_object('kind', requested_by_kind, 'id', requested_by_id) END AS "requestedBy"`,
    [worker, kinds, staleAfterMs],
  );
  return rows[0];
}

/** Answers false when the job is no longer this worker's (it was taken over). */
export async function beat(db: Queryable, id: string, worker: string): Promise<boolean> {
  const rows = await updated(db, `UPDATE jobs SET heartbeat_at = now() WHERE id = $1 AND claimed_by = $2 AND state = 'running' RETURNING id`, [id, worker]);
  return rows.length > 0;
}

export async function setTotal(db: Queryable, id: string, worker: string, total: number): Promise<boolean> {
  const rows = await updated(db, `UPDATE jobs SET progress_total = $3 WHERE id = $1 AND claimed_by = $2 AND state = 'running' RETURNING id`, [id, worker, total]);
  return rows.length > 0;
}

/**
 * Records a chunk's progress in the chunk's own transaction. Progress never goes backwards;
 * false when the job is no longer this worker's, and the caller rolls the chunk back.
 */
export async function recordProgress(manager: EntityManager, id: string, worker: string, done: number, result: unknown): Promise<boolean> {
  const rows = await updated(
    manager,
    `UPDATE jobs SET progress_done = greatest(progress_done, $3), heartbeat_at = now(),
                     result = CASE WHEN $4::jsonb IS NULL THEN result ELSE $4::jsonb END
      WHERE id = $1 AND claimed_by = $2 AND state = 'running' RETURNING id`,
    [id, worker, done, result === undefined ? null : JSON.stringify(result)],
  );
  return rows.length > 0;
}

export async function isCancelRequested(db: Queryable, id: string): Promise<boolean> {
  const rows: { cancel_requested: boolean }[] = await db.query('SELECT cancel_requested FROM jobs WHERE id = $1', [id]);
  return rows[0]?.cancel_requested === true;
}

/** Ends a job this worker holds; false when another worker took it over meanwhile. */
export async function finishJob(db: Queryable, id: string, worker: string, state: JobState, result: unknown, error: string | null): Promise<boolean> {
  const rows = await updated(
    db,
    `UPDATE jobs SET state = $3, result = CASE WHEN $4::jsonb IS NULL THEN result ELSE $4::jsonb END, error = $5, finished_at = now(), claimed_by = NULL
      WHERE id = $1 AND claimed_by = $2 AND state = 'running' RETURNING id`,
    [id, worker, state, result === undefined ? null : JSON.stringify(result), error],
  );
  return rows.length > 0;
}

/** Gives a job back to the queue when its worker stops on purpose (or its holder lets go): the next one resumes it at once. */
export async function releaseJob(db: Queryable, id: string, worker: string): Promise<void> {
  await db.query(`UPDATE jobs SET state = 'queued', claimed_by = NULL, heartbeat_at = NULL WHERE id = $1 AND claimed_by = $2 AND state = 'running'`, [id, worker]);
}

export type CancelOutcome = 'cancelled' | 'cancelRequested' | 'ended' | 'unknown';

/** A queued job is cancelled at once; a running one is asked to stop at its next chunk. */
export async function requestCancel(db: Queryable, id: string): Promise<CancelOutcome> {
  const rows = await updated<{ state: JobState }>(
    db,
    `UPDATE jobs SET cancel_requested = true,
                     state = CASE WHEN state = 'queued' THEN 'cancelled' ELSE state END,
                     finished_at = CASE WHEN state = 'queued' THEN now() ELSE finished_at END
      WHERE id = $1 AND state IN ('queued', 'running') RETURNING state`,
    [id],
  );
  if (rows.length > 0) return rows[0].state === 'cancelled' ? 'cancelled' : 'cancelRequested';
  const exists: unknown[] = await db.query('SELECT 1 FROM jobs WHERE id = $1', [id]);
  return exists.length > 0 ? 'ended' : 'unknown';
}

/** One job as the `v_jobs` view of a schema shows it. */
export async function readJob(db: Queryable, id: string): Promise<JobRecord | undefined> {
  const rows: JobRecord[] = await db.query(
    `SELECT id, kind, state, progress_done AS done, progress_total AS total, result, error,
            CASE WHEN requested_by_kind IS NULL THEN NULL ELSE json_build_object('kind', requested_by_kind, 'id', requested_by_id) END AS "requestedBy",
            cancel_requested AS "cancelRequested", created_at AS "createdAt", started_at AS "startedAt", finished_at AS "finishedAt"
       FROM v_jobs WHERE id = $1`,
    [id],
  );
  return rows[0];
}
