/**
 * Result codes of the clocking-screen actions (part 2 §8). A domain refusal is not an HTTP
 * error: the call answers 200 with one of these codes and its text.
 */

/** CreateAdjustment, DeleteAdjustment. */
export const ADJUSTMENT_RESULTS = {
  1: 'Record created',
  2: 'Deleted',
  3: 'Records deleted',
  10: 'Created though shift not allocated',
  11: 'No such adjustment',
  20: 'Future overtime created',
  100: 'No shift record for the day',
  110: 'Shift not allocated, no make-up time',
  120: 'No Target Make Up rule assigned',
  130: 'No make-up time to deduct from',
  140: 'No short time carried over',
  150: 'No NP to deduct from',
  155: 'NP has no pay rate of 0',
  160: 'Adjustment not allowed on this weekday',
  165: 'Future overtime already exists',
  200: 'Shift changes are locked',
} as const;

/** Shift changes, manual shifts and work cycle changes. */
export const SHIFT_CHANGE_RESULTS = {
  1: 'Shift changed',
  10: 'Same shift already assigned',
  15: 'Cannot replace a day off',
  30: 'Already set',
  40: 'Shift created',
  100: 'No shift record',
  150: 'Locked',
  151: 'On leave, cancel the leave first',
  152: 'On leave, no check or change',
  200: 'Locked',
  201: 'Work cycle change created',
  202: 'Shift already assigned, cannot change work cycle that day',
  203: 'Work cycle change already exists',
  300: 'Start day does not match work pattern',
  310: 'SQL commit error',
  320: 'No shift record',
  400: 'Shift already exists',
} as const;

/** Recalculation, delete and re-process, hours authorisation, lock and unlock. */
export const OTHER_RESULTS = {
  1: 'Processed',
  11: 'Recalculated',
  12: 'Scheduled for recalculation',
  21: 'Clockings deleted and scheduled for re-process',
  102: 'You may not authorise or unauthorise your own hours',
  110: 'Cannot unlock, data already exported to payroll',
} as const;

/** ChangeLocation. */
export const LOCATION_CHANGE_RESULTS = {
  1: 'Processed',
} as const;

/** CancelLeaveApplication. */
export const CANCEL_LEAVE_RESULTS = {
  50: 'Cancelled',
  110: 'Not cancelled, exported to payroll',
  310: 'SQL error',
  700: 'Application does not exist',
} as const;

/** CreateLeaveApplication. */
export const CREATE_LEAVE_RESULTS = {
  40: 'Created',
  41: 'Created for approval',
  42: 'Not created, approval in progress',
  43: 'Overlaps existing leave',
  44: 'Overlaps leave to be approved',
  45: 'Minimum balance exceeded',
  46: 'Exported to payroll',
  /** A day of the range is locked (the rule: leave on a locked day is refused). */
  150: 'Locked',
  500: 'Leave type not bound to any shift',
  600: 'No shift leave type and appointment type rule',
} as const;

/**
 * One application's outcome in ApproveDeclineLeaveApps (the specification names none): a decided
 * application answers its new status as the code; a refusal says why.
 */
export const APPROVE_DECLINE_LEAVE_RESULTS = {
  1: 'Granted in process',
  2: 'Declined in process',
  11: 'Finally granted',
  22: 'Finally declined',
  46: 'Exported to payroll',
  150: 'Locked',
  700: 'Application does not exist',
  710: 'You may not decide this application',
  720: 'Application already decided',
} as const;

/** RunLeaveAccrual and ImportLeaveBalances (the specification names none). */
export const LEAVE_JOB_RESULTS = {
  1: 'Done',
  12: 'Scheduled',
  400: 'Rows with errors, nothing imported',
} as const;

/** ChangeLeaveOriginalShift. */
export const CHANGE_LEAVE_ORIGINAL_SHIFT_RESULTS = {
  1: 'Changed',
  10: 'Same shift',
  100: 'No leave record',
  150: 'Locked',
  153: 'Not on leave',
} as const;

/** Manual clockings: clock in, clock out, clock in and out, insert and delete. */
export const CLOCKING_RESULTS = {
  1: 'In and out created',
  2: 'No shift record',
  3: 'Day off',
  4: 'Clock out without clock in',
  5: 'Out before in',
  6: 'Clock in already exists',
  7: 'New in on or before existing in',
  8: 'New in before existing out',
  9: 'New out on or before existing out',
  10: 'Locked',
  11: 'Only in created',
  20: 'Inserted',
  21: 'Deleted',
  22: 'None found to delete',
  23: 'No shift record',
  60: 'Time already exists',
  100: 'In created',
  111: 'Only out created',
} as const;

export const RESULT_CODES = {
  adjustment: ADJUSTMENT_RESULTS,
  shiftChange: SHIFT_CHANGE_RESULTS,
  other: OTHER_RESULTS,
  locationChange: LOCATION_CHANGE_RESULTS,
  cancelLeave: CANCEL_LEAVE_RESULTS,
  createLeave: CREATE_LEAVE_RESULTS,
  changeLeaveOriginalShift: CHANGE_LEAVE_ORIGINAL_SHIFT_RESULTS,
  clocking: CLOCKING_RESULTS,
  approveDeclineLeave: APPROVE_DECLINE_LEAVE_RESULTS,
  leaveJob: LEAVE_JOB_RESULTS,
} as const;
export type ResultFamily = keyof typeof RESULT_CODES;
export type ResultCode<F extends ResultFamily> = keyof (typeof RESULT_CODES)[F] & number;

/** What an action answers: the code, and the text the screen shows beside its icon. */
export interface Result<TCode extends number = number> {
  code: TCode;
  text: string;
}

export function result<F extends ResultFamily>(family: F, code: ResultCode<F>): Result<ResultCode<F>> {
  const texts: Readonly<Record<number, string>> = RESULT_CODES[family];
  return { code, text: texts[code] };
}

/**
 * A lock refusal of a day exported to payroll (manual clockings 10, adjustments 200): the lock's
 * own code, as the specification names no other, with a text that says why, since unlocking such
 * a day is refused too (110).
 */
export function exportedDayResult<F extends ResultFamily>(family: F, code: ResultCode<F>): Result<ResultCode<F>> {
  return { code, text: `${result(family, code).text}: the day is exported to payroll` };
}
