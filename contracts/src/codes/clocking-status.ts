/**
 * Clocking status codes of a calculated shift (part 2 §4). Codes from 100 up are exceptions;
 * TIME-ENGINE.md §8 says when each applies.
 */
export const CLOCKING_STATUS = {
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
  // A shift adjustment that clears 100, 103, 107, 104 or 106 turns it into 108 to 112 in that order.
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
export type ClockingStatusCode = (typeof CLOCKING_STATUS)[keyof typeof CLOCKING_STATUS];

export const CLOCKING_STATUS_TEXT: Readonly<Record<ClockingStatusCode, string>> = {
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

/** What the screens show for a status the engine did not set or this version does not know (part 1 §8). */
export const NO_STATUS_TEXT = '<no status, contact programmer>';

export function isClockingStatusCode(code: number): code is ClockingStatusCode {
  return Object.hasOwn(CLOCKING_STATUS_TEXT, code);
}

export function statusText(code: number | null): string {
  return code !== null && isClockingStatusCode(code) ? CLOCKING_STATUS_TEXT[code] : NO_STATUS_TEXT;
}
