import { IsBoolean, IsOptional } from 'class-validator';
import type { ClockingDirection, ClockingSource } from '../events';
import type { IdName } from './list.dto';
import { EmployeesDateRangeRequest } from './time-values.dto';
import { IsUUIDLowerCased } from './validation.util';

/** At most this many clockings in one GetLastXClockingsForEmployee. */
export const LAST_X_CLOCKINGS_MAX = 1000;

/** DeleteReprocessClockings: the chosen employees' days from `from` to `to` re-read from the readers' raw clockings. */
export class DeleteReprocessClockingsRequest extends EmployeesDateRangeRequest {}

/**
 * 21 Clockings deleted and scheduled for re-process. The clockings of the days are replaced by the
 * raw clockings ingestion stored (a clocking entered on the clocking screen and a locked day's
 * clockings are kept) and the days recalculated before answering, or all of it by a job
 * (`requestID`; the job's result then carries the counts).
 */
export interface DeleteReprocessClockingsResult {
  resultCode: 21;
  resultText: string;
  employees: number;
  /** Reader clockings taken out of the days (done before answering only). */
  deletedClockings?: number;
  /** Raw clockings read back into them (done before answering only). */
  reprocessedClockings?: number;
  /** Employee-days recalculated (or, with `requestID`, to re-process). */
  days: number;
  lockedDays?: number;
  failedDays?: number;
  requestID?: string;
}

/** FILOSwitchOnOff: first in, last out on (`filo` true) or off for the chosen employees' days, whatever their employee record says. */
export class FILOSwitchOnOffRequest extends EmployeesDateRangeRequest {
  @IsBoolean()
  filo: boolean;
}

/**
 * 11 Recalculated or 12 Scheduled for recalculation (`requestID`); 150 Locked when every day asked
 * was locked (nothing stored). Days on which FILO then drops clockings carry status 160.
 */
export interface FILOSwitchOnOffResult {
  resultCode: 11 | 12 | 150;
  resultText: string;
  employees: number;
  /** Employee-days given the setting. */
  changedDays: number;
  /** Locked days: left as they were. */
  lockedDays: number;
  days: number;
  failedDays: number;
  requestID?: string;
}

/** ChangeOrgInfo: the organisation the chosen employees' days are reported under; a field left out keeps what the day had. */
export class ChangeOrgInfoRequest extends EmployeesDateRangeRequest {
  @IsOptional()
  @IsUUIDLowerCased()
  businessUnitID?: string;

  @IsOptional()
  @IsUUIDLowerCased()
  departmentID?: string;

  @IsOptional()
  @IsUUIDLowerCased()
  costCentreID?: string;

  @IsOptional()
  @IsUUIDLowerCased()
  teamID?: string;

  @IsOptional()
  @IsUUIDLowerCased()
  jobTitleID?: string;
}

/** The fields of ChangeOrgInfo, one of which must be given. */
export const ORG_INFO_FIELDS = ['businessUnitID', 'departmentID', 'costCentreID', 'teamID', 'jobTitleID'] as const;
export type OrgInfoField = (typeof ORG_INFO_FIELDS)[number];

/** ChangeLocation: the location the chosen employees' days are worked at. */
export class ChangeLocationRequest extends EmployeesDateRangeRequest {
  @IsUUIDLowerCased()
  locationID: string;
}

/** ChangeOrgInfo and ChangeLocation: 1 Processed (at least one day changed), or 150 Locked when every day asked was locked. */
export interface OrgChangeResult {
  resultCode: 1 | 150;
  resultText: string;
  employees: number;
  changedDays: number;
  lockedDays: number;
}

/** The organisation in force on an employee's day (GetEmployeeShiftOrgInfo): what reports group the day by. */
export interface EmployeeShiftOrgInfo {
  employeeShiftID: string;
  employeeID: string;
  shiftDate: string;
  businessUnit: IdName | null;
  department: IdName | null;
  costCentre: IdName | null;
  team: IdName | null;
  jobTitle: IdName | null;
  /** Only set by ChangeLocation: the employee record has no location. */
  location: IdName | null;
  /** The fields a ChangeOrgInfo or ChangeLocation set for this day; the others come from the employee record. */
  changedFields: string[];
  changedBy: string | null;
  changedAt: string | null;
}

/** A clocking as GetLastXClockingsForEmployee and GetEmployeeShiftAccessClockings list it. */
export interface EmployeeClocking {
  id: string;
  clockedAt: string;
  /** The wall time in the employee's zone (YYYY-MM-DDTHH:MM:SS) and that zone. */
  localTime: string;
  timeZone: string;
  scannerID: string | null;
  scannerName: string | null;
  direction: ClockingDirection | null;
  source: ClockingSource;
  /** The employee shift the clocking counts on, if the time engine placed it on one. */
  employeeShiftID: string | null;
}
