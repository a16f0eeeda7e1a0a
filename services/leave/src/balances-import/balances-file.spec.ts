import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { decodeContent, readSheet } from './balances-file';

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('decodeContent', () => {
  it('takes standard base64, line breaks allowed', () => {
    expect(decodeContent(`${base64('a,b\n1,2\n').slice(0, 4)}\n${base64('a,b\n1,2\n').slice(4)}`).toString()).toBe('a,b\n1,2\n');
  });

  it.each(['', '@@@@', 'abcde'])('refuses %j naming content', (content) => {
    expect(() => decodeContent(content)).toThrow(expect.objectContaining({ status: 400, field: 'content' }));
  });
});

describe('readSheet, CSV', () => {
  it('numbers records as a spreadsheet shows them, blank lines counted, and drops a byte-order mark', async () => {
    const rows = await readSheet('csv', Buffer.from('\uFEFFEmployee Number,Leave Type,Balance,As-of Date\r\n1001,"Annual\nleave",12.5,2026-01-01\r\n\r\n"1002","Sick, paid",3,2026-01-01\r\n'));
    expect(rows).toEqual([
      { row: 1, cells: ['Employee Number', 'Leave Type', 'Balance', 'As-of Date'] },
      { row: 2, cells: ['1001', 'Annual\nleave', '12.5', '2026-01-01'] },
      { row: 3, cells: [''] },
      { row: 4, cells: ['1002', 'Sick, paid', '3', '2026-01-01'] },
    ]);
  });

  it('takes a semicolon as the delimiter when the header has no comma', async () => {
    expect((await readSheet('csv', Buffer.from('employee;type;balance;date\n1001;Annual;1;2026-01-01\n')))[1].cells).toEqual(['1001', 'Annual', '1', '2026-01-01']);
  });

  it('refuses a CSV it cannot read, naming content', async () => {
    await expect(readSheet('csv', Buffer.from('a,b\n"unclosed,1\n'))).rejects.toMatchObject({ status: 400, field: 'content' });
  });
});

describe('readSheet, Excel', () => {
  it("reads the first worksheet's cells as typed: text, numbers, date cells, formulas' results", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Balances');
    sheet.addRow(['Employee Number', 'Leave Type', 'Balance', 'As-of Date']);
    sheet.addRow([1001, 'Annual', 12.5, new Date(Date.UTC(2026, 0, 31))]);
    sheet.addRow(['1002', { richText: [{ text: 'Sick' }, { text: ' leave' }] }, { formula: '2+1', result: 3 }, '2026-02-01']);
    workbook.addWorksheet('Other').addRow(['ignored']);
    const rows = await readSheet('xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(rows).toEqual([
      { row: 1, cells: ['Employee Number', 'Leave Type', 'Balance', 'As-of Date'] },
      { row: 2, cells: [1001, 'Annual', 12.5, new Date(Date.UTC(2026, 0, 31))] },
      { row: 3, cells: ['1002', 'Sick leave', 3, '2026-02-01'] },
    ]);
  });

  it('refuses bytes that are not a workbook, naming content', async () => {
    await expect(readSheet('xlsx', Buffer.from('employee,type\n'))).rejects.toMatchObject({ status: 400, field: 'content' });
  });
});
