import { describe, expect, it } from 'vitest';
import { ticksOf } from './tabs/timeline-drawing';
import { clockTimeOn, hoursMinutes, localDate } from './zoned-time';

describe('times in the employee’s zone', () => {
  it('shows an instant at the wall-clock time of the zone, with the day it falls on when it is not the shift’s', () => {
    expect(clockTimeOn('2026-03-02T05:30:00Z', 'Africa/Johannesburg', '2026-03-02')).toBe('07:30');
    expect(clockTimeOn('2026-03-02T05:30:00Z', 'America/New_York', '2026-03-02')).toBe('00:30');
    expect(clockTimeOn('2026-03-03T04:00:00Z', 'Africa/Johannesburg', '2026-03-02')).toBe('06:00 (+1)');
    expect(localDate('2026-03-02T23:30:00Z', 'Asia/Kolkata')).toBe('2026-03-03');
  });

  it('writes minutes as hours:minutes', () => {
    expect([hoursMinutes(0), hoursMinutes(5), hoursMinutes(450), hoursMinutes(-75)]).toEqual(['0:00', '0:05', '7:30', '-1:15']);
  });

  it('puts axis ticks on whole local hours, also in a zone half an hour off UTC', () => {
    const span = { from: Date.parse('2026-03-02T02:10:00Z'), to: Date.parse('2026-03-02T09:50:00Z') };
    const ticks = ticksOf(span, 'Asia/Kolkata').map((tick) => clockTimeOn(tick, 'Asia/Kolkata', '2026-03-02'));
    expect(ticks).toEqual(['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00']);
  });
});
