import type { LeaveOfDay, LeavePosition, LeaveUnit } from '@tna/contracts';
import { round4 } from '../../ledger/domain/ledger';

/**
 * A leave day's size (LEAVE-DECISIONS "Leave days"): what the time engine gets, the minutes it
 * stands for and its amount in the leave type's unit. A day of leave is 1 day, the shift's target
 * hours in hours, 1/5 week, 1/21.75 month.
 */

/** Working days in a month, as LEAVE.md counts a day of leave in months. */
const DAYS_PER_MONTH = 21.75;
const DAYS_PER_WEEK = 5;

export interface BookedShift {
  /** The shift's target minutes (T). */
  targetMinutes: number;
  /** The shift's leave pay in minutes, where set: what a full day of leave is paid in hours. */
  leavePayMinutes: number | null;
}

/** The leave the engine holds for the day: full, or round(duration × T) minutes at the position. */
export function leaveOfDay(duration: number, position: LeavePosition | null, shift: BookedShift): LeaveOfDay {
  if (duration >= 1) return { full: true };
  return { minutes: Math.round(duration * shift.targetMinutes), position: position ?? 'BEGIN' };
}

/** The minutes a leave day stands for: a full day the shift's leave pay (else T), a part round(duration × T). */
export function leaveMinutes(duration: number, shift: BookedShift): number {
  if (duration >= 1) return shift.leavePayMinutes ?? shift.targetMinutes;
  return Math.round(duration * shift.targetMinutes);
}

/** The amount of one leave day in the leave type's unit, to 4 decimals. */
export function leaveDayAmount(unit: LeaveUnit, duration: number, shift: BookedShift): number {
  switch (unit) {
    case 1:
      return round4(leaveMinutes(duration, shift) / 60);
    case 2:
      return round4(duration);
    case 3:
      return round4(duration / DAYS_PER_WEEK);
    case 4:
      return round4(duration / DAYS_PER_MONTH);
  }
}

/** Sum of amounts in ten-thousandths, so four-decimal amounts add up exactly. */
export function sumAmounts(amounts: readonly number[]): number {
  return round4(amounts.reduce((total, amount) => total + Math.round(amount * 10_000), 0) / 10_000);
}
