import { describe, expect, it } from 'vitest';
import { LEAVE_RULE, LEAVE_SCHEME, LEAVE_TYPE } from './leave';
import { PAY_RATE } from './pay';
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

  it('take an if-absent action of leave only with a leave type', () => {
    const leaveType = '6a1f5c3e-2b4d-4e8f-9a0b-1c2d3e4f5a6b';
    expect(checkRecord(SHIFT, dayShift).value.ifAbsentAction).toBe('none');
    expect(fieldsOf(checkRecord(SHIFT, { ...dayShift, ifAbsentAction: 'leave', leaveTypeID: leaveType }))).toEqual([]);
    expect(fieldsOf(checkRecord(SHIFT, { ...dayShift, ifAbsentAction: 'leave' }))).toEqual(['leaveTypeID']);
    expect(fieldsOf(checkRecord(SHIFT, { ...dayShift, ifAbsentAction: 'noPay' }))).toEqual([]);
    expect(fieldsOf(checkRecord(SHIFT, { ...dayShift, ifAbsentAction: 'sometimes' }))).toEqual(['ifAbsentAction']);
  });

  it('take pay code allocations by a time range or by a formula, not both or half of one', () => {
    const payCodeID = '6a1f5c3e-2b4d-4e8f-9a0b-1c2d3e4f5a6b';
    const allocations = (...rows: object[]) => fieldsOf(checkRecord(SHIFT, { ...dayShift, payCodeAllocations: rows.map((row) => ({ payCodeID, ...row })) }));
    expect(allocations({ from: '18:00', to: '06:00' }, { formula: 'overtime1 * 1.5' })).toEqual([]);
    expect(allocations({ from: '18:00', to: '06:00', formula: 'overtime1' })).toEqual(['payCodeAllocations[].formula']);
    expect(allocations({ from: '18:00' })).toEqual(['payCodeAllocations[].formula']);
    expect(allocations({})).toEqual(['payCodeAllocations[].formula']);
    expect(allocations({ from: '18:00', to: '18:00' })).toEqual(['payCodeAllocations[].to']);
    expect(allocations({ from: '25:00', to: '06:00' })).toEqual(['payCodeAllocations[0].from']);
  });

  it('take auto adjustments of whole minutes on an optional day, and a shift increment that divides 60', () => {
    const adjustmentTypeID = '6a1f5c3e-2b4d-4e8f-9a0b-1c2d3e4f5a6b';
    expect(fieldsOf(checkRecord(SHIFT, { ...dayShift, autoAdjustments: [{ adjustmentTypeID, minutes: 30 }, { adjustmentTypeID, minutes: 15, dayOfWeek: 5 }] }))).toEqual([]);
    expect(fieldsOf(checkRecord(SHIFT, { ...dayShift, autoAdjustments: [{ adjustmentTypeID, minutes: 0, dayOfWeek: 8 }] }))).toEqual([
      'autoAdjustments[0].minutes',
      'autoAdjustments[0].dayOfWeek',
    ]);
    expect(fieldsOf(checkRecord(SHIFT, { ...dayShift, shiftIncrement: 15, hoursRequired: 240, leavePay: 480 }))).toEqual([]);
    expect(fieldsOf(checkRecord(SHIFT, { ...dayShift, shiftIncrement: 7 }))).toEqual(['shiftIncrement']);
  });

  it('take pay rates with a multiplier and leave types with a unit from 1 to 4', () => {
    expect(fieldsOf(checkRecord(PAY_RATE, { name: 'Time and a half', code: 'OT15', multiplier: '1.5' }))).toEqual([]);
    expect(fieldsOf(checkRecord(PAY_RATE, { name: 'Odd', code: 'X', multiplier: 'one' }))).toEqual(['multiplier']);
    expect(fieldsOf(checkRecord(LEAVE_TYPE, { name: 'Annual', unitOfMeasure: 2 }))).toEqual([]);
    expect(fieldsOf(checkRecord(LEAVE_TYPE, { name: 'Annual', unitOfMeasure: 0 }))).toEqual(['unitOfMeasure']);
    expect(fieldsOf(checkRecord(LEAVE_TYPE, { name: 'Annual' }))).toEqual(['unitOfMeasure']);
  });

  it('take a leave rule with its defaults, and each rule and sequence number once in a scheme', () => {
    const leaveTypeID = '6a1f5c3e-2b4d-4e8f-9a0b-1c2d3e4f5a6b';
    const rule = checkRecord(LEAVE_RULE, { name: 'Annual', leaveTypeID, accrueValue: '1.25' });
    expect(rule.errors).toEqual([]);
    expect(rule.value).toMatchObject({ lengthOfService: 0, accrualInterval: 3, accrueType: 'everyXIntervals', x: 1, maxAccumulation: null });
    expect(fieldsOf(checkRecord(LEAVE_RULE, { name: 'Annual', leaveTypeID, accrueValue: '1', x: 0 }))).toEqual(['x']);
    const [a, b] = ['6a1f5c3e-2b4d-4e8f-9a0b-1c2d3e4f5a6b', '7b2f5c3e-2b4d-4e8f-9a0b-1c2d3e4f5a6b'];
    expect(fieldsOf(checkRecord(LEAVE_SCHEME, { name: 'Staff', leaveRules: [{ leaveRuleID: a, sequenceNumber: 2 }, { leaveRuleID: b }] }))).toEqual([]);
    expect(fieldsOf(checkRecord(LEAVE_SCHEME, { name: 'Staff', leaveRules: [{ leaveRuleID: a }, { leaveRuleID: a }] }))).toEqual(['leaveRules[].leaveRuleID']);
    expect(fieldsOf(checkRecord(LEAVE_SCHEME, { name: 'Staff', leaveRules: [{ leaveRuleID: a, sequenceNumber: 1 }, { leaveRuleID: b, sequenceNumber: 1 }] }))).toEqual([
      'leaveRules[].sequenceNumber',
    ]);
  });
});
