import { clockedTimesReport } from './definitions/clocked-times.report';
import type { ReportDefinition } from './domain/report';
import { attendanceReport } from './definitions/attendance.report';
import { shiftStatusReport } from './definitions/shift-status.report';
import { timeTotalsReport } from './definitions/time-totals.report';
import { topXShiftStatusReport } from './definitions/top-x-shift-status.report';

/**
 * Every report the api makes, one line each (docs/reports.md): the controller answers a Generate
 * call from its definition here and the report job runs it. A call without a line answers 501.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each definition has its own request class; the controller validates with it
export const REPORT_DEFINITIONS: readonly ReportDefinition<any>[] = [
  clockedTimesReport,
  shiftStatusReport,
  topXShiftStatusReport,
  timeTotalsReport,
  attendanceReport,
];
