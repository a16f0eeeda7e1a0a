import { compilePayCodeFormula, type FormulaValues } from './pay-code-formula';
import type { AllocatedMinutes, PayCodeAllocation, PayrollDay, WorkedInterval } from './payroll-values.types';
import { isSunday } from './calendar';

const DAY_MINUTES = 1440;
const BUCKETS = 10;

/** What is left of a day's worked values after its shift's pay codes took their minutes. */
export interface AllocatedDay {
  readonly normal: number;
  /** bucket ('1'..'10') → minutes left; buckets with none are left out. */
  readonly overtime: Record<string, number>;
  /** The minutes that go to a pay code ahead of the mapping, per allocation and source value. */
  readonly allocated: AllocatedMinutes[];
}

type Source = AllocatedMinutes['from'];

/**
 * PAYROLL.md §1: a shift's pay code allocations and its own pay code take precedence over the
 * mapping for the minutes they cover. Only worked time moves (normal, then overtime 1..10 in
 * bucket order); no-pay, leave and allowances always go through the mapping. In row order:
 * - a time range takes the worked minutes whose clock time lies in from–to (`to` at or before
 *   `from` crosses midnight; after midnight of the shift's date the clock starts again), each
 *   worked minute once across all range rows;
 * - a formula takes its result over the day's values as they came in (so rows do not change each
 *   other's formulas);
 * each clamped to 0..what worked time is left. Then the shift's own pay code takes the normal
 * time left; overtime left stays with the mapping, whose overtime pay codes carry the rates.
 */
export function allocatePayCodes(day: PayrollDay): AllocatedDay {
  const pools = new Map<Source, number>([['normal', day.normal]]);
  for (let bucket = 1; bucket <= BUCKETS; bucket++) pools.set(`overtime${bucket}`, day.overtime[String(bucket)] ?? 0);
  const allocated: AllocatedMinutes[] = [];
  const take = (payCode: string, wanted: number) => {
    let still = wanted;
    for (const [from, left] of pools) {
      if (still <= 0) break;
      const moved = Math.min(left, still);
      if (moved <= 0) continue;
      pools.set(from, left - moved);
      still -= moved;
      allocated.push({ payCode, minutes: moved, from });
    }
  };

  const rows = day.shift?.payCodeAllocations ?? [];
  const covered = new Set<number>();
  const values = formulaValues(day);
  for (const row of rows) {
    const wanted = row.formula !== undefined && row.formula !== '' ? compilePayCodeFormula(row.formula).evaluate(values) : rangeMinutes(row, day.worked ?? [], covered);
    if (wanted > 0) take(row.payCode, wanted);
  }
  const shiftPayCode = day.shift?.payCode;
  if (shiftPayCode) {
    const normalLeft = pools.get('normal') ?? 0;
    if (normalLeft > 0) {
      pools.set('normal', 0);
      allocated.push({ payCode: shiftPayCode, minutes: normalLeft, from: 'normal' });
    }
  }

  const overtime: Record<string, number> = {};
  for (let bucket = 1; bucket <= BUCKETS; bucket++) {
    const left = pools.get(`overtime${bucket}`) ?? 0;
    if (left > 0) overtime[String(bucket)] = left;
  }
  return { normal: pools.get('normal') ?? 0, overtime, allocated };
}

/** The day's values as a formula sees them (pay-code-formula.ts FORMULA_VARIABLES). */
export function formulaValues(day: PayrollDay): FormulaValues {
  const buckets = Array.from({ length: BUCKETS }, (_, index) => day.overtime[String(index + 1)] ?? 0);
  const sum = (numbers: readonly number[]) => numbers.reduce((total, value) => total + value, 0);
  return {
    normal: day.normal,
    overtime1: buckets[0],
    overtime2: buckets[1],
    overtime3: buckets[2],
    overtime4: buckets[3],
    overtime5: buckets[4],
    overtime6: buckets[5],
    overtime7: buckets[6],
    overtime8: buckets[7],
    overtime9: buckets[8],
    overtime10: buckets[9],
    overtime: sum(buckets),
    noPay: day.noPay,
    leave: sum(Object.values(day.leave ?? {})),
    target: day.targetMinutes,
    worked: sum((day.worked ?? []).map((interval) => Math.max(0, interval.end - interval.start))),
    sunday: isSunday(day.date) ? 1 : 0,
    publicHoliday: day.publicHoliday ? 1 : 0,
  };
}

/** Worked minutes whose clock time lies in the row's from–to, not yet taken by an earlier range. */
function rangeMinutes(row: PayCodeAllocation, worked: readonly WorkedInterval[], covered: Set<number>): number {
  const from = clockMinute(row.from);
  const to = clockMinute(row.to);
  const inside = (clock: number) => (from < to ? clock >= from && clock < to : clock >= from || clock < to);
  let minutes = 0;
  for (const interval of worked) {
    for (let minute = interval.start; minute < interval.end; minute++) {
      if (covered.has(minute) || !inside(((minute % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES)) continue;
      covered.add(minute);
      minutes++;
    }
  }
  return minutes;
}

function clockMinute(time: string | undefined): number {
  const [hours, minutes] = (time ?? '').split(':').map(Number);
  return hours * 60 + minutes;
}
