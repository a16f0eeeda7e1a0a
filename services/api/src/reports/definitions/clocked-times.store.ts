import type { ReportGrouping } from '@tna/contracts';
import { EMPLOYEE_SHIFT_SELECT } from '../../clockings/clockings.store';
import type { ReportQuery } from '../domain/report';
import { groupingSql } from '../report-grouping.sql';
import { EMPLOYEE_ORDER_SQL, employeeLabelSql } from './employee-groups.util';

/**
 * The selected employees' stored days of the period through the clocking screen's select, with
 * the group and the employee's title and zone (the installation's, `timeZone`, for one without),
 * ordered by group, employee and date.
 */
export function clockedTimesQuery(employeeIDs: string[], from: string, to: string, groupBy: ReportGrouping | null, timeZone: string): ReportQuery {
  const grouping = groupingSql(groupBy, 'employee', 'day."shiftName"');
  return {
    text: `SELECT ${grouping.title} AS group_title, ${employeeLabelSql()} AS employee_title,
                  coalesce(employee.time_zone, $4) AS time_zone, day.*
             FROM (${EMPLOYEE_SHIFT_SELECT} WHERE s.employee_id = ANY($1::uuid[]) AND s.shift_date BETWEEN $2::date AND $3::date) day
             JOIN api.employees employee ON employee.id = day."employeeID"
             ${grouping.joins}
            ORDER BY group_title, ${EMPLOYEE_ORDER_SQL}, day."shiftDate"`,
    values: [employeeIDs, from, to, timeZone],
  };
}
