import { describe, expect, it } from 'vitest';
import { balanceAt, compareLedgerOrder, round4, type LedgerEntry } from '../../ledger/domain/ledger';
import { accrueLeave } from './accrue-leave';
import { fromAccrualCase } from './accrual-case';
import { daysInclusive } from './calendar';
import asOfAndAppointment from './cases/as-of-and-appointment.json';
import everyXDays from './cases/every-x-days.json';
import everyXMonths from './cases/every-x-months.json';
import everyXWeeks from './cases/every-x-weeks.json';
import everyXYears from './cases/every-x-years.json';
import lengthOfService from './cases/length-of-service.json';
import maxAccumulation from './cases/max-accumulation.json';
import perXWorked from './cases/per-x-worked.json';
import setLeaveBalance from './cases/set-leave-balance.json';
import sharedWorkedCases from './cases/shared-worked-cases.json';
import yearEndCases from './cases/year-end.json';
import type { AccrualInput, WorkedTime } from './accrual.types';
import { InvalidAccrualInputError } from './errors';
import { employedShare, endedGroups, periodHolding } from './periods';
import { ruleApplyingOn, wholeMonthsOfService } from './service-months';
import { yearEnd } from './year-end';

interface GoldenCase {
  name: string;
  appointmentDate: string;
  asOf: string;
  rules: { accrualInterval: number; accrueType: string; x: number; accrueValue: number }[];
  entries?: { date: string; action: number; amount: number }[];
  expected: { entries: { date: string; action: number; amount: number }[]; balance: number };
}

const GOLDEN: Record<string, GoldenCase[]> = {
  'shared-worked-cases': sharedWorkedCases,
  'every-x-months': everyXMonths,
  'every-x-weeks': everyXWeeks,
  'every-x-days': everyXDays,
  'every-x-years': everyXYears,
  'length-of-service': lengthOfService,
  'per-x-worked': perXWorked,
  'max-accumulation': maxAccumulation,
  'year-end': yearEndCases,
  'set-leave-balance': setLeaveBalance,
  'as-of-and-appointment': asOfAndAppointment,
};

const answer = (oneCase: unknown) => {
  const result = accrueLeave(fromAccrualCase(oneCase));
  return { entries: result.entries.map(({ date, action, amount }) => ({ date, action, amount })), balance: result.balance };
};

describe('accrual golden cases (LEAVE.md §5 form)', () => {
  it('has at least 100 of them', () => {
    expect(Object.values(GOLDEN).flat().length).toBeGreaterThanOrEqual(100);
  });

  for (const [file, cases] of Object.entries(GOLDEN)) {
    describe(file, () => {
      for (const oneCase of cases) {
        it(oneCase.name, () => {
          expect(answer(oneCase)).toEqual(oneCase.expected);
        });
      }
    });
  }
});

