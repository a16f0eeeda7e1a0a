import type { ReportGrouping } from '@tna/contracts';
import type { ReportQuery } from '../domain/report';
import { groupingSql } from '../report-grouping.sql';
import { DAYS_IN_PERIOD_SQL, EMPLOYEE_COLUMNS_SQL, OVERTIME_BUCKETS, OVERTIME_TOTAL_SQL } from './calculated-days.store';
import { EMPLOYEE_ORDER_SQL } from './employee-groups.util';

const BUCKET_SUMS = OVERTIME_BUCKETS.map((bucket) => `sum(s.over_time${bucket}_tot)::int AS overtime${bucket}`).join(', ');

/**
 * Each selected employee's totals over the calculated days of the period (a row per employee, per
 * group when grouped by the day's shift, and per weekday with `byWeekday`, Monday first): days
 * worked, normal, each overtime bucket and all overtime, no pay with its NP B and NP A parts,
 * short and leave minutes. Employees without a calculated day in the period have no row.
 */
export function timeTotalsQuery(employeeIDs: string[], from: string, to: string, groupBy: ReportGrouping | null, byWeekday: boolean): ReportQuery {
  const group = groupingSql(groupBy, 'employee', 'sh.name');
  const weekday = byWeekday ? ', extract(isodow FROM s.shift_date)::int' : '';
  return {
    text: `SELECT ${group.title} AS group_title, ${EMPLOYEE_COLUMNS_SQL}${weekday ? `${weekday} AS weekday` : ''},
                  (count(*) FILTER (WHERE s.normal_time_tot + ${OVERTIME_TOTAL_SQL} > 0))::int AS days_worked,
                  sum(s.normal_time_tot)::int AS normal, ${BUCKET_SUMS}, sum(${OVERTIME_TOTAL_SQL})::int AS overtime,
                  sum(s.no_pay_time_tot)::int AS no_pay, sum(s.no_pay_tot_before)::int AS no_pay_before, sum(s.no_pay_tot_after)::int AS no_pay_after,
                  sum(s.short_time)::int AS short, sum(s.leave_minutes)::int AS leave
             FROM time_engine.v_employee_shifts s
             JOIN api.employees employee ON employee.id = s.employee_id
             LEFT JOIN api.shifts sh ON sh.id = s.shift_id
             ${group.joins}
            WHERE ${DAYS_IN_PERIOD_SQL}
            GROUP BY 1, employee.id${weekday}
            ORDER BY group_title, ${EMPLOYEE_ORDER_SQL}${weekday}`,
    values: [employeeIDs, from, to],
  };
}
