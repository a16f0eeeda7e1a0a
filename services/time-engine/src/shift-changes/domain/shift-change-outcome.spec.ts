import { describe, expect, it } from 'vitest';
import { changeShiftResultCode, dayChangeOutcome, employeeSpans, type DayBeforeChange } from './shift-change-outcome';

const day = (overrides: Partial<DayBeforeChange> = {}): DayBeforeChange => ({ locked: false, manual: null, stored: null, ...overrides });

describe('dayChangeOutcome', () => {
  it('refuses a locked day whatever it holds', () => {
    expect(dayChangeOutcome(day({ locked: true }), 'a')).toBe('locked');
    expect(dayChangeOutcome(day({ locked: true, stored: { dayKind: 'shift', shiftID: 'a' } }), 'a')).toBe('locked');
  });

  it('refuses a day on leave (151), after the lock', () => {
    expect(dayChangeOutcome(day({ onLeave: true, stored: { dayKind: 'shift', shiftID: 'a' } }), 'b')).toBe('onLeave');
    expect(dayChangeOutcome(day({ onLeave: true, locked: true }), 'b')).toBe('locked');
  });

  it('goes by the manual change when the day has one', () => {
    expect(dayChangeOutcome(day({ manual: { shiftID: 'a' }, stored: { dayKind: 'shift', shiftID: 'b' } }), 'a')).toBe('same');
    expect(dayChangeOutcome(day({ manual: { shiftID: null } }), null)).toBe('same');
    expect(dayChangeOutcome(day({ manual: { shiftID: 'a' } }), null)).toBe('change');
    expect(dayChangeOutcome(day({ manual: { shiftID: null }, stored: { dayKind: 'shift', shiftID: 'a' } }), 'a')).toBe('change');
  });

  it('otherwise goes by the stored day: a day off is null, a day without a roster is not a day off', () => {
    expect(dayChangeOutcome(day({ stored: { dayKind: 'shift', shiftID: 'a' } }), 'a')).toBe('same');
    expect(dayChangeOutcome(day({ stored: { dayKind: 'shift', shiftID: 'a' } }), 'b')).toBe('change');
    expect(dayChangeOutcome(day({ stored: { dayKind: 'dayOff', shiftID: null } }), null)).toBe('same');
    expect(dayChangeOutcome(day({ stored: { dayKind: 'noRoster', shiftID: null } }), null)).toBe('change');
    expect(dayChangeOutcome(day({ stored: { dayKind: 'shift', shiftID: 'a' } }), null)).toBe('change');
  });

  it('changes a day with neither a stored day nor a manual change', () => {
    expect(dayChangeOutcome(day(), 'a')).toBe('change');
    expect(dayChangeOutcome(day(), null)).toBe('change');
  });
});

describe('changeShiftResultCode', () => {
  it('answers 1 when any day changed, else 150 when a day was locked, else 10', () => {
    expect(changeShiftResultCode({ changed: 3, locked: 2 })).toBe(1);
    expect(changeShiftResultCode({ changed: 0, locked: 1 })).toBe(150);
    expect(changeShiftResultCode({ changed: 0, locked: 0 })).toBe(10);
  });

  it('answers 151 when no day changed, none was locked and a day was on leave', () => {
    expect(changeShiftResultCode({ changed: 0, locked: 0, onLeave: 2 })).toBe(151);
    expect(changeShiftResultCode({ changed: 0, locked: 1, onLeave: 2 })).toBe(150);
    expect(changeShiftResultCode({ changed: 1, locked: 0, onLeave: 2 })).toBe(1);
  });
});

describe('employeeSpans', () => {
  it('spans each employee from the first to the last date, in any order', () => {
    expect(
      employeeSpans([
        { employeeID: 'e1', date: '2026-03-04' },
        { employeeID: 'e2', date: '2026-03-01' },
        { employeeID: 'e1', date: '2026-03-02' },
        { employeeID: 'e1', date: '2026-03-09' },
      ]),
    ).toEqual([
      { employeeID: 'e1', from: '2026-03-02', to: '2026-03-09' },
      { employeeID: 'e2', from: '2026-03-01', to: '2026-03-01' },
    ]);
  });
});
