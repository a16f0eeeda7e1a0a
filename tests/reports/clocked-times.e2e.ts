import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOCKING_STATUS_TEXT, type EmployeeShift, type ReportFile } from '@tna/contracts';
import type { ApiClient } from '../support/api-client';
import { startSecuredProduct, type SecuredProduct } from '../security/support/product';
import { aUserWith } from '../security/support/users';
import { aClockedCompany, MONDAY, TUESDAY, type ClockedCompany } from './support/clocked-company';
import { generateReport, pdfFirstPageIsNotBlank, pdfText, readSheet, type SheetCell } from './support/reports';

/** Clocked Times (issue #16) on a small company: the Excel read back cell by cell, the PDF's text and first page, Excel Text's bytes. */
let product: SecuredProduct;
let reporter: ApiClient;
let company: ClockedCompany;

const overtime = (day: EmployeeShift) => Array.from({ length: 10 }, (_, i) => day[`overTime${i + 1}Tot` as keyof EmployeeShift] as number).reduce((sum, value) => sum + value, 0);
const statusTexts = (day: EmployeeShift) => day.statuses.map((code) => CLOCKING_STATUS_TEXT[code as keyof typeof CLOCKING_STATUS_TEXT]).join(', ');
/** A day as the report's Excel row should read, the minutes from the engine's stored day. */
const expectedRow = (number: string, date: string, weekday: string, shift: string, clockings: string): SheetCell[] => {
  const day = company.days[number][date];
  return [date, weekday, shift, clockings, day.normalTimeTot, overtime(day), day.noPayTimeTot, day.shortTime, day.leaveMinutes, statusTexts(day)];
};
const sum = (numbers: string[], date: string[], pick: (day: EmployeeShift) => number) => numbers.flatMap((n) => date.map((d) => pick(company.days[n][d]))).reduce((a, b) => a + b, 0);
const totals = (numbers: string[]) => [
  sum(numbers, [MONDAY, TUESDAY], (day) => day.normalTimeTot),
  sum(numbers, [MONDAY, TUESDAY], overtime),
  sum(numbers, [MONDAY, TUESDAY], (day) => day.noPayTimeTot),
  sum(numbers, [MONDAY, TUESDAY], (day) => day.shortTime),
  sum(numbers, [MONDAY, TUESDAY], (day) => day.leaveMinutes),
];

beforeAll(async () => {
  product = await startSecuredProduct('report-clocked-times');
  company = await aClockedCompany(product.admin);
  reporter = (await aUserWith(product.admin, product.url, ['rptReport'])).client;
}, 120_000);

afterAll(async () => {
  await product?.stop();
});

