import ExcelJS from 'exceljs';
import type { Stream } from 'node:stream';
import type { ReportCell, ReportCellType, ReportColumn, ReportLayout, ReportRow } from '../domain/report';
import type { ReportMeta } from './index';
import { cellNumber, formatDayTime, formatRange, grandTotalLabel, labelColumn, notesOf, subtotalLabel } from './report-cells';
import { walkReport, type ReportTotals } from './report-sections';

/**
 * The Excel writer (docs/reports.md "Writers"): exceljs's streaming WorkbookWriter, each row
 * committed as soon as it is written so only the zip's buffers stay in memory. One sheet named
 * after the report; above the table the heading, the date range, when it was printed and the
 * notes; the column header row is frozen with everything above it. Numbers are numbers, minutes a
 * duration (a fraction of a day shown [h]:mm), dates and date-times real dates, times a fraction
 * of a day.
 */

const NUMBER_FORMAT: Partial<Record<ReportCellType, string>> = {
  integer: '0',
  decimal: '0.00',
  money: '0.00',
  minutes: '[h]:mm',
  percent: '0.00%',
  date: 'yyyy-mm-dd',
  time: 'hh:mm',
  dateTime: 'yyyy-mm-dd hh:mm',
};

/** Column widths in characters by type; a column is never narrower than its label. */
const TYPE_WIDTH: Record<ReportCellType, number> = {
  text: 28,
  integer: 10,
  decimal: 12,
  money: 14,
  minutes: 10,
  date: 12,
  time: 8,
  dateTime: 17,
  percent: 10,
};

/** How many rows go by between two looks at the sink, so the zip and a slow sink keep up. */
const ROWS_PER_YIELD = 500;

export async function writeExcel(layout: ReportLayout, rows: AsyncIterable<ReportRow>, meta: ReportMeta, sink: NodeJS.WritableStream): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink as unknown as Stream, useStyles: true, useSharedStrings: false });
  const heading = meta.heading ?? meta.title;
  const top: string[][] = [[heading], [formatRange(meta.from, meta.to)], [`Printed ${formatDayTime(meta.generatedAt)}`], ...notesOf(layout, meta).map((note) => [note]), []];
  const headerRow = top.length + 1;
  const sheet = workbook.addWorksheet(sheetName(meta.title), {
    views: [{ state: 'frozen', xSplit: 0, ySplit: headerRow, topLeftCell: `A${headerRow + 1}` }],
    pageSetup: { orientation: layout.orientation, fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
    headerFooter: { oddHeader: `&L${escapeHeaderFooter(heading)}&R${escapeHeaderFooter(formatRange(meta.from, meta.to))}`, oddFooter: '&RPage &P of &N' },
  });
  sheet.columns = layout.columns.map((column) => ({
    key: column.key,
    width: Math.max(TYPE_WIDTH[column.type], column.label.length + 2),
    style: NUMBER_FORMAT[column.type] ? { numFmt: NUMBER_FORMAT[column.type] } : {},
  }));

  top.forEach((values, index) => {
    const row = sheet.addRow(values);
    if (index === 0) row.font = { bold: true, size: 14 };
    row.commit();
  });
  const header = sheet.addRow(layout.columns.map((column) => column.label));
  header.font = { bold: true };
  header.commit();

  const labelIndex = labelColumn(layout.columns);
  const totalRow = (label: string, totals: ReportTotals) => {
    const values = layout.columns.map((column, index) => {
      if (column.total) return excelValue(column, totals.sums[column.key] ?? null);
      return index === labelIndex ? label : null;
    });
    const row = sheet.addRow(values);
    row.font = { bold: true };
    row.commit();
  };

  let written = 0;
  const count = await walkReport(layout, rows, {
    groupHeader: (level, title) => {
      const row = sheet.addRow([title]);
      row.font = { bold: true };
      row.alignment = { indent: level };
      row.commit();
    },
    row: async (row) => {
      sheet.addRow(layout.columns.map((column) => excelValue(column, row.cells[column.key] ?? null))).commit();
      if (++written % ROWS_PER_YIELD === 0) await letTheZipCatchUp(sink);
    },
    subtotal: (_level, title, totals) => totalRow(subtotalLabel(title, totals.rows), totals),
    grandTotal: (totals) => totalRow(grandTotalLabel(totals.rows), totals),
  });
  sheet.commit();
  // Finalises the zip and resolves when the sink has finished.
  await workbook.commit();
  return count;
}

/**
 * Rows are committed synchronously into the zip's entry stream; giving the event loop a turn lets
 * the zip compress them and pipe them on, and waiting for the sink's 'drain' when it is full keeps
 * a slow sink from letting the compressed data pile up.
 */
async function letTheZipCatchUp(sink: NodeJS.WritableStream): Promise<void> {
  await new Promise<void>((resolve) => setImmediate(resolve));
  if ((sink as { writableNeedDrain?: boolean }).writableNeedDrain) await new Promise<void>((resolve) => sink.once('drain', resolve));
}

/** A cell as Excel stores it: numbers, minutes and times as fractions of a day, dates as dates. */
function excelValue(column: ReportColumn, value: ReportCell): ExcelJS.CellValue {
  if (value === null || value === '') return null;
  switch (column.type) {
    case 'text':
      return String(value);
    case 'date': {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(value));
      return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : String(value);
    }
    case 'dateTime': {
      const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})/.exec(String(value));
      return match
        ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), Number(match[4]), Number(match[5])))
        : String(value);
    }
    case 'time': {
      const match = /^(\d{2}):(\d{2})/.exec(String(value));
      return match ? (Number(match[1]) * 60 + Number(match[2])) / 1440 : String(value);
    }
  }
  const number = cellNumber(value);
  if (number === null) return String(value);
  switch (column.type) {
    case 'minutes':
      return Math.round(number) / 1440;
    case 'percent':
      return number / 100;
    case 'integer':
      return Math.round(number);
    case 'money':
      // A sum of many amounts carries binary fractions (0.1 + 0.2); money is kept to the cent.
      return Math.round(number * 100) / 100;
    default:
      return Math.round(number * 1e6) / 1e6;
  }
}

/**
 * Excel's rules for a sheet name: at most 31 characters, none of \ / ? * [ ] :, not starting or
 * ending with an apostrophe, not empty.
 */
export function sheetName(title: string): string {
  const name = title
    .replace(/[\\/?*[\]:]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 31)
    .replace(/^'+|'+$/g, '')
    .trim();
  return name === '' ? 'Report' : name;
}

/** '&' starts a code in Excel's page header and footer; a literal one is doubled. */
function escapeHeaderFooter(text: string): string {
  return text.replace(/&/g, '&&');
}
