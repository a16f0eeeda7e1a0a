import { ReaderGroupsReportRequest } from '@tna/contracts';
import type { ReportDefinition } from '../domain/report';
import { readerGroupsQuery } from './reader-groups.store';

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
  query: (_options, context) => readerGroupsQuery(context),
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
