import { statusText } from '@tna/contracts';
import { statusCause, subjectDayKey, withdrawnCause, type DecidedAlert } from './alert';
import { dayAlert, type CalculatedDay } from './calculated-day';
import type { AlertEmployee } from './employee';
import type { EventTypeRule } from './event-type';
import { inScope, type FilterMembers } from './scope';

/** Causes decided so far, by `subjectDayKey`. */
export type DecidedCauses = ReadonlyMap<string, ReadonlySet<string>>;

/**
 * The shiftStatus alerts one calculation of a day decides: `status:<code>` for each event type
 * whose status the day carries; and, for a type with `sendCorrection`, `withdrawn:status:<code>`
 * when that alert was decided before and the day no longer carries the status. Types that do
 * not concern the employee decide nothing.
 */
export function decideShiftStatusAlerts(
  types: readonly EventTypeRule[],
  day: CalculatedDay,
  employee: AlertEmployee,
  filters: FilterMembers,
  decided: DecidedCauses,
): DecidedAlert[] {
  const alerts: DecidedAlert[] = [];
  for (const type of types) {
    if (type.eventKind !== 'shiftStatus' || type.status === null || !inScope(type, employee.id, filters)) continue;
    const cause = statusCause(type.status);
    const carried = day.statuses.includes(type.status);
    const withdrawn = !carried && type.sendCorrection && (decided.get(subjectDayKey(type.id, employee.id, day.shiftDate))?.has(cause) ?? false);
    if (!carried && !withdrawn) continue;
    alerts.push(dayAlert(type, day, employee, carried ? cause : withdrawnCause(cause), { statusCode: String(type.status), statusName: statusText(type.status) }));
  }
  return alerts;
}
