import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import type { LeaveApplicationStatus, LeaveStatementAction, LeaveUnit } from '../codes/leave';
import { DATE_ONLY, IsUUIDLowerCased } from './validation.util';

/**
 * Leave applications, approvals, the statement, balances, accrual and the balances import
 * (part 2 §2–§5, §8; LEAVE.md). Every answer carries `resultCode` and `resultText`.
 */


/** Where a part day's leave sits in the shift. */
export const LEAVE_POSITIONS = ['BEGIN', 'END'] as const;
export type LeavePosition = (typeof LEAVE_POSITIONS)[number];

/** The durations the console offers by name; any fraction in (0, 1] of the shift's target is allowed. */
export const LEAVE_DURATIONS = [
  { value: 1, label: 'Full day' },
  { value: 0.75, label: 'Three quarter' },
  { value: 0.5, label: 'Half' },
  { value: 0.25, label: 'Quarter' },
] as const;

/** Most days one application may cover. */
export const LEAVE_APPLICATION_MAX_DAYS = 366;
/** Most applications one ApproveDeclineLeaveApps decides. */
export const LEAVE_DECISION_MAX = 500;

export class CreateLeaveApplicationRequest {
  @IsUUIDLowerCased()
  employeeID: string;

  @IsUUIDLowerCased()
  leaveTypeID: string;

  @IsOptional()
  @IsUUIDLowerCased()
  reasonID?: string | null;

  @Matches(DATE_ONLY, { message: 'startDate must be a date (YYYY-MM-DD)' })
  startDate: string;

  @Matches(DATE_ONLY, { message: 'endDate must be a date (YYYY-MM-DD)' })
  endDate: string;

  /** 1 a full day; below 1 a fraction of each day's shift target (0.125 is 1 hour of 8). */
  @IsNumber({ maxDecimalPlaces: 6 })
  @Min(0.000001, { message: 'duration must be above 0' })
  @Max(1, { message: 'duration must be at most 1' })
  duration: number;

  /** For a part day: at the beginning or the end of the shift (BEGIN when left out). */
  @IsOptional()
  @IsIn(LEAVE_POSITIONS)
  position?: LeavePosition;

  @IsOptional()
  @IsString()
  @MaxLength(1000)
  applicantComment?: string;

  /** Asks to grant at once where the caller may approve it (40); otherwise it waits (41). */
  @IsOptional()
  @IsBoolean()
  approved?: boolean;
}

export interface CreateLeaveApplicationResult {
  /** CREATE_LEAVE_RESULTS. */
  resultCode: number;
  resultText: string;
  /** Set for 40 and 41. */
  applicationID?: string;
  /** The status the application has after 40 or 41. */
  status?: LeaveApplicationStatus;
  /** For a refusal: the day it concerns, where one day decides (42–46, 150). */
  shiftDate?: string;
}

export class CancelLeaveApplicationRequest {
  @IsUUIDLowerCased()
  applicationID: string;
}

export interface CancelLeaveApplicationResult {
  /** CANCEL_LEAVE_RESULTS. */
  resultCode: number;
  resultText: string;
}

export class ApproveDeclineLeaveAppsRequest {
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(LEAVE_DECISION_MAX)
  @IsUUIDLowerCased({ each: true })
  applicationIDs: string[];

  @IsBoolean()
  approve: boolean;

  @IsOptional()
  @IsString()
  @MaxLength(1000)
  comment?: string;
}

/** One application's outcome in ApproveDeclineLeaveApps (APPROVE_DECLINE_LEAVE_RESULTS). */
export interface LeaveDecisionOutcome {
  applicationID: string;
  resultCode: number;
  resultText: string;
  /** The application's status after the decision (unchanged when refused). */
  status?: LeaveApplicationStatus;
}

export interface ApproveDeclineLeaveAppsResult {
  /** 1 when every application was decided, 0 when some were refused (see `outcomes`). */
  resultCode: number;
  resultText: string;
  outcomes: LeaveDecisionOutcome[];
}

/** The shift a leave day is booked against (its target sets the day's leave minutes). */
export class ChangeLeaveOriginalShiftRequest {
  @IsUUIDLowerCased()
  employeeShiftID: string;

  @IsUUIDLowerCased()
  shiftID: string;
}

export interface ChangeLeaveOriginalShiftResult {
  /** CHANGE_LEAVE_ORIGINAL_SHIFT_RESULTS. */
  resultCode: number;
  resultText: string;
}

export class GetLeaveStatementRequest {
  @IsUUIDLowerCased()
  employeeID: string;

  @IsOptional()
  @IsUUIDLowerCased()
  leaveTypeID?: string;

  @IsOptional()
  @Matches(DATE_ONLY, { message: 'from must be a date (YYYY-MM-DD)' })
  from?: string;

  @IsOptional()
  @Matches(DATE_ONLY, { message: 'to must be a date (YYYY-MM-DD)' })
  to?: string;
}

