import { ClockedTimesReportRequest, statusText } from '@tna/contracts';
import { pairsText, type ClockedTimesDay } from '../domain/clocked-times-text';
import type { ReportColumn, ReportContext, ReportDefinition, ReportRow } from '../domain/report';
import { clockedTimesQuery } from './clocked-times.store';
import { employeeGroups } from './employee-groups.util';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const OVERTIME_KEYS = Array.from({ length: 10 }, (_, i) => `overTime${i + 1}Tot`);

/** One employee day as the report's query gives it: the clocking screen's select, with the employee and the group. */
interface ClockedTimesRecord extends ClockedTimesDay {
  group_title: string;
  employee_title: string;
  shiftName: string | null;
  statuses: (string | number)[];
  normalTimeTot: number;
  noPayTimeTot: number;
  shortTime: number;
  leaveMinutes: number;
  authorised: boolean;
  exported: boolean;
  [overtime: string]: unknown;
}

const COLUMNS: ReportColumn[] = [
  { key: 'date', label: 'Date', type: 'date', width: 1.1 },
  { key: 'day', label: 'Day', type: 'text', width: 0.6 },
  { key: 'shift', label: 'Shift', type: 'text', width: 1.4 },
  { key: 'clockings', label: 'Clockings', type: 'text', width: 2.6 },
  { key: 'normal', label: 'Normal', type: 'minutes', width: 0.8, total: true },
  { key: 'overtime', label: 'Overtime', type: 'minutes', width: 0.8, total: true },
  { key: 'noPay', label: 'No Pay', type: 'minutes', width: 0.8, total: true },
  { key: 'short', label: 'Short', type: 'minutes', width: 0.8, total: true },
  { key: 'leave', label: 'Leave', type: 'minutes', width: 0.8, total: true },
  { key: 'status', label: 'Status', type: 'text', width: 2.2 },
];
const MARKS: ReportColumn[] = [
  { key: 'authorised', label: 'Authorised', type: 'text', width: 0.8 },
  { key: 'exported', label: 'Exported', type: 'text', width: 0.8 },
];

/**
 * Clocked Times (docs/reports.md, "Clocked Times"): one row per stored employee day in the period,
 * read through the clocking screen's select, grouped by the request's grouping and then by
 * employee, with subtotals of the minute columns. Clockings are shown in the employee's zone (the
 * installation's when they have none).
 */
export const clockedTimesReport: ReportDefinition<ClockedTimesReportRequest> = {
  call: 'GenerateReportClockedTimes',
  kind: 'clocked-times',
  title: 'Clocked Times',
  request: ClockedTimesReportRequest,
  layout: (options) => ({
    title: 'Clocked Times',
    orientation: 'landscape',
    columns: options.hoursAuthorisedAndExported ? [...COLUMNS, ...MARKS] : COLUMNS,
    notes: [...(options.hoursAuthorisedAndExported ? ['Hours authorised and exported'] : []), "Clockings in each employee's time zone"],
  }),
  query: (_options, context: ReportContext) => clockedTimesQuery(context.employeeIDs, context.from, context.to, context.groupBy, context.timeZone),
  row: (raw, options, context): ReportRow => {
    const record = raw as ClockedTimesRecord;
    // Without grouping the employee is the only group (not under an empty one), as Clocked Times always printed it.
    const groups = context.groupBy ? employeeGroups(context.groupBy, record.group_title, record.employee_title) : [record.employee_title];
    const cells: ReportRow['cells'] = {
      date: record.shiftDate,
      day: WEEKDAYS[new Date(`${record.shiftDate}T00:00:00Z`).getUTCDay()],
      shift: record.shiftName ?? '',
      clockings: pairsText(record),
      normal: record.normalTimeTot,
      overtime: OVERTIME_KEYS.reduce((sum, key) => sum + Number(record[key] ?? 0), 0),
      noPay: record.noPayTimeTot,
      short: record.shortTime,
      leave: record.leaveMinutes,
      status: record.statuses.map((code) => statusText(Number(code))).join(', '),
    };
    if (options.hoursAuthorisedAndExported) {
      cells.authorised = record.authorised ? 'Yes' : 'No';
      cells.exported = record.exported ? 'Yes' : 'No';
    }
    return { groups, cells };
  },
};
