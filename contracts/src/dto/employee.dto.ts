import type { ListRequest } from './list.dto';

/**
 * The employee record as the api answers it: the fields of `EMPLOYEE_FIELDS` (contracts/src/entities/employee.ts),
 * which also checks them, plus version and audit columns. The fields most code needs are typed here.
 */
export interface Employee {
  id: string;
  employeeNumber: string;
  externalEmployeeNumber: string;
  firstName: string;
  middleNames: string | null;
  surname: string;
  preferredName: string | null;
  timeZone: string | null;
  departmentID: string | null;
  businessUnitID: string | null;
  jobTitleID: string | null;
  teamID: string | null;
  employeeStatus: number;
  dateOfBirth: string | null;
  appointmentDate: string | null;
  cardNumber: string | null;
  accessExpiryTemplateIDs: string[];
  version: number;
  createdAt: string;
  createdBy: string | null;
  updatedAt: string;
  updatedBy: string | null;
  [field: string]: unknown;
}

/** GetEmployee adds what is worked out rather than stored. */
export interface EmployeeDetail extends Employee {
  age: number | null;
  hasPhoto: boolean;
  /** The status of today's shift in the employee's zone; null without a shift today. */
  clockingStatus: { code: number | null; text: string } | null;
  currentShift: { id: string; shiftDate: string; statuses: number[]; locked: boolean } | null;
}

/** A row of GetEmployees. */
export interface EmployeeListItem {
  id: string;
  employeeNumber: string;
  externalEmployeeNumber: string;
  firstName: string;
  surname: string;
  preferredName: string | null;
  departmentID: string | null;
  departmentName: string | null;
  jobTitleName: string | null;
  businessUnitName: string | null;
  employeeStatus: number;
  appointmentDate: string | null;
  version: number;
}

/** GetEmployeeMinDetails: enough to name an employee on another screen. */
export interface EmployeeMinDetails {
  id: string;
  employeeNumber: string;
  firstName: string;
  surname: string;
  preferredName: string | null;
  departmentName: string | null;
  jobTitleName: string | null;
  employeeStatus: number;
  hasPhoto: boolean;
}

/** The appointment-date quick ranges of the employee filter (part 1 §3), each a decade. */
export const APPOINTMENT_DATE_RANGES = ['1980s', '1990s', '2000s', '2010s', '2020s'] as const;
export type AppointmentDateRange = (typeof APPOINTMENT_DATE_RANGES)[number];

/**
 * The body of GetEmployees, GetEmployeesExtendedDetail and GetEmployeesPerList: paging and search,
 * and the specification's filter keys. Every id key also takes a list of ids (any of them), or null.
 */
export interface EmployeeListRequest extends ListRequest {
  id?: string | string[];
  surname?: string;
  preferredName?: string;
  genderID?: string | string[] | null;
  jobTitleID?: string | string[] | null;
  businessUnitID?: string | string[] | null;
  departmentID?: string | string[] | null;
  costCentreID?: string | string[] | null;
  payrollID?: string | string[] | null;
  teamID?: string | string[] | null;
  currentWorkPatternID?: string | string[] | null;
  scannerGroupID?: string | string[] | null;
  employeeStatus?: number;
  /** A decade, or a custom range of inclusive dates. */
  appointmentDate?: AppointmentDateRange | { from?: string; to?: string };
}

/** Fields EmployeeBulkUpdate may set on many employees at once: never identities or unique values. */
export const EMPLOYEE_BULK_FIELDS = [
  'genderID',
  'jobTitleID',
  'businessUnitID',
  'departmentID',
  'costCentreID',
  'teamID',
  'jobFunctionID',
  'projectID',
  'appointmentTypeID',
  'payrollID',
  'employeeStatus',
  'timeZone',
  'scannerGroupID',
  'accessExpiryTemplateIDs',
  'workCycleID',
  'autoShiftDetection',
  'autoShiftTemplateID',
  'saturdayNonWorking',
  'fridayNonWorking',
  'sundayNonWorking',
  'publicHolidayNonWorking',
  'filo',
  'leaveSchemeID',
  'overtimeLimitID',
] as const;

export interface EmployeeBulkUpdateRequest {
  employeeIDs: string[];
  /** Only EMPLOYEE_BULK_FIELDS; every employee gets the same values. */
  changes: Record<string, unknown>;
}

export const CARD_NUMBER_ACTIONS = ['create', 'read', 'update', 'delete'] as const;

export interface EmployeeCardNumRequest {
  action: (typeof CARD_NUMBER_ACTIONS)[number];
  employeeID: string;
  /** create and update only. */
  cardNumber?: string;
}

export interface EmployeeCardNumResult {
  employeeID: string;
  cardNumber: string | null;
  version: number;
}

/** The photograph's size bounds (part 1 §5). */
export const PHOTO_MIN_BYTES = 500 * 1024;
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

export interface EmployeePubHolCalendar {
  id: string;
  employeeID: string;
  publicHolidayCalendarID: string;
  publicHolidayCalendarName: string | null;
  version: number;
}
