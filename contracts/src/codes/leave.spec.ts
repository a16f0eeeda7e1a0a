import { describe, expect, it } from 'vitest';
import {
  LEAVE_APPLICATION_STATUS,
  LEAVE_APPLICATION_STATUS_TEXT,
  LEAVE_STATEMENT_ACTION_TEXT,
  LEAVE_UNIT,
  LEAVE_UNIT_TEXT,
  isLeaveUnit,
} from './leave';

describe('leave codes', () => {
  it('names the application statuses', () => {
    expect(LEAVE_APPLICATION_STATUS_TEXT[LEAVE_APPLICATION_STATUS.newWaiting]).toBe('New/Waiting');
    expect(LEAVE_APPLICATION_STATUS_TEXT[LEAVE_APPLICATION_STATUS.finallyGranted]).toBe('Finally Granted');
    expect(LEAVE_APPLICATION_STATUS_TEXT[22]).toBe('Finally Declined');
    expect(Object.keys(LEAVE_APPLICATION_STATUS_TEXT).map(Number)).toEqual([0, 1, 2, 11, 22]);
  });

  it('names the statement action types 1 to 5', () => {
    expect(Object.keys(LEAVE_STATEMENT_ACTION_TEXT).map(Number)).toEqual([1, 2, 3, 4, 5]);
    expect(LEAVE_STATEMENT_ACTION_TEXT[4]).toBe('Carry Over Accumulated Value');
  });

  it('treats unit 0 (not specified) as no unit', () => {
    expect(isLeaveUnit(0)).toBe(false);
    expect(isLeaveUnit(5)).toBe(false);
    expect(Object.values(LEAVE_UNIT).every(isLeaveUnit)).toBe(true);
    expect(LEAVE_UNIT_TEXT[LEAVE_UNIT.days]).toBe('Days');
  });
});
