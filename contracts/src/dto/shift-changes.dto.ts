import { IsBoolean, IsDateString, IsInt, IsOptional, Matches, Min, ValidateIf } from 'class-validator';
import { EmployeeIDsRequest, EmployeesDateRangeRequest } from './time-values.dto';
import { DATE_ONLY } from './validation.util';
import { IsUUIDLowerCased } from './validation.util';

/** ChangeShift: the chosen employees' days from `from` to `to` (inclusive) get `shiftID`, or become days off (null). */
export class ChangeShiftRequest extends EmployeesDateRangeRequest {
  /** Present in the body: a shift id, or null for a day off. */
  @ValidateIf((request: ChangeShiftRequest) => request.shiftID !== null)
  @IsUUIDLowerCased({ message: 'shiftID must be a shift id, or null for a day off' })
  shiftID: string | null;

  /** A Shift Adjustment Reason. */
  @IsOptional()
  @IsUUIDLowerCased()
  reasonID?: string;
}

/**
 * 1 Shift changed (at least one day changed), else 150 Locked (a day asked was locked), else 10
 * Same shift already assigned. The changed days are recalculated before answering, or scheduled
 * (`requestID`) when the request is larger than a synchronous recalculation.
 */
export interface ChangeShiftResult {
  resultCode: 1 | 10 | 150 | 151;
  resultText: string;
  employees: number;
  /** Days given the shift (a manual shift change stored). */
  changedDays: number;
  /** Days that already had the shift: left alone (10). */
  sameShiftDays: number;
  /** Locked days: refused (150) and left alone. */
  lockedDays: number;
  /** Days with leave: refused (151, cancel the leave first) and left alone; absent when none. */
  leaveDays?: number;
  /** Employee-days recalculated (or, with `requestID`, to recalculate). */
  days: number;
  /** Days that could not be calculated and carry status 1000. */
  failedDays: number;
  /** The scheduled recalculation of the changed days, for a large request. */
  requestID?: string;
}

/** WorkCycleChange: from `effectiveDate` on, the employees follow `workCycleID` from `startDay` of `startingWorkPatternID`. */
export class WorkCycleChangeRequest extends EmployeeIDsRequest {
  @IsDateString({ strict: true })
  @Matches(DATE_ONLY, { message: 'effectiveDate must be a date YYYY-MM-DD' })
  effectiveDate: string;

  @IsUUIDLowerCased()
  workCycleID: string;

  /** A work pattern of the cycle. */
  @IsUUIDLowerCased()
  startingWorkPatternID: string;

  /** 1-based day within the starting pattern; beyond its days is result 300. */
  @IsInt()
  @Min(1)
  startDay: number;

  /** The date `startDay` falls on; defaults to `effectiveDate`. */
  @IsOptional()
  @IsDateString({ strict: true })
  @Matches(DATE_ONLY, { message: 'startDate must be a date YYYY-MM-DD' })
  startDate?: string;

  /** A Work Cycle Change Reason. */
  @IsOptional()
  @IsUUIDLowerCased()
  reasonID?: string;
}

/**
 * 201 Work cycle change created (for at least one employee), 203 Work cycle change already
 * exists (for every employee: nothing stored), 300 Start day does not match work pattern (nothing
 * stored). The stored days from the effective date on are recalculated.
 */
export interface WorkCycleChangeResult {
  resultCode: 201 | 203 | 300;
  resultText: string;
  employees: number;
  /** Employees given the change. */
  created: number;
  /** Employees that already had a change on the effective date (203), left alone. */
  existingEmployeeIDs: string[];
  /** Employee-days recalculated (or, with `requestID`, to recalculate). */
  days: number;
  /** Locked days, left as they were. */
  lockedDays: number;
  failedDays: number;
  requestID?: string;
}

/** LockUnlockShift: the stored days of the employees from `from` to `to` locked (`lock` true) or unlocked. */
export class LockUnlockShiftRequest extends EmployeesDateRangeRequest {
  @IsBoolean()
  lock: boolean;
}

/**
 * Locking answers 150 Locked; unlocking answers 11 Recalculated (the unlocked days are
 * recalculated), or 110 when a day of the range is exported to payroll (nothing changes).
 */
export interface LockUnlockShiftResult {
  resultCode: 150 | 11 | 110;
  resultText: string;
  employees: number;
  /** Stored days whose lock changed. */
  changedDays: number;
  /** Stored days already locked (or unlocked). */
  unchangedDays: number;
  /** Employee-days recalculated after unlocking (or, with `requestID`, to recalculate). */
  days: number;
  failedDays: number;
  requestID?: string;
}

/** A work cycle change as GetEmployeeWorkCycleChanges lists it. */
export interface EmployeeWorkCycleChange {
  id: string;
  employeeID: string;
  effectiveDate: string;
  workCycleID: string;
  workCycleName: string | null;
  startingWorkPatternID: string;
  startingWorkPatternName: string | null;
  startDay: number;
  /** The date the start day falls on (the effective date unless given). */
  startDate: string;
  reasonID: string | null;
  reasonName: string | null;
  createdBy: string | null;
  createdAt: string;
}
