import { ClockedTimesReportRequest, statusText } from '@tna/contracts';
import { EMPLOYEE_SHIFT_SELECT } from '../../clockings/clockings.store';
import type { ShiftPairs } from '../../shared/shift-pairs.util';
import type { ReportColumn, ReportContext, ReportDefinition, ReportRow } from '../domain/report';
import { groupingSql } from '../report-grouping.sql';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const OVERTIME_KEYS = Array.from({ length: 10 }, (_, i) => `overTime${i + 1}Tot`);
/** Groupings whose title already names the employee: the employee is not a second group then. */
const BY_EMPLOYEE = new Set(['employeeNumber', 'surname']);

/** One employee day as the report's query gives it: the clocking screen's select, with the employee and the group. */
interface ClockedTimesRecord {
  group_title: string;
  employee_title: string;
  time_zone: string;
  shiftDate: string;
  shiftName: string | null;
  statuses: (string | number)[];
  normalTimeTot: number;
  noPayTimeTot: number;
  shortTime: number;
  leaveMinutes: number;
  authorised: boolean;
  exported: boolean;
  pairs: ShiftPairs | null;
  clockings: { id: string; clockedAt: string }[];
  [overtime: string]: unknown;
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** The wall date and time of an instant in a zone: ['2026-11-09', '22:00']. One formatter per zone, kept. */
function wallClock(instant: string, zone: string): [string, string] {
  let format = wallClocks.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    wallClocks.set(zone, format);
  }
  // en-GB writes 'dd/mm/yyyy, HH:MM'.
  const text = format.format(new Date(instant));
  return [`${text.slice(6, 10)}-${text.slice(3, 5)}-${text.slice(0, 2)}`, text.slice(12, 17)];
}

/** A clocking's wall time, with the days it lies after (or before) the shift's date: '06:00 (+1)'. */
function clockText(instant: string, zone: string, shiftDate: string): string {
  const [date, time] = wallClock(instant, zone);
  const days = Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${shiftDate}T00:00:00Z`)) / 86_400_000);
  return days === 0 ? time : `${time} (${days > 0 ? '+' : ''}${days})`;
}

/**
 * The day's pairs as the time engine made them, in the employee's zone: '08:00–12:00, 12:30–17:00';
 * a pair still open ends with its IN: '08:00–'. Clockings in no pair (duplicates, an OUT without
 * IN) are left out, as the engine left them out of the day's time.
 */
export function pairsText(record: Pick<ClockedTimesRecord, 'pairs' | 'clockings' | 'time_zone' | 'shiftDate'>): string {
  const at = new Map(record.clockings.map((clocking) => [clocking.id, clocking.clockedAt]));
  const show = (id: string | null) => {
    const instant = id === null ? undefined : at.get(id);
    return instant === undefined ? '' : clockText(instant, record.time_zone, record.shiftDate);
  };
  return (record.pairs ?? []).map((pair) => `${show(pair.in)}–${show(pair.out)}`).join(', ');
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
  query: (_options, context: ReportContext) => {
    const grouping = groupingSql(context.groupBy, 'e', 'day."shiftName"');
    return {
      text: `SELECT ${grouping.title} AS group_title, e.surname || ', ' || e.first_name || ' (' || e.employee_number || ')' AS employee_title,
                    coalesce(e.time_zone, $4) AS time_zone, day.*
               FROM (${EMPLOYEE_SHIFT_SELECT} WHERE s.employee_id = ANY($1::uuid[]) AND s.shift_date BETWEEN $2::date AND $3::date) day
               JOIN api.employees e ON e.id = day."employeeID"
               ${grouping.joins}
              ORDER BY group_title, e.surname, e.first_name, e.employee_number, e.id, day."shiftDate"`,
      values: [context.employeeIDs, context.from, context.to, context.timeZone],
    };
  },
  row: (raw, options, context): ReportRow => {
    const record = raw as ClockedTimesRecord;
    const groups = !context.groupBy ? [record.employee_title] : BY_EMPLOYEE.has(context.groupBy) ? [record.group_title] : [record.group_title, record.employee_title];
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
