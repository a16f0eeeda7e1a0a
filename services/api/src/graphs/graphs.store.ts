import { Inject, Injectable } from '@nestjs/common';
import { GRAPH_EXCEPTION_STATUSES, type GraphRequest } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { SCHEDULED_DAYS_SQL } from '../reports/definitions/attendance.store';
import { DAYS_IN_PERIOD_SQL } from '../reports/definitions/calculated-days.store';
import { selectEmployees, type EmployeeSelection } from '../reports/reports.store';
import type { AttendanceRow, DepartmentMinutesRow, EmployeeExceptionsRow, SelectedPeriod, StatusCountRow } from './domain/graph-answers';

/** The selection's stored days of the period from the time engine's view ($1 the employees, $2 from, $3 to, as the reports' days). */
const DAYS = `days AS (SELECT s.* FROM time_engine.v_employee_shifts s WHERE ${DAYS_IN_PERIOD_SQL})`;

const OVERTIME = Array.from({ length: 10 }, (_, i) => `sum(d.over_time${i + 1}_tot)::int AS "overTime${i + 1}"`).join(', ');

/** The SQL of the graphs: reads of the time engine's stored days (time_engine.v_employee_shifts, v_clockings) and the api's employees. */
@Injectable()
export class GraphsStore {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  /** Whom a graph covers: the reports' one resolution (reports.store.ts). */
  selectEmployees(request: GraphRequest): Promise<EmployeeSelection> {
    return selectEmployees(this.runtime.dataSource, request);
  }

  /** How many days carry each status, per date. */
  statusCounts(selection: SelectedPeriod): Promise<StatusCountRow[]> {
    return this.query(
      `WITH ${DAYS}
       SELECT to_char(d.shift_date, 'YYYY-MM-DD') AS date, st.status::int AS status, count(*)::int AS count
         FROM days d CROSS JOIN LATERAL unnest(d.statuses) AS st (status)
        GROUP BY d.shift_date, st.status`,
      selection,
    );
  }

  /** Minutes per department of the employee record and bucket, departments by name (no department last). */
  departmentMinutes(selection: SelectedPeriod): Promise<DepartmentMinutesRow[]> {
    return this.query(
      `WITH ${DAYS}
       SELECT e.department_id AS "departmentID", coalesce(dep.name, 'No department') AS name,
              sum(d.normal_time_tot)::int AS normal, ${OVERTIME}, sum(d.no_pay_time_tot)::int AS "noPay",
              sum(d.leave_minutes)::int AS leave
         FROM days d JOIN api.employees e ON e.id = d.employee_id
         LEFT JOIN api.departments dep ON dep.id = e.department_id
        GROUP BY e.department_id, dep.name
        ORDER BY dep.name NULLS LAST`,
      selection,
    );
  }

  /** The `top` employees with the most exception occurrences, with their count per status; ties by name. */
  employeeExceptions(selection: SelectedPeriod, top: number): Promise<EmployeeExceptionsRow[]> {
    return this.query(
      `WITH ${DAYS},
       counted AS (
         SELECT d.employee_id, st.status::int AS status, count(*)::int AS count
           FROM days d CROSS JOIN LATERAL unnest(d.statuses) AS st (status)
          WHERE st.status = ANY($4::int[])
          GROUP BY d.employee_id, st.status),
       ranked AS (
         SELECT c.employee_id, sum(c.count)::int AS total, e.employee_number, e.surname || ', ' || e.first_name AS name
           FROM counted c JOIN api.employees e ON e.id = c.employee_id
          GROUP BY c.employee_id, e.employee_number, e.surname, e.first_name
          ORDER BY total DESC, name, e.employee_number
          LIMIT $5)
       SELECT r.employee_id AS "employeeID", r.employee_number AS "employeeNumber", r.name, r.total,
              json_object_agg(c.status, c.count) AS counts
         FROM ranked r JOIN counted c ON c.employee_id = r.employee_id
        GROUP BY r.employee_id, r.employee_number, r.name, r.total
        ORDER BY r.total DESC, r.name, r.employee_number`,
      selection,
      [GRAPH_EXCEPTION_STATUSES, top],
    );
  }

  /**
   * Per date, the scheduled days, those attended (present) and those on leave, each day judged by
   * the one rule the Attendance report uses (SCHEDULED_DAYS_SQL, docs/reports.md "Attendance").
   */
  attendance(selection: SelectedPeriod): Promise<AttendanceRow[]> {
    return this.query(
      `SELECT to_char(d.shift_date, 'YYYY-MM-DD') AS date, count(*)::int AS scheduled,
              count(*) FILTER (WHERE d.present)::int AS attended, count(*) FILTER (WHERE d.on_leave)::int AS "onLeave"
         FROM (${SCHEDULED_DAYS_SQL}) d GROUP BY d.shift_date`,
      selection,
    );
  }

  private query<T>(sql: string, { employeeIDs, from, to }: SelectedPeriod, more: unknown[] = []): Promise<T[]> {
    return this.runtime.dataSource.query(sql, [employeeIDs, from, to, ...more]);
  }
}