describe('the golden answers hold together on their own', () => {
  const all = Object.values(GOLDEN).flat();

  it('lists entries in ledger order, and the balance is the ledger balance at the end of asOf', () => {
    for (const oneCase of all) {
      const posted = oneCase.expected.entries as LedgerEntry[];
      for (let index = 1; index < posted.length; index += 1) expect(compareLedgerOrder(posted[index - 1], posted[index]), oneCase.name).toBeLessThanOrEqual(0);
      expect(balanceAt([...((oneCase.entries ?? []) as LedgerEntry[]), ...posted], oneCase.asOf), oneCase.name).toBe(oneCase.expected.balance);
    }
  });

  it('gives a mid-month joiner value × days employed ÷ days in the month, rounded half up, as the first posting', () => {
    const joiners = everyXMonths.filter((oneCase) => oneCase.rules[0].x === 1 && oneCase.appointmentDate.slice(8) !== '01');
    expect(joiners.length).toBeGreaterThanOrEqual(8);
    for (const { appointmentDate, rules, expected } of joiners) {
      const [year, month] = [Number(appointmentDate.slice(0, 4)), Number(appointmentDate.slice(5, 7))];
      const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
      const employed = daysInMonth - Number(appointmentDate.slice(8)) + 1;
      expect(expected.entries[0].amount).toBe(round4((rules[0].accrueValue * employed) / daysInMonth));
    }
  });

  it('ends a full year of a monthly value with 6 decimals at round(12 × value)', () => {
    const fullYears = everyXMonths.filter((oneCase) => oneCase.appointmentDate.endsWith('-01-01') && oneCase.rules[0].x === 1);
    expect(fullYears.length).toBeGreaterThanOrEqual(6);
    for (const { appointmentDate, rules, expected } of fullYears) {
      const year = appointmentDate.slice(0, 4);
      const accruedThatYear = expected.entries.filter((entry) => entry.action === 1 && entry.date.startsWith(year));
      expect(accruedThatYear).toHaveLength(12);
      const units = accruedThatYear.reduce((sum, entry) => sum + Math.round(entry.amount * 10_000), 0);
      expect(units / 10_000).toBe(round4(12 * rules[0].accrueValue));
      expect(Number.isInteger(units / 10_000)).toBe(true);
    }
  });

  it('answers a later asOf with the earlier answer as a prefix', () => {
    const series = asOfAndAppointment.filter((oneCase) => oneCase.name.startsWith('later asOf only adds entries'));
    expect(series.length).toBeGreaterThanOrEqual(5);
    for (let index = 1; index < series.length; index += 1) {
      const earlier = series[index - 1].expected.entries;
      expect(series[index].expected.entries.slice(0, earlier.length)).toEqual(earlier);
      expect(series[index].expected.entries.length).toBeGreaterThan(earlier.length);
    }
  });

  it('changes the entries when the appointment date moves earlier', () => {
    const series = asOfAndAppointment.filter((oneCase) => oneCase.name.startsWith('the appointment date decides the entries'));
    const dates = series.map((oneCase) => oneCase.expected.entries.map((entry) => `${entry.date}:${entry.action}:${entry.amount}`).join(' '));
    expect(new Set(dates).size).toBe(series.length);
  });
});

describe('whole months of service (LEAVE.md §2.1)', () => {
  it.each([
    ['2028-01-31', '2028-02-29', 1],
    ['2027-01-31', '2027-02-28', 1],
    ['2027-01-30', '2027-02-27', 0],
    ['2026-01-15', '2026-02-14', 0],
    ['2026-01-15', '2026-02-15', 1],
    ['2028-02-29', '2029-02-28', 12],
    ['2021-06-15', '2026-05-31', 59],
    ['2021-06-15', '2026-06-14', 59],
    ['2021-06-15', '2026-06-15', 60],
    ['2026-03-17', '2026-03-17', 0],
  ])('from %s to %s is %i', (appointed, day, months) => {
    expect(wholeMonthsOfService(appointed, day)).toBe(months);
  });

  it('picks the first rule in scheme order whose length of service is reached, or none', () => {
    const rule = (lengthOfService: number) => ({ lengthOfService, accrualInterval: 3 as const, accrueType: 'everyXIntervals' as const, x: 1, accrueValue: 1 });
    expect(ruleApplyingOn([rule(60), rule(0)], '2021-06-15', '2026-05-31')).toBe(1);
    expect(ruleApplyingOn([rule(60), rule(0)], '2021-06-15', '2026-06-30')).toBe(0);
    expect(ruleApplyingOn([rule(0), rule(60)], '2021-06-15', '2026-06-30')).toBe(0);
    expect(ruleApplyingOn([rule(3)], '2026-01-01', '2026-03-31')).toBeNull();
    expect(ruleApplyingOn([], '2026-01-01', '2026-03-31')).toBeNull();
  });
});

