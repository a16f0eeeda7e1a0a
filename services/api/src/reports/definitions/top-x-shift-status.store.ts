import { REPORT_STATUS_CODES, type ReportGrouping, type TopXMeasure } from '@tna/contracts';
import type { ReportQuery } from '../domain/report';
import { statusTimeValue, type StatusTimeValue } from '../domain/status-time-value';
import { groupingSql } from '../report-grouping.sql';
import { DAYS_IN_PERIOD_SQL, OVERTIME_TOTAL_SQL } from './calculated-days.store';
import { groupsAreEmployees } from './employee-groups.util';

/** The day's minutes each kind of time value reads, for a day aliased `s`. */
const TIME_VALUE_SQL: Record<StatusTimeValue, string> = {
  normal: 's.normal_time_tot',
  overtime: `(${OVERTIME_TOTAL_SQL})`,
  short: 's.short_time',
  noPayBefore: 's.no_pay_tot_before',
  noPayAfter: 's.no_pay_tot_after',
  leave: 's.leave_minutes',
};

/** The minutes of a status (column `status`) on its day: a CASE over each code's time value, built from constants only. */
const STATUS_MINUTES_SQL = `CASE status ${REPORT_STATUS_CODES.flatMap((code) => {
  const value = statusTimeValue(code);
  return value ? [`WHEN ${code} THEN ${TIME_VALUE_SQL[value]}`] : [];
}).join(' ')} ELSE 0 END`;

/** What each measure ranks by: the per-head ratios unrounded, so rounding for print makes no false ties. */
const MEASURE_SQL: Record<TopXMeasure, string> = {
  timeHeadcount: 'time_value::numeric / headcount',
  incidentHeadcount: 'incidents::numeric / headcount',
  incidents: 'incidents',
  timeValue: 'time_value',
};

/**
 * Who is ranked, with what headcount, and to whom each occurrence counts (docs/reports.md,
 * "Top-X Shift Status"): employees (headcount 1) unless the report is grouped by an organisation
 * unit (the selected employees in it) or by shift (the employees with a calculated day on it).
 */
function rankedSql(groupBy: ReportGrouping | null): { headcounts: string; occurrences: string } {
  if (!groupBy || groupsAreEmployees(groupBy)) {
    return {
      headcounts: `SELECT employee.id::text AS entity, employee.employee_number, employee.surname || ', ' || employee.first_name AS label, 1 AS headcount
                     FROM api.employees employee WHERE employee.id = ANY($1::uuid[])`,
      occurrences: 'SELECT o.employee_id::text AS entity, o.minutes FROM occurrences o',
    };
  }
  if (groupBy === 'shift') {
    const shift = `coalesce(sh.name, 'No shift')`;
    return {
      headcounts: `SELECT ${shift} AS entity, NULL::text AS employee_number, ${shift} AS label, count(DISTINCT s.employee_id) AS headcount
                     FROM time_engine.v_employee_shifts s LEFT JOIN api.shifts sh ON sh.id = s.shift_id
                    WHERE ${DAYS_IN_PERIOD_SQL} GROUP BY 1`,
      occurrences: `SELECT ${shift} AS entity, o.minutes FROM occurrences o LEFT JOIN api.shifts sh ON sh.id = o.shift_id`,
    };
  }
  const group = groupingSql(groupBy, 'employee');
  return {
    headcounts: `SELECT ${group.title} AS entity, NULL::text AS employee_number, ${group.title} AS label, count(*) AS headcount
                   FROM api.employees employee ${group.joins} WHERE employee.id = ANY($1::uuid[]) GROUP BY 1`,
    occurrences: `SELECT ${group.title} AS entity, o.minutes FROM occurrences o JOIN api.employees employee ON employee.id = o.employee_id ${group.joins}`,
  };
}

/**
 * The `topX` employees or groups with the highest measure over the occurrences of `statuses` in
 * the period, best first; ties share a rank (so the last rank may hold more than one) and those
 * whose measure is 0 are left out.
 */
export function topXShiftStatusQuery(
  employeeIDs: string[],
  from: string,
  to: string,
  groupBy: ReportGrouping | null,
  options: { measure: TopXMeasure; statuses: number[]; topX: number },
): ReportQuery {
  const ranked = rankedSql(groupBy);
  const measure = MEASURE_SQL[options.measure];
  return {
    text: `WITH occurrences AS (
             SELECT s.employee_id, s.shift_id, ${STATUS_MINUTES_SQL} AS minutes
               FROM time_engine.v_employee_shifts s
              CROSS JOIN LATERAL unnest(s.statuses) AS status
              WHERE ${DAYS_IN_PERIOD_SQL} AND status = ANY($4::int[])),
           headcounts AS (${ranked.headcounts}),
           measured AS (
             SELECT entity, count(*) AS incidents, sum(minutes) AS time_value FROM (${ranked.occurrences}) counted GROUP BY entity),
           ranked AS (
             SELECT h.label, h.employee_number, h.headcount::int AS headcount, m.incidents::int AS incidents, m.time_value::int AS time_value,
                    round(m.time_value::numeric / h.headcount)::int AS time_headcount,
                    round(m.incidents::numeric / h.headcount, 2)::float8 AS incident_headcount
               FROM headcounts h JOIN measured m ON m.entity = h.entity)
           SELECT * FROM (
             SELECT ranked.*, rank() OVER (ORDER BY ${measure} DESC)::int AS rank FROM ranked WHERE ${measure} > 0) top
            WHERE rank <= $5
            ORDER BY rank, label, employee_number`,
    values: [employeeIDs, from, to, options.statuses, options.topX],
  };
}
