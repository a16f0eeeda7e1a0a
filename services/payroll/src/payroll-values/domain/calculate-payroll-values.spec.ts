import { describe, expect, it } from 'vitest';
import { amountOf, calculatePayrollValues, calculatePayrollValuesByDay, dayPayCodeMinutes } from './calculate-payroll-values';
import goldenCases from './cases/golden-cases.json';
import sharedWorkedCases from './cases/shared-worked-cases.json';
import { InvalidPayrollValuesInputError } from './errors';
import { fromPayrollCase } from './payroll-case';
import type { PayrollValuesResult } from './payroll-values.types';

interface GoldenCase {
  name: string;
  expected: PayrollValuesResult;
}

const GOLDEN: Record<string, GoldenCase[]> = {
  'shared-worked-cases (PAYROLL.md §4)': sharedWorkedCases,
  'golden-cases': goldenCases,
};

const answer = (oneCase: unknown) => calculatePayrollValues(fromPayrollCase(oneCase));

describe('payroll value golden cases', () => {
  for (const [file, cases] of Object.entries(GOLDEN)) {
    describe(file, () => {
      for (const oneCase of cases) {
        it(oneCase.name, () => {
          expect(answer(oneCase)).toEqual(oneCase.expected);
        });
      }
    });
  }

  it('with each day from the same pass: the same answer, and every kept day as that day valued alone without the period rules', () => {
    for (const oneCase of Object.values(GOLDEN).flat()) {
      const input = fromPayrollCase(oneCase);
      const { days, ...result } = calculatePayrollValuesByDay(input);
      expect(result, oneCase.name).toEqual(oneCase.expected);
      const kept = input.days.filter((day) => (!input.approvedOnly || day.authorised) && (!input.notYetExported || !day.exported));
      expect(days.map((day) => day.date), oneCase.name).toEqual(kept.map((day) => day.date));
      for (const [index, day] of kept.entries()) {
        const alone = calculatePayrollValues({ ...input, approvedOnly: false, notYetExported: false, payroll: { ...input.payroll, minimumMinutes: null, basedOnTargetHours: false }, days: [day] });
        const expected = Object.fromEntries(alone.lines.map((line) => [line.payCode, line.minutes]));
        expect(days[index].payCodes, `${oneCase.name} ${day.date}`).toEqual(expected);
        expect(dayPayCodeMinutes(day, input.payroll.mapping), `${oneCase.name} ${day.date}`).toEqual(days[index]);
      }
    }
  });

  it('answers lines in pay code order, none with 0 minutes, amounts in whole cents', () => {
    for (const oneCase of Object.values(GOLDEN).flat()) {
      const { lines } = answer(oneCase);
      expect(lines.map((line) => line.payCode), oneCase.name).toEqual(lines.map((line) => line.payCode).sort());
      for (const line of lines) {
        expect(line.minutes, oneCase.name).toBeGreaterThan(0);
        expect(Math.round(line.amount * 100) / 100, oneCase.name).toBe(line.amount);
      }
    }
  });
});

describe('calculatePayrollValues', () => {
  const base = {
    hourlyRate: 20,
    payCodes: { NT: 1, OT15: 1.5, OT20: 2 },
    payroll: { mapping: { normal: 'NT', overtime1: 'OT15', overtime2: 'OT20' }, basedOnTargetHours: false, overtimePaidAfterMinimum: true, makeUpSequence: ['OT15'], nonTimeMakeUp: [], addedToNormal: [] },
    approvedOnly: false,
    notYetExported: false,
  };
  const monday = { date: '2026-03-02', targetMinutes: 480, normal: 300, overtime: { '1': 60 }, noPay: 0, authorised: true, exported: false };

  it('withholds nothing while overtime is paid regardless of the minimum', () => {
    const result = calculatePayrollValues({ ...base, payroll: { ...base.payroll, minimumMinutes: 1000, overtimePaidAfterMinimum: false, makeUpSequence: [] }, days: [monday] });
    expect(result).toEqual({ lines: [{ payCode: 'NT', minutes: 300, amount: 100 }, { payCode: 'OT15', minutes: 60, amount: 30 }], withheldMinutes: 0 });
  });

  it('answers no lines for a range with no kept day', () => {
    expect(calculatePayrollValues({ ...base, approvedOnly: true, days: [{ ...monday, authorised: false }] })).toEqual({ lines: [], withheldMinutes: 0 });
  });

  it('refuses a pay code it has no multiplier for, naming it', () => {
    expect(() => calculatePayrollValues({ ...base, days: [{ ...monday, allowances: { MEAL: 30 } }] })).toThrow(new InvalidPayrollValuesInputError('payCodes.MEAL', 'the pay code is used but has no multiplier'));
  });

  it('prices in decimal: half a cent rounds up where binary floating point would round down', () => {
    expect(Math.round((201 / 60) * 0.3 * 100) / 100).toBe(1);
    expect(amountOf(201, 0.3, 1)).toBe(1.01);
    expect(amountOf(1, 33.33, 1.5)).toBe(0.83);
  });
});

