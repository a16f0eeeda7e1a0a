import { defaultTimeZone, jobKind } from '@tna/platform';
import type { EntityManager } from 'typeorm';
import { decideNotClockedInAlerts, type EventTypeRule } from '../domain';
import { alertEmployees, daysNotClockedIn, filterMembers, insertAlerts } from '../evaluation.store';
import { EventTypeClockJob, type EventTypeClockJobData } from './event-type-clock.job';

export const NOT_CLOCKED_IN = jobKind<EventTypeClockJobData>('not-clocked-in');

/**
 * Alerts on the days in progress with no clocking yet whose planned start is at least an event
 * type's minutes behind. Planned starts are instants the engine placed in each employee's zone,
 * so one schedule serves every zone.
 */
export class NotClockedInJob extends EventTypeClockJob {
  readonly kind = NOT_CLOCKED_IN;
  protected readonly eventKind = 'notClockedIn';

  protected async evaluate(manager: EntityManager, type: EventTypeRule, now: Date): Promise<number> {
    if (type.minutesAfterShiftStart === null) return 0;
    const days = await daysNotClockedIn(manager, type.id, type.minutesAfterShiftStart, now);
    if (days.length === 0) return 0;
    const employeeIDs = days.map((day) => day.employeeID);
    const employees = await alertEmployees(manager, employeeIDs, defaultTimeZone(this.runtime.config));
    const filters = await filterMembers(manager, [type], employeeIDs);
    const decided = days.flatMap((day) => {
      const employee = employees.get(day.employeeID);
      return employee ? decideNotClockedInAlerts([type], day, employee, filters, now) : [];
    });
    return insertAlerts(manager, decided);
  }
}
