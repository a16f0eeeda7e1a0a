/** Leave application status (part 2 §4). */
export const LEAVE_APPLICATION_STATUS = {
  newWaiting: 0,
  grantedInProcess: 1,
  declinedInProcess: 2,
  finallyGranted: 11,
  finallyDeclined: 22,
} as const;
export type LeaveApplicationStatus = (typeof LEAVE_APPLICATION_STATUS)[keyof typeof LEAVE_APPLICATION_STATUS];

export const LEAVE_APPLICATION_STATUS_TEXT: Readonly<Record<LeaveApplicationStatus, string>> = {
  0: 'New/Waiting',
  1: 'Granted in process',
  2: 'Declined in process',
  11: 'Finally Granted',
  22: 'Finally Declined',
};

/** The action type of a leave statement entry (part 2 §4). */
export const LEAVE_STATEMENT_ACTION = {
  accrual: 1,
  leaveTaken: 2,
  setLeaveBalance: 3,
  carryOverAccumulatedValue: 4,
  leaveLost: 5,
} as const;
export type LeaveStatementAction = (typeof LEAVE_STATEMENT_ACTION)[keyof typeof LEAVE_STATEMENT_ACTION];

export const LEAVE_STATEMENT_ACTION_TEXT: Readonly<Record<LeaveStatementAction, string>> = {
  1: 'Accrual',
  2: 'Leave Taken',
  3: 'Set Leave Balance',
  4: 'Carry Over Accumulated Value',
  5: 'Leave Lost',
};

/**
 * The unit of a leave type and of a statement entry. 0 means "not specified", which the
 * specification calls an error, so it is no unit: `isLeaveUnit(0)` is false.
 */
export const LEAVE_UNIT = {
  hours: 1,
  days: 2,
  weeks: 3,
  months: 4,
} as const;
export type LeaveUnit = (typeof LEAVE_UNIT)[keyof typeof LEAVE_UNIT];

export const LEAVE_UNIT_TEXT: Readonly<Record<LeaveUnit, string>> = {
  1: 'Hours',
  2: 'Days',
  3: 'Weeks',
  4: 'Months',
};

export function isLeaveUnit(code: number): code is LeaveUnit {
  return Object.hasOwn(LEAVE_UNIT_TEXT, code);
}
