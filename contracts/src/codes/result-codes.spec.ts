import { describe, expect, it } from 'vitest';
import { exportedDayResult, RESULT_CODES, result } from './result-codes';

describe('result codes', () => {
  it('builds a result with the text of its family', () => {
    expect(result('clocking', 5)).toEqual({ code: 5, text: 'Out before in' });
    expect(result('adjustment', 200)).toEqual({ code: 200, text: 'Shift changes are locked' });
    expect(result('shiftChange', 151)).toEqual({ code: 151, text: 'On leave, cancel the leave first' });
    expect(result('other', 102)).toEqual({ code: 102, text: 'You may not authorise or unauthorise your own hours' });
    expect(result('locationChange', 1)).toEqual({ code: 1, text: 'Processed' });
    expect(result('cancelLeave', 700)).toEqual({ code: 700, text: 'Application does not exist' });
    expect(result('createLeave', 45)).toEqual({ code: 45, text: 'Minimum balance exceeded' });
    expect(result('changeLeaveOriginalShift', 153)).toEqual({ code: 153, text: 'Not on leave' });
  });

  it('reads the same code differently in each family', () => {
    expect(result('adjustment', 1).text).toBe('Record created');
    expect(result('shiftChange', 1).text).toBe('Shift changed');
    expect(result('clocking', 1).text).toBe('In and out created');
  });

  it('holds every code of the specification, and the leave families the project adds', () => {
    const counts = Object.fromEntries(Object.entries(RESULT_CODES).map(([family, codes]) => [family, Object.keys(codes).length]));
    expect(counts).toEqual({
      adjustment: 16,
      shiftChange: 17,
      other: 6,
      locationChange: 1,
      cancelLeave: 4,
      createLeave: 10,
      changeLeaveOriginalShift: 5,
      clocking: 18,
      approveDeclineLeave: 9,
      leaveJob: 3,
    });
  });

  it('keeps the lock code for a day exported to payroll and says so in the text', () => {
    expect(exportedDayResult('clocking', 10)).toEqual({ code: 10, text: 'Locked: the day is exported to payroll' });
    expect(exportedDayResult('adjustment', 200)).toEqual({ code: 200, text: 'Shift changes are locked: the day is exported to payroll' });
  });

  it('starts every text with a capital letter', () => {
    const texts = Object.values(RESULT_CODES).flatMap((codes) => Object.values(codes) as string[]);
    expect(texts.filter((text) => !/^[A-Z]/.test(text))).toEqual([]);
  });
});
