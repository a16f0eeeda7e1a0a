import { defaultTimeZone, jobKind, type JobContext, type JobHandler, type ServiceRuntime } from '@tna/platform';
import type { EntityManager } from 'typeorm';
import { EMPLOYEES_PER_TRANSACTION, appendInChunks } from '../../recalculation/range-recalculation.util';
import { recalculateEmployees } from '../../recalculation/recalculation.util';
import {
  checkTodays,
  countEmployeesWithoutToday,
  employeeTimeZones,
  employeesWithoutToday,
  forgetOldChecks,
  postgresTimeZones,
  todaysDaysWanted,
  type EmployeeToday,
  type TodayZones,
} from '../todays-days.store';

/** The job takes no payload: it looks for employees without today's day when it runs. */
export type TodaysDaysJobData = Record<string, never>;

export const TODAYS_DAYS = jobKind<TodaysDaysJobData>('todays-days');

/**
 * Stores each employee's day for their own today before anyone clocks (docs/time-engine.md,
 * "Today's days"): every minute (node-cron), employees in service without a row for their local
 * date are recalculated for that date as RecalcTimeValues would, so a rostered day gets its row
 * with its planned start and status 0 and alerts can tell who has not clocked in. Each employee
 * is taken once a day (`todays_days_checked`), rostered or not. Runs only while an active
 * notClockedIn event type exists.
 */
export class TodaysDaysJob implements JobHandler<TodaysDaysJobData> {
  readonly kind = TODAYS_DAYS;
  readonly schedule = '* * * * *';

  private postgresZones: Set<string> | undefined;

  constructor(private readonly runtime: ServiceRuntime) {}

  scheduledPayload(): TodaysDaysJobData {
    return {};
  }

  /** Answers the employees it took. */
  async run(job: JobContext<TodaysDaysJobData>): Promise<{ employees: number }> {
    const db = this.runtime.dataSource;
    if (!(await todaysDaysWanted(db))) return { employees: 0 };
    const now = new Date();
    this.postgresZones ??= await postgresTimeZones(db);
    const known = (await employeeTimeZones(db)).filter((zone) => this.postgresZones!.has(zone));
    const zones: TodayZones = { defaultTimeZone: defaultTimeZone(this.runtime.config), known };
    if (job.total === 0) await job.setTotal(await countEmployeesWithoutToday(db, zones, now));
    // A checked employee no longer matches, so each chunk takes the next ones; the total bounds the run.
    while (job.done < job.total) {
      const due = await employeesWithoutToday(db, zones, now, EMPLOYEES_PER_TRANSACTION);
      if (due.length === 0) break;
      const events = await job.chunk(Math.min(job.total, job.done + due.length), (manager) => this.store(manager, due, zones.defaultTimeZone, now));
      if (events > 0) this.runtime.relay.kick();
    }
    await forgetOldChecks(db, now);
    return { employees: job.done };
  }

  /** Answers the events written. */
  private async store(manager: EntityManager, due: readonly EmployeeToday[], zone: string, now: Date): Promise<number> {
    const summary = await recalculateEmployees(
      manager,
      due.map((row) => ({ employeeID: row.employee_id, from: row.today, to: row.today })),
      { mode: 'timeValues', defaultTimeZone: zone, now, logger: this.runtime.logger },
    );
    await appendInChunks(manager, summary.events);
    await checkTodays(manager, due);
    return summary.events.length;
  }
}