/** One ledger entry with the balance after it, in ledger order (LEAVE.md §1). */
export interface LeaveStatementEntry {
  id: string;
  leaveTypeID: string;
  leaveTypeName: string;
  unit: LeaveUnit;
  date: string;
  action: LeaveStatementAction;
  actionText: string;
  amount: number;
  balance: number;
  /** What made it: accrual (rule and period), application, import row, year end, reversal. */
  source: string;
  sourceText: string;
  applicationID: string | null;
  createdBy: string | null;
  createdByName: string | null;
  createdAt: string;
}

export interface GetLeaveStatementResult {
  resultCode: number;
  resultText: string;
  items: LeaveStatementEntry[];
}

export interface LeaveBalance {
  leaveTypeID: string;
  leaveTypeName: string;
  unit: LeaveUnit;
  /** At the end of today. */
  balance: number;
  /** Finally granted, dated after today. */
  booked: number;
  /** Waiting for approval (0, 1). */
  pending: number;
}

export class RunLeaveAccrualRequest {
  /** Accrue up to this day (today when left out); never a future day. */
  @IsOptional()
  @Matches(DATE_ONLY, { message: 'asOf must be a date (YYYY-MM-DD)' })
  asOf?: string;
}

export interface RunLeaveAccrualResult {
  resultCode: number;
  resultText: string;
  jobID: string;
}

export const LEAVE_BALANCE_IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export type LeaveBalanceImportFormat = (typeof LEAVE_BALANCE_IMPORT_FORMATS)[number];

/** The balances import (LEAVE.md §4): columns employee number, leave type, balance, as-of date. */
export class ImportLeaveBalancesRequest {
  @IsIn(LEAVE_BALANCE_IMPORT_FORMATS)
  format: LeaveBalanceImportFormat;

  /** The file, base64. */
  @IsString()
  content: string;

  /** True: check every row and report, commit nothing. */
  @IsBoolean()
  dryRun: boolean;
}

/** A bad row of the balances import. */
export interface LeaveBalanceImportError {
  row: number;
  column: string;
  value: string;
  why: string;
}

export interface ImportLeaveBalancesResult {
  resultCode: number;
  resultText: string;
  rows: number;
  /** Rows that would be (dry run) or were written as 3 Set Leave Balance entries. */
  imported: number;
  /** Rows already imported with the same (employee, leave type, as-of date) and amount. */
  unchanged: number;
  errors: LeaveBalanceImportError[];
}

/** Leave of one day as the time engine takes it (TIME-ENGINE.md §9 `leave`). */
export type LeaveOfDay = { full: true } | { minutes: number; position: LeavePosition };

/**
 * PlanLeaveDays (time engine, asked by the leave service): every date of one employee's range
 * with the shift the engine has or would give it, stored or not (a future day is planned from
 * the roster as the engine would assign it).
 */
export interface PlanLeaveDaysRequest {
  employeeID: string;
  /** YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
}

export interface PlannedLeaveDay {
  shiftDate: string;
  /** The stored day, where there is one. */
  employeeShiftID: string | null;
  /** Null on a day off. */
  shiftID: string | null;
  dayOff: boolean;
  publicHoliday: boolean;
  /** The shift's target minutes (0 on a day off or a no-target shift). */
  targetMinutes: number;
  locked: boolean;
  /** Hours exported to payroll. */
  exported: boolean;
  /** The leave the engine holds for the day now. */
  leave: LeaveOfDay | null;
}

export interface PlanLeaveDaysResult {
  days: PlannedLeaveDay[];
}

/** GetLeaveAppsToApprove: an application the user may decide now (LEAVE.md §3). */
export interface LeaveAppToApprove {
  applicationID: string;
  employeeID: string;
  employeeNumber: string;
  employeeName: string;
  leaveTypeID: string;
  leaveTypeName: string;
  unit: LeaveUnit;
  reasonName: string | null;
  startDate: string;
  endDate: string;
  duration: number;
  position: LeavePosition | null;
  status: LeaveApplicationStatus;
  statusText: string;
  /** Leave days and their total amount in the type's unit. */
  days: number;
  amount: number;
  applicantComment: string | null;
  createdAt: string;
}

/** A ledger entry of one leave day. */
export interface LeaveDayEntry {
  id: string;
  date: string;
  action: LeaveStatementAction;
  actionText: string;
  amount: number;
  sourceKind: string;
}

/** GetEmployeeShiftLeaveActions: an application with leave on the day, in force or not, with the day's booking and entries. */
export interface EmployeeShiftLeaveAction {
  applicationID: string;
  leaveTypeID: string;
  leaveTypeName: string;
  unit: LeaveUnit;
  reasonID: string | null;
  reasonName: string | null;
  startDate: string;
  endDate: string;
  duration: number;
  position: LeavePosition | null;
  status: LeaveApplicationStatus;
  statusText: string;
  cancelled: boolean;
  /** The shift the day is booked against, its leave minutes and amount. */
  bookedShiftID: string;
  bookedShiftName: string | null;
  minutes: number;
  amount: number;
  applicantComment: string | null;
  managerComment: string | null;
  entries: LeaveDayEntry[];
}
