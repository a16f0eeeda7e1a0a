import { describe, expect, it } from 'vitest';
import { allocatePayCodes, formulaValues } from './allocate-pay-codes';
import { PayCodeFormulaError } from './errors';
import type { PayrollDay } from './payroll-values.types';

// Monday 2 March 2026, worked 20:00–05:00 (1200–1740 minutes from the date's midnight).
const nightShift: PayrollDay = {
  date: '2026-03-02',
  targetMinutes: 480,
  normal: 480,
  overtime: { '1': 60 },
  noPay: 0,
  authorised: true,
  exported: false,
  worked: [{ start: 1200, end: 1740 }],
};

const withRows = (payCodeAllocations: NonNullable<PayrollDay['shift']>['payCodeAllocations'], payCode?: string): PayrollDay => ({ ...nightShift, shift: { payCode, payCodeAllocations } });

describe('allocatePayCodes', () => {
  it('leaves a day without a shift to the mapping', () => {
    expect(allocatePayCodes({ ...nightShift, shift: null })).toEqual({ normal: 480, overtime: { '1': 60 }, allocated: [] });
  });

  it('gives a time range the worked minutes inside it, from normal time first', () => {
    expect(allocatePayCodes(withRows([{ payCode: 'NIGHT', from: '22:00', to: '06:00' }]))).toEqual({
      normal: 60,
      overtime: { '1': 60 },
      allocated: [{ payCode: 'NIGHT', minutes: 420, from: 'normal' }],
    });
  });

  it('takes overtime once normal time is used up, bucket by bucket', () => {
    const day = { ...withRows([{ payCode: 'LATE', from: '20:00', to: '04:30' }]), normal: 400, overtime: { '1': 60, '2': 80 } };
    expect(allocatePayCodes(day)).toEqual({
      normal: 0,
      overtime: { '2': 30 },
      allocated: [
        { payCode: 'LATE', minutes: 400, from: 'normal' },
        { payCode: 'LATE', minutes: 60, from: 'overtime1' },
        { payCode: 'LATE', minutes: 50, from: 'overtime2' },
      ],
    });
  });

  it("catches the range's occurrence that started on the day before, for a shift clocked in before midnight", () => {
    // Worked 23:00 of the day before to 07:00 (−60–420): 22:00–06:00 covers −60–360.
    const early = { ...withRows([{ payCode: 'NIGHT', from: '22:00', to: '06:00' }]), worked: [{ start: -60, end: 420 }] };
    expect(allocatePayCodes(early).allocated).toEqual([{ payCode: 'NIGHT', minutes: 420, from: 'normal' }]);
  });

  it('adds up a range over several worked intervals, and takes nothing without worked intervals', () => {
    const split = { ...withRows([{ payCode: 'LUNCH', from: '11:00', to: '14:00' }]), worked: [{ start: 480, end: 720 }, { start: 780, end: 1020 }] };
    expect(allocatePayCodes(split).allocated).toEqual([{ payCode: 'LUNCH', minutes: 120, from: 'normal' }]);
    expect(allocatePayCodes({ ...split, worked: [] })).toEqual({ normal: 480, overtime: { '1': 60 }, allocated: [] });
  });

  it('counts each worked minute once when ranges overlap, the earlier row first', () => {
    const result = allocatePayCodes(withRows([{ payCode: 'A', from: '22:00', to: '02:00' }, { payCode: 'B', from: '00:00', to: '06:00' }]));
    expect(result.allocated).toEqual([
      { payCode: 'A', minutes: 240, from: 'normal' },
      { payCode: 'B', minutes: 180, from: 'normal' },
    ]);
  });

  it('evaluates a formula over the day as it came in, clamped to the worked time left', () => {
    const result = allocatePayCodes(withRows([{ payCode: 'A', formula: 'normal - 100' }, { payCode: 'B', formula: 'normal' }]));
    expect(result.allocated).toEqual([
      { payCode: 'A', minutes: 380, from: 'normal' },
      { payCode: 'B', minutes: 100, from: 'normal' },
      { payCode: 'B', minutes: 60, from: 'overtime1' },
    ]);
    expect(result).toMatchObject({ normal: 0, overtime: {} });
  });

  it('gives a negative formula result nothing', () => {
    expect(allocatePayCodes(withRows([{ payCode: 'A', formula: 'target - worked' }])).allocated).toEqual([]);
  });

  it("gives the shift's own pay code the normal time the allocations left, and no overtime", () => {
    expect(allocatePayCodes(withRows([{ payCode: 'NIGHT', from: '00:00', to: '05:00' }], 'SHIFTN'))).toEqual({
      normal: 0,
      overtime: { '1': 60 },
      allocated: [
        { payCode: 'NIGHT', minutes: 300, from: 'normal' },
        { payCode: 'SHIFTN', minutes: 180, from: 'normal' },
      ],
    });
  });

  it('refuses a formula that names an unknown variable, naming it', () => {
    expect(() => allocatePayCodes(withRows([{ payCode: 'A', formula: 'normal + bonus' }]))).toThrow(PayCodeFormulaError);
    expect(() => allocatePayCodes(withRows([{ payCode: 'A', formula: 'normal + bonus' }]))).toThrow(/unknown variable "bonus"/);
  });
});

describe('formulaValues', () => {
  it('gives a formula the day in minutes and the flags as 1 or 0', () => {
    const sunday = { ...nightShift, date: '2026-03-08', overtime: { '1': 60, '10': 5 }, leave: { Annual: 120, Sick: 30 }, noPay: 15 };
    expect(formulaValues(sunday)).toEqual({
      normal: 480,
      overtime1: 60,
      overtime2: 0,
      overtime3: 0,
      overtime4: 0,
      overtime5: 0,
      overtime6: 0,
      overtime7: 0,
      overtime8: 0,
      overtime9: 0,
      overtime10: 5,
      overtime: 65,
      noPay: 15,
      leave: 150,
      target: 480,
      worked: 540,
      sunday: 1,
      publicHoliday: 0,
    });
  });
});
