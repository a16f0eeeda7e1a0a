import type { EntityManager } from 'typeorm';
import { defaultTimeZone, type EventMeta, type ServiceRuntime } from '@tna/platform';
import { appendInChunks } from './range-recalculation.util';
import { lockEmployees } from './recalculation.store';
import { recalculateEmployees, type EmployeeRange, type RecalculationSummary } from './recalculation.util';

/**
 * The employee-days a batch of another service's events changes (hours authorisation, leave),
 * each with the event that caused it, so the days recalculated and their ShiftCalculated events
 * carry that cause. Days are added in arrival order: a later change of a day wins.
 */
export class EventDays {
  private readonly ranges = new Map<string, EmployeeRange>();
  private readonly byDay = new Map<string, EventMeta>();
  private readonly byEmployee = new Map<string, EventMeta>();

  /** The event that last concerned the employee, whether or not it names days. */
  employee(employeeID: string, cause: EventMeta): void {
    this.byEmployee.set(employeeID, cause);
  }

  day(employeeID: string, shiftDate: string, cause: EventMeta): void {
    this.byDay.set(`${employeeID}/${shiftDate}`, cause);
    const known = this.ranges.get(employeeID);
    this.ranges.set(employeeID, {
      employeeID,
      from: known && known.from < shiftDate ? known.from : shiftDate,
      to: known && known.to > shiftDate ? known.to : shiftDate,
    });
  }

  /**
   * Locks the employees, applies the change, then recalculates their days as RecalcTimeValues
   * would and appends the events, all in the consumer's transaction. The locks come before the
   * change, so a recalculation of the same employee that read the old state has written first.
   */
  async changeThenRecalculate(runtime: ServiceRuntime, manager: EntityManager, change: () => Promise<unknown>): Promise<RecalculationSummary> {
    await lockEmployees(manager, [...this.ranges.keys()]);
    await change();
    const summary = await recalculateEmployees(manager, [...this.ranges.values()], {
      mode: 'timeValues',
      defaultTimeZone: defaultTimeZone(runtime.config),
      now: new Date(),
      logger: runtime.logger,
      causes: { byDay: this.byDay, byEmployee: this.byEmployee },
    });
    await appendInChunks(manager, summary.events);
    return summary;
  }
}
