import { ShiftStatusReportRequest, statusText } from '@tna/contracts';
import type { ReportDefinition } from '../domain/report';
import { employeeDayGroups, WEEKDAY_NAMES } from './employee-groups.util';
import { shiftStatusQuery } from './shift-status.store';

/** Options as the notes under the page header name them. */
function shiftStatusNotes(options: ShiftStatusReportRequest): string[] {
  const notes: string[] = [];
  if (options.statuses?.length) notes.push(`Statuses: ${options.statuses.map((code) => `${code} ${statusText(code)}`).join(', ')}`);
  if (options.minCount !== undefined || options.maxCount !== undefined) {
    notes.push(`Status count range: ${options.minCount ?? 0} to ${options.maxCount ?? 'any'} per employee`);
  }
  return notes;
}

/**
 * Shift Status (docs/reports.md): each calculated day's statuses, a row per day and status,
 * grouped by the report's grouping and then per employee; the Count column subtotals the
 * occurrences per employee and group.
 */
export const shiftStatusReport: ReportDefinition<ShiftStatusReportRequest> = {
  call: 'GenerateReportShiftStatuses',
  kind: 'shift-status',
  title: 'Shift Status',
  request: ShiftStatusReportRequest,
  layout: (options) => ({
    title: 'Shift Status',
    orientation: 'portrait',
    columns: [
      { key: 'employeeNumber', label: 'Employee no.', type: 'text', width: 1.4 },
      { key: 'name', label: 'Name', type: 'text', width: 2 },
      { key: 'date', label: 'Date', type: 'date' },
      { key: 'day', label: 'Day', type: 'text', width: 1.2 },
      { key: 'shift', label: 'Shift', type: 'text', width: 1.5 },
      { key: 'code', label: 'Code', type: 'integer', width: 0.8 },
      { key: 'status', label: 'Status', type: 'text', width: 2.2 },
      { key: 'count', label: 'Count', type: 'integer', width: 0.8, total: true },
    ],
    notes: shiftStatusNotes(options),
  }),
  query: (options, context) =>
    shiftStatusQuery(context.employeeIDs, context.from, context.to, context.groupBy, {
      statuses: options.statuses?.length ? options.statuses : null,
      minCount: options.minCount ?? null,
      maxCount: options.maxCount ?? null,
    }),
  row: (record, _options, context) => ({
    groups: employeeDayGroups(record, context.groupBy),
    cells: {
      employeeNumber: String(record.employee_number),
      name: String(record.employee_name),
      date: String(record.shift_date),
      day: WEEKDAY_NAMES[Number(record.weekday)],
      shift: (record.shift_name as string | null) ?? '',
      code: Number(record.status),
      status: statusText(Number(record.status)),
      count: 1,
    },
  }),
};