describe('periods and groups', () => {
  it('makes weeks Monday to Sunday, also across a new year', () => {
    expect(periodHolding('2026-12-31', 2)).toEqual({ start: '2026-12-28', end: '2027-01-03' });
    expect(periodHolding('2026-01-11', 2)).toEqual({ start: '2026-01-05', end: '2026-01-11' });
    expect(periodHolding('2026-01-05', 2)).toEqual({ start: '2026-01-05', end: '2026-01-11' });
  });

  it('makes calendar months and years, 29 February in a leap year', () => {
    expect(periodHolding('2028-02-10', 3)).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(periodHolding('2027-02-10', 3)).toEqual({ start: '2027-02-01', end: '2027-02-28' });
    expect(periodHolding('2026-07-04', 4)).toEqual({ start: '2026-01-01', end: '2026-12-31' });
    expect(periodHolding('2026-07-04', 1)).toEqual({ start: '2026-07-04', end: '2026-07-04' });
  });

  it('groups X periods from the one holding the appointment date, leaving out a group still running', () => {
    expect(endedGroups('2026-02-10', 3, 3, '2027-01-30')).toEqual([
      { start: '2026-02-01', end: '2026-04-30' },
      { start: '2026-05-01', end: '2026-07-31' },
      { start: '2026-08-01', end: '2026-10-31' },
    ]);
    expect(endedGroups('2026-02-10', 3, 3, '2026-02-27')).toEqual([]);
  });

  it('counts days employed from the appointment date', () => {
    expect(employedShare({ start: '2026-02-01', end: '2026-04-30' }, '2026-02-10')).toEqual({ employed: 80, days: 89 });
    expect(employedShare({ start: '2026-05-01', end: '2026-07-31' }, '2026-02-10')).toEqual({ employed: 92, days: 92 });
    expect(daysInclusive('2028-01-01', '2028-12-31')).toBe(366);
  });
});

describe('year end', () => {
  it('loses what is above the limit and carries the rest, also 0 or a negative balance', () => {
    expect(yearEnd(120_000, 50_000)).toEqual({ lost: 70_000, carried: 50_000 });
    expect(yearEnd(40_000, 50_000)).toEqual({ lost: 0, carried: 40_000 });
    expect(yearEnd(-30_000, 50_000)).toEqual({ lost: 0, carried: -30_000 });
    expect(yearEnd(0, 0)).toEqual({ lost: 0, carried: 0 });
    expect(yearEnd(120_000, null)).toEqual({ lost: 0, carried: 120_000 });
  });
});

describe('what each posting carries for the accrual job', () => {
  it('names the rule and the period or group of an accrual, nothing for a year end', () => {
    const result = accrueLeave(fromAccrualCase(everyXMonths.find((oneCase) => oneCase.name.startsWith('every 3 months: groups'))));
    expect(result.entries.map(({ date, action, ruleIndex, periodStart, periodEnd }) => ({ date, action, ruleIndex, periodStart, periodEnd }))).toEqual([
      { date: '2026-04-30', action: 1, ruleIndex: 0, periodStart: '2026-02-01', periodEnd: '2026-04-30' },
      { date: '2026-07-31', action: 1, ruleIndex: 0, periodStart: '2026-05-01', periodEnd: '2026-07-31' },
      { date: '2026-10-31', action: 1, ruleIndex: 0, periodStart: '2026-08-01', periodEnd: '2026-10-31' },
      { date: '2027-01-01', action: 4, ruleIndex: null, periodStart: null, periodEnd: null },
      { date: '2027-01-31', action: 1, ruleIndex: 0, periodStart: '2026-11-01', periodEnd: '2027-01-31' },
    ]);
  });

  it('names the rule that applies at the period end across a service step', () => {
    const result = accrueLeave(fromAccrualCase(sharedWorkedCases.find((oneCase) => oneCase.name.startsWith('service step at 60 months'))));
    const byDate = new Map(result.entries.map((entry) => [entry.date, entry.ruleIndex]));
    expect(byDate.get('2026-05-31')).toBe(1);
    expect(byDate.get('2026-06-30')).toBe(0);
  });
});

