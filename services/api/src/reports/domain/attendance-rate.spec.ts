import { describe, expect, it } from 'vitest';
import { attendanceRate } from './attendance-rate';

describe('the attendance rate', () => {
  it('is the days present over the scheduled days not on leave, in percent with one decimal', () => {
    expect(attendanceRate(4, 5, 0)).toBe(80);
    expect(attendanceRate(3, 5, 2)).toBe(100);
    expect(attendanceRate(2, 3, 0)).toBe(66.7);
    expect(attendanceRate(0, 5, 0)).toBe(0);
  });

  it('has none when every scheduled day was leave', () => {
    expect(attendanceRate(0, 2, 2)).toBeNull();
    expect(attendanceRate(0, 0, 0)).toBeNull();
  });
});
