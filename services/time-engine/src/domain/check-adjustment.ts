import { adjustmentFault, heldFor } from './adjustments';
import { calculateDay } from './calculate-shift';
import type { ShiftDayInput, TimeAdjustment } from './types';

/** The §10 table's refusals the day's values decide; 400 comes with the field it names. */
export type AdjustmentRefusalCode = 120 | 130 | 140 | 150 | 165 | 400;

export type AdjustmentCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly code: AdjustmentRefusalCode; readonly field?: string; readonly reason: string };

/**
 * Whether the day takes one more time adjustment (TIME-ENGINE.md §10). `day` is the day as the
 * engine calculates it, with the adjustments already made in `day.adjustments`; the new one is
 * judged against the values those leave. The caller still decides what needs its own records:
 * a day without a shift row (10), a locked day (200), a weekday the adjustment type excludes (160).
 *
 * - a malformed adjustment: 400 naming `action`, `minutes`, `value`, `toValue` or `noPayType`;
 * - deduct or transfer more than the value holds, deductMakeUp or deductCarried more than there
 *   is: 400 naming `minutes`;
 * - deductMakeUp without a make-up rule 120, with nothing made up 130;
 * - deductCarried with no carried short time 140;
 * - fromNoPay more than that no-pay (NP: the plain part) 150;
 * - futureOvertime when the day has one 165, on a date that is not in the future 400 naming `date`.
 *
 * Throws InvalidShiftInputError, as calculateShift does, when the day itself cannot be calculated.
 */
export function checkAdjustment(day: ShiftDayInput, adjustment: TimeAdjustment): AdjustmentCheck {
  const fault = adjustmentFault(adjustment);
  if (fault !== null) return { ok: false, code: 400, field: fault.field, reason: fault.reason };
  if (adjustment.action === 'futureOvertime') {
    if ((day.adjustments ?? []).some((made) => made.action === 'futureOvertime')) {
      return { ok: false, code: 165, reason: 'approved future overtime already exists for this day' };
    }
    // "now" counts from the shift date's midnight: below 0 the date is still to come.
    if (day.now >= 0) return { ok: false, code: 400, field: 'date', reason: 'future overtime is approved only for a future date' };
    return { ok: true };
  }
  const { figures } = calculateDay(day);
  const held = heldFor(figures, adjustment);
  switch (adjustment.action) {
    case 'deductMakeUp':
      if (figures.makeUp === null) return { ok: false, code: 120, reason: 'the shift has no target make-up rule' };
      if (figures.makeUp.ownMadeUp + figures.makeUp.carriedMadeUp === 0) return { ok: false, code: 130, reason: 'no make-up time to deduct from' };
      break;
    case 'deductCarried':
      if (held === 0) return { ok: false, code: 140, reason: 'no short time carried over' };
      break;
    case 'fromNoPay':
      if (adjustment.minutes > held) return { ok: false, code: 150, reason: `only ${held} minutes of ${adjustment.noPayType} to take from` };
      break;
  }
  if (adjustment.minutes > held) return { ok: false, code: 400, field: 'minutes', reason: `more than the ${held} minutes there are` };
  return { ok: true };
}