describe('Clocked Times grouped by department', () => {
  const request = () => ({ from: MONDAY, to: TUESDAY, groupBy: 'department', heading: 'Clocked times, week two' });

  it('as Excel: a row per employee day under department and employee, pairs in each employee zone, subtotals per employee and department, a grand total', async () => {
    const { job, file, headers } = await generateReport(reporter, 'GenerateReportClockedTimes', { ...request(), output: 'excel' });
    const result = job.result as ReportFile;
    expect(result).toMatchObject({ fileName: `clocked-times-${MONDAY}-${TUESDAY}.xlsx`, rows: 6, bytes: file.length });
    expect(headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const sheet = await readSheet(file);
    expect(sheet[0]).toEqual(['Clocked times, week two']);
    const header = sheet.findIndex((row) => row[0] === 'Date');
    expect(sheet[header]).toEqual(['Date', 'Day', 'Shift', 'Clockings', 'Normal', 'Overtime', 'No Pay', 'Short', 'Leave', 'Status']);
    expect(sheet.slice(header + 1)).toEqual([
      ['Day Ops'],
      ['Day, Ada (R1001)'],
      expectedRow('R1001', MONDAY, 'Mon', 'Office day', '08:00–17:00'),
      expectedRow('R1001', TUESDAY, 'Tue', 'Office day', '08:00–12:00, 13:00–17:00'),
      ['Total Day, Ada (R1001) (2 rows)', null, null, null, ...totals(['R1001'])],
      ['Day, Ben (R1003)'],
      expectedRow('R1003', MONDAY, 'Mon', 'Office day', '08:30–17:00'),
      expectedRow('R1003', TUESDAY, 'Tue', 'Office day', '08:00–17:00'),
      ['Total Day, Ben (R1003) (2 rows)', null, null, null, ...totals(['R1003'])],
      ['Total Day Ops (4 rows)', null, null, null, ...totals(['R1001', 'R1003'])],
      ['Night Ops'],
      ['Night, Nora (R1002)'],
      expectedRow('R1002', MONDAY, 'Mon', 'Night', '22:00–06:00 (+1)'),
      expectedRow('R1002', TUESDAY, 'Tue', 'Night', '22:00–06:00 (+1)'),
      ['Total Night, Nora (R1002) (2 rows)', null, null, null, ...totals(['R1002'])],
      ['Total Night Ops (2 rows)', null, null, null, ...totals(['R1002'])],
      ['Grand total (6 rows)', null, null, null, ...totals(['R1001', 'R1002', 'R1003'])],
    ]);
    // The known days: a full office day is eight hours, a night shift's eight hours count on the day it started.
    expect(company.days.R1001[MONDAY].normalTimeTot).toBe(480);
    expect(company.days.R1002[MONDAY].normalTimeTot).toBe(480);
  });

  it('as PDF: the heading, the period, group headers, the night pair and page x of y, and a first page that is not blank', async () => {
    const { file, headers } = await generateReport(reporter, 'GenerateReportClockedTimes', { ...request(), output: 'pdf' });
    expect(headers.get('content-type')).toBe('application/pdf');
    expect(headers.get('content-disposition')).toBe(`attachment; filename="clocked-times-${MONDAY}-${TUESDAY}.pdf"`);
    const text = await pdfText(file);
    for (const expected of ['Clocked times, week two', 'Day Ops', 'Night Ops', 'Day, Ada (R1001)', 'Night, Nora (R1002)', '22:00–06:00 (+1)', '08:00–12:00, 13:00–17:00', 'Grand total (6 rows)', 'Page 1 of 1']) {
      expect(text).toContain(expected);
    }
    expect(await pdfFirstPageIsNotBlank(file)).toBe(true);
  });

  it('as Excel Text: UTF-8 with a BOM, tab-separated CRLF lines, minutes as h:mm, the authorised and exported marks when asked', async () => {
    const { file, headers } = await generateReport(reporter, 'GenerateReportClockedTimes', { ...request(), output: 'excelText', hoursAuthorisedAndExported: true });
    expect(headers.get('content-type')).toBe('text/tab-separated-values; charset=utf-8');
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = file.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('Date\tDay\tShift\tClockings\tNormal\tOvertime\tNo Pay\tShort\tLeave\tStatus\tAuthorised\tExported');
    const ada = company.days.R1001[MONDAY];
    expect(lines).toContain(`${MONDAY}\tMon\tOffice day\t08:00–17:00\t8:00\t0:00\t0:00\t0:00\t0:00\t${statusTexts(ada)}\tNo\tNo`);
    expect(lines.at(-1)).toBe('');
    expect(file.toString('utf8')).not.toMatch(/[^\r]\n/);
  });

  it('for a saved employee filter: only its members', async () => {
    const { file } = await generateReport(reporter, 'GenerateReportClockedTimes', { from: MONDAY, to: TUESDAY, reportFilterID: company.filter.id, output: 'excel' });
    const sheet = await readSheet(file);
    const employees = sheet.filter((row) => typeof row[0] === 'string' && /\(R\d+\)$/.test(row[0]));
    expect(employees).toEqual([['Night, Nora (R1002)']]);
  });
});
