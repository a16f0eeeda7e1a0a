import { IsDateString, IsIn, IsISO8601, IsOptional, IsUUID, Matches } from 'class-validator';
import type { ClockingDirection, ClockingSource } from '../events';
import type { EmployeeShiftClocking } from './time-values.dto';
import { DATE_ONLY } from './validation.util';

/** `{employeeID, from, to}` with inclusive ISO dates. */
export class EmployeeDateRangeRequest {
  @IsUUID()
  employeeID: string;

  @IsDateString({ strict: true })
  @Matches(DATE_ONLY, { message: 'from must be a date YYYY-MM-DD' })
  from: string;

  @IsDateString({ strict: true })
  @Matches(DATE_ONLY, { message: 'to must be a date YYYY-MM-DD' })
  to: string;
}

export class CreateRawClockingRequest {
  @IsUUID()
  employeeID: string;

  /** An instant with its offset, e.g. 2026-03-02T08:00:00+02:00. */
  @IsISO8601({ strict: true })
  clockedAt: string;

  @IsOptional()
  @IsIn(['IN', 'OUT'])
  direction?: ClockingDirection;

  @IsOptional()
  @IsUUID()
  scannerID?: string;
}

export interface CreateRawClockingResult {
  /** False when the same clocking was already there. */
  created: boolean;
  clockingID: string | null;
}

export interface Clocking {
  id: string;
  employeeID: string | null;
  clockedAt: string;
  scannerID: string | null;
  direction: ClockingDirection | null;
  source: ClockingSource;
}

export interface EmployeeShiftTotals {
  normalTimeTot: number;
  overTime1Tot: number;
  overTime2Tot: number;
  overTime3Tot: number;
  overTime4Tot: number;
  overTime5Tot: number;
  overTime6Tot: number;
  overTime7Tot: number;
  overTime8Tot: number;
  overTime9Tot: number;
  overTime10Tot: number;
  noPayTimeTot: number;
  noPayTotBefore: number;
  noPayTotAfter: number;
}

export interface EmployeeShift extends EmployeeShiftTotals {
  id: string;
  employeeID: string;
  shiftDate: string;
  statuses: number[];
  locked: boolean;
  /** shift: a scheduled shift; dayOff: a day off; noRoster: no work cycle applies (calculated as a day off). */
  dayKind: 'shift' | 'dayOff' | 'noRoster';
  shiftID: string | null;
  shiftName: string | null;
  /** The scheduled start and end instants (S and E). */
  shiftStart: string | null;
  shiftEnd: string | null;
  /** Target minus normal time before make-up. */
  shortTime: number;
  /** Short time carried over to later days. */
  carriedShortOut: number;
  breakDeducted: number;
  leaveMinutes: number;
  calculatedAt: string | null;
  /** The IANA zone the day's times are wall times in: the employee's own, else the installation's (TNA_TIME_ZONE). */
  timeZone: string;
  /** The day's clockings in time order: the direction each reader sent, and the part each plays in the engine's pairs. */
  clockings: EmployeeShiftClocking[];
  /** Hours authorised in payroll (HoursAuthorise). */
  authorised: boolean;
  /** Hours exported to payroll. */
  exported: boolean;
}
