import type { ReportOutput } from '@tna/contracts';

/** What each output is served as (Content-Type of DownloadReport). */
export const REPORT_CONTENT_TYPES: Readonly<Record<ReportOutput, string>> = {
  pdf: 'application/pdf',
  excel: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  excelText: 'text/tab-separated-values; charset=utf-8',
};

const EXTENSIONS: Readonly<Record<ReportOutput, string>> = { pdf: 'pdf', excel: 'xlsx', excelText: 'txt' };

/** `clocked-times-2026-11-01-2026-11-30.xlsx`: the report, its period and its kind of file. */
export function reportFileName(kind: string, from: string, to: string, output: ReportOutput): string {
  return `${kind}-${from}-${to}.${EXTENSIONS[output]}`;
}

/** Where a finished report is fetched, with the session of the user who asked for it (never a public link). */
export function reportDownloadUrl(jobID: string): string {
  return `/api/DownloadReport?ID=${jobID}`;
}
