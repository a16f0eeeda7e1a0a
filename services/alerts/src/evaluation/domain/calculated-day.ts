import { localTime } from './local-time';
import type { AlertDetails, IsoDate } from './alert';
import type { AlertEmployee } from './employee';
import type { EventTypeRule } from './event-type';

/** A day as the time engine calculated it (ShiftCalculated, with the stored row's planned times). */
export interface CalculatedDay {
  employeeID: string;
  shiftDate: IsoDate;
  statuses: readonly number[];
  /** The planned start S; null on a day off or a day without a roster. */
  shiftStart: Date | null;
}

/** What every alert about an employee's day says: who, which day, the planned start in their zone. */
export function dayDetails(type: Pick<EventTypeRule, 'name'>, day: CalculatedDay, employee: AlertEmployee): AlertDetails {
  return {
    eventTypeName: type.name,
    employeeName: employee.name,
    employeeNumber: employee.employeeNumber,
    shiftDate: day.shiftDate,
    shiftStart: day.shiftStart ? localTime(day.shiftStart, employee.timeZone) : '',
  };
}
