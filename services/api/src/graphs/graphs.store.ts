import { Inject, Injectable } from '@nestjs/common';
import { GRAPH_EXCEPTION_STATUSES, CLOCKING_STATUS, type GraphRequest } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import type { AttendanceRow, DepartmentMinutesRow, EmployeeExceptionsRow, StatusCountRow } from './domain/graph-answers';

/**
 * The selection as a report's (docs/reports.md, "Employee selection"): the employees by id, the
 * members of a saved employee filter, or every employee; $1 the ids, $2 the filter.
 */
const CHOSEN = `chosen AS (
    SELECT e.id FROM api.employees e
     WHERE ($1::uuid[] IS NULL OR e.id = ANY($1::uuid[]))
       AND ($2::uuid IS NULL OR e.id IN (SELECT api.employee_filter_members($2::uuid))))`;

/** The selection's stored days of the period ($3, $4) from the time engine's view. */
const DAYS = `days AS (
    SELECT s.* FROM time_engine.v_employee_shifts s JOIN chosen c ON c.id = s.employee_id
     WHERE s.shift_date BETWEEN $3::date AND $4::date)`;

const OVERTIME = Array.from({ length: 10 }, (_, i) => `sum(d.over_time${i + 1}_tot)::int AS "overTime${i + 1}"`).join(', ');

/** The SQL of the graphs: reads of the time engine's stored days (time_engine.v_employee_shifts, v_clockings) and the api's employees. */
@Injectable()
export class GraphsStore {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async reportFilterExists(id: string): Promise<boolean> {
    const rows: unknown[] = await this.runtime.dataSource.query('SELECT 1 FROM api.employee_filters WHERE id = $1', [id]);
    return rows.length > 0;
  }

  /** How many days carry each status, per date. */
  statusCounts(request: GraphRequest): Promise<StatusCountRow[]> {
    return this.query(
      `WITH ${CHOSEN}, ${DAYS}
       SELECT to_char(d.shift_date, 'YYYY-MM-DD') AS date, st.status::int AS status, count(*)::int AS count
         FROM days d CROSS JOIN LATERAL unnest(d.statuses) AS st (status)
        GROUP BY d.shift_date, st.status`,
      request,
    );
  }

  /** Minutes per department of the employee record and bucket, departments by name (no department last). */
  departmentMinutes(request: GraphRequest): Promise<DepartmentMinutesRow[]> {
    return this.query(
      `WITH ${CHOSEN}, ${DAYS}
       SELECT e.department_id AS "departmentID", coalesce(dep.name, 'No department') AS name,
              sum(d.normal_time_tot)::int AS normal, ${OVERTIME}, sum(d.no_pay_time_tot)::int AS "noPay",
              sum(d.leave_minutes)::int AS leave
         FROM days d JOIN api.employees e ON e.id = d.employee_id
         LEFT JOIN api.departments dep ON dep.id = e.department_id
        GROUP BY e.department_id, dep.name
        ORDER BY dep.name NULLS LAST`,
      request,
    );
  }

  /** The `top` employees with the most exception occurrences, with their count per status; ties by name. */
  employeeExceptions(request: GraphRequest, top: number): Promise<EmployeeExceptionsRow[]> {
    return this.query(
      `WITH ${CHOSEN}, ${DAYS},
       counted AS (
         SELECT d.employee_id, st.status::int AS status, count(*)::int AS count
           FROM days d CROSS JOIN LATERAL unnest(d.statuses) AS st (status)
          WHERE st.status = ANY($5::int[])
          GROUP BY d.employee_id, st.status),
       ranked AS (
         SELECT c.employee_id, sum(c.count)::int AS total, e.employee_number, e.surname || ', ' || e.first_name AS name
           FROM counted c JOIN api.employees e ON e.id = c.employee_id
          GROUP BY c.employee_id, e.employee_number, e.surname, e.first_name
          ORDER BY total DESC, name, e.employee_number
          LIMIT $6)
       SELECT r.employee_id AS "employeeID", r.employee_number AS "employeeNumber", r.name, r.total,
              json_object_agg(c.status, c.count) AS counts
         FROM ranked r JOIN counted c ON c.employee_id = r.employee_id
        GROUP BY r.employee_id, r.employee_number, r.name, r.total
        ORDER BY r.total DESC, r.name, r.employee_number`,
      request,
      [GRAPH_EXCEPTION_STATUSES, top],
    );
  }

  /**
   * Per date, the rostered days (a shift, not on leave, decided: not still waiting for further
   * action), those with a clocking, and those taken as leave.
   */
  attendance(request: GraphRequest): Promise<AttendanceRow[]> {
    return this.query(
      `WITH ${CHOSEN}, ${DAYS},
       rostered AS (
         SELECT d.shift_date, $5 = ANY(d.statuses) AS on_leave, $6 = ANY(d.statuses) AS waiting,
                EXISTS (SELECT 1 FROM time_engine.v_clockings k WHERE k.employee_shift_id = d.id) AS clocked
           FROM days d WHERE d.day_kind = 'shift')
       SELECT to_char(shift_date, 'YYYY-MM-DD') AS date,
              count(*) FILTER (WHERE NOT on_leave AND NOT waiting)::int AS scheduled,
              count(*) FILTER (WHERE NOT on_leave AND NOT waiting AND clocked)::int AS attended,
              count(*) FILTER (WHERE on_leave)::int AS "onLeave"
         FROM rostered GROUP BY shift_date`,
      request,
      [CLOCKING_STATUS.onLeave, CLOCKING_STATUS.waitingFurtherAction],
    );
  }

  private query<T>(sql: string, { employeeIDs, reportFilterID, from, to }: GraphRequest, more: unknown[] = []): Promise<T[]> {
    return this.runtime.dataSource.query(sql, [employeeIDs ?? null, reportFilterID ?? null, from, to, ...more]);
  }
}
