/**
 * Clocking status codes of a calculated day (product spec part 2 §4). The engine keeps its own
 * copy so it runs without the contracts build; a spec checks the two stay identical.
 */
export const STATUS = {
  waitingFurtherAction: 0,
  clockedInOut: 1,
  clockedIn: 2,
  dayOff: 3,
  clockedOnOffDay: 4,
  onLeave: 5,
  clockedOnLeaveDay: 6,
  partialLeave: 7,
  awol: 100,
  noIn: 101,
  noOut: 102,
  lateIn: 103,
  earlyIn: 104,
  wrongShift: 105,
  earlyOut: 106,
  lateOut: 107,
  awolCleared: 108,
  lateInCleared: 109,
  lateOutCleared: 110,
  earlyInCleared: 111,
  earlyOutCleared: 112,
  overtimeToBeAuthorised: 145,
  moreThan4OvertimeValues: 150,
  clockedOnOffDayException: 155,
  filoRuleApplies: 160,
  calculationError: 1000,
} as const;

export type StatusCode = (typeof STATUS)[keyof typeof STATUS];

export const STATUS_TEXT: Readonly<Record<StatusCode, string>> = {
  0: 'Waiting further action',
  1: 'Clocked in/out',
  2: 'Clocked in',
  3: 'Day off',
  4: 'Clocked on an off day',
  5: 'On leave',
  6: 'Clocked on a leave day',
  7: 'Partial leave',
  100: 'AWOL',
  101: 'No IN',
  102: 'No OUT',
  103: 'Late in',
  104: 'Early in',
  105: 'Wrong shift',
  106: 'Early out',
  107: 'Late out',
  108: 'Cleared adjustment: AWOL',
  109: 'Cleared adjustment: late in',
  110: 'Cleared adjustment: late out',
  111: 'Cleared adjustment: early in',
  112: 'Cleared adjustment: early out',
  145: 'Overtime to be authorised',
  150: 'More than 4 overtime values',
  155: 'Clocked on an off day',
  160: 'FILO rule applies',
  1000: 'Calculation error',
};

/** A shift adjustment that clears an exception turns it into its "cleared" code (§8). */
export const CLEARED_STATUS: Readonly<Record<100 | 103 | 104 | 106 | 107, StatusCode>> = {
  100: STATUS.awolCleared,
  103: STATUS.lateInCleared,
  107: STATUS.lateOutCleared,
  104: STATUS.earlyInCleared,
  106: STATUS.earlyOutCleared,
};

export function statusText(code: number): string {
  return Object.hasOwn(STATUS_TEXT, code) ? STATUS_TEXT[code as StatusCode] : `unknown status ${code}`;
}
