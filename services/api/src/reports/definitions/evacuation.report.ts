import { EvacuationReportRequest } from '@tna/contracts';
import type { ReportContext, ReportDefinition } from '../domain/report';
import { evacuationQuery, type EvacuationMoment } from './evacuation.store';

/**
 * How far back a last clocking counts: an IN older than this is a clock-out that never came (a
 * forgotten OUT, a card left at home), not someone still inside.
 */
export const ON_SITE_WITHIN_HOURS = 24;

/** How the Direction column says where the direction came from (docs/reports.md, "Evacuation"). */
const DIRECTION_TEXT: Record<string, string> = { IN: 'IN', paired: 'IN (paired)', unknown: 'Unknown' };

/** The one instant asked for: `evacuateOn evacuateAt` in the request's zone, else the installation's. */
const evacuationMoment = (options: EvacuationReportRequest, context: ReportContext): EvacuationMoment => ({
  on: options.evacuateOn,
  at: options.evacuateAt,
  zone: options.timeZone ?? context.timeZone,
  withinHours: ON_SITE_WITHIN_HOURS,
});

/**
 * Who is on site at one moment (docs/reports.md, "Evacuation"): each employee's last clocking at or
 * before it (evacuation.store.ts). The employee is on site when that clocking is an IN: its own
 * direction (access-control readers), else the part the time engine gave it in its day's pairs
 * (time-and-attendance readers send none), else unknown, which counts as on site: a marshal would
 * rather look for someone who left than miss someone inside. Only clockings of the
 * ON_SITE_WITHIN_HOURS before the instant count. The Last clocking column is in each employee's zone.
 */
export const evacuationReport: ReportDefinition<EvacuationReportRequest> = {
  call: 'GenerateReportEmployeeEvacuation',
  kind: 'evacuation',
  title: 'Evacuation',
  request: EvacuationReportRequest,
  urgent: true,
  layout: (options, context) => ({
    title: 'Evacuation',
    orientation: 'portrait',
    columns: [
      { key: 'employee_number', label: 'Employee #', type: 'text', width: 1 },
      { key: 'name', label: 'Name', type: 'text', width: 2 },
      { key: 'department', label: 'Department', type: 'text', width: 1.5 },
      { key: 'clocked_at', label: 'Last clocking', type: 'dateTime', width: 1.4 },
      { key: 'reader', label: 'Reader', type: 'text', width: 1.5 },
      { key: 'direction', label: 'Direction', type: 'text', width: 1 },
    ],
    notes: [
      `On site at ${options.evacuateOn} ${options.evacuateAt} ${evacuationMoment(options, context).zone}, by their last clocking of the ${ON_SITE_WITHIN_HOURS} hours before (shown in each employee's time zone)`,
    ],
  }),
  query: (options, context) =>
    evacuationQuery(context.employeeIDs, context.from, context.to, context.groupBy, evacuationMoment(options, context), context.timeZone),
  row: (record) => ({
    groups: [String(record.group_title)],
    cells: {
      employee_number: record.employee_number as string,
      name: record.name as string,
      department: (record.department as string | null) ?? '',
      clocked_at: record.clocked_at as string,
      reader: (record.reader as string | null) ?? 'Entered by hand',
      direction: DIRECTION_TEXT[record.direction as string] ?? String(record.direction),
    },
  }),
};
