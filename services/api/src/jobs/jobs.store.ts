import type { Job, JobStateName, ServiceName } from '@tna/contracts';
import type { DataSource } from 'typeorm';
import { pageOf, type PageWindow } from '../shared/list-query.util';
import { everyServiceView } from '../shared/service-views.util';

export interface JobFilter {
  /** Only jobs this user asked for. */
  requestedBy?: string;
  state?: JobStateName;
  service?: ServiceName;
  kind?: string;
  /** ILIKE pattern on the kind. */
  search?: string | null;
}

/** The columns GetJobs sorts on. */
export const JOB_SORTS: Readonly<Record<string, string>> = { createdAt: 'created_at', kind: 'kind', state: 'state', service: 'service', finishedAt: 'finished_at' };

interface JobRow {
  id: string;
  service: ServiceName;
  kind: string;
  state: JobStateName;
  progress_done: number;
  progress_total: number;
  result: unknown;
  error: string | null;
  requested_by_kind: 'user' | 'reader' | 'system' | null;
  requested_by_id: string | null;
  cancel_requested: boolean;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

/** Every service's jobs, read through the `v_jobs` view each publishes. */
async function allJobsSql(db: DataSource): Promise<string> {
  const columns = 'id, kind, state, progress_done, progress_total, result, error, requested_by_kind, requested_by_id, cancel_requested, created_at, started_at, finished_at';
  return (await everyServiceView(db, 'v_jobs', columns)) ?? `SELECT NULL::text AS service, NULL::uuid AS id WHERE false`;
}

export async function findJob(db: DataSource, id: string): Promise<Job | undefined> {
  const rows: JobRow[] = await db.query(`SELECT * FROM (${await allJobsSql(db)}) j WHERE id = $1`, [id]);
  return rows[0] && toJob(rows[0]);
}

export async function listJobs(db: DataSource, filter: JobFilter, window: PageWindow): Promise<{ items: Job[]; total: number }> {
  const where = `($1::text IS NULL OR (requested_by_kind = 'user' AND requested_by_id = $1))
             AND ($2::text IS NULL OR state = $2) AND ($3::text IS NULL OR service = $3)
             AND ($4::text IS NULL OR kind = $4) AND ($5::text IS NULL OR kind ILIKE $5)`;
  const params = [filter.requestedBy ?? null, filter.state ?? null, filter.service ?? null, filter.kind ?? null, filter.search ?? null];
  const rows: (JobRow & { total: string })[] = await db.query(
    `SELECT *, count(*) OVER () AS total FROM (${await allJobsSql(db)}) j WHERE ${where}
      ORDER BY ${window.orderBy} LIMIT ${window.limit} OFFSET ${window.offset}`,
    params,
  );
  return pageOf(rows, window, toJob, async () => {
    const [count]: { total: string }[] = await db.query(`SELECT count(*) AS total FROM (${await allJobsSql(db)}) j WHERE ${where}`, params);
    return Number(count.total);
  });
}

function toJob(row: JobRow): Job {
  return {
    id: row.id,
    service: row.service,
    kind: row.kind,
    state: row.state,
    progress: { done: row.progress_done, total: row.progress_total },
    result: row.result,
    error: row.error,
    requestedBy: row.requested_by_kind === null ? null : { kind: row.requested_by_kind, id: row.requested_by_id ?? '' },
    cancelRequested: row.cancel_requested,
    createdAt: row.created_at.toISOString(),
    startedAt: row.started_at?.toISOString() ?? null,
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}
