import type { NoPay, TimeAdjustment, TimeValueName } from '../../domain';

/** A stored day's values, as an adjustment finds them (after the adjustments made before it). */
export interface DayFigures {
  readonly normal: number;
  /** Index 1..10; index 0 unused. */
  readonly buckets: readonly number[];
  readonly noPay: NoPay;
  readonly carriedShortOut: number;
}

/** What the day's shift says about make-up. */
export interface AdjustmentCheckContext {
  /** The day has a scheduled shift (not a day off, not without roster). */
  readonly hasShift: boolean;
  /** The shift has a Target Make Up rule. */
  readonly makeUpRule: boolean;
  /** Minutes make-up moved into normal time that day. */
  readonly madeUpMinutes: number;
}

/** A refusal: a result code of §8, or a 400 naming the field. */
export type AdjustmentRefusal = { readonly code: 110 | 120 | 130 | 140 | 150 } | { readonly status: 400; readonly field: 'minutes'; readonly message: string };

/**
 * Whether an adjustment can be taken on a day with these values (TIME-ENGINE.md §10's "refused
 * with" column): 110 no shift to make up on, 120 no make-up rule, 130 not that much made up,
 * 140 not that much carried, 150 not that much no-pay of the chosen type, and a 400 naming
 * `minutes` when a deduction or transfer takes more than its value holds. Null: take it.
 */
export function adjustmentRefusal(day: DayFigures, adjustment: TimeAdjustment, context: AdjustmentCheckContext): AdjustmentRefusal | null {
  const { minutes } = adjustment;
  switch (adjustment.action) {
    case 'deduct':
    case 'transfer': {
      const held = valueOf(day, adjustment.value ?? 'normal');
      return held >= minutes ? null : { status: 400, field: 'minutes', message: `${describe(adjustment.value ?? 'normal')} holds ${held} minutes, fewer than ${minutes}` };
    }
    case 'deductMakeUp':
      if (!context.hasShift) return { code: 110 };
      if (!context.makeUpRule) return { code: 120 };
      return context.madeUpMinutes >= minutes ? null : { code: 130 };
    case 'deductCarried':
      return day.carriedShortOut >= minutes ? null : { code: 140 };
    case 'fromNoPay':
      return noPayOf(day.noPay, adjustment.noPayType ?? 'NP') >= minutes ? null : { code: 150 };
    default:
      return null;
  }
}

/**
 * Minutes make-up moved into normal time, as far as the stored values tell: with short time
 * left, normal time above what was worked (target − short). Carried short time made up is not
 * counted, nor are time adjustments made before; the engine's own check knows them.
 */
export function madeUpMinutes(day: DayFigures & { readonly short: number }, targetMinutes: number, noTargetHours: boolean): number {
  if (noTargetHours || day.short <= 0) return 0;
  return Math.max(0, day.normal - Math.max(0, targetMinutes - day.short));
}

function valueOf(day: DayFigures, value: TimeValueName): number {
  return value === 'normal' ? day.normal : (day.buckets[Number(value)] ?? 0);
}

/** NP is the plain part: total − NP B − NP A (§10.1). */
function noPayOf(noPay: NoPay, type: 'NP' | 'NPB' | 'NPA'): number {
  if (type === 'NPB') return noPay.before;
  if (type === 'NPA') return noPay.after;
  return noPay.total - noPay.before - noPay.after;
}

function describe(value: TimeValueName): string {
  return value === 'normal' ? 'normal time' : `overtime ${value}`;
}
