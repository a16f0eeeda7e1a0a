import type { LeaveBalanceImportError } from '@tna/contracts';
import { toTenThousandths } from '../../ledger/domain/ledger';

/**
 * The balances import's rows (LEAVE.md §4, docs/leave.md "Balances import"): the header row
 * names the four columns, every other non-blank row is one balance. This reads and checks each
 * row on its own; `resolveRows` then checks it against the employees and leave types.
 */

/** A cell as a file gives it: CSV gives text; a spreadsheet also numbers, dates and booleans. */
export type CellValue = string | number | boolean | Date | null;

export interface SheetRow {
  /** The row number the file shows (the header is row 1 in a file that starts with it). */
  row: number;
  cells: readonly CellValue[];
}

export type BalanceColumn = 'employee number' | 'leave type' | 'balance' | 'as-of date';

/** Accepted header names, compared without case, spaces, hyphens, underscores or dots. */
export const HEADER_NAMES: Readonly<Record<BalanceColumn, readonly string[]>> = {
  'employee number': ['employeenumber', 'employeeno', 'empno', 'employee'],
  'leave type': ['leavetype', 'leavetypeid', 'leavetypename', 'type'],
  balance: ['balance', 'amount'],
  'as-of date': ['asofdate', 'asof', 'balancedate', 'date'],
};

const COLUMNS = Object.keys(HEADER_NAMES) as BalanceColumn[];

/** The amount column is numeric(14, 4). */
const MAX_ABS_BALANCE = 1e10;
const DECIMAL = /^[+-]?(\d+)(?:\.(\d+))?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A row whose cells are each well formed; not yet checked against employees and leave types. */
export interface BalanceRow {
  row: number;
  employeeNumber: string;
  leaveType: string;
  balance: number;
  /** YYYY-MM-DD. */
  asOfDate: string;
}

export interface ReadRows {
  /** Data rows read (blank rows are not counted). */
  rows: number;
  valid: BalanceRow[];
  errors: LeaveBalanceImportError[];
}

export function normaliseHeader(text: string): string {
  return text.toLowerCase().replace(/[\s\-_.]/g, '');
}

/** Reads the header (the first row) and checks every following row's cells. */
export function readBalanceRows(sheet: readonly SheetRow[]): ReadRows {
  const [header, ...data] = sheet.filter((row) => !isBlank(row.cells));
  if (!header) return { rows: 0, valid: [], errors: [{ row: 1, column: '', value: '', why: 'the file is empty: it needs a header row and one row per balance' }] };
  const located = locateColumns(header);
  if ('errors' in located) return { rows: data.length, valid: [], errors: located.errors };
  if (data.length === 0) return { rows: 0, valid: [], errors: [{ row: header.row + 1, column: '', value: '', why: 'no rows after the header' }] };

  const valid: BalanceRow[] = [];
  const errors: LeaveBalanceImportError[] = [];
  for (const { row, cells } of data) {
    const at = (column: BalanceColumn) => cells[located.index[column]] ?? null;
    const rowErrors: LeaveBalanceImportError[] = [];
    const fail = (column: BalanceColumn, why: string) => rowErrors.push({ row, column, value: cellText(at(column)), why });
    const employeeNumber = readText(at('employee number'), (why) => fail('employee number', why));
    const leaveType = readText(at('leave type'), (why) => fail('leave type', why));
    const balance = readBalance(at('balance'), (why) => fail('balance', why));
    const asOfDate = readDate(at('as-of date'), (why) => fail('as-of date', why));
    if (rowErrors.length > 0) errors.push(...rowErrors);
    else valid.push({ row, employeeNumber: employeeNumber!, leaveType: leaveType!, balance: balance!, asOfDate: asOfDate! });
  }
  return { rows: data.length, valid, errors };
}

function locateColumns(header: SheetRow): { index: Record<BalanceColumn, number> } | { errors: LeaveBalanceImportError[] } {
  const found = new Map<BalanceColumn, number>();
  const errors: LeaveBalanceImportError[] = [];
  header.cells.forEach((cell, i) => {
    const name = normaliseHeader(cellText(cell));
    const column = COLUMNS.find((candidate) => HEADER_NAMES[candidate].includes(name));
    if (!column) return; // Other columns (a name, a department) are left alone.
    if (found.has(column)) errors.push({ row: header.row, column, value: cellText(cell), why: `a second "${column}" column` });
    else found.set(column, i);
  });
  for (const column of COLUMNS) {
    if (!found.has(column)) errors.push({ row: header.row, column, value: '', why: `no "${column}" column in the header (accepted: ${HEADER_NAMES[column].join(', ')})` });
  }
  return errors.length > 0 ? { errors } : { index: Object.fromEntries(found) as Record<BalanceColumn, number> };
}

function isBlank(cells: readonly CellValue[]): boolean {
  return cells.every((cell) => cell === null || (typeof cell === 'string' && cell.trim() === ''));
}

/** How the error table shows a cell. */
export function cellText(cell: CellValue): string {
  if (cell === null) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? 'invalid date' : cell.toISOString().replace('T00:00:00.000Z', '');
  return String(cell).trim();
}

function readText(cell: CellValue, fail: (why: string) => void): string | undefined {
  // A spreadsheet may keep employee number 1001 as a number: its text is the number.
  if (typeof cell === 'number' && Number.isInteger(cell)) return String(cell);
  if (typeof cell !== 'string' || cell.trim() === '') {
    fail(cell === null || typeof cell === 'string' ? 'empty' : 'not text');
    return undefined;
  }
  return cell.trim();
}

function readBalance(cell: CellValue, fail: (why: string) => void): number | undefined {
  let value: number;
  if (typeof cell === 'number') {
    value = cell;
    if (!Number.isFinite(value)) return void fail('not a number');
    if (Math.abs(toTenThousandths(value) / 10_000 - value) > 1e-9) return void fail('more than 4 decimals');
  } else if (typeof cell === 'string' && cell.trim() !== '') {
    const match = DECIMAL.exec(cell.trim());
    if (!match) return void fail('not a number (write it like 12.5, with a point and no thousands separator)');
    if ((match[2]?.length ?? 0) > 4) return void fail('more than 4 decimals');
    value = Number(cell.trim());
  } else {
    return void fail(cell === null || typeof cell === 'string' ? 'empty' : 'not a number');
  }
  if (Math.abs(value) >= MAX_ABS_BALANCE) return void fail('too large');
  return value === 0 ? 0 : value; // no -0 in the ledger
}

function readDate(cell: CellValue, fail: (why: string) => void): string | undefined {
  if (cell instanceof Date) {
    // A spreadsheet's date cell has no zone: its date is read as UTC, as the file stores it.
    if (Number.isNaN(cell.getTime())) return void fail('not a date');
    if (cell.getUTCHours() !== 0 || cell.getUTCMinutes() !== 0 || cell.getUTCSeconds() !== 0 || cell.getUTCMilliseconds() !== 0) {
      return void fail('a date and time: the as-of date is a day');
    }
    return cell.toISOString().slice(0, 10);
  }
  if (typeof cell === 'string' && cell.trim() !== '') {
    const text = cell.trim();
    if (!isCalendarDate(text)) return void fail('not a date (write it as YYYY-MM-DD, or use a date cell)');
    return text;
  }
  if (typeof cell === 'number') return void fail('a number, not a date (format the cell as a date, or write YYYY-MM-DD)');
  return void fail(cell === null || typeof cell === 'string' ? 'empty' : 'not a date');
}

/** YYYY-MM-DD naming a day the calendar has (not 2026-02-30). */
function isCalendarDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const [year, month, day] = text.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
