import { ReaderGroupsReportRequest } from '@tna/contracts';
import type { ReportDefinition } from '../domain/report';
import { groupingSql } from '../report-grouping.sql';
import { EMPLOYEE_ORDER_SQL } from './employee-groups.util';

/**
 * Employees with their reader group and the readers in it (docs/reports.md, "Reader Groups"): a
 * group per reader group (within the request's grouping), a line per employee naming the group's
 * readers, and the employees counted per group. The period is not used: the allocation is today's.
 */
export const readerGroupsReport: ReportDefinition<ReaderGroupsReportRequest> = {
  call: 'GenerateReportEmployeeReaderGroupAllocations',
  kind: 'reader-groups',
  title: 'Reader Groups',
  request: ReaderGroupsReportRequest,
  layout: () => ({
    title: 'Reader Groups',
    orientation: 'landscape',
    columns: [
      { key: 'employee_number', label: 'Employee #', type: 'text', width: 1 },
      { key: 'name', label: 'Name', type: 'text', width: 2 },
      { key: 'department', label: 'Department', type: 'text', width: 1.5 },
      { key: 'readers', label: 'Readers', type: 'text', width: 4 },
      { key: 'reader_count', label: 'Readers #', type: 'integer', width: 0.8 },
    ],
  }),
  query: (_options, context) => {
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
  },
  row: (record) => ({
    groups: [String(record.group_title), String(record.reader_group)],
    cells: {
      employee_number: record.employee_number as string,
      name: record.name as string,
      department: (record.department as string | null) ?? '',
      readers: record.readers as string,
      reader_count: record.reader_count as number,
    },
  }),
};
