import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Employee, ReportGrouping } from '@tna/contracts';
import type { ReportContext, ReportDefinition, ReportRow } from '../../services/api/src/reports/domain/report';
import { attendanceReport } from '../../services/api/src/reports/definitions/attendance.report';
import { shiftStatusReport } from '../../services/api/src/reports/definitions/shift-status.report';
import { timeTotalsReport } from '../../services/api/src/reports/definitions/time-totals.report';
import { topXShiftStatusReport } from '../../services/api/src/reports/definitions/top-x-shift-status.report';
import { ApiClient } from '../support/api-client';
import { aWeekdayRoster, OFFICE_DAY } from '../support/company';
import { startProduct, type RunningProduct } from '../support/stacks';
import { waitFor } from '../support/wait';
import { generateReport, pdfFirstPageIsNotBlank, pdfText, readSheet } from './support/reports';

/** The week of 2 March 2026, Monday to Sunday; Johannesburg is UTC+2 all year. */
const MONDAY = '2026-03-02';
const SUNDAY = '2026-03-08';
const WEEK = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'];
const ZONE = 'Africa/Johannesburg';
/** Whether the PDF's first page is wider than tall, as pdfinfo reads its size. */
async function isLandscape(pdf: Buffer): Promise<boolean> {
  const dir = await mkdtemp(join(tmpdir(), 'time-report-'));
  try {
    await writeFile(join(dir, 'report.pdf'), pdf);
    const { stdout } = await promisify(execFile)('pdfinfo', [join(dir, 'report.pdf')]);
    const [, width, height] = /Page size:\s+([\d.]+) x ([\d.]+)/.exec(stdout) ?? [];
    return Number(width) > Number(height);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Each employee's week as clock-in/clock-out pairs per date (no entry: no clockings). The office
 * shift is 08:00–17:00, 8 hours, unpaid lunch 12:00–13:00, no grace, overtime 60 minutes in
 * bucket 1 then bucket 2:
 * - Ann (Assembly): on time Mon; 20 minutes late Tue; absent Wed; 90 minutes late out Thu; leaves at noon Fri.
 * - Ben (Assembly): 30 minutes late Mon, on time Tue–Fri, two hours on Sunday (a day off).
 * - Cara (Dispatch): full-day leave Mon and Tue, on time Wed–Fri.
 * - Dan (Dispatch): on time Mon, Tue and Fri, absent Wed and Thu.
 */
const WEEKS: Record<string, Record<string, [string, string]>> = {
  ann: { '2026-03-02': ['08:00', '17:00'], '2026-03-03': ['08:20', '17:00'], '2026-03-05': ['08:00', '18:30'], '2026-03-06': ['08:00', '12:00'] },
  ben: {
    '2026-03-02': ['08:30', '17:00'],
    '2026-03-03': ['08:00', '17:00'],
    '2026-03-04': ['08:00', '17:00'],
    '2026-03-05': ['08:00', '17:00'],
    '2026-03-06': ['08:00', '17:00'],
    '2026-03-08': ['09:00', '11:00'],
  },
  cara: { '2026-03-04': ['08:00', '17:00'], '2026-03-05': ['08:00', '17:00'], '2026-03-06': ['08:00', '17:00'] },
  dan: { '2026-03-02': ['08:00', '17:00'], '2026-03-03': ['08:00', '17:00'], '2026-03-06': ['08:00', '17:00'] },
};

describe('time reports: Shift Status, Top-X Shift Status, Employee Time Total, Attendance (embedded mode)', () => {
  let product: RunningProduct;
  let admin: ApiClient;
  const staff: Record<string, Employee> = {};

  /** What the report job does with a definition, without a file: its SQL on the product's database, each record through `row`. */
  async function rowsOf<O extends object>(definition: ReportDefinition<O>, options: Partial<O>, groupBy: ReportGrouping | null = null): Promise<ReportRow[]> {
    const request = Object.assign(new definition.request(), options);
    const context: ReportContext = { from: MONDAY, to: SUNDAY, employeeIDs: Object.values(staff).map((e) => e.id), groupBy, heading: null, output: 'excel', timeZone: ZONE };
    const query = definition.query(request, context);
    const records = await product.query(query.text, query.values);
    return records.flatMap((record) => definition.row(record, request, context) ?? []);
  }
  const cellsOf = (rows: ReportRow[], keys: string[]) => rows.map((row) => keys.map((key) => row.cells[key]));

  /** A report made through its call for the four employees over the week, as its user downloads it. */
  const fileOf = async (call: string, options: Record<string, unknown>) =>
    (await generateReport(admin, call, { from: MONDAY, to: SUNDAY, employeeIDs: Object.values(staff).map((e) => e.id), ...options })).file;
  /** The sheet's lines above the column header, the header, and the lines under it. */
  const sheetOf = async (call: string, options: Record<string, unknown>) => {
    const file = await fileOf(call, { ...options, output: 'excel' });
    const rows = await readSheet(file);
    const header = rows.findIndex((row) => row[0] === 'Employee no.' || row[0] === 'Rank');
    return { top: rows.slice(0, header).map((row) => row.join(' ')), header: rows[header], lines: rows.slice(header + 1) };
  };
  const jobsStarted = async () => (await product.query<{ n: number }>('SELECT count(*)::int AS n FROM api.jobs'))[0].n;

  beforeAll(async () => {
    product = await startProduct('embedded', 'report-time');
    admin = new ApiClient(product.apiUrl);
    await admin.login('admin', product.adminPassword);
    const { workCycleID } = await aWeekdayRoster(admin, { ...OFFICE_DAY, overtimeTiers: [{ bucket: 1, maxMinutes: 60 }, { bucket: 2 }] });
    const assembly = await admin.ok<{ id: string }>('CreateDepartment', { name: 'Assembly' });
    const dispatch = await admin.ok<{ id: string }>('CreateDepartment', { name: 'Dispatch' });
    const hire = (employeeNumber: string, firstName: string, surname: string, departmentID: string) =>
      admin.ok<Employee>('CreateEmployee', { employeeNumber, firstName, surname, departmentID, timeZone: ZONE, workCycleID, workPatternStartDate: MONDAY, workPatternStartDay: 1 });
    staff.ann = await hire('R001', 'Ann', 'Adams', assembly.id);
    staff.ben = await hire('R002', 'Ben', 'Botha', assembly.id);
    staff.cara = await hire('R003', 'Cara', 'Cele', dispatch.id);
    staff.dan = await hire('R004', 'Dan', 'Dube', dispatch.id);

    let clockings = 0;
    for (const [name, days] of Object.entries(WEEKS)) {
      for (const [date, [clockIn, clockOut]] of Object.entries(days)) {
        await admin.ok('CreateRawClocking', { employeeID: staff[name].id, clockedAt: `${date}T${clockIn}:00+02:00`, direction: 'IN' });
        await admin.ok('CreateRawClocking', { employeeID: staff[name].id, clockedAt: `${date}T${clockOut}:00+02:00`, direction: 'OUT' });
        clockings += 2;
      }
    }
    await waitFor('every clocking in the time engine', async () => {
      const [row] = await product.query<{ n: number }>('SELECT count(*)::int AS n FROM time_engine.clockings');
      return row.n === clockings ? true : undefined;
    });
    // Cara's leave as the leave service delivers approved leave (LeaveDaysChanged) to the engine.
    for (const date of WEEK.slice(0, 2)) {
      await product.query(`INSERT INTO time_engine.leave_days (employee_id, shift_date, leave, application_id) VALUES ($1, $2, '{"full": true}', $3)`, [
        staff.cara.id,
        date,
        randomUUID(),
      ]);
    }
    // Every day of the week calculated, absences and days off included.
    await admin.ok('RecalcTimeValues', { employeeIDs: Object.values(staff).map((e) => e.id), from: MONDAY, to: SUNDAY });
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('Shift Status lists each day and status per employee, only the statuses asked for, within the status count range', async () => {
    const all = await rowsOf(shiftStatusReport, {});
    expect(cellsOf(all.filter((row) => row.cells.employeeNumber === 'R001'), ['date', 'day', 'shift', 'code', 'status', 'count'])).toEqual([
      ['2026-03-02', 'Monday', 'Office day', 1, 'Clocked in/out', 1],
      ['2026-03-03', 'Tuesday', 'Office day', 1, 'Clocked in/out', 1],
      ['2026-03-03', 'Tuesday', 'Office day', 103, 'Late in', 1],
      ['2026-03-04', 'Wednesday', 'Office day', 100, 'AWOL', 1],
      ['2026-03-05', 'Thursday', 'Office day', 1, 'Clocked in/out', 1],
      ['2026-03-05', 'Thursday', 'Office day', 107, 'Late out', 1],
      ['2026-03-06', 'Friday', 'Office day', 1, 'Clocked in/out', 1],
      ['2026-03-06', 'Friday', 'Office day', 106, 'Early out', 1],
      ['2026-03-07', 'Saturday', '', 3, 'Day off', 1],
      ['2026-03-08', 'Sunday', '', 3, 'Day off', 1],
    ]);
    expect(all[0].groups).toEqual(['', 'R001 Adams, Ann']);

    const exceptions = await rowsOf(shiftStatusReport, { statuses: [100, 103] }, 'department');
    expect(exceptions.map((row) => [...row.groups, row.cells.date, row.cells.code])).toEqual([
      ['Assembly', 'R001 Adams, Ann', '2026-03-03', 103],
      ['Assembly', 'R001 Adams, Ann', '2026-03-04', 100],
      ['Assembly', 'R002 Botha, Ben', '2026-03-02', 103],
      ['Dispatch', 'R004 Dube, Dan', '2026-03-04', 100],
      ['Dispatch', 'R004 Dube, Dan', '2026-03-05', 100],
    ]);
    const twoOrMore = await rowsOf(shiftStatusReport, { statuses: [100, 103], minCount: 2 });
    expect([...new Set(twoOrMore.map((row) => row.cells.employeeNumber))]).toEqual(['R001', 'R004']);
    const justOne = await rowsOf(shiftStatusReport, { statuses: [100, 103], minCount: 1, maxCount: 1 });
    expect(justOne.map((row) => row.cells.employeeNumber)).toEqual(['R002']);
  });

  it('Top-X Shift Status ranks employees, or departments per head, by the measure chosen', async () => {
    const columns = ['rank', 'employeeNumber', 'name', 'headcount', 'incidents', 'timeValue', 'timeHeadcount', 'incidentHeadcount'];
    // Incidents of AWOL and late in: Ann and Dan 2 each (tied first), Ben 1.
    expect(cellsOf(await rowsOf(topXShiftStatusReport, { measure: 'incidents', statuses: [100, 103], topX: 2 }), columns)).toEqual([
      [1, 'R001', 'Adams, Ann', 1, 2, 500, 500, 2],
      [1, 'R004', 'Dube, Dan', 1, 2, 960, 960, 2],
    ]);
    // Time value: AWOL costs the day's short time (480), late in its no pay before (Ann 20, Ben 30).
    expect(cellsOf(await rowsOf(topXShiftStatusReport, { measure: 'timeValue', statuses: [100, 103], topX: 10 }), ['rank', 'name', 'timeValue'])).toEqual([
      [1, 'Dube, Dan', 960],
      [2, 'Adams, Ann', 500],
      [3, 'Botha, Ben', 30],
    ]);
    const departments = await rowsOf(topXShiftStatusReport, { measure: 'timeHeadcount', statuses: [100, 103], topX: 5 }, 'department');
    expect(cellsOf(departments, ['rank', 'name', 'headcount', 'incidents', 'timeValue', 'timeHeadcount', 'incidentHeadcount'])).toEqual([
      [1, 'Dispatch', 2, 2, 960, 480, 1],
      [2, 'Assembly', 2, 3, 530, 265, 1.5],
    ]);
    expect(departments[0].groups).toEqual([]);
    const perHead = await rowsOf(topXShiftStatusReport, { measure: 'incidentHeadcount', statuses: [100, 103], topX: 1 }, 'department');
    expect(cellsOf(perHead, ['rank', 'name'])).toEqual([[1, 'Assembly']]);
  });

  it('Employee Time Total sums each value per employee, by weekday, overtime combined, no pay left out', async () => {
    const totals = await rowsOf(timeTotalsReport, {}, 'department');
    const values = ['daysWorked', 'normal', 'overtime1', 'overtime2', 'overtime3', 'noPay', 'noPayBefore', 'noPayAfter', 'short', 'leave'];
    expect(totals.map((row) => [...row.groups, row.cells.employeeNumber, ...values.map((key) => row.cells[key])])).toEqual([
      ['Assembly', 'R001', 4, 1660, 60, 30, 0, 740, 20, 240, 740, 0],
      ['Assembly', 'R002', 6, 2370, 120, 0, 0, 30, 30, 0, 30, 0],
      ['Dispatch', 'R003', 3, 1440, 0, 0, 0, 0, 0, 0, 0, 960],
      ['Dispatch', 'R004', 3, 1440, 0, 0, 0, 960, 0, 0, 960, 0],
    ]);

    const combined = await rowsOf(timeTotalsReport, { combineOvertime: true, excludeNoPay: true });
    expect(Object.keys(combined[0].cells)).toEqual(['employeeNumber', 'name', 'daysWorked', 'normal', 'overtime', 'short', 'leave']);
    expect(cellsOf(combined, ['employeeNumber', 'overtime'])).toEqual([
      ['R001', 90],
      ['R002', 120],
      ['R003', 0],
      ['R004', 0],
    ]);

    const byDay = await rowsOf(timeTotalsReport, { includeDayOfWeek: true });
    const ben = byDay.filter((row) => row.cells.employeeNumber === 'R002');
    expect(ben.map((row) => [...row.groups, row.cells.day, row.cells.normal, row.cells.overtime1])).toEqual([
      ['', 'R002 Botha, Ben', 'Monday', 450, 0],
      ['', 'R002 Botha, Ben', 'Tuesday', 480, 0],
      ['', 'R002 Botha, Ben', 'Wednesday', 480, 0],
      ['', 'R002 Botha, Ben', 'Thursday', 480, 0],
      ['', 'R002 Botha, Ben', 'Friday', 480, 0],
      ['', 'R002 Botha, Ben', 'Saturday', 0, 0],
      ['', 'R002 Botha, Ben', 'Sunday', 0, 120],
    ]);
  });

  it('Attendance counts scheduled, present, absent, on leave and late days and the rate, per employee or per day', async () => {
    const summary = await rowsOf(attendanceReport, {}, 'department');
    expect(summary.map((row) => [...row.groups, ...cellsOf([row], ['employeeNumber', 'scheduled', 'present', 'absent', 'onLeave', 'late', 'rate'])[0]])).toEqual([
      ['Assembly', 'R001', 5, 4, 1, 0, 1, 80],
      ['Assembly', 'R002', 5, 5, 0, 0, 1, 100],
      ['Dispatch', 'R003', 5, 3, 0, 2, 0, 100],
      ['Dispatch', 'R004', 5, 3, 2, 0, 0, 60],
    ]);

    const days = await rowsOf(attendanceReport, { includeDays: true });
    const ann = days.filter((row) => row.cells.employeeNumber === 'R001');
    expect(cellsOf(ann, ['date', 'day', 'attendance', 'scheduled', 'present', 'absent', 'onLeave', 'late', 'rate'])).toEqual([
      ['2026-03-02', 'Monday', 'Present', 1, 1, 0, 0, 0, null],
      ['2026-03-03', 'Tuesday', 'Present, late', 1, 1, 0, 0, 1, null],
      ['2026-03-04', 'Wednesday', 'Absent', 1, 0, 1, 0, 0, null],
      ['2026-03-05', 'Thursday', 'Present', 1, 1, 0, 0, 0, null],
      ['2026-03-06', 'Friday', 'Present', 1, 1, 0, 0, 0, null],
      [undefined, undefined, 'Attendance rate', undefined, undefined, undefined, undefined, undefined, 80],
    ]);
    expect(new Set(ann.map((row) => row.groups.join('|')))).toEqual(new Set(['|R001 Adams, Ann']));
    const cara = days.filter((row) => row.cells.employeeNumber === 'R003');
    expect(cara.map((row) => row.cells.attendance)).toEqual(['On leave', 'On leave', 'Present', 'Present', 'Present', 'Attendance rate']);
  });

  it('Shift Status as Excel: groups per department then employee, the counts subtotalled; as PDF with its text on a page that is not blank', async () => {
    const sheet = await sheetOf('GenerateReportShiftStatuses', { statuses: [100, 103], groupBy: 'department' });
    expect(sheet.top[0]).toBe('Shift Status');
    expect(sheet.top).toContain('Statuses: 100 AWOL, 103 Late in');
    expect(sheet.header).toEqual(['Employee no.', 'Name', 'Date', 'Day', 'Shift', 'Code', 'Status', 'Count']);
    expect(sheet.lines).toEqual([
      ['Assembly'],
      ['R001 Adams, Ann'],
      ['R001', 'Adams, Ann', '2026-03-03', 'Tuesday', 'Office day', 103, 'Late in', 1],
      ['R001', 'Adams, Ann', '2026-03-04', 'Wednesday', 'Office day', 100, 'AWOL', 1],
      ['Total R001 Adams, Ann (2 rows)', null, null, null, null, null, null, 2],
      ['R002 Botha, Ben'],
      ['R002', 'Botha, Ben', '2026-03-02', 'Monday', 'Office day', 103, 'Late in', 1],
      ['Total R002 Botha, Ben (1 row)', null, null, null, null, null, null, 1],
      ['Total Assembly (3 rows)', null, null, null, null, null, null, 3],
      ['Dispatch'],
      ['R004 Dube, Dan'],
      ['R004', 'Dube, Dan', '2026-03-04', 'Wednesday', 'Office day', 100, 'AWOL', 1],
      ['R004', 'Dube, Dan', '2026-03-05', 'Thursday', 'Office day', 100, 'AWOL', 1],
      ['Total R004 Dube, Dan (2 rows)', null, null, null, null, null, null, 2],
      ['Total Dispatch (2 rows)', null, null, null, null, null, null, 2],
      ['Grand total (5 rows)', null, null, null, null, null, null, 5],
    ]);

    const pdf = await fileOf('GenerateReportShiftStatuses', { statuses: [100, 103], minCount: 2, heading: 'Repeat exceptions', output: 'pdf' });
    const text = await pdfText(pdf);
    expect(text).toContain('Repeat exceptions');
    expect(text).toContain('Page 1 of 1');
    expect(await isLandscape(pdf)).toBe(false);
    expect(text).toMatch(/R001\s+Adams, Ann\s+03 Mar 2026\s+Tuesday\s+Office day\s+103\s+Late in\s+1/);
    expect(text).toContain('Total R004 Dube, Dan (2 rows)');
    expect(text).not.toContain('Botha');
    expect(text).toContain('Grand total (4 rows)');
    expect(await pdfFirstPageIsNotBlank(pdf)).toBe(true);
  });

  it('Top-X Shift Status as Excel: the departments ranked per head with every measure and a grand total; employees in the PDF', async () => {
    const sheet = await sheetOf('GenerateReportTopXShiftStatuses', { measure: 'timeHeadcount', statuses: [100, 103], topX: 10, groupBy: 'department' });
    expect(sheet.top).toContain('Top 10 by Time/Headcount');
    expect(sheet.header).toEqual(['Rank', 'Department', 'Headcount', 'No of Incidents', 'Time Value', 'Time/Headcount', 'Incident/Headcount']);
    expect(sheet.lines.map((line) => line.slice(0, 6))).toEqual([
      [1, 'Dispatch', 2, 2, 960, 480],
      [2, 'Assembly', 2, 3, 530, 265],
      ['Grand total (2 rows)', null, 4, 5, 1490],
    ]);
    expect(sheet.lines.slice(0, 2).map((line) => line[6])).toEqual([1, 1.5]);

    const pdf = await fileOf('GenerateReportTopXShiftStatuses', { measure: 'incidents', statuses: [100, 103], topX: 1, output: 'pdf' });
    const text = await pdfText(pdf);
    expect(text).toContain('Top 1 by No of Incidents');
    expect(text).toMatch(/1\s+R001\s+Adams, Ann\s+1\s+2\s+8:20\s+8:20\s+2\.00/);
    expect(text).toMatch(/1\s+R004\s+Dube, Dan\s+1\s+2\s+16:00\s+16:00\s+2\.00/);
    expect(text).not.toContain('Botha');
    expect(await pdfFirstPageIsNotBlank(pdf)).toBe(true);
  });

  it('Employee Time Total as Excel: minutes as durations, subtotals per department and a grand total; by weekday in Excel Text; landscape PDF', async () => {
    const sheet = await sheetOf('GenerateReportTimeTotals', { groupBy: 'department', combineOvertime: true });
    expect(sheet.top).toContain('Overtime values combined');
    expect(sheet.header).toEqual(['Employee no.', 'Name', 'Days worked', 'Normal', 'Overtime', 'No pay', 'NP B', 'NP A', 'Short', 'Leave']);
    expect(sheet.lines).toEqual([
      ['Assembly'],
      ['R001', 'Adams, Ann', 4, 1660, 90, 740, 20, 240, 740, 0],
      ['R002', 'Botha, Ben', 6, 2370, 120, 30, 30, 0, 30, 0],
      ['Total Assembly (2 rows)', null, 10, 4030, 210, 770, 50, 240, 770, 0],
      ['Dispatch'],
      ['R003', 'Cele, Cara', 3, 1440, 0, 0, 0, 0, 0, 960],
      ['R004', 'Dube, Dan', 3, 1440, 0, 960, 0, 0, 960, 0],
      ['Total Dispatch (2 rows)', null, 6, 2880, 0, 960, 0, 0, 960, 960],
      ['Grand total (4 rows)', null, 16, 6910, 210, 1730, 50, 240, 1730, 960],
    ]);

    const text = (await fileOf('GenerateReportTimeTotals', { includeDayOfWeek: true, excludeNoPay: true, employeeIDs: [staff.ben.id], output: 'excelText' })).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    const header = lines.findIndex((line) => line.startsWith('Employee no.'));
    expect(lines[header]).toBe(['Employee no.', 'Name', 'Day', 'Days worked', 'Normal', ...Array.from({ length: 10 }, (_, i) => `OT${i + 1}`), 'Short', 'Leave'].join('\t'));
    expect(lines.slice(header + 1, header + 3)).toEqual([
      ['R002 Botha, Ben', ...Array(16).fill('')].join('\t'),
      ['R002', 'Botha, Ben', 'Monday', '1', '7:30', ...Array(10).fill('0:00'), '0:30', '0:00'].join('\t'),
    ]);
    expect(lines).toContain(['R002', 'Botha, Ben', 'Sunday', '1', '0:00', '2:00', ...Array(9).fill('0:00'), '0:00', '0:00'].join('\t'));
    expect(lines.some((line) => line.startsWith('Total R002 Botha, Ben (7 rows)\t\t\t6\t39:30\t2:00\t'))).toBe(true);

    const pdf = await fileOf('GenerateReportTimeTotals', { groupBy: 'department', output: 'pdf' });
    const printed = await pdfText(pdf);
    expect(printed).toContain('Employee Time Total');
    expect(printed).toMatch(/R001\s+Adams, Ann\s+4\s+27:40\s+1:00\s+0:30(\s+0:00){8}\s+12:20\s+0:20\s+4:00\s+12:20\s+0:00/);
    expect(printed).toContain('Total Dispatch (2 rows)');
    expect(await pdfFirstPageIsNotBlank(pdf)).toBe(true);
    expect(await isLandscape(pdf)).toBe(true);
  });

  it('Attendance as Excel with the rate as a percentage, per department; each day listed in the PDF', async () => {
    const sheet = await sheetOf('GenerateReportEmployeeAttendance', { groupBy: 'department' });
    expect(sheet.header).toEqual(['Employee no.', 'Name', 'Scheduled', 'Present', 'Absent', 'On leave', 'Late', 'Attendance rate']);
    expect(sheet.lines).toEqual([
      ['Assembly'],
      ['R001', 'Adams, Ann', 5, 4, 1, 0, 1, 0.8],
      ['R002', 'Botha, Ben', 5, 5, 0, 0, 1, 1],
      ['Total Assembly (2 rows)', null, 10, 9, 1, 0, 2],
      ['Dispatch'],
      ['R003', 'Cele, Cara', 5, 3, 0, 2, 0, 1],
      ['R004', 'Dube, Dan', 5, 3, 2, 0, 0, 0.6],
      ['Total Dispatch (2 rows)', null, 10, 6, 2, 2, 0],
      ['Grand total (4 rows)', null, 20, 15, 3, 2, 2],
    ]);

    const pdf = await fileOf('GenerateReportEmployeeAttendance', { includeDays: true, employeeIDs: [staff.ann.id], output: 'pdf' });
    const text = await pdfText(pdf);
    expect(text).toContain('Each scheduled day listed');
    expect(text).toMatch(/R001\s+Adams, Ann\s+03 Mar 2026\s+Tuesday\s+Office day\s+Present, late\s+1\s+1\s+0\s+0\s+1/);
    expect(text).toMatch(/R001\s+Adams, Ann\s+04 Mar 2026\s+Wednesday\s+Office day\s+Absent\s+1\s+0\s+1\s+0\s+0/);
    expect(text).toMatch(/Attendance rate\s+80\.00%/);
    expect(text).toMatch(/Total R001 Adams, Ann \(6 rows\)\s+5\s+4\s+1\s+0\s+1/);
    expect(await pdfFirstPageIsNotBlank(pdf)).toBe(true);
  });

  it('refuses bad options with a 400 naming the field, starts nothing, and still makes reports after', async () => {
    const before = await jobsStarted();
    const period = { from: MONDAY, to: SUNDAY, output: 'excel' };
    const refusals: [string, Record<string, unknown>, string][] = [
      ['GenerateReportShiftStatuses', { statuses: [999] }, 'statuses'],
      ['GenerateReportShiftStatuses', { minCount: 3, maxCount: 2 }, 'maxCount'],
      ['GenerateReportShiftStatuses', { minCount: -1 }, 'minCount'],
      ['GenerateReportTopXShiftStatuses', { measure: 'hours', statuses: [100], topX: 5 }, 'measure'],
      ['GenerateReportTopXShiftStatuses', { measure: 'incidents', statuses: [], topX: 5 }, 'statuses'],
      ['GenerateReportTopXShiftStatuses', { measure: 'incidents', statuses: [100], topX: 1001 }, 'topX'],
      ['GenerateReportTimeTotals', { combineOvertime: 'yes' }, 'combineOvertime'],
      ['GenerateReportTimeTotals', { groupBy: 'planet' }, 'groupBy'],
      ['GenerateReportEmployeeAttendance', { includeDays: 'no' }, 'includeDays'],
      ['GenerateReportEmployeeAttendance', { to: '2027-03-08' }, 'to'],
    ];
    for (const [call, options, field] of refusals) {
      const answer = await admin.call<{ field?: string }>(call, { ...period, ...options });
      expect([call, options, answer.status, answer.body.field]).toEqual([call, options, 400, field]);
    }
    expect(await jobsStarted()).toBe(before);
    expect((await sheetOf('GenerateReportEmployeeAttendance', {})).lines).toHaveLength(5);
  });
});
