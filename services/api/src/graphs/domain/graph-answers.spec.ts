import { describe, expect, it } from 'vitest';
import { attendanceRate, hoursByDepartment, statusesPerDay, topExceptions, type DepartmentMinutesRow } from './graph-answers';

const minutes = (overrides: Partial<DepartmentMinutesRow>): DepartmentMinutesRow => ({
  departmentID: 'd-1',
  name: 'Packing',
  normal: 0,
  ...(Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`overTime${i + 1}`, 0])) as Record<`overTime${number}`, number>),
  noPay: 0,
  leave: 0,
  ...overrides,
} as DepartmentMinutesRow);

describe('graph answers', () => {
  it('gives each status found a point on every date, zero where no day carries it', () => {
    const answer = statusesPerDay(
      [
        { date: '2026-03-10', status: 103, count: 2 },
        { date: '2026-03-09', status: 1, count: 3 },
      ],
      ['2026-03-09', '2026-03-10'],
    );
    expect(answer.series).toEqual([
      { code: 1, text: 'Clocked in/out', points: [{ date: '2026-03-09', count: 3 }, { date: '2026-03-10', count: 0 }] },
      { code: 103, text: 'Late in', points: [{ date: '2026-03-09', count: 0 }, { date: '2026-03-10', count: 2 }] },
    ]);
  });

  it('keeps Normal and only the buckets with minutes', () => {
    const answer = hoursByDepartment([minutes({ normal: 960, overTime2: 30 }), minutes({ departmentID: null, name: 'No department', leave: 480 })]);
    expect(answer.buckets).toEqual([
      { key: 'normal', label: 'Normal' },
      { key: 'overTime2', label: 'OT2' },
      { key: 'leave', label: 'Leave' },
    ]);
    expect(answer.departments).toEqual([
      { departmentID: 'd-1', name: 'Packing', minutes: [960, 30, 0] },
      { departmentID: null, name: 'No department', minutes: [0, 0, 480] },
    ]);
  });

  it('lines up each employee’s counts with the statuses any of them has', () => {
    const answer = topExceptions([
      { employeeID: 'e-1', employeeNumber: '1', name: 'Late, Lou', total: 3, counts: { '103': 2, '100': 1 } },
      { employeeID: 'e-2', employeeNumber: '2', name: 'Absent, Abe', total: 1, counts: { '100': 1 } },
    ]);
    expect(answer.statuses).toEqual([
      { code: 100, text: 'AWOL' },
      { code: 103, text: 'Late in' },
    ]);
    expect(answer.employees.map((employee) => employee.counts)).toEqual([[1, 2], [1, 0]]);
  });

  it('rates attended over the scheduled days not on leave (the Attendance report\'s rate), per date and for the period; none where nobody was rostered or all were on leave', () => {
    const answer = attendanceRate(
      [
        { date: '2026-03-09', scheduled: 3, attended: 2, onLeave: 1 },
        { date: '2026-03-10', scheduled: 3, attended: 2, onLeave: 0 },
        { date: '2026-03-12', scheduled: 1, attended: 0, onLeave: 1 },
      ],
      ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12'],
    );
    expect(answer.days.map((day) => day.ratePercent)).toEqual([100, 66.7, null, null]);
    expect(answer.overall).toEqual({ scheduled: 7, attended: 4, onLeave: 2, ratePercent: 80 });
  });
});
