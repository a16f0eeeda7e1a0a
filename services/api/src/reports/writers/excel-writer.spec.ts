import type ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ReportLayout } from '../domain/report';
import { writeReport } from './index';
import { memorySink, readSheet, sampleLayout, sampleMeta, sampleRows, streamOf } from './writers.spec-support';

/** exceljs reads a number with a date or time format back as a Date; Excel stores days since 1899-12-30. */
function serial(value: ExcelJS.CellValue): number {
  if (!(value instanceof Date)) throw new Error(`expected a date or time value, got ${JSON.stringify(value)}`);
  return value.getTime() / 86_400_000 + 25_569;
}
const minutesOf = (cell: ExcelJS.Cell) => Math.round(serial(cell.value) * 1440);
const texts = (row: ExcelJS.Row) => (row.values as ExcelJS.CellValue[]).slice(1);

async function sampleSheet(layout: ReportLayout = sampleLayout): Promise<ExcelJS.Worksheet> {
  const { sink, bytes } = memorySink();
  const result = await writeReport(layout, streamOf(sampleRows), sampleMeta, 'excel', sink);
  expect(result).toEqual({ rows: 4 });
  expect(sink.writableFinished).toBe(true);
  return readSheet(bytes());
}

describe('Excel writer', () => {
  it('one sheet named after the report, the heading, period, printed time and notes above a frozen header row', async () => {
    const sheet = await sampleSheet();
    expect(sheet.name).toBe('Clocked Times');
    expect(sheet.getCell('A1').value).toBe('March attendance & pay');
    expect(sheet.getCell('A1').font).toMatchObject({ bold: true });
    expect(sheet.getCell('A2').value).toBe('02 Mar 2026 – 31 Mar 2026');
    expect(sheet.getCell('A3').value).toBe('Printed 01 Apr 2026 08:05');
    expect(sheet.getCell('A4').value).toBe('Combine overtime values');
    expect(sheet.getCell('A5').value).toBe('Times in Africa/Johannesburg');
    expect(texts(sheet.getRow(7))).toEqual(['Employee No', 'Name', 'Date', 'In', 'Worked', 'Overtime', 'Pay', 'Attendance', 'Last clocking']);
    expect(sheet.getCell('A7').font).toMatchObject({ bold: true });
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 7 });
    expect(sheet.headerFooter.oddHeader).toBe('&LMarch attendance && pay&R02 Mar 2026 – 31 Mar 2026');
    expect(sheet.headerFooter.oddFooter).toBe('&RPage &P of &N');
    expect(sheet.pageSetup.orientation).toBe('landscape');
  });

  it('rows with real numbers, durations, dates and times, each with its number format', async () => {
    const sheet = await sampleSheet();
    const ann = sheet.getRow(10);
    expect(ann.getCell(1).value).toBe('E001');
    expect(ann.getCell(2).value).toBe('Ann Adams');
    expect(ann.getCell(3).value).toEqual(new Date(Date.UTC(2026, 2, 2)));
    expect(ann.getCell(3).numFmt).toBe('yyyy-mm-dd');
    expect(serial(ann.getCell(4).value)).toBeCloseTo(8 / 24, 10);
    expect(ann.getCell(4).numFmt).toBe('hh:mm');
    expect(minutesOf(ann.getCell(5))).toBe(480);
    expect(ann.getCell(5).numFmt).toBe('[h]:mm');
    expect(minutesOf(ann.getCell(6))).toBe(30);
    expect(ann.getCell(7).value).toBe(150.1);
    expect(ann.getCell(7).numFmt).toBe('0.00');
    expect(ann.getCell(8).value).toBe(1);
    expect(ann.getCell(8).numFmt).toBe('0.00%');
    expect(ann.getCell(9).value).toEqual(new Date(Date.UTC(2026, 2, 2, 17, 30)));
    expect(ann.getCell(9).numFmt).toBe('yyyy-mm-dd hh:mm');

    const bob = sheet.getRow(14);
    expect(bob.getCell(4).value).toBeNull();
    expect(minutesOf(bob.getCell(6))).toBe(-65);
    expect(bob.getCell(8).value).toBe(0);
    const zoe = sheet.getRow(19);
    expect(zoe.getCell(2).value).toBe('Zoë Zulu');
    expect(zoe.getCell(7).value).toBe(200.25);
    expect(zoe.getCell(8).value).toBe(0.5);
  });

  it('group header rows for both levels and bold subtotal rows with the row counts, then the grand total', async () => {
    const sheet = await sampleSheet();
    const labels = [8, 9, 12, 13, 15, 16, 17, 18, 20, 21, 22].map((row) => sheet.getCell(row, 1).value);
    expect(labels).toEqual([
      'Sales',
      'E001 Ann Adams',
      'Total E001 Ann Adams (2 rows)',
      'E002 Bob Brown',
      'Total E002 Bob Brown (1 row)',
      'Total Sales (3 rows)',
      'Stores',
      'E003 Zoë Zulu',
      'Total E003 Zoë Zulu (1 row)',
      'Total Stores (1 row)',
      'Grand total (4 rows)',
    ]);
    expect(sheet.getCell(9, 1).alignment).toMatchObject({ indent: 1 });
    for (const row of [8, 9, 12, 16, 22]) expect(sheet.getCell(row, 1).font, `row ${row}`).toMatchObject({ bold: true });
    expect(sheet.getCell(10, 1).font?.bold).toBeFalsy();

    const totals = (row: number) => [minutesOf(sheet.getCell(row, 5)), minutesOf(sheet.getCell(row, 6)), sheet.getCell(row, 7).value];
    expect(totals(12)).toEqual([945, 30, 300.3]);
    expect(totals(15)).toEqual([0, -65, 0.1]);
    expect(totals(16)).toEqual([945, -35, 300.4]);
    expect(totals(21)).toEqual([600, 120, 200.25]);
    expect(totals(22)).toEqual([1545, 85, 500.65]);
    expect(sheet.getCell(22, 5).numFmt).toBe('[h]:mm');
    expect(sheet.getCell(22, 5).font).toMatchObject({ bold: true });
    expect(sheet.getCell(22, 8).value).toBeNull();
    expect(sheet.rowCount).toBe(22);
  });

  it('a report without heading, notes or rows: the title, the header row frozen, a grand total of 0 rows', async () => {
    const { sink, bytes } = memorySink();
    const layout: ReportLayout = { ...sampleLayout, title: 'Top-X: Shift Status / Time?', notes: undefined, orientation: 'portrait' };
    const meta = { ...sampleMeta, title: layout.title, heading: null, timeZoneNote: undefined };
    const result = await writeReport(layout, streamOf([]), meta, 'excel', sink);
    expect(result).toEqual({ rows: 0 });
    const sheet = await readSheet(bytes());
    expect(sheet.name).toBe('Top-X Shift Status Time');
    expect(sheet.getCell('A1').value).toBe('Top-X: Shift Status / Time?');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 5 });
    expect(sheet.getCell('A5').value).toBe('Employee No');
    expect(sheet.getCell('A6').value).toBe('Grand total (0 rows)');
    expect(sheet.pageSetup.orientation).toBe('portrait');
  });

  it('a text that looks like a formula is stored as a string, never a formula (no apostrophe needed)', async () => {
    const { sink, bytes } = memorySink();
    const rows = [{ groups: ['=cmd|calc', 'E9'], cells: { number: '+27 555', name: '=HYPERLINK("http://x")', worked: 5 } }];
    await writeReport(sampleLayout, streamOf(rows), sampleMeta, 'excel', sink);
    const sheet = await readSheet(bytes());
    const cells: ExcelJS.Cell[] = [];
    sheet.eachRow((row) => row.eachCell((cell) => cells.push(cell)));
    expect(cells.filter((cell) => cell.formula !== undefined || cell.type === 6)).toEqual([]);
    expect(cells.map((cell) => cell.value)).toEqual(expect.arrayContaining(['=cmd|calc', '+27 555', '=HYPERLINK("http://x")']));
  });
});

