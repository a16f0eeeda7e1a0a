import { describe, expect, it } from 'vitest';
import type { WorkRosterDay } from '@tna/contracts';
import type { ReportContext } from '../domain/report';
import { dayRows } from './employee-work-roster.report';
import { plannedRosterDay, weekRows, type PlannedRoster } from './work-roster.report';

const context: ReportContext = { from: '2026-03-04', to: '2026-03-06', employeeIDs: ['e'], groupBy: 'department', heading: null, output: 'pdf', timeZone: 'UTC' };
const shifts = new Map([['day', { name: 'Day shift', short: 'DAY', start: '07:30', end: '16:30' }]]);
const employee = { id: 'e', groupTitle: 'Assembly', label: 'Adams, Ann (1)' };
const shiftDay = (date: string, fields: Partial<Exclude<WorkRosterDay, { kind: 'error' }>> = {}): WorkRosterDay => ({
  date,
  kind: 'shift',
  shiftID: 'day',
  source: 'pattern',
  targetMinutes: 480,
  leave: null,
  ...fields,
});
const rosterOf = (days: WorkRosterDay[]): PlannedRoster => ({ employee, days: days.map((day) => plannedRosterDay(day, shifts)) });

describe('a Work Roster line', () => {
  it('puts each day under its weekday, marks leave and shift changes, and leaves days outside the period blank', () => {
    const roster = rosterOf([
      shiftDay('2026-03-04', { leave: { full: true } }),
      shiftDay('2026-03-05', { leave: { minutes: 180, position: 'BEGIN' } }),
      { date: '2026-03-06', kind: 'dayOff', shiftID: null, source: 'shiftChange', targetMinutes: 0, leave: null },
    ]);
    expect(weekRows(roster, context)).toEqual([
      {
        groups: ['Assembly', 'Adams, Ann (1)'],
        cells: { week: '2026-03-02', planned: 300, mon: '', tue: '', wed: 'Leave (DAY)', thu: 'DAY 07:30-16:30 +L', fri: 'Off*', sat: '', sun: '' },
      },
    ]);
  });

  it('starts a line each Monday, leaves a day without a roster blank and shows a day the engine cannot roster as an error', () => {
    const rows = weekRows(
      rosterOf([
        { date: '2026-03-08', kind: 'noRoster', shiftID: null, source: 'noRoster', targetMinutes: 0, leave: null },
        { date: '2026-03-09', kind: 'error', error: 'startDay: must be 1..7, the days of pattern p' },
      ]),
      context,
    );
    expect(rows.map((row) => row.cells)).toEqual([
      { week: '2026-03-02', planned: 0, mon: '', tue: '', wed: '', thu: '', fri: '', sat: '', sun: '' },
      { week: '2026-03-09', planned: 0, mon: 'Error', tue: '', wed: '', thu: '', fri: '', sat: '', sun: '' },
    ]);
  });
});

describe('an Employee Work Roster line', () => {
  it('counts leave on a shift day only, up to its target, and says why a day is so', () => {
    const rows = dayRows(
      rosterOf([
        shiftDay('2026-03-04', { source: 'replacement', leave: { minutes: 600, position: 'BEGIN' } }),
        { date: '2026-03-05', kind: 'dayOff', shiftID: null, source: 'publicHoliday', targetMinutes: 0, leave: { full: true } },
        { date: '2026-03-06', kind: 'error', error: 'startDay: must be 1..7, the days of pattern p' },
      ]),
      context,
    );
    expect(rows.map((row) => row.cells)).toEqual([
      { date: '2026-03-04', weekday: 'Wednesday', shift: 'Day shift', start: '07:30', end: '16:30', leave: 480, planned: 0, note: 'Replacement shift; Partial leave' },
      { date: '2026-03-05', weekday: 'Thursday', shift: 'Day off', start: null, end: null, leave: 0, planned: 0, note: 'Public holiday' },
      { date: '2026-03-06', weekday: 'Friday', shift: 'Roster error', start: null, end: null, leave: 0, planned: 0, note: 'startDay: must be 1..7, the days of pattern p' },
    ]);
  });
});