describe('worked time summed per period (the accrual job\'s form)', () => {
  /** What the job's SQL sends: per period of the rules' interval, from the appointment date, dated the period's end, minutes summed and days with some counted. */
  const perPeriod = (input: AccrualInput): WorkedTime[] => {
    const byDate = new Map<string, number>();
    for (const day of input.worked) if (day.date >= input.appointmentDate) byDate.set(day.date, (byDate.get(day.date) ?? 0) + day.minutes);
    const periods = new Map<string, WorkedTime>();
    for (const [date, minutes] of byDate) {
      if (minutes <= 0) continue;
      const end = periodHolding(date, input.rules[0].accrualInterval).end;
      const period = periods.get(end) ?? { date: end, minutes: 0, days: 0 };
      periods.set(end, { date: end, minutes: period.minutes + minutes, days: period.days! + 1 });
    }
    return [...periods.values()];
  };
  const workedCases = Object.values(GOLDEN)
    .flat()
    .map((oneCase) => ({ name: oneCase.name, input: fromAccrualCase(oneCase) }))
    .filter(({ input }) => input.rules[0]?.accrueType !== undefined && input.rules[0].accrueType !== 'everyXIntervals' && input.worked.length > 0);

  it('covers days and hours worked cases', () => {
    expect(workedCases.filter(({ input }) => input.rules[0].accrueType === 'perXDaysWorked').length).toBeGreaterThanOrEqual(5);
    expect(workedCases.filter(({ input }) => input.rules[0].accrueType === 'perXHoursWorked').length).toBeGreaterThanOrEqual(3);
  });

  it('gives every golden case per days or hours worked the same answer', () => {
    for (const { name, input } of workedCases) {
      const summed = perPeriod(input);
      expect(summed.length, name).toBeLessThanOrEqual(input.worked.length);
      expect(accrueLeave({ ...input, worked: summed }), name).toEqual(accrueLeave(input));
    }
  });

  it('counts a period row as its days, not as one day', () => {
    const rules = [{ lengthOfService: 0, accrualInterval: 3, accrueType: 'perXDaysWorked', x: 2, accrueValue: 1 }] as const;
    const input = { appointmentDate: '2026-01-01', asOf: '2026-01-31', rules: [...rules], entries: [] };
    const posted = accrueLeave({ ...input, worked: [{ date: '2026-01-31', minutes: 2400, days: 5 }] }).entries;
    expect(posted.map(({ date, action, amount }) => ({ date, action, amount }))).toEqual([{ date: '2026-01-31', action: 1, amount: 2 }]);
  });
});

describe('bad input', () => {
  const base = { appointmentDate: '2026-01-01', asOf: '2026-12-31', rules: [{ lengthOfService: 0, accrualInterval: 3, accrueType: 'everyXIntervals', x: 1, accrueValue: 1 }] };
  const refusal = (oneCase: unknown) => {
    try {
      accrueLeave(fromAccrualCase(oneCase));
    } catch (error) {
      if (error instanceof InvalidAccrualInputError) return error.field;
      throw error;
    }
    return null;
  };

  it('names the field', () => {
    expect(refusal(base)).toBeNull();
    expect(refusal({ ...base, asOf: '2027-02-29' })).toBe('asOf');
    expect(refusal({ ...base, colour: 'red' })).toBe('colour');
    expect(refusal({ ...base, rules: [{ ...base.rules[0], accrualInterval: 5 }] })).toBe('rules[0].accrualInterval');
    expect(refusal({ ...base, rules: [{ ...base.rules[0], accrueType: 'perMonth' }] })).toBe('rules[0].accrueType');
    expect(refusal({ ...base, rules: [{ ...base.rules[0], accrueValue: -1 }] })).toBe('rules[0].accrueValue');
    expect(refusal({ ...base, rules: [{ ...base.rules[0], x: 0 }] })).toBe('rules[0].x');
    expect(refusal({ ...base, rules: [{ ...base.rules[0], x: 1.5 }] })).toBe('rules[0].x');
    expect(refusal({ ...base, rules: [base.rules[0], { ...base.rules[0], accrualInterval: 2 }] })).toBe('rules[1].accrualInterval');
    expect(refusal({ ...base, entries: [{ date: '2026-02-01', action: 1, amount: 2 }] })).toBe('entries[0].action');
    expect(refusal({ ...base, worked: [{ date: '2026-02-01', minutes: -5 }] })).toBe('worked[0].minutes');
  });
});
