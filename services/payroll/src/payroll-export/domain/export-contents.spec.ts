import { describe, expect, it } from 'vitest';
import { calculatePayrollValues } from '../../payroll-values/domain/calculate-payroll-values';
import type { PayrollDay, PayrollValuesInput } from '../../payroll-values/domain/payroll-values.types';
import { employeeExport, type PayCodeMinutes } from './export-contents';
import { exportFileName } from './export-file-name';
import { findTemplate } from './presets';

const day = (date: string, normal: number, overtime1 = 0, flags: Partial<PayrollDay> = {}): PayrollDay => ({
  date,
  targetMinutes: 480,
  normal,
  overtime: overtime1 > 0 ? { '1': overtime1 } : {},
  noPay: 0,
  authorised: true,
  exported: false,
  ...flags,
});

/** NT normal, OT overtime at 1.5, R100 an hour; Monday 2 March 2026 onwards (no Sundays). */
const input = (days: PayrollDay[], payroll: Partial<PayrollValuesInput['payroll']> = {}, filters: Partial<PayrollValuesInput> = {}): PayrollValuesInput => ({
  hourlyRate: 100,
  payCodes: { NT: 1, OT: 1.5 },
  payroll: { mapping: { normal: 'NT', overtime1: 'OT' }, basedOnTargetHours: false, overtimePaidAfterMinimum: false, makeUpSequence: [], nonTimeMakeUp: [], addedToNormal: [], ...payroll },
  approvedOnly: false,
  notYetExported: false,
  days,
  ...filters,
});

const none = new Map<string, PayCodeMinutes>();

