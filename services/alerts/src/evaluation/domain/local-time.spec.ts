import { describe, expect, it } from 'vitest';
import { localDateTime, localTime } from './local-time';

describe('local time of an instant', () => {
  it("shows the zone's wall clock, summer time included", () => {
    expect(localTime(new Date('2026-03-02T06:00:00Z'), 'Africa/Johannesburg')).toBe('08:00');
    expect(localTime(new Date('2026-07-01T12:00:00Z'), 'Europe/London')).toBe('13:00');
    expect(localTime(new Date('2026-01-01T12:00:00Z'), 'Europe/London')).toBe('12:00');
  });

  it('gives the local date, which may differ from the UTC date', () => {
    expect(localDateTime(new Date('2026-03-02T23:30:00Z'), 'Asia/Kolkata')).toEqual({ date: '2026-03-03', time: '05:00' });
    expect(localDateTime(new Date('2026-03-02T00:00:00Z'), 'UTC')).toEqual({ date: '2026-03-02', time: '00:00' });
  });
});
