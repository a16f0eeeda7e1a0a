import { ArrayMaxSize, ArrayMinSize, IsArray, IsDateString, Matches } from 'class-validator';
import type { ClockingDirection, ClockingSource } from '../events';
import type { EmployeeShift } from './clocking.dto';
import type { DayExplanation } from './day-explanation.dto';
import { DATE_ONLY, IsUUIDLowerCased } from './validation.util';

/** At most this many employees in one RecalcTimeValues or RecalcAutoShift. */
export const RECALC_MAX_EMPLOYEES = 10_000;
/** The longest range one clocking-screen action (recalculation, shift change, lock, authorisation) may ask for, in days. */
export const RECALC_MAX_DAYS = 366;

/** A calendar date `YYYY-MM-DD`: IsDateString alone also takes times, week and ordinal dates. */

/** The employees an operator chose for an action on the clocking screen. */
export class EmployeeIDsRequest {
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(RECALC_MAX_EMPLOYEES)
  @IsUUIDLowerCased({ each: true })
  employeeIDs: string[];
}

/** The chosen employees' days from `from` to `to`, inclusive: what most clocking-screen actions work on. */
export class EmployeesDateRangeRequest extends EmployeeIDsRequest {
  @IsDateString({ strict: true })
  @Matches(DATE_ONLY, { message: 'from must be a date YYYY-MM-DD' })
  from: string;

  @IsDateString({ strict: true })
  @Matches(DATE_ONLY, { message: 'to must be a date YYYY-MM-DD' })
  to: string;
}

/** Days from `from` to `to`, both counted (dates YYYY-MM-DD). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
}

/** What is wrong with a checked request's range, naming the field: `to` before `from`, or more than RECALC_MAX_DAYS days. */
export function dateRangeProblem(range: { from: string; to: string }): { field: 'to'; message: string } | null {
  if (range.to < range.from) return { field: 'to', message: 'to must not be before from' };
  if (daysInRange(range.from, range.to) > RECALC_MAX_DAYS) return { field: 'to', message: `at most ${RECALC_MAX_DAYS} days at a time` };
  return null;
}

/** RecalcTimeValues and RecalcAutoShift. */
export class RecalcRequest extends EmployeesDateRangeRequest {}

/** 11 Recalculated (done before answering) or 12 Scheduled for recalculation (done in the background). */
export interface RecalcResult {
  resultCode: 11 | 12;
  resultText: string;
  employees: number;
  /** Employee-days calculated (11) or to calculate (12). */
  days: number;
  /** Locked days, left as they were (11 only). */
  lockedDays?: number;
  /** Days that could not be calculated and carry status 1000 (11 only). */
  failedDays?: number;
  /** The scheduled recalculation (12 only). */
  requestID?: string;
}

/** One status of an employee shift with its text (GetEmployeeShiftStatuses). */
export interface EmployeeShiftStatus {
  code: number;
  name: string;
}

/** A clocking of an employee shift and the part it plays in the day's pairs (GetEmployeeShiftClockings). */
export interface EmployeeShiftClocking {
  id: string;
  clockedAt: string;
  scannerID: string | null;
  direction: ClockingDirection | null;
  source: ClockingSource;
  /** IN or OUT of pair `pairNumber` (from 1), or ignored (a duplicate, dropped by FILO, an OUT without IN, a second IN). */
  role: 'IN' | 'OUT' | 'ignored';
  pairNumber: number | null;
}

/** How a day was calculated (GetTimeCalculationMethod): the shift it used and each step. */
export interface TimeCalculationMethod {
  employeeShiftID: string;
  employeeID: string;
  shiftDate: string;
  /** shift: a scheduled shift; dayOff: a day off; noRoster: no work cycle applies (calculated as a day off). */
  dayKind: 'shift' | 'dayOff' | 'noRoster';
  shiftID: string | null;
  shiftName: string | null;
  shiftStart: string | null;
  shiftEnd: string | null;
  calculatedAt: string | null;
  steps: string[];
  /** The employee, with the zone every time of the day is shown in (theirs, else the installation's). */
  employee: { id: string; number: string; name: string; timeZone: string };
  /** The day's values, statuses and lock as GetEmployeeShifts lists them. */
  day: EmployeeShift;
  /** The same steps structured for drawing; null for a day calculated before explanations were stored, or one that could not be calculated. */
  explanation: DayExplanation | null;
}
