import { amountOf, calculatePayrollValuesByDay, dayPayCodeMinutes } from '../../payroll-values/domain/calculate-payroll-values';
import type { IsoDate, PayCode, PayrollDay, PayrollValuesInput } from '../../payroll-values/domain/payroll-values.types';

/** Minutes per pay code. */
export type PayCodeMinutes = Readonly<Record<PayCode, number>>;

/** One line an export sends for an employee: per pay code, with the day for per-day templates. */
export interface ExportedLine {
  readonly payCode: PayCode;
  readonly date?: IsoDate;
  readonly minutes: number;
  readonly amount: number;
}

/** What one employee's part of an export holds (docs/payroll.md, "Export", "Delta"). */
export interface EmployeeExport {
  /** Per pay code: the file's lines of per-pay-code templates. */
  readonly payCodeLines: ExportedLine[];
  /** Per day and pay code: the file's lines of per-day templates (worked out when asked: per-pay-code templates never do). */
  dayLines(): ExportedLine[];
  /** Every day the export covers with what payroll holds for it afterwards: the next delta's baseline. */
  readonly days: { date: IsoDate; payCodes: PayCodeMinutes }[];
  /** Some lines are differences from an earlier export. */
  readonly delta: boolean;
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function addTo(target: Record<PayCode, number>, values: PayCodeMinutes, sign = 1): void {
  for (const [code, minutes] of Object.entries(values)) target[code] = (target[code] ?? 0) + sign * minutes;
}

function nonZero(values: PayCodeMinutes): Record<PayCode, number> {
  return Object.fromEntries(Object.entries(values).filter(([, minutes]) => minutes !== 0));
}

/** Per pay code, what `now` holds beyond what payroll holds (`held`): the minutes a delta sends. */
function differenceOf(now: PayCodeMinutes, held: PayCodeMinutes): Record<PayCode, number> {
  const difference: Record<PayCode, number> = { ...now };
  addTo(difference, held, -1);
  return difference;
}

/**
 * One employee's export. The run's filters pick the days. "Hours not yet exported" keeps the days
 * not flagged exported, and a flagged day this payroll's export held (`heldFlagged`, as its flag
 * stands since) whose values have changed since: hours payroll has not had (a reader's clocking
 * that came late, a change the time engine took before it learnt of the export; docs/payroll.md,
 * "Delta"). A day flagged by hand stays out. Unless `full`, a day an earlier export held (`previous`: what payroll holds for
 * it, by date) goes out as the difference between its values now and then; the other days go out
 * with the payroll's period rules applied over them, as CalculatePayrollValues answers. The period
 * rules' effect (minutes make-up or withholding moved) is kept on the last such day, so that
 * per-day lines add up to the per-pay-code ones. Amounts: minutes ÷ 60 × rate × multiplier,
 * rounded once per line.
 */
export function employeeExport(
  input: PayrollValuesInput,
  previous: ReadonlyMap<IsoDate, PayCodeMinutes>,
  full: boolean,
  heldFlagged: ReadonlySet<IsoDate> = new Set(),
): EmployeeExport {
  const changedSinceHeld = (day: PayrollDay) => {
    const held = previous.get(day.date);
    return held !== undefined && heldFlagged.has(day.date) && Object.keys(nonZero(differenceOf(dayPayCodeMinutes(day, input.payroll.mapping).payCodes, held))).length > 0;
  };
  const kept = input.days.filter((day) => (!input.approvedOnly || day.authorised) && (!input.notYetExported || !day.exported || changedSinceHeld(day)));
  const fresh = kept.filter((day) => full || !previous.has(day.date));
  const again = kept.filter((day) => !full && previous.has(day.date));
  // One pass gives the period's values and each day's own (the per-day record).
  const period = calculatePayrollValuesByDay({ ...input, approvedOnly: false, notYetExported: false, days: fresh });
  const periodMinutes: Record<PayCode, number> = Object.fromEntries(period.lines.map((line) => [line.payCode, line.minutes]));

  const days: { date: IsoDate; payCodes: PayCodeMinutes }[] = [];
  const perDay: { date: IsoDate; minutes: Record<PayCode, number> }[] = [];
  const freshSum: Record<PayCode, number> = {};
  for (const { date, payCodes: values } of period.days) {
    days.push({ date, payCodes: values });
    perDay.push({ date, minutes: { ...values } });
    addTo(freshSum, values);
  }
  const adjustment: Record<PayCode, number> = { ...periodMinutes };
  addTo(adjustment, freshSum, -1);
  const lastFresh = perDay[perDay.length - 1];
  if (lastFresh !== undefined) addTo(lastFresh.minutes, nonZero(adjustment));

  const total: Record<PayCode, number> = { ...periodMinutes };
  for (const day of again) {
    const values = dayPayCodeMinutes(day, input.payroll.mapping).payCodes;
    days.push({ date: day.date, payCodes: values });
    const difference = differenceOf(values, previous.get(day.date)!);
    perDay.push({ date: day.date, minutes: difference });
    addTo(total, difference);
  }

  const multiplier = (code: PayCode) => input.payCodes[code] ?? 1;
  const line = (payCode: PayCode, minutes: number, date?: IsoDate): ExportedLine => ({
    payCode,
    ...(date === undefined ? {} : { date }),
    minutes,
    amount: amountOf(minutes, input.hourlyRate, multiplier(payCode)),
  });
  const payCodeLines = Object.entries(nonZero(total))
    .sort(([a], [b]) => compare(a, b))
    .map(([code, minutes]) => line(code, minutes));
  const dayLines = () =>
    perDay
      .sort((a, b) => compare(a.date, b.date))
      .flatMap((day) =>
        Object.entries(nonZero(day.minutes))
          .sort(([a], [b]) => compare(a, b))
          .map(([code, minutes]) => line(code, minutes, day.date)),
      );
  days.sort((a, b) => compare(a.date, b.date));
  return { payCodeLines, dayLines, days, delta: again.length > 0 };
}
