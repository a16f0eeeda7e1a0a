import { describe, expect, it } from 'vitest';
import { readBalanceRows, type CellValue, type SheetRow } from './balance-rows';

const HEADER: SheetRow = { row: 1, cells: ['Employee Number', 'Leave Type', 'Balance', 'As-of Date'] };
const sheet = (...rows: CellValue[][]): SheetRow[] => [HEADER, ...rows.map((cells, i) => ({ row: i + 2, cells }))];

describe('readBalanceRows', () => {
  it('reads good rows in any column order, ignoring other columns and header spelling', () => {
    const read = readBalanceRows([
      { row: 1, cells: ['as_of_date', 'Name', 'BALANCE', 'leave type', 'Emp No'] },
      { row: 2, cells: ['2026-01-01', 'Ann Smith', '12.5', ' Annual ', '1001'] },
      { row: 3, cells: [new Date(Date.UTC(2026, 1, 28)), 'Bob', -1.2345, 'SICK', 1002] },
    ]);
    expect(read).toEqual({
      rows: 2,
      valid: [
        { row: 2, employeeNumber: '1001', leaveType: 'Annual', balance: 12.5, asOfDate: '2026-01-01' },
        { row: 3, employeeNumber: '1002', leaveType: 'SICK', balance: -1.2345, asOfDate: '2026-02-28' },
      ],
      errors: [],
    });
  });

  it('lists every bad cell with its row, column, value and why', () => {
    const read = readBalanceRows(
      sheet(
        ['', 'Annual', '1', '2026-01-01'],
        ['1001', 'Annual', 'ten', '2026-01-01'],
        ['1001', 'Annual', '1.23456', '2026-01-01'],
        ['1001', 'Annual', 1.23456, '2026-01-01'],
        ['1001', 'Annual', '1,5', '2026-01-01'],
        ['1001', 'Annual', '1', '01/02/2026'],
        ['1001', 'Annual', '1', '2026-02-30'],
        ['1001', 'Annual', '1', 46023],
        ['1001', 'Annual', '1', new Date(Date.UTC(2026, 0, 1, 13))],
        ['1001', 'Annual', '99999999999', '2026-01-01'],
        ['1001', 'Annual'],
      ),
    );
    expect(read.valid).toEqual([]);
    expect(read.rows).toBe(11);
    expect(read.errors.map((error) => [error.row, error.column, error.value])).toEqual([
      [2, 'employee number', ''],
      [3, 'balance', 'ten'],
      [4, 'balance', '1.23456'],
      [5, 'balance', '1.23456'],
      [6, 'balance', '1,5'],
      [7, 'as-of date', '01/02/2026'],
      [8, 'as-of date', '2026-02-30'],
      [9, 'as-of date', '46023'],
      [10, 'as-of date', '2026-01-01T13:00:00.000Z'],
      [11, 'balance', '99999999999'],
      [12, 'balance', ''],
      [12, 'as-of date', ''],
    ]);
    expect(read.errors[0].why).toBe('empty');
    expect(read.errors[2].why).toBe('more than 4 decimals');
    expect(read.errors[3].why).toBe('more than 4 decimals');
    expect(read.errors[5].why).toMatch(/YYYY-MM-DD/);
  });

  it('names each missing header column and reads no rows', () => {
    const read = readBalanceRows([{ row: 1, cells: ['Employee', 'Days'] }, { row: 2, cells: ['1001', '3'] }]);
    expect(read.valid).toEqual([]);
    expect(read.errors.map((error) => [error.row, error.column])).toEqual([
      [1, 'leave type'],
      [1, 'balance'],
      [1, 'as-of date'],
    ]);
  });

  it('refuses a header naming a column twice', () => {
    expect(readBalanceRows([{ row: 1, cells: ['employee', 'type', 'balance', 'date', 'amount'] }]).errors).toEqual([
      { row: 1, column: 'balance', value: 'amount', why: 'a second "balance" column' },
    ]);
  });

  it('says so of an empty file and of a header without rows', () => {
    expect(readBalanceRows([{ row: 1, cells: ['', null] }]).errors[0].why).toMatch(/empty/);
    expect(readBalanceRows([HEADER]).errors).toEqual([{ row: 2, column: '', value: '', why: 'no rows after the header' }]);
  });
});
