import type { ReportGrouping } from '@tna/contracts';
import type { ReportQuery } from '../domain/report';
import { groupingSql } from '../report-grouping.sql';
import { DAYS_IN_PERIOD_SQL, EMPLOYEE_COLUMNS_SQL } from './calculated-days.store';
import { EMPLOYEE_ORDER_SQL } from './employee-groups.util';

/**
 * Every status of the selected employees' calculated days in the period, one row per day and
 * status, optionally only `statuses`; the status count range keeps the employees whose number of
 * such rows lies in [minCount, maxCount]. Ordered by group, employee, date and code.
 */
export function shiftStatusQuery(
  employeeIDs: string[],
  from: string,
  to: string,
  groupBy: ReportGrouping | null,
  options: { statuses: number[] | null; minCount: number | null; maxCount: number | null },
): ReportQuery {
  const group = groupingSql(groupBy, 'employee', 'sh.name');
  return {
    text: `WITH occurrences AS (
             SELECT s.employee_id, s.shift_date, s.shift_id, status::int AS status,
                    count(*) OVER (PARTITION BY s.employee_id) AS employee_count
               FROM time_engine.v_employee_shifts s
              CROSS JOIN LATERAL unnest(s.statuses) AS status
              WHERE ${DAYS_IN_PERIOD_SQL}
                AND ($4::int[] IS NULL OR status = ANY($4::int[])))
           SELECT ${group.title} AS group_title, ${EMPLOYEE_COLUMNS_SQL},
                  to_char(o.shift_date, 'YYYY-MM-DD') AS shift_date, extract(isodow FROM o.shift_date)::int AS weekday,
                  sh.name AS shift_name, o.status
             FROM occurrences o
             JOIN api.employees employee ON employee.id = o.employee_id
             LEFT JOIN api.shifts sh ON sh.id = o.shift_id
             ${group.joins}
            WHERE ($5::int IS NULL OR o.employee_count >= $5) AND ($6::int IS NULL OR o.employee_count <= $6)
            ORDER BY group_title, ${EMPLOYEE_ORDER_SQL}, o.shift_date, o.status`,
    values: [employeeIDs, from, to, options.statuses, options.minCount, options.maxCount],
  };
}
