import { WorkRosterReportRequest } from '@tna/contracts';
import type { ReportCell, ReportDefinition } from '../domain/report';
import { groupingSql } from '../report-grouping.sql';
import { EMPLOYEE_LABEL_SQL, EMPLOYEE_ORDER_SQL, employeeGroups } from './employee-groups.util';
import { PLANNED_DAYS_SQL } from './work-roster.store';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
/** 1 Monday .. 7 Sunday, as PostgreSQL's isodow and the specification number them. */
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** A planned day as the Work Roster's query aggregates it per week. */
interface RosterDay {
  weekday: number;
  kind: string;
  source: string;
  shift_short: string | null;
  start_time: string | null;
  end_time: string | null;
  full_leave: boolean;
  leave_minutes: number;
}

/** A day in a roster cell: 'Day 07:30-16:30', 'Off', 'Leave (Day)', '' without a roster; '*' marks a shift change. */
function dayCell(day: RosterDay): string {
  const changed = day.source === 'shiftChange' ? '*' : '';
  if (day.kind === 'noRoster') return '';
  if (day.kind !== 'shift') return `Off${changed}`;
  if (day.full_leave) return `Leave (${day.shift_short ?? ''})${changed}`;
  const leave = day.leave_minutes > 0 ? ' +L' : '';
  return `${day.shift_short ?? ''} ${day.start_time ?? ''}-${day.end_time ?? ''}${leave}${changed}`;
}

/**
 * The planned shift per employee per day (docs/reports.md, "Work Roster"), landscape, a line per
 * employee and week (Monday to Sunday) with a column per weekday, so any period fits the page's
 * width; the weeks are cut at the period's ends (days outside it stay blank). Planned time (the
 * shifts' targets less leave) is summed per employee.
 */
export const workRosterReport: ReportDefinition<WorkRosterReportRequest> = {
  call: 'GenerateReportWorkRoster',
  kind: 'work-roster',
  title: 'Work Roster',
  request: WorkRosterReportRequest,
  layout: () => ({
    title: 'Work Roster',
    orientation: 'landscape',
    columns: [
      { key: 'week', label: 'Week of', type: 'date', width: 1 },
      ...WEEKDAYS.map((key, index) => ({ key, label: WEEKDAY_NAMES[index], type: 'text' as const, width: 1.3 })),
      { key: 'planned', label: 'Planned', type: 'minutes' as const, width: 0.8, total: true },
    ],
    notes: ['Off: a day off; Leave: full-day leave; +L: partial leave; *: a shift change; blank: no roster'],
  }),
  query: (_options, context) => {
    const group = groupingSql(context.groupBy, 'employee');
    return {
      text: `WITH planned AS (${PLANNED_DAYS_SQL})
             SELECT ${group.title} AS group_title, ${EMPLOYEE_LABEL_SQL} AS employee_label,
                    to_char(date_trunc('week', planned.day), 'YYYY-MM-DD') AS week,
                    jsonb_agg(jsonb_build_object('weekday', planned.weekday, 'kind', planned.kind, 'source', planned.source,
                              'shift_short', planned.shift_short, 'start_time', planned.start_time, 'end_time', planned.end_time,
                              'full_leave', planned.full_leave, 'leave_minutes', planned.leave_minutes)) AS days,
                    sum(planned.planned_minutes)::int AS planned
               FROM planned
               JOIN api.employees employee ON employee.id = planned.employee_id
               ${group.joins}
              GROUP BY 1, 2, 3, ${EMPLOYEE_ORDER_SQL}
              ORDER BY 1, ${EMPLOYEE_ORDER_SQL}, 3`,
      values: [context.employeeIDs, context.from, context.to],
    };
  },
  row: (record, _options, context) => {
    const cells: Record<string, ReportCell> = { week: record.week as string, planned: record.planned as number };
    for (const key of WEEKDAYS) cells[key] = '';
    for (const day of record.days as RosterDay[]) cells[WEEKDAYS[day.weekday - 1]] = dayCell(day);
    return { groups: employeeGroups(context.groupBy, record.group_title, record.employee_label), cells };
  },
};
