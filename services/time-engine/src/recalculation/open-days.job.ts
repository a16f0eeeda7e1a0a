import { defaultTimeZone, jobKind, type JobContext, type JobHandler, type ServiceRuntime } from '@tna/platform';
import type { EntityManager } from 'typeorm';
import { appendInChunks } from './range-recalculation.util';
import { countDueEmployees, dueEmployees, type DueEmployee } from './recalculation.store';
import { recalculateEmployees } from './recalculation.util';

/** The open-days job takes no payload: it looks for what is due when it runs. */
export type OpenDaysJobData = Record<string, never>;

export const OPEN_DAYS = jobKind<OpenDaysJobData>('open-days');

/** Employees per transaction. */
const EMPLOYEES_PER_CHUNK = 250;

/**
 * A day in progress (0 waiting, 2 clocked in) changes when its window ends even if nothing
 * arrives: no clockings become 100, a pair left open 102. Every minute (node-cron) this job
 * recalculates the stored days whose `settles_at` has passed, as a clocking arriving for them would.
 */
export class OpenDaysJob implements JobHandler<OpenDaysJobData> {
  readonly kind = OPEN_DAYS;
  readonly schedule = '* * * * *';

  constructor(private readonly runtime: ServiceRuntime) {}

  scheduledPayload(): OpenDaysJobData {
    return {};
  }

  /** Settles what was due when it started, a chunk of employees at a time; answers the employees taken. */
  async run(job: JobContext<OpenDaysJobData>): Promise<{ employees: number }> {
    if (job.total === 0) {
      await job.setTotal(await countDueEmployees(this.runtime.dataSource));
    }
    // A settled day no longer matches, so each chunk takes the next ones due; the total bounds the run.
    while (job.done < job.total) {
      const due = await this.due();
      if (due.length === 0) break;
      let events = 0;
      await job.chunk(Math.min(job.total, job.done + due.length), async (manager) => {
        events = await this.recalculate(manager, due);
      });
      if (events > 0) this.runtime.relay.kick();
    }
    return { employees: job.done };
  }

  /** Recalculates one chunk of due days in its own transaction; answers how many employees it took. */
  async settle(): Promise<number> {
    const due = await this.due();
    if (due.length === 0) return 0;
    const events = await this.runtime.dataSource.transaction((manager) => this.recalculate(manager, due));
    if (events > 0) this.runtime.relay.kick();
    return due.length;
  }

  private due(): Promise<DueEmployee[]> {
    return dueEmployees(this.runtime.dataSource, EMPLOYEES_PER_CHUNK);
  }

  /** Answers the events written. */
  private async recalculate(manager: EntityManager, due: readonly DueEmployee[]): Promise<number> {
    const summary = await recalculateEmployees(
      manager,
      due.map((row) => ({ employeeID: row.employee_id, from: row.date_from, to: row.date_to })),
      { mode: 'arrival', defaultTimeZone: defaultTimeZone(this.runtime.config), now: new Date(), logger: this.runtime.logger },
    );
    await appendInChunks(manager, summary.events);
    return summary.events.length;
  }
}
