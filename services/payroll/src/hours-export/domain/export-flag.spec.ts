import { describe, expect, it } from 'vitest';
import { exportFlagChanges, markedDaysByEmployee } from './export-flag';

const day = (employeeShiftID: string, employeeID: string, exported: boolean) => ({ employeeShiftID, employeeID, shiftDate: '2026-03-02', exported });

describe('exportFlagChanges', () => {
  it('groups the days that change per employee and leaves the ones already in the asked state', () => {
    const days = [day('s1', 'e1', false), day('s2', 'e1', true), day('s3', 'e2', false), day('s4', 'e1', false)];
    expect(exportFlagChanges(days, true)).toEqual([
      { employeeID: 'e1', days: [days[0], days[3]] },
      { employeeID: 'e2', days: [days[2]] },
    ]);
    expect(exportFlagChanges(days, false)).toEqual([{ employeeID: 'e1', days: [days[1]] }]);
  });

  it('changes nothing when every day is already so', () => {
    expect(exportFlagChanges([day('s1', 'e1', true)], true)).toEqual([]);
  });
});

describe('markedDaysByEmployee', () => {
  const covered = (employeeShiftID: string, employeeID: string) => ({ employeeShiftID, employeeID, shiftDate: '2026-03-02' });

  it('groups the covered days per employee in the order given, leaving out those already flagged', () => {
    const days = [covered('s1', 'e1'), covered('s2', 'e1'), covered('s3', 'e2'), covered('s4', 'e3')];
    expect(markedDaysByEmployee(days, new Set(['s2', 's4']))).toEqual([
      { employeeID: 'e1', days: [days[0]] },
      { employeeID: 'e2', days: [days[2]] },
    ]);
  });

  it('gives no employee whose covered days were all flagged already', () => {
    expect(markedDaysByEmployee([covered('s1', 'e1')], new Set(['s1']))).toEqual([]);
  });
});
