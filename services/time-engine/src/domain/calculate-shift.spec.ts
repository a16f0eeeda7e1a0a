import { describe, expect, it } from 'vitest';
import { calculateShift, calculateShiftSafe } from './calculate-shift';
import { fromCaseInput } from './case-input';
import { InvalidShiftInputError } from './errors';
import ownCases from './fixtures/own-cases.json';
import workedCases from './fixtures/worked-cases.json';
import type { ExplainTrace } from './types';

interface CaseFile {
  name: string;
  expected: unknown;
}

describe('worked cases (TIME-ENGINE.md §9)', () => {
  for (const workedCase of workedCases as CaseFile[]) {
    it(workedCase.name, () => {
      expect(calculateShift(fromCaseInput(workedCase))).toStrictEqual(workedCase.expected);
    });
  }
});

describe('own cases (where the rules leave a choice; see docs/time-engine.md)', () => {
  for (const ownCase of ownCases as CaseFile[]) {
    it(ownCase.name, () => {
      expect(calculateShift(fromCaseInput(ownCase))).toStrictEqual(ownCase.expected);
    });
  }
});

const [onTime] = workedCases as CaseFile[];

describe('calculateShiftSafe', () => {
  it('gives status 1000 and the error instead of throwing, passing carried short time through', () => {
    const input = { ...fromCaseInput(onTime), carriedShortIn: 25, leave: { kind: 'partial', minutes: 9999, position: 'BEGIN' } as const };

    const outcome = calculateShiftSafe(input);

    expect(outcome.ok).toBe(false);
    expect(outcome.result.statuses).toEqual([1000]);
    expect(outcome.result.carriedShortOut).toBe(25);
    expect(outcome.result.normal).toBe(0);
    expect(!outcome.ok && outcome.error).toBeInstanceOf(InvalidShiftInputError);
    expect(!outcome.ok && (outcome.error as InvalidShiftInputError).field).toBe('leave.minutes');
  });

  it('returns the ordinary result when the day calculates', () => {
    expect(calculateShiftSafe(fromCaseInput(onTime))).toStrictEqual({ ok: true, result: onTime.expected });
  });

  it('lets a batch go on past a failing day', () => {
    const good = fromCaseInput(onTime);
    const bad = { ...good, clockings: [{ minute: 600 }, { minute: 480 }] };

    const statuses = [good, bad, good].map((day) => calculateShiftSafe(day).result.statuses);

    expect(statuses).toEqual([[1], [1000], [1]]);
  });
});

describe('explain', () => {
  it('describes where every minute went without changing the result', () => {
    const lunch = (workedCases as CaseFile[]).find((workedCase) => workedCase.name === 'clocked out for lunch')!;
    const trace: ExplainTrace = [];

    const result = calculateShift(fromCaseInput(lunch), trace);

    expect(result).toStrictEqual(lunch.expected);
    const text = trace.join('\n');
    expect(text).toContain('pairing (alternating): 07:58–12:01, 12:55–17:02');
    expect(text).toContain('inside 486, before 2, after 2');
    expect(text).toContain('unpaid fixed 12:00–13:00: 6');
    expect(text).toContain('tiers: bucket 1 = 2');
    expect(text).toContain('statuses: 1 Clocked in/out, 104 Early in, 107 Late out');
  });
});

describe('time adjustments', () => {
  const byName = (name: string) => [...(workedCases as CaseFile[]), ...(ownCases as CaseFile[])].find((oneCase) => oneCase.name === name)!;

  it('explains each adjustment with the values before and after, after make-up', () => {
    const adjusted = byName('carried short time made up from later overtime, adjusted (deductMakeUp, none)');
    const trace: ExplainTrace = [];

    const result = calculateShift(fromCaseInput(adjusted), trace);

    expect(result).toStrictEqual(adjusted.expected);
    const makeUp = trace.findIndex((line) => line.startsWith('make-up'));
    const first = trace.indexOf('adjustment 1, deduct make-up time 30: normal 525 → 495, bucket 1 15 → 45, carried short out 0 → 30');
    expect(first).toBeGreaterThan(makeUp);
    expect(trace[first + 1]).toBe('adjustment 2, none: records the adjustment type only; no value changes');
  });

  it('changes the values, never the statuses of the day without them', () => {
    const adjusted = byName('late out becomes overtime in tiers, adjusted (transfer, add)');
    const plain = byName('late out becomes overtime in tiers');

    const withAdjustments = calculateShift(fromCaseInput(adjusted));
    const without = calculateShift(fromCaseInput(plain));

    expect(withAdjustments.statuses).toEqual(without.statuses);
    expect(withAdjustments.overtime).not.toEqual(without.overtime);
  });

  it('gives a day that fails its adjustments status 1000 in a batch, naming the adjustment', () => {
    const input = { ...fromCaseInput(onTime), adjustments: [{ action: 'deduct', minutes: 10, value: '12' } as const] };

    const outcome = calculateShiftSafe(input);

    expect(outcome.result.statuses).toEqual([1000]);
    expect(!outcome.ok && (outcome.error as InvalidShiftInputError).field).toBe('adjustments[0].value');
  });
});
