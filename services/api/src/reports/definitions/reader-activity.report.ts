import { ReaderActivityReportRequest } from '@tna/contracts';
import type { ReportDefinition } from '../domain/report';
import { readerActivityQuery } from './reader-activity.store';

/**
 * The selected employees' clockings per reader (docs/reports.md, "Reader Activity"): every
 * clocking a reader recorded (ingestion's raw clockings, as the reader sent them) whose date in
 * the READER's zone is in the period, a group per reader, times in the reader's zone, the
 * direction as stored (time-and-attendance readers send none). `readerAccessType` keeps readers of
 * that type. The index on raw clockings (employee_id, clocked_at) finds them by employee and a UTC
 * range one day wider than the period on each side, covering any zone.
 */
export const readerActivityReport: ReportDefinition<ReaderActivityReportRequest> = {
  call: 'GenerateReportEmployeeReaderActivity',
  kind: 'reader-activity',
  title: 'Reader Activity',
  request: ReaderActivityReportRequest,
  layout: (options) => ({
    title: 'Reader Activity',
    orientation: 'portrait',
    columns: [
      { key: 'date', label: 'Date', type: 'date', width: 1 },
      { key: 'time', label: 'Time', type: 'time', width: 0.7 },
      { key: 'employee_number', label: 'Employee #', type: 'text', width: 1 },
      { key: 'name', label: 'Name', type: 'text', width: 2 },
      { key: 'direction', label: 'Direction', type: 'text', width: 0.8 },
    ],
    notes: [`Readers: ${options.readerAccessType ?? 'all types'}; times in each reader's time zone`],
  }),
  query: (options, context) => readerActivityQuery(context, options.readerAccessType ?? null),
  row: (record) => ({
    groups: [String(record.reader_title), String(record.group_title)],
    cells: {
      date: record.date as string,
      time: record.time as string,
      employee_number: record.employee_number as string,
      name: record.name as string,
      direction: (record.direction as string | null) ?? '',
    },
  }),
};
