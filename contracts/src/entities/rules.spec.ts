import { describe, expect, it } from 'vitest';
import { OVERTIME_LIMIT, ROUNDING_TYPE, SHIFT, TARGET_MAKE_UP, WORK_PATTERN } from './rules';
import { checkRecord } from './validate';

const fieldsOf = (result: ReturnType<typeof checkRecord>) => result.errors.map((error) => error.field);
const dayShift = { name: 'Day', startTime: '08:00', endTime: '17:00', targetWorkHours: 480 };
const flexi = { ...dayShift, flexi: true, earliestStart: '07:00', latestStart: '09:00', earliestEnd: '16:00', latestEnd: '18:00' };

describe('the rules descriptors', () => {
  it('take a rounding block that divides 60 and a break point below it', () => {
    expect(fieldsOf(checkRecord(ROUNDING_TYPE, { name: 'Quarter', minutesBlock: 15, breakpointMinutes: 7, startMinutes: 0 }))).toEqual([]);
    expect(fieldsOf(checkRecord(ROUNDING_TYPE, { name: 'Seven', minutesBlock: 7, breakpointMinutes: 3, startMinutes: 0 }))).toEqual(['minutesBlock']);
    expect(fieldsOf(checkRecord(ROUNDING_TYPE, { name: 'Wide', minutesBlock: 10, breakpointMinutes: 10, startMinutes: 0 }))).toEqual(['breakpointMinutes']);
  });

  it('take flexi bounds in order, a night flexi shift’s ends on the next day', () => {
    expect(fieldsOf(checkRecord(SHIFT, flexi))).toEqual([]);
    const night = { ...dayShift, startTime: '21:00', endTime: '05:00', flexi: true, earliestStart: '20:00', latestStart: '22:00', earliestEnd: '04:00', latestEnd: '06:00' };
    expect(fieldsOf(checkRecord(SHIFT, night))).toEqual([]);
    expect(fieldsOf(checkRecord(SHIFT, { ...flexi, latestStart: '06:00' }))).toEqual(['latestStart']);
    expect(fieldsOf(checkRecord(SHIFT, { ...flexi, earliestEnd: '08:00' }))).toEqual(['earliestEnd']);
    expect(fieldsOf(checkRecord(SHIFT, { ...flexi, latestEnd: '15:00' }))).toEqual(['latestEnd']);
    expect(fieldsOf(checkRecord(SHIFT, { ...flexi, earliestEnd: null }))).toEqual(['earliestEnd']);
    expect(fieldsOf(checkRecord(SHIFT, { ...dayShift, flexi: false, latestStart: '06:00' }))).toEqual([]);
  });

  it('refuse negative minutes, a shift that ends as it starts, half-fixed breaks and an unbounded middle tier', () => {
    expect(fieldsOf(checkRecord(SHIFT, { ...dayShift, graceEarlyOut: -1 }))).toEqual(['graceEarlyOut']);
    expect(fieldsOf(checkRecord(SHIFT, { ...dayShift, endTime: '08:00' }))).toEqual(['endTime']);
    expect(fieldsOf(checkRecord(SHIFT, { ...dayShift, breaks: [{ start: '12:00', end: '12:30' }, { minutes: 15, after: 240 }] }))).toEqual([]);
    expect(fieldsOf(checkRecord(SHIFT, { ...dayShift, breaks: [{ start: '12:00' }] }))).toEqual(['breaks[].start']);
    expect(fieldsOf(checkRecord(SHIFT, { ...dayShift, breaks: [{ start: '12:00', end: '12:00' }] }))).toEqual(['breaks[].end']);
    expect(fieldsOf(checkRecord(SHIFT, { ...dayShift, overtimeTiers: [{ bucket: 1 }, { bucket: 2, maxMinutes: 60 }] }))).toEqual(['overtimeTiers[].maxMinutes']);
    expect(
      fieldsOf(checkRecord(SHIFT, { ...dayShift, replacementRules: [{ dayOfWeek: 6, condition: 'always', shiftID: '6a1f5c3e-2b4d-4e8f-9a0b-1c2d3e4f5a6b' }, { dayOfWeek: 6, condition: 'always', shiftID: '6a1f5c3e-2b4d-4e8f-9a0b-1c2d3e4f5a6b' }] })),
    ).toEqual(['replacementRules[].dayOfWeek']);
  });

  it('take work patterns of 1 to 14 days, blank days off', () => {
    expect(fieldsOf(checkRecord(WORK_PATTERN, { name: 'Off', days: [{}] }))).toEqual([]);
    expect(fieldsOf(checkRecord(WORK_PATTERN, { name: 'Long', days: Array.from({ length: 15 }, () => ({})) }))).toEqual(['days']);
    expect(fieldsOf(checkRecord(WORK_PATTERN, { name: 'Empty', days: [] }))).toEqual(['days']);
  });

  it('take each overtime bucket once in limits and in the make-up sequence', () => {
    expect(fieldsOf(checkRecord(OVERTIME_LIMIT, { name: 'Week', numberOfDays: 7, limits: [{ bucket: 1, limitMinutes: 600 }, { bucket: 2, limitMinutes: 300 }] }))).toEqual([]);
    expect(fieldsOf(checkRecord(OVERTIME_LIMIT, { name: 'Long', numberOfDays: 32, limits: [{ bucket: 1, limitMinutes: 600 }] }))).toEqual(['numberOfDays']);
    expect(fieldsOf(checkRecord(TARGET_MAKE_UP, { name: 'Twice', makeUpFrom: [{ bucket: 1 }, { bucket: 1 }] }))).toEqual(['makeUpFrom[].bucket']);
  });
});
