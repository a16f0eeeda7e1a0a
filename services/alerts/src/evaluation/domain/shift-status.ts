import { statusText } from '@tna/contracts';
import { statusCause, subjectDayKey, withdrawnCause, type DecidedAlert } from './alert';
import { dayAlert, type CalculatedDay } from './calculated-day';
import type { AlertEmployee } from './employee';
import type { EventTypeRule } from './event-type';
import { localDateTime } from './local-time';
import { inScope, type FilterMembers } from './scope';

/** Causes decided so far, by `subjectDayKey`. */
export type DecidedCauses = ReadonlyMap<string, ReadonlySet<string>>;

/**
 * The employee's yesterday at `now`, in their zone: the oldest day a calculation still alerts on.
 * A day is calculated again long after (a rule changed, a month recalculated); alerting then
 * would send a message per late day of the month about history. A day settled overnight (no
 * out, 102) still alerts the next morning.
 */
export function oldestDayToAlert(now: Date, timeZone: string): string {
  const today = localDateTime(now, timeZone).date;
  const yesterday = new Date(`${today}T00:00:00Z`);
  yesterday.setUTCDate(yesterday.getUTCDate() - 1);
  return yesterday.toISOString().slice(0, 10);
}

/**
 * The shiftStatus alerts one calculation of a day decides: `status:<code>` for each event type
 * whose status the day carries, when the day is the employee's today or yesterday at `now`; and,
 * for a type with `sendCorrection`, `withdrawn:status:<code>` when that alert was decided before
 * and the day no longer carries the status, however old the day. Types that do not concern the
 * employee decide nothing.
 */
export function decideShiftStatusAlerts(
  types: readonly EventTypeRule[],
  day: CalculatedDay,
  employee: AlertEmployee,
  filters: FilterMembers,
  decided: DecidedCauses,
  now: Date,
): DecidedAlert[] {
  const alerts: DecidedAlert[] = [];
  const recent = day.shiftDate >= oldestDayToAlert(now, employee.timeZone);
  for (const type of types) {
    if (type.eventKind !== 'shiftStatus' || type.status === null || !inScope(type, employee.id, filters)) continue;
    const cause = statusCause(type.status);
    const carried = recent && day.statuses.includes(type.status);
    const withdrawn = !carried && type.sendCorrection && (decided.get(subjectDayKey(type.id, employee.id, day.shiftDate))?.has(cause) ?? false);
    if (!carried && !withdrawn) continue;
    alerts.push(dayAlert(type, day, employee, carried ? cause : withdrawnCause(cause), { statusCode: String(type.status), statusName: statusText(type.status) }));
  }
  return alerts;
}