describe('fromPayrollCase (the calculator input)', () => {
  const valid = goldenCases[0];
  // The golden case with one value set (or added) at a path.
  const bad = (path: readonly (string | number)[], value: unknown) => () => {
    const json = structuredClone(valid) as unknown;
    let at = json as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
    at[path[path.length - 1]] = value;
    return fromPayrollCase(json);
  };
  const field = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      if (error instanceof InvalidPayrollValuesInputError) return `${error.field}: ${error.reason}`;
      throw error;
    }
    return 'accepted';
  };

  it('names the field of a mapping to an unknown pay code', () => {
    expect(field(bad(['payroll', 'mapping', 'overtime3'], 'OT30'))).toBe('payroll.mapping.overtime3: unknown pay code "OT30" (not in payCodes)');
  });

  it('names a value the mapping cannot hold', () => {
    expect(field(bad(['payroll', 'mapping', 'overtime11'], 'OT20'))).toBe('payroll.mapping.overtime11: expected normal, overtime1..overtime10, noPay or leave:<leave type>');
  });

  it('names an unknown field, a bad date, negative and fractional minutes, and an unknown make-up pay code', () => {
    expect(field(bad(['days', 0, 'extra'], 1))).toBe('days[0].extra: is not a known field');
    expect(field(bad(['days', 1, 'date'], '2026-02-30'))).toBe('days[1].date: expected a date YYYY-MM-DD, got "2026-02-30"');
    expect(field(bad(['days', 0, 'normal'], -5))).toBe('days[0].normal: expected 0 or more, got -5');
    expect(field(bad(['days', 0, 'overtime'], { '1': 1.5 }))).toBe('days[0].overtime.1: expected whole minutes, got 1.5');
    expect(field(bad(['days', 0, 'overtime'], { '11': 5 }))).toBe('days[0].overtime.11: expected an overtime bucket 1..10');
    expect(field(bad(['payroll', 'makeUpSequence'], ['OT15', 'XX']))).toBe('payroll.makeUpSequence[1]: unknown pay code "XX" (not in payCodes)');
    expect(field(bad(['approvedOnly'], 'yes'))).toBe('approvedOnly: expected true or false, got "yes"');
  });

  it('names a bad allocation row: both kinds, a bad time, an empty range, a formula with an unknown variable', () => {
    const allocation = (row: object) => bad(['days', 0, 'shift'], { payCodeAllocations: [row] });
    expect(field(allocation({ payCode: 'NT', from: '22:00', to: '06:00', formula: 'normal' }))).toBe(
      'days[0].shift.payCodeAllocations[0].formula: a pay code allocation has either a time range (from and to) or a formula, not both',
    );
    expect(field(allocation({ payCode: 'NT', from: '25:00', to: '06:00' }))).toBe('days[0].shift.payCodeAllocations[0].from: expected a time HH:mm (or a formula instead), got "25:00"');
    expect(field(allocation({ payCode: 'NT', from: '06:00', to: '06:00' }))).toBe('days[0].shift.payCodeAllocations[0].to: a time range must end at another time than it starts');
    expect(field(allocation({ payCode: 'NT', formula: 'normal + overtim1' }))).toMatch(/^days\[0\]\.shift\.payCodeAllocations\[0\]\.formula: formula "normal \+ overtim1": unknown variable "overtim1" \(known: normal, overtime1/);
    expect(field(allocation({ payCode: 'XX', formula: 'normal' }))).toBe('days[0].shift.payCodeAllocations[0].payCode: unknown pay code "XX" (not in payCodes)');
  });
});
