import { describe, expect, it } from 'vitest';
import { adjustFirstIn, adjustLastOut, roundMinute } from './grace-rounding';

const at = (hours: number, minutes: number) => hours * 60 + minutes;
const noGrace = { lateIn: 0, earlyIn: 0, earlyOut: 0, lateOut: 0 };
const quarterHours = { block: 15, startMinutes: 0, breakPoint: 7 };

describe('roundMinute', () => {
  it.each([
    [at(8, 7), at(8, 0)],
    [at(8, 8), at(8, 15)],
    [at(8, 0), at(8, 0)],
    [at(17, 38), at(17, 45)],
    [at(23, 53), at(24, 0)],
  ])('block 15, break point 7: %i → %i', (minute, rounded) => {
    expect(roundMinute(minute, quarterHours)).toBe(rounded);
  });

  it('counts blocks from the start minutes', () => {
    const fromFive = { block: 10, startMinutes: 5, breakPoint: 4 };

    expect(roundMinute(at(8, 9), fromFive)).toBe(at(8, 5));
    expect(roundMinute(at(8, 10), fromFive)).toBe(at(8, 15));
  });

  it('rounds a next-day time the same as its clock time', () => {
    expect(roundMinute(1440 + at(6, 8), quarterHours)).toBe(1440 + at(6, 15));
  });
});

describe('grace', () => {
  it('is off at 0 and then rounding applies', () => {
    expect(adjustFirstIn(at(8, 4), at(8, 0), at(8, 0), noGrace, quarterHours)).toBe(at(8, 0));
    expect(adjustFirstIn(at(8, 4), at(8, 0), at(8, 0), noGrace, null)).toBe(at(8, 4));
  });

  it('wins over rounding inside its minutes, bounds included', () => {
    const grace = { lateIn: 10, earlyIn: 10, earlyOut: 10, lateOut: 10 };

    expect(adjustFirstIn(at(8, 10), at(8, 0), at(8, 0), grace, quarterHours)).toBe(at(8, 0));
    expect(adjustFirstIn(at(7, 50), at(8, 0), at(8, 0), grace, quarterHours)).toBe(at(8, 0));
    expect(adjustFirstIn(at(8, 11), at(8, 0), at(8, 0), grace, quarterHours)).toBe(at(8, 15));
    expect(adjustLastOut(at(16, 50), at(17, 0), at(17, 0), grace, null)).toBe(at(17, 0));
    expect(adjustLastOut(at(17, 10), at(17, 0), at(17, 0), grace, null)).toBe(at(17, 0));
    expect(adjustLastOut(at(17, 11), at(17, 0), at(17, 0), grace, null)).toBe(at(17, 11));
  });

  it('snaps a flexi IN to the earliest or latest start and a flexi OUT to the earliest or latest end', () => {
    const grace = { lateIn: 10, earlyIn: 10, earlyOut: 10, lateOut: 10 };

    expect(adjustFirstIn(at(6, 55), at(7, 0), at(9, 0), grace, null)).toBe(at(7, 0));
    expect(adjustFirstIn(at(9, 5), at(7, 0), at(9, 0), grace, null)).toBe(at(9, 0));
    expect(adjustFirstIn(at(8, 0), at(7, 0), at(9, 0), grace, null)).toBe(at(8, 0));
    expect(adjustLastOut(at(15, 55), at(16, 0), at(18, 0), grace, null)).toBe(at(16, 0));
    expect(adjustLastOut(at(18, 5), at(16, 0), at(18, 0), grace, null)).toBe(at(18, 0));
  });
});
