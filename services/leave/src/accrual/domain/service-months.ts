import type { AccrualRule } from './accrual.types';
import { isLastDayOfMonth } from './calendar';

/**
 * Whole months of service from appointment date `appointed` to day `day` (LEAVE.md §2.1): years
 * × 12 + months between them, less one when the day of the month is below the appointment's,
 * unless `day` is the last day of its month (appointed 31 January: one month on 29 February).
 */
export function wholeMonthsOfService(appointed: string, day: string): number {
  const [ay, am, ad] = parts(appointed);
  const [dy, dm, dd] = parts(day);
  const months = (dy - ay) * 12 + (dm - am);
  return dd < ad && !isLastDayOfMonth(day) ? months - 1 : months;
}

/**
 * The index of the rule that applies on `day`: the first, in scheme order, whose length of
 * service the employee has reached; null when none has been reached.
 */
export function ruleApplyingOn(rules: readonly AccrualRule[], appointed: string, day: string): number | null {
  const months = wholeMonthsOfService(appointed, day);
  const index = rules.findIndex((rule) => rule.lengthOfService <= months);
  return index < 0 ? null : index;
}

function parts(date: string): [number, number, number] {
  return [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))];
}

