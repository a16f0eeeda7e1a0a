import { defaultTimeZone, PollingLoop, type ServiceRuntime } from '@tna/platform';
import { appendInChunks } from './range-recalculation.util';
import { recalculateEmployees } from './recalculation.util';

/** An employee's stored days that were in progress and no longer are: the first and last such date. */
export interface OpenDaysJobData {
  employee_id: string;
  date_from: string;
  date_to: string;
}

const POLL_MS = 60_000;
/** Employees per run; the next run takes the rest. */
const EMPLOYEES_PER_RUN = 250;

/**
 * A day in progress (0 waiting, 2 clocked in) changes when its window ends even if nothing
 * arrives: no clockings become 100, a pair left open 102. Every minute this job recalculates
 * the stored days whose `settles_at` has passed, as a clocking arriving for them would.
 */
export class OpenDaysJob {
  private readonly loop: PollingLoop;

  constructor(private readonly runtime: ServiceRuntime) {
    this.loop = new PollingLoop(() => this.settle(), POLL_MS, (error) =>
      runtime.logger.error({ error: error instanceof Error ? error.stack : String(error) }, 'settling open days failed'),
    );
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Recalculates one batch of due days; answers how many employees it took. */
  async settle(): Promise<number> {
    const due: OpenDaysJobData[] = await this.runtime.dataSource.query(
      `SELECT employee_id, to_char(min(shift_date), 'YYYY-MM-DD') AS date_from, to_char(max(shift_date), 'YYYY-MM-DD') AS date_to
         FROM time_engine.employee_shifts
        WHERE settles_at <= now() AND NOT locked
        GROUP BY employee_id ORDER BY min(settles_at) LIMIT ${EMPLOYEES_PER_RUN}`,
    );
    if (due.length === 0) return 0;
    const events = await this.runtime.dataSource.transaction(async (manager) => {
      const summary = await recalculateEmployees(
        manager,
        due.map((row) => ({ employeeID: row.employee_id, from: row.date_from, to: row.date_to })),
        { mode: 'arrival', defaultTimeZone: defaultTimeZone(this.runtime.config), now: new Date(), logger: this.runtime.logger },
      );
      await appendInChunks(manager, summary.events);
      return summary.events.length;
    });
    if (events > 0) this.runtime.relay.kick();
    return due.length;
  }
}
