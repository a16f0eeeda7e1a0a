import type { ReportGrouping } from '@tna/contracts';
import { CLOCKING_STATUS as S } from '@tna/contracts';
import type { ReportQuery } from '../domain/report';
import { groupingSql } from '../report-grouping.sql';
import { DAYS_IN_PERIOD_SQL, EMPLOYEE_COLUMNS_SQL, OVERTIME_TOTAL_SQL } from './calculated-days.store';
import { EMPLOYEE_ORDER_SQL } from './employee-groups.util';

/**
 * The one definition of attendance, used by the Attendance report and the attendance graph
 * (docs/reports.md, "Attendance"): the scheduled days of the period ($1 employees, $2 from, $3 to),
 * each judged once. Scheduled: a shift day (`day_kind` shift) whose calculation has decided
 * something (not only 0, waiting). Present: worked time, or a clocking (1, 2, 6, 101, 102); on
 * leave: full-day leave (5) and not present; absent: neither; late: late in (103; a cleared late
 * in, 109, is not). The rate of these counts is domain/attendance-rate.ts.
 */
export const SCHEDULED_DAYS_SQL = `
  SELECT s.employee_id, s.shift_date, s.shift_id, present, NOT present AND ${S.onLeave} = ANY(s.statuses) AS on_leave,
         ${S.lateIn} = ANY(s.statuses) AS late
    FROM time_engine.v_employee_shifts s
   CROSS JOIN LATERAL (SELECT s.normal_time_tot + ${OVERTIME_TOTAL_SQL} > 0
                              OR s.statuses && ARRAY[${[S.clockedInOut, S.clockedIn, S.clockedOnLeaveDay, S.noIn, S.noOut].join(', ')}]::smallint[] AS present) judged
   WHERE ${DAYS_IN_PERIOD_SQL} AND s.day_kind = 'shift' AND s.statuses <> ARRAY[${S.waitingFurtherAction}]::smallint[]`;

/**
 * The attendance of each selected employee with a scheduled day in the period (per group when
 * grouped by the day's shift): days scheduled, present, absent, on leave and late. With `byDay`,
 * a record per scheduled day instead, each carrying its employee's totals (window sums) and
 * whether it is the employee's last, so the report can close the employee with the rate.
 */
export function attendanceQuery(employeeIDs: string[], from: string, to: string, groupBy: ReportGrouping | null, byDay: boolean): ReportQuery {
  const group = groupingSql(groupBy, 'employee', 'sh.name');
  const source = `FROM (${SCHEDULED_DAYS_SQL}) d
             JOIN api.employees employee ON employee.id = d.employee_id
             LEFT JOIN api.shifts sh ON sh.id = d.shift_id
             ${group.joins}`;
  if (!byDay) {
    return {
      text: `SELECT ${group.title} AS group_title, ${EMPLOYEE_COLUMNS_SQL},
                    count(*)::int AS scheduled, (count(*) FILTER (WHERE d.present))::int AS present,
                    (count(*) FILTER (WHERE d.on_leave))::int AS on_leave,
                    (count(*) FILTER (WHERE NOT d.present AND NOT d.on_leave))::int AS absent,
                    (count(*) FILTER (WHERE d.late))::int AS late
               ${source}
              GROUP BY 1, employee.id
              ORDER BY group_title, ${EMPLOYEE_ORDER_SQL}`,
      values: [employeeIDs, from, to],
    };
  }
  return {
    text: `SELECT *, scheduled_days = day_number AS last_day FROM (
             SELECT ${group.title} AS group_title, ${EMPLOYEE_COLUMNS_SQL},
                    to_char(d.shift_date, 'YYYY-MM-DD') AS shift_date, extract(isodow FROM d.shift_date)::int AS weekday,
                    sh.name AS shift_name, d.present, d.on_leave, d.late,
                    (count(*) OVER employee_days)::int AS scheduled_days,
                    (count(*) FILTER (WHERE d.present) OVER employee_days)::int AS present_days,
                    (count(*) FILTER (WHERE d.on_leave) OVER employee_days)::int AS leave_days,
                    (row_number() OVER (employee_days ORDER BY d.shift_date))::int AS day_number,
                    employee.surname, employee.first_name, d.shift_date AS day
               ${source}
             WINDOW employee_days AS (PARTITION BY ${group.title}, employee.id)) days
            ORDER BY group_title, surname, first_name, employee_number, employee_id, day`,
    values: [employeeIDs, from, to],
  };
}
