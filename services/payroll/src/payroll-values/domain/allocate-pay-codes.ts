import { payCodeFormula, type FormulaValues } from './pay-code-formula';
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
  if (!day.shift?.payCode && !day.shift?.payCodeAllocations?.length) return { normal: day.normal, overtime: nonZero(day.overtime), allocated: [] };
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
  const worked = day.worked ?? [];
  const values = rows.some((row) => row.formula) ? formulaValues(day) : null;
  const taken: WorkedInterval[] = [];
  for (const row of rows) {
    const wanted = row.formula && values ? payCodeFormula(row.formula).evaluate(values) : rangeMinutes(row, worked, taken);
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
  for (let bucket = 1; bucket <= BUCKETS; bucket++) overtime[String(bucket)] = pools.get(`overtime${bucket}`) ?? 0;
  return { normal: pools.get('normal') ?? 0, overtime: nonZero(overtime), allocated };
}

function nonZero(minutesByBucket: Readonly<Record<string, number>>): Record<string, number> {
  const result: Record<string, number> = {};
  // A plain key loop: this runs for every day of a run, and Object.entries' pairs were a hot spot.
  for (const bucket in minutesByBucket) if (minutesByBucket[bucket] > 0) result[bucket] = minutesByBucket[bucket];
  return result;
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

/**
 * Worked minutes whose clock time lies in the row's from–to and that no earlier range row took;
 * marks them taken. Works on intervals: the range's occurrences on each date the worked time
 * touches, cut with the worked intervals, less what is already taken.
 */
function rangeMinutes(row: PayCodeAllocation, worked: readonly WorkedInterval[], taken: WorkedInterval[]): number {
  const from = clockMinute(row.from);
  const to = clockMinute(row.to);
  const length = from < to ? to - from : DAY_MINUTES - from + to;
  let minutes = 0;
  for (const interval of worked) {
    for (let date = Math.floor(interval.start / DAY_MINUTES) - 1; date * DAY_MINUTES < interval.end; date++) {
      const start = Math.max(interval.start, date * DAY_MINUTES + from);
      const end = Math.min(interval.end, date * DAY_MINUTES + from + length);
      for (const piece of start < end ? without({ start, end }, taken) : []) {
        minutes += piece.end - piece.start;
        taken.push(piece);
      }
    }
  }
  return minutes;
}

/** The parts of `interval` outside every one of `taken`. */
function without(interval: WorkedInterval, taken: readonly WorkedInterval[]): WorkedInterval[] {
  let parts = [interval];
  for (const cut of taken) {
    parts = parts.flatMap((part) =>
      cut.end <= part.start || cut.start >= part.end
        ? [part]
        : [
            ...(cut.start > part.start ? [{ start: part.start, end: cut.start }] : []),
            ...(cut.end < part.end ? [{ start: cut.end, end: part.end }] : []),
          ],
    );
  }
  return parts;
}

function clockMinute(time: string | undefined): number {
  const [hours, minutes] = (time ?? '').split(':').map(Number);
  return hours * 60 + minutes;
}
