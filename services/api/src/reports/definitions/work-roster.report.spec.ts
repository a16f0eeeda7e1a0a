import { describe, expect, it } from 'vitest';
import type { ReportContext } from '../domain/report';
import { workRosterReport } from './work-roster.report';

const context: ReportContext = { from: '2026-03-04', to: '2026-03-06', employeeIDs: ['e'], groupBy: 'department', heading: null, output: 'pdf', timeZone: 'UTC' };
const options = { from: '2026-03-04', to: '2026-03-06', output: 'pdf' as const };
const day = (weekday: number, fields: Record<string, unknown>) => ({
  weekday,
  kind: 'shift',
  source: 'pattern',
  shift_short: 'DAY',
  start_time: '07:30',
  end_time: '16:30',
  full_leave: false,
  leave_minutes: 0,
  ...fields,
});

describe('a Work Roster line', () => {
  it('puts each day under its weekday, marks leave and shift changes, and leaves days outside the period blank', () => {
    const row = workRosterReport.row(
      {
        group_title: 'Assembly',
        employee_label: 'Adams, Ann (1)',
        week: '2026-03-02',
        planned: 300,
        days: [day(3, { full_leave: true, leave_minutes: 480 }), day(4, { leave_minutes: 180 }), day(5, { kind: 'dayOff', source: 'shiftChange' })],
      },
      options,
      context,
    );
    expect(row).toEqual({
      groups: ['Assembly', 'Adams, Ann (1)'],
      cells: { week: '2026-03-02', planned: 300, mon: '', tue: '', wed: 'Leave (DAY)', thu: 'DAY 07:30-16:30 +L', fri: 'Off*', sat: '', sun: '' },
    });
  });

  it('leaves a day without a roster blank', () => {
    const row = workRosterReport.row({ group_title: '', employee_label: 'x', week: '2026-03-02', planned: 0, days: [day(1, { kind: 'noRoster', shift_short: null })] }, options, context);
    expect(row).toMatchObject({ cells: { mon: '' } });
  });
});
