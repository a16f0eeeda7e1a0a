import { CLOCKING_STATUS as S } from '@tna/contracts';

/** Which of a calculated day's minutes a status stands for (docs/reports.md, "Top-X Shift Status"). */
export type StatusTimeValue = 'normal' | 'overtime' | 'short' | 'noPayBefore' | 'noPayAfter' | 'leave';

/**
 * The time value of each status for the Top-X "Time Value" and "Time/Headcount" measures: the
 * minutes of the day that the status is about. Absence and missing clockings cost the day's
 * short time; lateness and leaving early the no pay they caused (NP B and NP A, TIME-ENGINE.md
 * §7); arriving early, leaving late, working on an off day and the overtime notices the day's
 * overtime (all buckets); being at work its normal time; leave the leave minutes. A status not
 * listed (day off, waiting, cleared exceptions, FILO, calculation error) has no time value: it
 * counts as an incident with 0 minutes.
 */
const STATUS_TIME_VALUE: Readonly<Partial<Record<number, StatusTimeValue>>> = {
  [S.clockedInOut]: 'normal',
  [S.clockedIn]: 'normal',
  [S.clockedOnOffDay]: 'overtime',
  [S.onLeave]: 'leave',
  [S.clockedOnLeaveDay]: 'leave',
  [S.partialLeave]: 'leave',
  [S.awol]: 'short',
  [S.noIn]: 'short',
  [S.noOut]: 'short',
  [S.lateIn]: 'noPayBefore',
  [S.earlyIn]: 'overtime',
  [S.wrongShift]: 'short',
  [S.earlyOut]: 'noPayAfter',
  [S.lateOut]: 'overtime',
  [S.overtimeToBeAuthorised]: 'overtime',
  [S.moreThan4OvertimeValues]: 'overtime',
  [S.clockedOnOffDayException]: 'overtime',
};

/** The status's time value; null when it has none. */
export function statusTimeValue(code: number): StatusTimeValue | null {
  return STATUS_TIME_VALUE[code] ?? null;
}
