import { Readable } from 'node:stream';
import type { LeaveBalanceImportFormat } from '@tna/contracts';
import { CommandRefusedError } from '@tna/platform';
import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import type { CellValue, SheetRow } from './domain/balance-rows';

/** Far above a company's employees × leave types; keeps one request's work bounded. */
export const MAX_IMPORT_ROWS = 200_000;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The request's `content`: standard base64 (line breaks allowed), of a file that is not empty. */
export function decodeContent(content: string): Buffer {
  const compact = content.replace(/\s+/g, '');
  if (compact.length === 0 || compact.length % 4 === 1 || !BASE64.test(compact)) throw new CommandRefusedError(400, 'content must be the file in base64', 'content');
  return Buffer.from(compact, 'base64');
}

/** The file's rows: a CSV's records, or an Excel workbook's first worksheet. */
export async function readSheet(format: LeaveBalanceImportFormat, file: Buffer): Promise<SheetRow[]> {
  const rows = format === 'csv' ? readCsv(file) : await readXlsx(file);
  if (rows.length > MAX_IMPORT_ROWS + 1) throw new CommandRefusedError(400, `content has more than ${MAX_IMPORT_ROWS} rows: split the file`, 'content');
  return rows;
}

/**
 * UTF-8 (a byte-order mark is dropped); the delimiter is a comma, or a semicolon when the header
 * line has semicolons and no comma, as Excel saves CSV where the comma is the decimal mark. A
 * record's row is its number in the file, blank lines counted, as a spreadsheet shows the file.
 */
function readCsv(file: Buffer): SheetRow[] {
  const text = file.toString('utf8');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  try {
    const records: string[][] = parse(text, { bom: true, delimiter, relax_column_count: true });
    return records.map((cells, i) => ({ row: i + 1, cells }));
  } catch (error) {
    throw new CommandRefusedError(400, `content is not a readable CSV file: ${(error as Error).message}`, 'content');
  }
}

/** The first worksheet, read as a stream (a large workbook is never held as a whole model). */
async function readXlsx(file: Buffer): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  try {
    // Loaded with the first workbook, not with the service: requiring exceljs took 0.25 s of every start.
    const { stream } = (await import('exceljs')).default;
    // Styles are kept: they tell a date cell from a number.
    const workbook = new stream.xlsx.WorkbookReader(Readable.from([file]), { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'emit' });
    for await (const worksheet of workbook) {
      for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
        const values = row.values as ExcelJS.CellValue[];
        // `values` is 1-based: index 0 is empty.
        rows.push({ row: row.number, cells: values.slice(1).map(cellValue) });
        if (rows.length > MAX_IMPORT_ROWS + 1) return rows;
      }
      break;
    }
  } catch (error) {
    throw new CommandRefusedError(400, `content is not a readable Excel (xlsx) file: ${(error as Error).message}`, 'content');
  }
  return rows;
}

/** A cell's value as a CSV or a person would read it: a formula's result, a rich text's text. */
function cellValue(value: ExcelJS.CellValue | undefined): CellValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellValue((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  if ('error' in value) return String(value.error);
  return null;
}
