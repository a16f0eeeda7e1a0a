import type { ReportContext, ReportQuery } from '../domain/report';
import { groupingSql } from '../report-grouping.sql';
import { EMPLOYEE_ORDER_SQL } from './employee-groups.util';

/** The selected employees with their reader group and its readers by position, by group, reader group and employee. */
export function readerGroupsQuery(context: ReportContext): ReportQuery {
  const group = groupingSql(context.groupBy, 'employee');
  return {
    text: `SELECT ${group.title} AS group_title, coalesce(reader_group.name, 'No reader group') AS reader_group,
                  employee.employee_number, employee.surname || ', ' || employee.first_name AS name, department.name AS department,
                  coalesce(readers.names, '') AS readers, coalesce(readers.count, 0) AS reader_count
             FROM api.employees employee
             LEFT JOIN api.scanner_groups reader_group ON reader_group.id = employee.scanner_group_id
             LEFT JOIN LATERAL (
               SELECT string_agg(reader.name, ', ' ORDER BY member.position, reader.name) AS names, count(*)::int AS count
                 FROM api.scanner_groups_scanner_ids member JOIN api.scanners reader ON reader.id = member.ref_id
                WHERE member.owner_id = reader_group.id) readers ON true
             LEFT JOIN api.departments department ON department.id = employee.department_id
             ${group.joins}
            -- The period ($2, $3) is the page header's: reader groups are not dated.
            WHERE employee.id = ANY($1::uuid[]) AND $2::date <= $3::date
            ORDER BY 1, reader_group.name NULLS LAST, reader_group.id, ${EMPLOYEE_ORDER_SQL}`,
    values: [context.employeeIDs, context.from, context.to],
  };
}
