import { PollingLoop, type ServiceRuntime } from '@tna/platform';
import { recalculateInChunks, type RecalcKind } from './range-recalculation.util';

/** A recalculation answered with 12, as stored in time_engine.recalc_requests. */
export interface ScheduledRecalculationJobData {
  id: string;
  kind: RecalcKind;
  employee_ids: string[];
  date_from: string;
  date_to: string;
  employees_done: number;
}

const POLL_MS = 5_000;
/** A request started this long ago and not finished belongs to an instance that died: take it over. */
const STALE_AFTER = '10 minutes';

/**
 * Works through scheduled recalculations one at a time. Progress commits with each chunk of
 * employees, so a restarted instance carries on where the last one stopped; several instances
 * share the work through `FOR UPDATE SKIP LOCKED`.
 */
export class ScheduledRecalculationJob {
  private readonly loop: PollingLoop;

  constructor(private readonly runtime: ServiceRuntime) {
    this.loop = new PollingLoop(() => this.drain(), POLL_MS, (error) =>
      runtime.logger.error({ error: error instanceof Error ? error.stack : String(error) }, 'scheduled recalculation failed'),
    );
  }

  start(): void {
    this.loop.start();
  }

  /** Runs soon, e.g. right after a request was stored. */
  kick(): void {
    this.loop.kick();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  private async drain(): Promise<void> {
    for (let job = await this.claim(); job && !this.loop.stopped; job = await this.claim()) {
      const plan = { employeeIDs: job.employee_ids, from: job.date_from, to: job.date_to, days: 0 };
      await recalculateInChunks(this.runtime, job.kind, plan, job.employees_done, async (_, manager, done) => {
        await manager.query('UPDATE time_engine.recalc_requests SET employees_done = $2, started_at = now() WHERE id = $1', [job.id, done]);
      });
      await this.runtime.dataSource.query('UPDATE time_engine.recalc_requests SET finished_at = now() WHERE id = $1', [job.id]);
      this.runtime.logger.info({ requestID: job.id, kind: job.kind, employees: job.employee_ids.length }, 'scheduled recalculation finished');
    }
  }

  private async claim(): Promise<ScheduledRecalculationJobData | undefined> {
    // TypeORM answers an UPDATE with [rows, count].
    const [rows]: [ScheduledRecalculationJobData[], number] = await this.runtime.dataSource.query(
      `UPDATE time_engine.recalc_requests SET started_at = now()
        WHERE id = (SELECT id FROM time_engine.recalc_requests
                     WHERE finished_at IS NULL AND (started_at IS NULL OR started_at < now() - interval '${STALE_AFTER}')
                     ORDER BY requested_at FOR UPDATE SKIP LOCKED LIMIT 1)
        RETURNING id, kind, employee_ids, to_char(date_from, 'YYYY-MM-DD') AS date_from, to_char(date_to, 'YYYY-MM-DD') AS date_to, employees_done`,
    );
    return rows[0];
  }
}
