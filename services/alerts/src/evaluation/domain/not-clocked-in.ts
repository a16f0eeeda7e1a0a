import { CLOCKING_STATUS } from '@tna/contracts';
import { NOT_CLOCKED_IN_CAUSE, subjectDayKey, withdrawnCause, type DecidedAlert } from './alert';
import { dayAlert, type CalculatedDay } from './calculated-day';
import type { AlertEmployee } from './employee';
import type { EventTypeRule } from './event-type';
import { inScope, type FilterMembers } from './scope';
import type { DecidedCauses } from './shift-status';

const MS_PER_MINUTE = 60_000;

/** A stored day still in progress, as the scheduled evaluation reads it. */
export interface DayInProgress extends CalculatedDay {
  /** When the engine settles the day (the end of its window): no clocking by then makes it AWOL (100). */
  settlesAt: Date | null;
}

/**
 * Whether an employee is "not clocked in N minutes after shift start" at `now`: the day has a
 * planned start S, carries status 0 (the engine's "no clockings yet, shift not over"), S + N has
 * passed, and the day's window is still open. The window is the lookback: once it closes the day
 * becomes AWOL (100), which shiftStatus event types report, so a service that was down (or is
 * restarted) never alerts "not clocked in" for a day already over.
 */
export function isNotClockedIn(day: DayInProgress, minutesAfterShiftStart: number, now: Date): boolean {
  if (day.shiftStart === null || day.settlesAt === null || !day.statuses.includes(CLOCKING_STATUS.waitingFurtherAction)) return false;
  const due = day.shiftStart.getTime() + minutesAfterShiftStart * MS_PER_MINUTE;
  return due <= now.getTime() && now.getTime() < day.settlesAt.getTime();
}

/** The notClockedIn alerts due at `now` for one day in progress: one per event type concerning the employee. */
export function decideNotClockedInAlerts(types: readonly EventTypeRule[], day: DayInProgress, employee: AlertEmployee, filters: FilterMembers, now: Date): DecidedAlert[] {
  return types
    .filter((type) => type.eventKind === 'notClockedIn' && type.minutesAfterShiftStart !== null)
    .filter((type) => inScope(type, employee.id, filters) && isNotClockedIn(day, type.minutesAfterShiftStart!, now))
    .map((type) => dayAlert(type, day, employee, NOT_CLOCKED_IN_CAUSE, { minutesAfterShiftStart: String(type.minutesAfterShiftStart) }));
}

/** A recalculated day with its first clocking, for judging a notClockedIn alert after the fact. */
export interface RecalculatedDay extends CalculatedDay {
  firstClockingAt: Date | null;
}

const FULL_LEAVE: readonly number[] = [CLOCKING_STATUS.onLeave, CLOCKING_STATUS.clockedOnLeaveDay];

/**
 * Whether a recalculation shows a notClockedIn alert was wrong: the day has no planned start any
 * more (made a day off), is on full-day leave, or has a clocking at or before S + N (a reader's
 * upload that came late). Arriving after S + N does not withdraw it: the employee really was not in.
 */
export function notClockedInWithdrawn(day: RecalculatedDay, minutesAfterShiftStart: number): boolean {
  if (day.shiftStart === null || day.statuses.some((status) => FULL_LEAVE.includes(status))) return true;
  return day.firstClockingAt !== null && day.firstClockingAt.getTime() <= day.shiftStart.getTime() + minutesAfterShiftStart * MS_PER_MINUTE;
}

/** The corrections one recalculation of a day decides for notClockedIn event types with `sendCorrection`. */
export function decideNotClockedInCorrections(types: readonly EventTypeRule[], day: RecalculatedDay, employee: AlertEmployee, filters: FilterMembers, decided: DecidedCauses): DecidedAlert[] {
  return types
    .filter((type) => type.eventKind === 'notClockedIn' && type.sendCorrection && type.minutesAfterShiftStart !== null)
    .filter((type) => decided.get(subjectDayKey(type.id, employee.id, day.shiftDate))?.has(NOT_CLOCKED_IN_CAUSE) ?? false)
    .filter((type) => inScope(type, employee.id, filters) && notClockedInWithdrawn(day, type.minutesAfterShiftStart!))
    .map((type) => dayAlert(type, day, employee, withdrawnCause(NOT_CLOCKED_IN_CAUSE), { minutesAfterShiftStart: String(type.minutesAfterShiftStart) }));
}
