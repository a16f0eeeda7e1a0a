/** The request classes of the Generate calls (docs/reports.md), one file per report. */
export * from './clocked-times.dto';
export * from './report-filters.dto';
