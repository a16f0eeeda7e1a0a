import { describe, expect, it } from 'vitest';
import { datesBetween, directionText, hoursMinutes, shiftTime, wallClock } from './grid-format';

describe('grid formats', () => {
  it('writes minutes as hours:minutes', () => {
    expect(hoursMinutes(0)).toBe('0:00');
    expect(hoursMinutes(75)).toBe('1:15');
    expect(hoursMinutes(1695)).toBe('28:15');
    expect(hoursMinutes(-30)).toBe('-0:30');
  });

  it("reads an instant as the wall time of the employee's zone, whatever the machine's zone", () => {
    expect(wallClock('2026-03-02T05:30:00.000Z', 'Africa/Johannesburg')).toEqual({ date: '2026-03-02', time: '07:30' });
    expect(wallClock('2026-03-02T05:30:00.000Z', 'America/New_York')).toEqual({ date: '2026-03-02', time: '00:30' });
    // New York's clocks went forward on 8 March 2026: 07:30 UTC is 03:30 EDT, not 02:30.
    expect(wallClock('2026-03-08T07:30:00.000Z', 'America/New_York')).toEqual({ date: '2026-03-08', time: '03:30' });
  });

  it("marks a time on another day than the shift's", () => {
    expect(shiftTime('2026-03-03T04:05:00.000Z', 'Africa/Johannesburg', '2026-03-02')).toBe('06:05 +1');
    expect(shiftTime('2026-03-02T21:55:00.000Z', 'Africa/Johannesburg', '2026-03-03')).toBe('23:55 -1');
    expect(shiftTime('2026-03-02T19:55:00.000Z', 'Africa/Johannesburg', '2026-03-02')).toBe('21:55');
  });

  it('lists the dates of a period, both ends included, across a month end', () => {
    expect(datesBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(datesBetween('2026-03-02', '2026-03-01')).toEqual([]);
  });

  it('names the direction the reader sent', () => {
    expect([directionText('IN'), directionText('OUT'), directionText(null)]).toEqual(['In', 'Out', 'Not given']);
  });
});
