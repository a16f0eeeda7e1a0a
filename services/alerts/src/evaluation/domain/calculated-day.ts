import { localTime } from './local-time';
import type { AlertDetails, DecidedAlert, IsoDate } from './alert';
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

/**
 * An alert of `type` about an employee's day, for `cause`: its details say who, which day and the
 * planned start in their zone, and what the kind adds (`more`).
 */
export function dayAlert(type: Pick<EventTypeRule, 'id' | 'name' | 'eventKind'>, day: CalculatedDay, employee: AlertEmployee, cause: string, more: Partial<AlertDetails>): DecidedAlert {
  return {
    eventTypeID: type.id,
    eventKind: type.eventKind,
    subjectID: employee.id,
    employeeID: employee.id,
    day: day.shiftDate,
    cause,
    details: {
      eventTypeName: type.name,
      employeeName: employee.name,
      employeeNumber: employee.employeeNumber,
      shiftDate: day.shiftDate,
      shiftStart: day.shiftStart ? localTime(day.shiftStart, employee.timeZone) : '',
      ...more,
    },
  };
}
