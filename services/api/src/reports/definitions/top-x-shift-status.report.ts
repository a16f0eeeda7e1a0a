import { statusText, TOPX_MEASURE_LABELS, TopXShiftStatusReportRequest, type ReportGrouping } from '@tna/contracts';
import type { ReportColumn, ReportDefinition } from '../domain/report';
import { groupsAreEmployees } from './employee-groups.util';
import { topXShiftStatusQuery } from './top-x-shift-status.store';

/** What a ranked group is called in the column header. */
const GROUP_LABEL: Record<Exclude<ReportGrouping, 'employeeNumber' | 'surname'>, string> = {
  team: 'Team',
  department: 'Department',
  costCentre: 'Cost centre',
  shift: 'Shift',
  businessUnit: 'Business unit',
  jobTitle: 'Job title',
};

function rankedColumns(groupBy: ReportGrouping | null): ReportColumn[] {
  if (!groupBy || groupsAreEmployees(groupBy)) {
    return [
      { key: 'employeeNumber', label: 'Employee no.', type: 'text', width: 1.4 },
      { key: 'name', label: 'Name', type: 'text', width: 2.2 },
    ];
  }
  return [{ key: 'name', label: GROUP_LABEL[groupBy as keyof typeof GROUP_LABEL], type: 'text', width: 3.4 }];
}

/**
 * Top-X Shift Status (docs/reports.md): the employees, or the groups when grouped by an
 * organisation unit or shift, with the highest measure over the chosen statuses, ranked. Every
 * measure is shown; the chosen one orders the rows. One list, so no group headers: the grand
 * total adds up the incidents, time and headcount of those listed.
 */
export const topXShiftStatusReport: ReportDefinition<TopXShiftStatusReportRequest> = {
  call: 'GenerateReportTopXShiftStatuses',
  kind: 'top-x-shift-status',
  title: 'Top-X Shift Status',
  request: TopXShiftStatusReportRequest,
  layout: (options, context) => ({
    title: 'Top-X Shift Status',
    orientation: 'portrait',
    columns: [
      { key: 'rank', label: 'Rank', type: 'integer', width: 0.6 },
      ...rankedColumns(context.groupBy),
      { key: 'headcount', label: 'Headcount', type: 'integer', width: 1.1, total: true },
      { key: 'incidents', label: 'No of Incidents', type: 'integer', width: 1.4, total: true },
      { key: 'timeValue', label: 'Time Value', type: 'minutes', total: true },
      { key: 'timeHeadcount', label: 'Time/Headcount', type: 'minutes', width: 1.5 },
      { key: 'incidentHeadcount', label: 'Incident/Headcount', type: 'decimal', width: 1.7 },
    ],
    notes: [
      `Top ${options.topX} by ${TOPX_MEASURE_LABELS[options.measure]}`,
      `Statuses: ${options.statuses.map((code) => `${code} ${statusText(code)}`).join(', ')}`,
    ],
  }),
  query: (options, context) =>
    topXShiftStatusQuery(context.employeeIDs, context.from, context.to, context.groupBy, {
      measure: options.measure,
      statuses: options.statuses,
      topX: options.topX,
    }),
  row: (record, _options, context) => ({
    groups: [],
    cells: {
      rank: Number(record.rank),
      ...(!context.groupBy || groupsAreEmployees(context.groupBy) ? { employeeNumber: String(record.employee_number) } : {}),
      name: String(record.label),
      headcount: Number(record.headcount),
      incidents: Number(record.incidents),
      timeValue: Number(record.time_value),
      timeHeadcount: Number(record.time_headcount),
      incidentHeadcount: Number(record.incident_headcount),
    },
  }),
};
