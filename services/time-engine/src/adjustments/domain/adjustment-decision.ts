import type { CreateAdjustmentCode } from '@tna/contracts';
import { dayOfWeek, type AdjustmentCheck, type AdjustmentRefusalCode, type IsoDate, type TimeAdjustment } from '../../domain';

/** The day an adjustment is asked for, as stored. */
export interface AdjustmentDay {
  readonly date: IsoDate;
  /** Null: the day has no shift row yet. `hasShift`: a scheduled shift, not a day off or no roster. */
  readonly row: { readonly locked: boolean; readonly hasShift: boolean } | null;
  /** Payroll has the day (time_engine.exported_days): refused as a locked day is. */
  readonly exported: boolean;
  /** Today in the employee's time zone. */
  readonly today: IsoDate;
  /** The adjustment type's allowed weekdays (1 Monday .. 7 Sunday); empty: every day. */
  readonly typeWeekdays: readonly number[];
  readonly futureOvertimeExists: boolean;
}

export type AdjustmentDecision =
  | { readonly take: true; readonly code: Extract<CreateAdjustmentCode, 1 | 10 | 20> }
  | { readonly take: false; readonly code: Exclude<CreateAdjustmentCode, 1 | 10 | 20>; readonly exported?: true }
  | { readonly take: false; readonly status: 400; readonly field: string; readonly message: string };

/** The engine's refusal (`checkAdjustment`): a result code, or a 400 naming the request's field. */
export type AdjustmentRefusal =
  | { readonly code: Exclude<AdjustmentRefusalCode, 400> }
  | { readonly status: 400; readonly field: string; readonly message: string };

/** The engine names the adjustment's fields; the request names them so. */
const REQUEST_FIELD: Readonly<Record<string, string>> = { action: 'kind', value: 'timeValue', toValue: 'toTimeValue', date: 'kind' };

/** `checkAdjustment`'s answer as the create call gives it. */
export function refusalOf(check: AdjustmentCheck): AdjustmentRefusal | null {
  if (check.ok) return null;
  if (check.code !== 400) return { code: check.code };
  const field = check.field ?? 'minutes';
  return { status: 400, field: REQUEST_FIELD[field] ?? field, message: `${REQUEST_FIELD[field] ?? field}: ${check.reason}` };
}

/** What needs a value of the day to work on: refused on a day with no row yet. */
const NEEDS_VALUES = new Set<TimeAdjustment['action']>(['deduct', 'deductCarried', 'fromNoPay', 'transfer']);

/**
 * Whether to take a time adjustment (part 2 §8, TIME-ENGINE.md §10), checked in this order: the
 * input the action needs (400), a day exported to payroll (200 with `exported`, locked or not), a
 * locked day (200), a type not allowed on the weekday (160), a
 * second approved future overtime (165), a day without a row (10 taken, or 110 / 100 when there
 * is nothing to take from), then the day's values (`refusal`, 110..150 or 400). Taken: 20 for
 * future overtime, else 1.
 */
export function adjustmentDecision(
  adjustment: TimeAdjustment,
  day: AdjustmentDay,
  refusal: (adjustment: TimeAdjustment) => AdjustmentRefusal | null,
): AdjustmentDecision {
  const input = inputProblem(adjustment, day);
  if (input) return { take: false, status: 400, ...input };
  if (day.exported) return { take: false, code: 200, exported: true };
  if (day.row?.locked) return { take: false, code: 200 };
  if (day.typeWeekdays.length > 0 && !day.typeWeekdays.includes(dayOfWeek(day.date))) return { take: false, code: 160 };
  if (adjustment.action === 'futureOvertime' && day.futureOvertimeExists) return { take: false, code: 165 };
  if (day.row === null) {
    if (adjustment.action === 'deductMakeUp') return { take: false, code: 110 };
    if (NEEDS_VALUES.has(adjustment.action)) return { take: false, code: 100 };
    return { take: true, code: adjustment.action === 'futureOvertime' ? 20 : 10 };
  }
  if (adjustment.action === 'futureOvertime') return { take: true, code: 20 };
  if (adjustment.action === 'deductMakeUp' && !day.row.hasShift) return { take: false, code: 110 };
  const refused = refusal(adjustment);
  if (refused !== null) return 'code' in refused ? { take: false, code: refused.code } : { take: false, ...refused };
  return { take: true, code: 1 };
}

function inputProblem(adjustment: TimeAdjustment, day: AdjustmentDay): { field: string; message: string } | null {
  if ((adjustment.action === 'add' || adjustment.action === 'deduct') && adjustment.value === undefined) {
    return { field: 'timeValue', message: 'timeValue is needed to add or deduct time' };
  }
  if (adjustment.action === 'transfer' && adjustment.value === adjustment.toValue) {
    return { field: 'toTimeValue', message: 'toTimeValue must differ from timeValue' };
  }
  if (adjustment.action === 'futureOvertime' && day.date < day.today) {
    return { field: 'kind', message: 'futureOvertime is for today or a later date' };
  }
  return null;
}
