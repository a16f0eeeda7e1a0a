import { defaultTimeZone, jobKind, type JobContext, type JobHandler, type ServiceRuntime } from '@tna/platform';
import { decideNotClockedInAlerts } from '../domain';
import { activeEventTypes, alertEmployees, daysNotClockedIn, filterMembers, insertAlerts } from '../evaluation.store';

/** The job takes no payload: it looks at the days in progress when it runs. */
export type NotClockedInJobData = Record<string, never>;

export const NOT_CLOCKED_IN = jobKind<NotClockedInJobData>('not-clocked-in');

/**
 * Every minute (node-cron), each active notClockedIn event type alerts on the days in progress
 * with no clocking yet whose planned start is at least its minutes behind: one transaction per
 * event type. Planned starts are instants the engine placed in each employee's zone, so one
 * schedule serves every zone.
 */
export class NotClockedInJob implements JobHandler<NotClockedInJobData> {
  readonly kind = NOT_CLOCKED_IN;
  readonly schedule = '* * * * *';

  constructor(private readonly runtime: ServiceRuntime) {}

  scheduledPayload(): NotClockedInJobData {
    return {};
  }

  /** Answers the alerts it stored. */
  async run(job: JobContext<NotClockedInJobData>): Promise<{ alerts: number }> {
    const now = new Date();
    const types = await activeEventTypes(this.runtime.dataSource.manager, ['notClockedIn']);
    await job.setTotal(types.length);
    let alerts = 0;
    for (const [index, type] of types.entries()) {
      if (type.minutesAfterShiftStart === null) continue;
      alerts += await job.chunk(index + 1, async (manager) => {
        const days = await daysNotClockedIn(manager, type.id, type.minutesAfterShiftStart!, now);
        if (days.length === 0) return 0;
        const employeeIDs = days.map((day) => day.employeeID);
        const employees = await alertEmployees(manager, employeeIDs, defaultTimeZone(this.runtime.config));
        const filters = await filterMembers(manager, [type], employeeIDs);
        const decided = days.flatMap((day) => {
          const employee = employees.get(day.employeeID);
          return employee ? decideNotClockedInAlerts([type], day, employee, filters, now) : [];
        });
        return insertAlerts(manager, decided);
      });
    }
    return { alerts };
  }
}
