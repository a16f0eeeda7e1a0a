import Decimal from 'decimal.js';
import { allocatePayCodes } from './allocate-pay-codes';
import { isSunday } from './calendar';
import { InvalidPayrollValuesInputError } from './errors';
import type { IsoDate, PayCode, PayrollDay, PayrollValueLine, PayrollValuesInput, PayrollValuesResult } from './payroll-values.types';

const BUCKETS = 10;

/** A pay code's minutes so far: protected minutes (Sunday or public holiday overtime) never make up nor are withheld. */
interface Held {
  ordinary: number;
  protected: number;
}

/** A day's own minutes per pay code: its allocations and mapping, before the period rules; no pay code with 0. */
export interface DayPayCodeMinutes {
  readonly date: IsoDate;
  readonly payCodes: Record<PayCode, number>;
}

/** The period's values and, from the same pass, each kept day's own minutes (the export's per-day record). */
export interface PayrollValuesByDay extends PayrollValuesResult {
  /** The kept days in the input's order. */
  readonly days: DayPayCodeMinutes[];
}

/**
 * PAYROLL.md §2.1 for one employee, one payroll and one range: keep the days the filters allow,
 * move each day's allocations and mapped values to pay codes, make normal time up to the minimum
 * from the make-up sequence then the non-time make-up rows, withhold ordinary overtime while the
 * minimum is still not reached (with "overtime paid after minimum"), and price each pay code once.
 */
export function calculatePayrollValues(input: PayrollValuesInput): PayrollValuesResult {
  return periodValues(input, null);
}

/** calculatePayrollValues, plus each kept day's own minutes per pay code, mapped once. */
export function calculatePayrollValuesByDay(input: PayrollValuesInput): PayrollValuesByDay {
  const days: DayPayCodeMinutes[] = [];
  return { ...periodValues(input, days), days };
}

/** A day's own minutes per pay code (its allocations and mapping, none of the period rules), as calculatePayrollValuesByDay gives them. */
export function dayPayCodeMinutes(day: PayrollDay, mapping: Readonly<Record<string, PayCode>>): DayPayCodeMinutes {
  const payCodes: Record<PayCode, number> = {};
  mapDay(day, mapping, (payCode, minutes) => {
    if (payCode !== undefined && minutes > 0) payCodes[payCode] = (payCodes[payCode] ?? 0) + minutes;
  });
  return { date: day.date, payCodes };
}

function periodValues(input: PayrollValuesInput, dayRecords: DayPayCodeMinutes[] | null): PayrollValuesResult {
  const { payroll } = input;
  const kept = input.days.filter((day) => (!input.approvedOnly || day.authorised) && (!input.notYetExported || !day.exported));
  const held = new Map<PayCode, Held>();
  let dayRecord: Record<PayCode, number> = {};
  const add = (payCode: PayCode | undefined, minutes: number, isProtected: boolean) => {
    if (payCode === undefined || minutes <= 0) return;
    const entry = held.get(payCode) ?? { ordinary: 0, protected: 0 };
    if (isProtected) entry.protected += minutes;
    else entry.ordinary += minutes;
    held.set(payCode, entry);
    if (dayRecords) dayRecord[payCode] = (dayRecord[payCode] ?? 0) + minutes;
  };
  for (const day of kept) {
    mapDay(day, payroll.mapping, add);
    if (dayRecords) {
      dayRecords.push({ date: day.date, payCodes: dayRecord });
      dayRecord = {};
    }
  }

  const minimum = payroll.basedOnTargetHours ? kept.reduce((total, day) => total + day.targetMinutes, 0) : (payroll.minimumMinutes ?? null);
  const normalPayCode = payroll.mapping.normal;
  const counted = new Set([...(normalPayCode === undefined ? [] : [normalPayCode]), ...payroll.addedToNormal]);
  const minutesOf = (payCode: PayCode) => (held.get(payCode)?.ordinary ?? 0) + (held.get(payCode)?.protected ?? 0);
  let count = [...counted].reduce((total, payCode) => total + minutesOf(payCode), 0);
  let withheldMinutes = 0;

  if (minimum !== null) {
    if (normalPayCode !== undefined) {
      for (const payCode of [...payroll.makeUpSequence, ...payroll.nonTimeMakeUp]) {
        if (count >= minimum) break;
        // A pay code that already counts gains nothing by moving into normal time.
        const giver = held.get(payCode);
        if (counted.has(payCode) || !giver) continue;
        const moved = Math.min(giver.ordinary, minimum - count);
        giver.ordinary -= moved;
        add(normalPayCode, moved, false);
        count += moved;
      }
    }
    if (payroll.overtimePaidAfterMinimum && count < minimum) {
      for (const payCode of overtimePayCodes(payroll.mapping)) {
        const entry = held.get(payCode);
        if (counted.has(payCode) || !entry) continue;
        withheldMinutes += entry.ordinary;
        entry.ordinary = 0;
      }
    }
  }

  const lines: PayrollValueLine[] = [...held.entries()]
    .map(([payCode, entry]) => ({ payCode, minutes: entry.ordinary + entry.protected }))
    .filter((line) => line.minutes > 0)
    .sort((a, b) => (a.payCode < b.payCode ? -1 : a.payCode > b.payCode ? 1 : 0))
    .map(({ payCode, minutes }) => ({ payCode, minutes, amount: amountOf(minutes, input.hourlyRate, multiplierOf(input.payCodes, payCode)) }));
  return { lines, withheldMinutes };
}

/** §2.1 step 2 for one day, after the shift's allocations took their minutes. */
function mapDay(day: PayrollDay, mapping: Readonly<Record<string, PayCode>>, add: (payCode: PayCode | undefined, minutes: number, isProtected: boolean) => void): void {
  const protectedDay = day.publicHoliday === true || isSunday(day.date);
  const { normal, overtime, allocated } = allocatePayCodes(day);
  for (const part of allocated) add(part.payCode, part.minutes, protectedDay && part.from !== 'normal');
  add(mapping.normal, normal, false);
  for (const [bucket, minutes] of Object.entries(overtime)) add(mapping[`overtime${bucket}`], minutes, protectedDay);
  add(mapping.noPay, day.noPay, false);
  for (const [type, minutes] of Object.entries(day.leave ?? {})) add(mapping[`leave:${type}`], minutes, false);
  for (const [payCode, minutes] of Object.entries(day.allowances ?? {})) add(payCode, minutes, false);
}

function overtimePayCodes(mapping: Readonly<Record<string, PayCode>>): Set<PayCode> {
  const codes = new Set<PayCode>();
  for (let bucket = 1; bucket <= BUCKETS; bucket++) {
    const payCode = mapping[`overtime${bucket}`];
    if (payCode !== undefined) codes.add(payCode);
  }
  return codes;
}

function multiplierOf(payCodes: Readonly<Record<PayCode, number>>, payCode: PayCode): number {
  const multiplier = payCodes[payCode];
  if (multiplier === undefined) throw new InvalidPayrollValuesInputError(`payCodes.${payCode}`, 'the pay code is used but has no multiplier');
  return multiplier;
}

/** minutes ÷ 60 × rate × multiplier in decimal arithmetic, rounded half up to cents once. */
export function amountOf(minutes: number, hourlyRate: number, multiplier: number): number {
  return new Decimal(minutes).times(hourlyRate).times(multiplier).div(60).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();
}
