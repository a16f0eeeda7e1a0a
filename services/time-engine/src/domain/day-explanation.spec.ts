import { mapExplanationTimes, type TimeSegmentKind } from '@tna/contracts';
import { describe, expect, it } from 'vitest';
import { calculateShift, type ExplanationOut } from './calculate-shift';
import { fromCaseInput } from './case-input';
import { formatMinute } from './clock';
import type { MinuteExplanation } from './day-explanation';
import ownCases from './fixtures/own-cases.json';
import workedCases from './fixtures/worked-cases.json';

interface CaseFile {
  name: string;
}

const allCases = [...(workedCases as CaseFile[]), ...(ownCases as CaseFile[])];

function explain(name: string): MinuteExplanation {
  const found = allCases.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no case named ${name}`);
  return explainCase(found);
}

function explainCase(found: CaseFile): MinuteExplanation {
  const detail: ExplanationOut = {};
  calculateShift(fromCaseInput(found), undefined, detail);
  return detail.explanation!;
}

/** The explanation in wall-clock times, as a person reads it. */
const clock = (sheet: MinuteExplanation) => mapExplanationTimes(sheet, formatMinute);

const workedKinds: TimeSegmentKind[] = ['inside', 'before', 'after', 'break', 'offDay'];

describe('the structured explanation agrees with the result in every case', () => {
  for (const found of allCases) {
    it(found.name, () => {
      const result = calculateShift(fromCaseInput(found));
      const sheet = explainCase(found);
      const { normal, overtime, noPay, short, carriedShortOut, breakDeducted, leaveMinutes } = sheet.minutes;
      expect({ normal, overtime, noPay, short, carriedShortOut, breakDeducted, leaveMinutes }).toEqual({
        normal: result.normal,
        overtime: result.overtime,
        noPay: result.noPay,
        short: result.short,
        carriedShortOut: result.carriedShortOut,
        breakDeducted: result.breakDeducted,
        leaveMinutes: result.leaveMinutes,
      });
      // Every worked minute of the closed pairs lies in exactly one located segment.
      const located = sheet.segments.filter((segment) => workedKinds.includes(segment.kind)).reduce((sum, segment) => sum + segment.minutes, 0);
      const worked = sheet.pairs.reduce((sum, pair) => sum + (pair.out === null ? 0 : pair.out - pair.in), 0);
      expect(located).toBe(worked);
    });
  }
});

describe('explanation of a day', () => {
  it('a late IN inside grace: the band, the clocking moved to the start, its pair and the break cut out', () => {
    const sheet = clock(explain('late in inside grace snaps to start'));

    expect(sheet.window).toEqual({ start: '04:00', end: '21:00' });
    expect(sheet.graceBands).toEqual([{ kind: 'lateIn', minutes: 10, start: '08:00', end: '08:10' }]);
    expect(sheet.clockings[0]).toMatchObject({ at: '08:09', role: 'IN', pairNumber: 1, adjustedTo: '08:00', adjustedBy: 'grace' });
    expect(sheet.pairs).toEqual([{ in: '08:00', out: '17:00' }]);
    expect(sheet.segments.map((segment) => [segment.kind, segment.start, segment.end])).toEqual([
      ['inside', '08:00', '12:00'],
      ['break', '12:00', '13:00'],
      ['inside', '13:00', '17:00'],
    ]);
    expect(sheet.breaks).toEqual([{ kind: 'fixed', start: '12:00', end: '13:00', paid: false, deducted: 60 }]);
  });

  it('a late IN without grace leaves a lateness gap that is no-pay before', () => {
    const sheet = clock(explain('late in without grace is no-pay before'));

    expect(sheet.segments.find((segment) => segment.kind === 'late')).toEqual({ kind: 'late', start: '08:00', end: '08:20', minutes: 20 });
    expect(sheet.minutes.noPay).toEqual({ total: 20, before: 20, after: 0 });
  });

  it('a duplicate punch is listed and ignored, the direction left as the reader sent none', () => {
    const sheet = clock(explain('duplicate punch within two minutes is dropped'));

    expect(sheet.clockings.map((clocking) => [clocking.at, clocking.direction, clocking.role, clocking.ignoredBecause])).toEqual([
      ['08:00', null, 'IN', null],
      ['08:01', null, 'ignored', 'duplicate'],
      ['17:00', null, 'OUT', null],
    ]);
    expect(sheet.pairingMethod).toBe('alternating');
  });

  it('an access reader’s OUT with no open pair is ignored, the others paired by direction', () => {
    const sheet = explain('access directions with an OUT that has no IN');

    expect(sheet.clockings.map((clocking) => [clocking.direction, clocking.role, clocking.ignoredBecause])).toEqual([
      ['OUT', 'ignored', 'outWithoutIn'],
      ['IN', 'IN', null],
      ['OUT', 'OUT', null],
    ]);
  });

  it('a late OUT: worked after the shift is located after it and ends in two buckets', () => {
    const sheet = clock(explain('late out becomes overtime in tiers'));

    expect(sheet.segments.at(-1)).toEqual({ kind: 'after', start: '17:00', end: '20:30', minutes: 210 });
    expect(sheet.minutes).toMatchObject({ after: 210, overtimeCandidates: 210, overtime: { 1: 120, 2: 90 } });
  });

  it('an absent day: the whole shift is one absent stretch, all of it no-pay', () => {
    const sheet = clock(explain('no clockings after the shift is AWOL'));

    expect(sheet.segments).toEqual([{ kind: 'absent', start: '08:00', end: '17:00', minutes: 540 }]);
    expect(sheet.pairs).toEqual([]);
    expect(sheet.over).toBe(true);
  });

  it('a day off: no window or shift, the worked time located as day-off overtime', () => {
    const sheet = explain('day off with clockings is all overtime');

    expect(sheet.shift).toBeNull();
    expect(sheet.window).toBeNull();
    expect(sheet.segments.every((segment) => segment.kind === 'offDay')).toBe(true);
  });
});
