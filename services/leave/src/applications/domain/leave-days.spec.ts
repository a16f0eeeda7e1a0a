import { describe, expect, it } from 'vitest';
import { leaveDayAmount, leaveMinutes, leaveOfDay, sumAmounts } from './leave-days';

const eightHours = { targetMinutes: 480, leavePayMinutes: null };
const paidNine = { targetMinutes: 480, leavePayMinutes: 540 };

describe('leave days', () => {
  it('gives the engine a full day, or round(duration × T) minutes at the position (BEGIN unless set)', () => {
    expect(leaveOfDay(1, 'END', eightHours)).toEqual({ full: true });
    expect(leaveOfDay(0.125, null, eightHours)).toEqual({ minutes: 60, position: 'BEGIN' });
    expect(leaveOfDay(0.5, 'END', { targetMinutes: 455, leavePayMinutes: null })).toEqual({ minutes: 228, position: 'END' });
  });

  it('counts a full day at the leave pay where the shift has one, a part day from the target', () => {
    expect(leaveMinutes(1, eightHours)).toBe(480);
    expect(leaveMinutes(1, paidNine)).toBe(540);
    expect(leaveMinutes(0.25, paidNine)).toBe(120);
  });

  it('sizes a day in the unit of the leave type: hours, days, 1/5 week, 1/21.75 month, to 4 decimals', () => {
    expect(leaveDayAmount(1, 1, paidNine)).toBe(9);
    expect(leaveDayAmount(1, 0.125, eightHours)).toBe(1);
    expect(leaveDayAmount(1, 1, { targetMinutes: 500, leavePayMinutes: null })).toBe(8.3333);
    expect(leaveDayAmount(2, 0.75, eightHours)).toBe(0.75);
    expect(leaveDayAmount(3, 1, eightHours)).toBe(0.2);
    expect(leaveDayAmount(4, 1, eightHours)).toBe(0.046);
    expect(leaveDayAmount(4, 0.5, eightHours)).toBe(0.023);
  });

  it('adds four-decimal amounts without float error', () => {
    expect(sumAmounts([0.1, 0.2, 0.046, 0.046])).toBe(0.392);
    expect(sumAmounts([])).toBe(0);
  });
});
