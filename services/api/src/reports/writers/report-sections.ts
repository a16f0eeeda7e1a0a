import type { ReportColumn, ReportLayout, ReportRow } from '../domain/report';
import { cellNumber } from './report-cells';

/** A group's (or the whole report's) count of rows and sums of its `total` columns, by column key. */
export interface ReportTotals {
  rows: number;
  sums: Record<string, number>;
}

/**
 * What a writer prints as the rows go by. `level` 0 is the outermost group. A group whose title
 * is empty has neither header nor subtotal (a report without grouping sends [''] or []).
 */
export interface ReportSections {
  groupHeader(level: number, title: string): void | Promise<void>;
  row(row: ReportRow): void | Promise<void>;
  subtotal(level: number, title: string, totals: ReportTotals): void | Promise<void>;
  grandTotal(totals: ReportTotals): void | Promise<void>;
}

/**
 * Walks the rows (ordered by their groups, outermost first) once: a change of title at any level
 * closes that group and those inside it (innermost first, each with its subtotal) and opens the
 * new ones. Keeps one running total per open level, so memory does not grow with the rows.
 * Answers the count of rows.
 */
export async function walkReport(layout: ReportLayout, rows: AsyncIterable<ReportRow>, sections: ReportSections): Promise<number> {
  const totalled = layout.columns.filter((column) => column.total);
  const open: string[] = [];
  const totals: ReportTotals[] = [];
  const grand = emptyTotals(totalled);

  const close = async (depth: number) => {
    for (let level = open.length - 1; level >= depth; level--) {
      const title = open[level]!;
      if (title !== '') await sections.subtotal(level, title, totals[level]!);
    }
    open.length = depth;
    totals.length = depth;
  };

  for await (const row of rows) {
    let same = 0;
    while (same < open.length && same < row.groups.length && open[same] === row.groups[same]) same++;
    if (same < open.length || same < row.groups.length) {
      await close(same);
      for (let level = same; level < row.groups.length; level++) {
        const title = row.groups[level]!;
        open.push(title);
        totals.push(emptyTotals(totalled));
        if (title !== '') await sections.groupHeader(level, title);
      }
    }
    for (const running of totals) add(running, totalled, row);
    add(grand, totalled, row);
    await sections.row(row);
  }
  await close(0);
  await sections.grandTotal(grand);
  return grand.rows;
}

function emptyTotals(totalled: readonly ReportColumn[]): ReportTotals {
  const sums: Record<string, number> = {};
  for (const column of totalled) sums[column.key] = 0;
  return { rows: 0, sums };
}

function add(running: ReportTotals, totalled: readonly ReportColumn[], row: ReportRow): void {
  running.rows++;
  for (const column of totalled) {
    const value = cellNumber(row.cells[column.key] ?? null);
    if (value !== null) running.sums[column.key]! += value;
  }
}
