import { adjustmentsReport } from './definitions/adjustments.report';
import { attendanceReport } from './definitions/attendance.report';
import { clockedTimesReport } from './definitions/clocked-times.report';
import { employeeWorkRosterReport } from './definitions/employee-work-roster.report';
import { evacuationReport } from './definitions/evacuation.report';
import { payCodeAllocationsReport } from './definitions/pay-code-allocations.report';
import { readerActivityReport } from './definitions/reader-activity.report';
import { readerGroupsReport } from './definitions/reader-groups.report';
import { shiftStatusReport } from './definitions/shift-status.report';
import { timeTotalsReport } from './definitions/time-totals.report';
import { topXShiftStatusReport } from './definitions/top-x-shift-status.report';
import { workRosterReport } from './definitions/work-roster.report';
import type { AnyReportDefinition } from './domain/report';

/**
 * Every report the api makes, one line each (docs/reports.md): the controller answers a Generate
 * call from its definition here and the report job runs it. A call without a line answers 501.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each definition has its own request class; the controller validates with it
export const REPORT_DEFINITIONS: readonly AnyReportDefinition<any>[] = [
  clockedTimesReport,
  shiftStatusReport,
  topXShiftStatusReport,
  timeTotalsReport,
  attendanceReport,
  adjustmentsReport,
  payCodeAllocationsReport,
  workRosterReport,
  employeeWorkRosterReport,
  readerGroupsReport,
  readerActivityReport,
  evacuationReport,
];