describe('one employee of an export', () => {
  it('sends the period values per pay code, as CalculatePayrollValues answers, and per day adding up to them', () => {
    const run = input([day('2026-03-02', 480, 60), day('2026-03-03', 420)]);
    const part = employeeExport(run, none, false);
    expect(part.payCodeLines).toEqual(calculatePayrollValues(run).lines);
    expect(part.dayLines()).toEqual([
      { payCode: 'NT', date: '2026-03-02', minutes: 480, amount: 800 },
      { payCode: 'OT', date: '2026-03-02', minutes: 60, amount: 150 },
      { payCode: 'NT', date: '2026-03-03', minutes: 420, amount: 700 },
    ]);
    expect(part.days).toEqual([
      { date: '2026-03-02', payCodes: { NT: 480, OT: 60 } },
      { date: '2026-03-03', payCodes: { NT: 420 } },
    ]);
    expect(part.delta).toBe(false);
  });

  it('keeps only the days the filters allow, and records only those as held', () => {
    const run = input([day('2026-03-02', 480, 0, { authorised: false }), day('2026-03-03', 480, 0, { exported: true }), day('2026-03-04', 300)], {}, { approvedOnly: true, notYetExported: true });
    const part = employeeExport(run, none, false);
    expect(part.payCodeLines).toEqual([{ payCode: 'NT', minutes: 300, amount: 500 }]);
    expect(part.days.map((held) => held.date)).toEqual(['2026-03-04']);
  });

  it('puts the period rules (make-up from overtime) on the last day, so that day lines add up to the period', () => {
    const run = input([day('2026-03-02', 400, 60), day('2026-03-03', 400, 60)], { minimumMinutes: 900, makeUpSequence: ['OT'] });
    const part = employeeExport(run, none, false);
    expect(part.payCodeLines.map(({ payCode, minutes }) => [payCode, minutes])).toEqual([
      ['NT', 900],
      ['OT', 20],
    ]);
    expect(part.dayLines().map(({ payCode, date, minutes }) => [date, payCode, minutes])).toEqual([
      ['2026-03-02', 'NT', 400],
      ['2026-03-02', 'OT', 60],
      ['2026-03-03', 'NT', 500],
      ['2026-03-03', 'OT', -40],
    ]);
    // What payroll holds per day is the day's own values: a later delta compares with them.
    expect(part.days[1]).toEqual({ date: '2026-03-03', payCodes: { NT: 400, OT: 60 } });
  });

  it('sends a day an earlier export held as the difference from it, nothing when unchanged', () => {
    const previous = new Map<string, PayCodeMinutes>([
      ['2026-03-02', { NT: 480 }],
      ['2026-03-03', { NT: 480 }],
    ]);
    const part = employeeExport(input([day('2026-03-02', 480, 60), day('2026-03-03', 480)]), previous, false);
    expect(part.payCodeLines).toEqual([{ payCode: 'OT', minutes: 60, amount: 150 }]);
    expect(part.dayLines()).toEqual([{ payCode: 'OT', date: '2026-03-02', minutes: 60, amount: 150 }]);
    expect(part.days).toEqual([
      { date: '2026-03-02', payCodes: { NT: 480, OT: 60 } },
      { date: '2026-03-03', payCodes: { NT: 480 } },
    ]);
    expect(part.delta).toBe(true);
  });

  it('sends a reduction as negative minutes and amount, and a new day beside a changed one in full', () => {
    const previous = new Map<string, PayCodeMinutes>([['2026-03-02', { NT: 480, OT: 60 }]]);
    const part = employeeExport(input([day('2026-03-02', 450), day('2026-03-03', 480)]), previous, false);
    expect(part.payCodeLines).toEqual([
      { payCode: 'NT', minutes: 450, amount: 750 },
      { payCode: 'OT', minutes: -60, amount: -150 },
    ]);
  });

  it('with "not yet exported", sends the change of a flagged day an earlier export of the payroll held, and nothing of one unchanged or flagged by hand', () => {
    const previous = new Map<string, PayCodeMinutes>([
      ['2026-03-02', { NT: 480 }],
      ['2026-03-03', { NT: 480 }],
      ['2026-03-05', { NT: 480 }],
    ]);
    const exported = { exported: true };
    // Monday took a late clocking after its export; Tuesday is as exported; Wednesday was flagged
    // by hand and no export held it; Thursday changed, but was flagged by hand after its export
    // (the correction keyed into payroll directly), so the export does not hold it as flagged.
    const run = input(
      [day('2026-03-02', 480, 45, exported), day('2026-03-03', 480, 0, exported), day('2026-03-04', 300, 0, exported), day('2026-03-05', 480, 30, exported)],
      {},
      { notYetExported: true },
    );
    const heldFlagged = new Set(['2026-03-02', '2026-03-03']);
    const part = employeeExport(run, previous, false, heldFlagged);
    expect(part.dayLines()).toEqual([{ payCode: 'OT', date: '2026-03-02', minutes: 45, amount: 112.5 }]);
    expect(part.days).toEqual([{ date: '2026-03-02', payCodes: { NT: 480, OT: 45 } }]);
    expect(part.delta).toBe(true);
    // With full, the changed day goes out whole; the others still stay out.
    const whole = employeeExport(run, previous, true, heldFlagged);
    expect(whole.payCodeLines).toEqual([
      { payCode: 'NT', minutes: 480, amount: 800 },
      { payCode: 'OT', minutes: 45, amount: 112.5 },
    ]);
    expect(whole.days.map((held) => held.date)).toEqual(['2026-03-02']);
    // Without "not yet exported", every day goes, as a difference where an export held it.
    expect(employeeExport({ ...run, notYetExported: false }, previous, false, heldFlagged).days.map((held) => held.date)).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05']);
  });

  it('with full, sends every day in full whatever an earlier export held', () => {
    const previous = new Map<string, PayCodeMinutes>([['2026-03-02', { NT: 480 }]]);
    const part = employeeExport(input([day('2026-03-02', 480, 60)]), previous, true);
    expect(part.payCodeLines).toEqual([
      { payCode: 'NT', minutes: 480, amount: 800 },
      { payCode: 'OT', minutes: 60, amount: 150 },
    ]);
    expect(part.delta).toBe(false);
  });
});

describe('the export file name', () => {
  it('names the payroll, the range, the template and the moment, with the extension the format needs', () => {
    const at = new Date('2026-03-09T07:05:03Z');
    expect(exportFileName(findTemplate('bf37cce3-fa40-4eaf-9649-c29d899933d8')!, { number: '0042' }, { from: '2026-03-02', to: '2026-03-08' }, at)).toBe(
      'payroll-0042_2026-03-02_2026-03-08_generic-csv_20260309-070503.csv',
    );
    expect(exportFileName(findTemplate('f865c83b-6779-446e-b04d-359e15bd05e7')!, { number: '' }, { from: '2026-03-02', to: '2026-03-08' }, at)).toMatch(/^payroll-export_.+\.iif$/);
  });
});
