import { EmployeeWorkRosterReportRequest, type WorkRosterDaySource } from '@tna/contracts';
import type { ReportContext, ReportRow, SourcedReportDefinition } from '../domain/report';
import { employeeGroups } from './employee-groups.util';
import { plannedRosters, WEEKDAY_NAMES, type PlannedRoster } from './work-roster.report';

/** Why a day is what it is, as the Employee Work Roster's Note column says it. */
const SOURCE_TEXT: Record<WorkRosterDaySource, string> = {
  calculated: 'As calculated',
  noRoster: '',
  shiftChange: 'Shift change',
  pattern: '',
  replacement: 'Replacement shift',
  friday: 'Friday non-working',
  saturday: 'Saturday non-working',
  sunday: 'Sunday non-working',
  publicHoliday: 'Public holiday',
};

/** An employee's lines, one per day; a day the engine cannot roster says so, with its reason in the note. Pure. */
export function dayRows(roster: PlannedRoster, context: ReportContext): ReportRow[] {
  const groups = employeeGroups(context.groupBy, roster.employee.groupTitle, roster.employee.label);
  return roster.days.map((day) => {
    const onShift = day.kind === 'shift';
    const notes =
      day.kind === 'error'
        ? [day.error ?? '']
        : [day.source === null ? '' : SOURCE_TEXT[day.source], day.fullLeave ? 'Leave' : day.leaveMinutes > 0 ? 'Partial leave' : ''].filter((note) => note !== '');
    return {
      groups,
      cells: {
        date: day.date,
        weekday: WEEKDAY_NAMES[day.weekday - 1],
        shift: onShift ? (day.shift?.name ?? '') : day.kind === 'dayOff' ? 'Day off' : day.kind === 'error' ? 'Roster error' : 'No roster',
        start: onShift ? (day.shift?.start ?? null) : null,
        end: onShift ? (day.shift?.end ?? null) : null,
        leave: day.leaveMinutes,
        planned: day.plannedMinutes,
        note: notes.join('; '),
      },
    };
  });
}

/**
 * One employee's (or each selected employee's) roster for the period (docs/reports.md, "Employee
 * Work Roster"): a line per day with the shift, its times, the planned time and why the day is so,
 * as the time engine plans it.
 */
export const employeeWorkRosterReport: SourcedReportDefinition<EmployeeWorkRosterReportRequest> = {
  call: 'GenerateEmployeeWorkRoster',
  kind: 'employee-work-roster',
  title: 'Employee Work Roster',
  request: EmployeeWorkRosterReportRequest,
  layout: () => ({
    title: 'Employee Work Roster',
    orientation: 'portrait',
    columns: [
      { key: 'date', label: 'Date', type: 'date', width: 1 },
      { key: 'weekday', label: 'Day', type: 'text', width: 1 },
      { key: 'shift', label: 'Shift', type: 'text', width: 2 },
      { key: 'start', label: 'Start', type: 'time', width: 0.7 },
      { key: 'end', label: 'End', type: 'time', width: 0.7 },
      { key: 'leave', label: 'Leave', type: 'minutes', width: 0.7, total: true },
      { key: 'planned', label: 'Planned', type: 'minutes', width: 0.8, total: true },
      { key: 'note', label: 'Note', type: 'text', width: 1.6 },
    ],
  }),
  async *rows(_options, context, source) {
    for await (const roster of plannedRosters(context, source)) yield* dayRows(roster, context);
  },
};
