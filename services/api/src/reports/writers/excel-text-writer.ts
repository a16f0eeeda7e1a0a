import type { ReportLayout, ReportRow } from '../domain/report';
import { formatCell, grandTotalLabel, labelColumn, subtotalLabel } from './report-cells';
import { walkReport, type ReportTotals } from './report-sections';
import { SinkWriter } from './report-sink';

/**
 * The Excel Text writer (docs/reports.md "Writers"): UTF-8 with a byte order mark (so Excel reads
 * it as UTF-8), fields separated by tabs, lines ended by CRLF. The first line is the column
 * labels; group titles and subtotals are lines of their own, as in the PDF and the Excel file,
 * with every line as many fields as there are columns. Minutes are h:mm, dates ISO. A text that
 * Excel would take for a formula is written as text (`asText`).
 */

const BOM = '\uFEFF';
/** Lines are gathered into chunks of about this many characters before they go to the sink. */
const CHUNK = 64 * 1024;

export async function writeExcelText(layout: ReportLayout, rows: AsyncIterable<ReportRow>, sink: NodeJS.WritableStream): Promise<number> {
  const out = new SinkWriter(sink);
  const width = layout.columns.length;
  let pending = BOM;
  const line = async (fields: string[]) => {
    pending += fields.map(clean).join('\t') + '\r\n';
    if (pending.length >= CHUNK) {
      out.write(Buffer.from(pending, 'utf8'));
      pending = '';
      await out.drained();
    }
  };
  const labelIndex = labelColumn(layout.columns);
  const totalLine = (label: string, totals: ReportTotals) =>
    line(
      layout.columns.map((column, index) => {
        if (column.total) return formatCell(column.type, totals.sums[column.key] ?? null, 'data');
        return index === labelIndex ? label : '';
      }),
    );
  const titleLine = (title: string) => line([asText(title), ...Array<string>(Math.max(width - 1, 0)).fill('')]);

  await line(layout.columns.map((column) => column.label));
  const count = await walkReport(layout, rows, {
    groupHeader: (_level, title) => titleLine(title),
    row: (row) =>
      line(
        layout.columns.map((column) => {
          const field = formatCell(column.type, row.cells[column.key] ?? null, 'data');
          return column.type === 'text' ? asText(field) : field;
        }),
      ),
    subtotal: (_level, title, totals) => totalLine(subtotalLabel(title, totals.rows), totals),
    grandTotal: (totals) => totalLine(grandTotalLabel(totals.rows), totals),
  });
  out.write(Buffer.from(pending, 'utf8'));
  await out.end();
  return count;
}

/** A tab or a line break inside a value would split the field or the line: each becomes a space. */
function clean(value: string): string {
  return value.replace(/[\t\r\n]+/g, ' ');
}

/**
 * A text starting with = + - or @ is a formula when Excel opens the file (formula injection: a
 * name or a reader typed as `=HYPERLINK(…)` would run). A leading apostrophe makes Excel keep it
 * as text. Only text: a negative duration (-1:05) or number must stay a value.
 */
export function asText(value: string): string {
  return /^[=+\-@]/.test(value) ? `'${value}` : value;
}
