import { EmployeeWorkRosterReportRequest } from '@tna/contracts';
import type { ReportDefinition } from '../domain/report';
import { groupingSql } from '../report-grouping.sql';
import { EMPLOYEE_LABEL_SQL, EMPLOYEE_ORDER_SQL, employeeGroups } from './employee-groups.util';
import { WEEKDAY_NAMES } from './work-roster.report';
import { PLANNED_DAYS_SQL } from './work-roster.store';

/** Why a day is what it is, as the Employee Work Roster's Note column says it. */
const SOURCE_TEXT: Record<string, string> = {
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

/**
 * One employee's (or each selected employee's) roster for the period (docs/reports.md, "Employee
 * Work Roster"): a line per day with the shift, its times, the planned time and why the day is so.
 */
export const employeeWorkRosterReport: ReportDefinition<EmployeeWorkRosterReportRequest> = {
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
  query: (_options, context) => {
    const group = groupingSql(context.groupBy, 'employee');
    return {
      text: `WITH planned AS (${PLANNED_DAYS_SQL})
             SELECT ${group.title} AS group_title, ${EMPLOYEE_LABEL_SQL} AS employee_label, to_char(planned.day, 'YYYY-MM-DD') AS date,
                    planned.weekday, planned.kind, planned.source, planned.shift_name, planned.start_time, planned.end_time,
                    planned.full_leave, planned.leave_minutes, planned.planned_minutes
               FROM planned
               JOIN api.employees employee ON employee.id = planned.employee_id
               ${group.joins}
              ORDER BY 1, ${EMPLOYEE_ORDER_SQL}, planned.day`,
      values: [context.employeeIDs, context.from, context.to],
    };
  },
  row: (record, _options, context) => {
    const shift = record.kind === 'shift';
    const notes = [SOURCE_TEXT[record.source as string] ?? '', record.full_leave ? 'Leave' : (record.leave_minutes as number) > 0 ? 'Partial leave' : '']
      .filter((note) => note !== '')
      .join('; ');
    return {
      groups: employeeGroups(context.groupBy, record.group_title, record.employee_label),
      cells: {
        date: record.date as string,
        weekday: WEEKDAY_NAMES[(record.weekday as number) - 1],
        shift: shift ? ((record.shift_name as string | null) ?? '') : record.kind === 'dayOff' ? 'Day off' : 'No roster',
        start: shift ? (record.start_time as string | null) : null,
        end: shift ? (record.end_time as string | null) : null,
        leave: record.leave_minutes as number,
        planned: record.planned_minutes as number,
        note: notes,
      },
    };
  },
};
