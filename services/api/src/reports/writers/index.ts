import type { ReportOutput } from '@tna/contracts';
import type { ReportLayout, ReportRow } from '../domain/report';
import { writeExcelText } from './excel-text-writer';

/** What a report's file says about itself besides its rows (docs/reports.md "Writers"). */
export interface ReportMeta {
  /** The report's name ('Clocked Times'); the Excel sheet's name. */
  title: string;
  /** The request's heading, printed instead of the title when given. */
  heading: string | null;
  /** The period, 'YYYY-MM-DD'. */
  from: string;
  to: string;
  /**
   * When the report was made, as an ISO date-time; its wall time is printed as written, so give
   * it with the reader's offset ('2026-03-31T08:00:00+02:00').
   */
  generatedAt: string;
  /** Lines printed under the date range after the layout's own notes. */
  notes?: string[];
  /** The zone the times are shown in, printed as the last note ('Times in Africa/Johannesburg'). */
  timeZoneNote?: string;
}

/**
 * Writes a report's rows (ordered by their groups) to `sink` as PDF, Excel or Excel Text, with
 * group headers, subtotals and a grand total; ends the sink and resolves when it has finished,
 * with the count of rows written. Reads the rows once, as they come.
 */
export async function writeReport(
  layout: ReportLayout,
  rows: AsyncIterable<ReportRow>,
  meta: ReportMeta,
  output: ReportOutput,
  sink: NodeJS.WritableStream,
): Promise<{ rows: number }> {
  // pdfkit and exceljs load when the first such report is written: requiring them took 0.4 s of
  // every api start.
  switch (output) {
    case 'pdf':
      return { rows: await (await import('./pdf-writer.js')).writePdf(layout, rows, meta, sink) };
    case 'excel':
      return { rows: await (await import('./excel-writer.js')).writeExcel(layout, rows, meta, sink) };
    case 'excelText':
      return { rows: await writeExcelText(layout, rows, sink) };
  }
}
