/** The request classes of the Generate calls (docs/reports.md), one file per report. */
export * from './clocked-times.dto';
export * from './report-filters.dto';
export * from './shift-status.dto';
export * from './top-x-shift-status.dto';
export * from './time-totals.dto';
export * from './attendance.dto';
export * from './adjustments.dto';
export * from './pay-code-allocations.dto';
export * from './work-roster.dto';
export * from './reader-groups.dto';
export * from './reader-activity.dto';
export * from './evacuation.dto';
