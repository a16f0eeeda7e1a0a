import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_CSV_TEMPLATE_ID, type Employee, type ReportOutput, type Scanner } from '@tna/contracts';
import { adjustmentsReport } from '../../services/api/src/reports/definitions/adjustments.report';
import { employeeWorkRosterReport } from '../../services/api/src/reports/definitions/employee-work-roster.report';
import { payCodeAllocationsReport } from '../../services/api/src/reports/definitions/pay-code-allocations.report';
import { readerActivityReport } from '../../services/api/src/reports/definitions/reader-activity.report';
import { readerGroupsReport } from '../../services/api/src/reports/definitions/reader-groups.report';
import { workRosterReport } from '../../services/api/src/reports/definitions/work-roster.report';
import { ApiClient } from '../support/api-client';
import { aWeekdayRoster, OFFICE_DAY } from '../support/company';
import { jobEnded } from '../support/jobs';
import { startProduct, type RunningProduct } from '../support/stacks';
import { waitFor } from '../support/wait';
import { ZkPushDevice } from '../support/zk-push-device';
import { definitionRows } from './support/definition-rows';
import { generateReport, pdfFirstPageIsNotBlank, pdfText, readSheet } from './support/reports';

const ZONE = 'Africa/Johannesburg';
const WEEK = { from: '2026-03-02', to: '2026-03-08' };
/** Whether a PDF's first page is wider than high, as pdfinfo gives its size in points. */
async function isLandscape(pdf: Buffer): Promise<boolean> {
  const dir = await mkdtemp(join(tmpdir(), 'report-other-'));
  try {
    await writeFile(join(dir, 'report.pdf'), pdf);
    const { stdout } = await promisify(execFile)('pdfinfo', [join(dir, 'report.pdf')]);
    const [, width, height] = /Page size:\s+([\d.]+) x ([\d.]+)/.exec(stdout)!;
    return Number(width) > Number(height);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
const shared = (period: { from: string; to: string }) => ({ ...period, output: 'excel' as ReportOutput });

/**
 * Adjustments, Pay Code Allocations, Work Roster, Employee Work Roster, Reader Groups and Reader
 * Activity on a small company with known data (docs/reports.md, a section each).
 */
describe('the other reports (embedded mode)', () => {
  let product: RunningProduct;
  let api: ApiClient;
  const people: Record<'ann' | 'ben' | 'cal' | 'dan', Employee> = {} as never;
  const ids = () => Object.values(people).map((employee) => employee.id);
  let payTime: { id: string };
  let bonus: { id: string };
  let normal: { id: string };
  let overtime: { id: string };

  beforeAll(async () => {
    product = await startProduct('embedded', 'report-other');
    api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);

    const serial = () => `RO${randomBytes(4).toString('hex').toUpperCase()}`;
    const gateSerial = serial();
    const doorSerial = serial();
    const gate = await api.ok<Scanner>('CreateScanner', { name: 'Main gate', make: 'ZKTeco', type: 'T&A', externalId: gateSerial, timeZone: ZONE });
    const door = await api.ok<Scanner>('CreateScanner', { name: 'Plant door', make: 'ZKTeco', type: 'Access Control', externalId: doorSerial, timeZone: 'Europe/London' });
    const headOffice = await api.ok<{ id: string }>('CreateScannerGroup', { name: 'Head office', scannerIDs: [gate.id, door.id] });
    const plant = await api.ok<{ id: string }>('CreateScannerGroup', { name: 'Plant', scannerIDs: [door.id] });

    // A weekday roster whose Fridays are replaced by a short shift.
    const shortFriday = await api.ok<{ id: string }>('CreateShift', { name: 'Short Friday', abbreviation: 'SF', startTime: '07:30', endTime: '12:30', targetWorkHours: 300 });
    const days = await aWeekdayRoster(api, {
      ...OFFICE_DAY,
      name: 'Day shift',
      abbreviation: 'DAY',
      startTime: '07:30',
      endTime: '16:30',
      replacementRules: [{ dayOfWeek: 5, condition: 'always', shiftID: shortFriday.id }],
    });
    const office = await aWeekdayRoster(api, OFFICE_DAY);

    normal = await api.ok<{ id: string }>('CreatePayCode', { name: 'Normal time', code: 'NT' });
    overtime = await api.ok<{ id: string }>('CreatePayCode', { name: 'Overtime', code: 'OT' });
    const payroll = await api.ok<{ id: string }>('CreatePayroll', { name: 'Weekly', number: '0042', exportFileVersion: '1' });
    await api.ok('CreatePayrollPayCodeMapping', { payrollID: payroll.id, value: 'normal', payCodeID: normal.id });
    await api.ok('CreatePayrollPayCodeMapping', { payrollID: payroll.id, value: 'overtime1', payCodeID: overtime.id });

    const rostered = { workPatternStartDate: '2026-03-02', workPatternStartDay: 1, timeZone: ZONE };
    people.ann = await api.ok<Employee>('CreateEmployee', { employeeNumber: 'RG01', firstName: 'Ann', surname: 'Adams', scannerGroupID: headOffice.id, workCycleID: days.workCycleID, ...rostered });
    people.ben = await api.ok<Employee>('CreateEmployee', {
      employeeNumber: 'RG02',
      firstName: 'Ben',
      surname: 'Brown',
      scannerGroupID: plant.id,
      workCycleID: days.workCycleID,
      publicHolidayNonWorking: true,
      ...rostered,
    });
    people.cal = await api.ok<Employee>('CreateEmployee', { employeeNumber: 'RG03', firstName: 'Cal', surname: 'Cole', timeZone: ZONE });
    people.dan = await api.ok<Employee>('CreateEmployee', { employeeNumber: 'RG04', firstName: 'Dan', surname: 'Dlamini', workCycleID: office.workCycleID, payrollID: payroll.id, ...rostered });

    // A public holiday on Wednesday 18 March (Ben does not work public holidays), and Ben on the office cycle from Friday 20 March.
    const national = await api.ok<{ id: string }>('CreatePublicHolidayCalendar', { name: 'National', isDefault: true });
    await api.ok('CreatePublicHoliday', { publicHolidayCalendarID: national.id, holidayDate: '2026-03-18', name: 'Human Rights Day' });
    const officeCycle = await api.ok<{ workPatterns: { workPatternID: string }[] }>('GetWorkCycle', undefined, { method: 'GET', query: { ID: office.workCycleID } });
    const moved = await api.ok<{ id: string }>('CreateEmployeeWorkCycleChangeReason', { name: 'Moved to the office' });
    expect(
      await api.ok('WorkCycleChange', {
        employeeIDs: [people.ben.id],
        effectiveDate: '2026-03-20',
        workCycleID: office.workCycleID,
        startingWorkPatternID: officeCycle.workPatterns[0].workPatternID,
        startDay: 1,
        reasonID: moved.id,
      }),
    ).toMatchObject({ resultCode: 201 });

    // Ann's Wednesday made a day off by a shift change.
    await api.ok('ChangeShift', { employeeIDs: [people.ann.id], from: '2026-03-04', to: '2026-03-04', shiftID: null });

    // Cal at the gate (Johannesburg) and at the door (London): 23:30 in London is 01:30 the next day in Johannesburg.
    await new ZkPushDevice(product.readerUrl, gateSerial).uploadUntilAccepted([ZkPushDevice.line('RG03', '2026-03-02T07:25:00', 0)]);
    await new ZkPushDevice(product.readerUrl, doorSerial).uploadUntilAccepted([
      ZkPushDevice.line('RG03', '2026-03-02T23:30:00', 1),
      ZkPushDevice.line('RG03', '2026-03-03T08:00:00', 0),
    ]);

    // Ben's two absent days, adjusted; Ann adjusted on a day without a row (code 10).
    await api.ok('RecalcTimeValues', { employeeIDs: [people.ben.id], from: '2026-03-02', to: '2026-03-03' });
    payTime = await api.ok<{ id: string }>('CreateAdjustmentType', { name: 'Pay time', action: 'addTime' });
    bonus = await api.ok<{ id: string }>('CreateAdjustmentType', { name: 'Bonus', action: 'addTime' });
    const sickNote = await api.ok<{ id: string }>('CreateEmployeeShiftAdjustmentReason', { name: 'Sick note' });
    const benDays = await api.ok<{ id: string; shiftDate: string }[]>('GetEmployeeShifts', { employeeID: people.ben.id, from: '2026-03-02', to: '2026-03-03' });
    const benDay = (date: string) => ({ query: { EmployeeShiftsID: benDays.find((day) => day.shiftDate === date)!.id } });
    expect(await api.ok('CreateAdjustment', { kind: 'time', adjustmentTypeID: payTime.id, minutes: 30, timeValue: 'normal' }, benDay('2026-03-02'))).toMatchObject({ resultCode: 1 });
    expect(await api.ok('CreateAdjustment', { kind: 'time', adjustmentTypeID: bonus.id, minutes: 15, timeValue: 'overtime1', note: 'Stock take' }, benDay('2026-03-03'))).toMatchObject({ resultCode: 1 });
    expect(await api.ok('CreateShiftAdjustment', { exception: 100, reasonID: sickNote.id }, benDay('2026-03-03'))).toMatchObject({ resultCode: 1 });
    expect(
      await api.ok('CreateAdjustment', { employeeID: people.ann.id, date: '2026-03-10', kind: 'time', adjustmentTypeID: payTime.id, minutes: 60, timeValue: 'normal' }),
    ).toMatchObject({ resultCode: 10 });

    // Dan works Monday and Tuesday, and payroll exports them.
    for (const date of ['2026-03-02', '2026-03-03']) {
      await api.ok('CreateRawClocking', { employeeID: people.dan.id, clockedAt: `${date}T08:00:00+02:00` });
      await api.ok('CreateRawClocking', { employeeID: people.dan.id, clockedAt: `${date}T17:00:00+02:00` });
    }
    await waitFor('Dan and Cal clockings placed on their days', async () => {
      const [row] = await product.query<{ n: number }>('SELECT count(*)::int AS n FROM time_engine.clockings WHERE employee_shift_id IS NOT NULL');
      return row.n === 7 ? true : undefined;
    });
    await waitFor('Dan days calculated', async () => {
      const days = await api.ok<{ normalTimeTot: number }[]>('GetEmployeeShifts', { employeeID: people.dan.id, from: '2026-03-02', to: '2026-03-03' });
      return days.length === 2 && days.every((day) => day.normalTimeTot === 480) ? true : undefined;
    });
    const { jobID } = await api.ok<{ jobID: string }>('DataExportFromTemplate', {
      payrollID: payroll.id,
      from: '2026-03-02',
      to: '2026-03-03',
      templateID: GENERIC_CSV_TEMPLATE_ID,
      approvedOnly: false,
      notYetExported: false,
    });
    expect(await jobEnded(api, jobID)).toMatchObject({ state: 'succeeded' });
  });

  afterAll(async () => {
    await product?.stop();
  });

  describe('Adjustments', () => {
    it('lists time and shift adjustments per employee, with type, action, time, value, reason and maker', async () => {
      const rows = await definitionRows(product, adjustmentsReport, shared({ from: '2026-03-01', to: '2026-03-31' }), { from: '2026-03-01', to: '2026-03-31', employeeIDs: ids() });
      expect(rows.map((row) => ({ groups: row.groups, ...row.cells, made_at: undefined }))).toEqual([
        {
          groups: ['', 'Adams, Ann (RG01)'],
          date: '2026-03-10', kind: 'Time adjustment', type: 'Pay time', action: 'Add / pay time', minutes: 60, value: 'Normal', reason: '', note: '', made_by: 'admin', made_at: undefined,
        },
        {
          groups: ['', 'Brown, Ben (RG02)'],
          date: '2026-03-02', kind: 'Time adjustment', type: 'Pay time', action: 'Add / pay time', minutes: 30, value: 'Normal', reason: '', note: '', made_by: 'admin', made_at: undefined,
        },
        {
          groups: ['', 'Brown, Ben (RG02)'],
          date: '2026-03-03', kind: 'Time adjustment', type: 'Bonus', action: 'Add / pay time', minutes: 15, value: 'Overtime 1', reason: '', note: 'Stock take', made_by: 'admin', made_at: undefined,
        },
        {
          groups: ['', 'Brown, Ben (RG02)'],
          date: '2026-03-03', kind: 'Shift adjustment', type: 'Cleared: AWOL', action: 'Clear exception', minutes: null, value: '', reason: 'Sick note', note: '', made_by: 'admin', made_at: undefined,
        },
      ]);
      expect(rows[0].cells.made_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    });

    it('keeps the chosen adjustment types, and employees within the count range', async () => {
      const period = { from: '2026-03-01', to: '2026-03-31' };
      const context = { ...period, employeeIDs: ids() };
      const byType = await definitionRows(product, adjustmentsReport, { ...shared(period), adjustmentTypeIDs: [bonus.id] }, context);
      expect(byType.map((row) => [row.cells.date, row.cells.type])).toEqual([['2026-03-03', 'Bonus']]);
      const many = await definitionRows(product, adjustmentsReport, { ...shared(period), countFrom: 2 }, context);
      expect(new Set(many.map((row) => row.groups[1]))).toEqual(new Set(['Brown, Ben (RG02)']));
      const few = await definitionRows(product, adjustmentsReport, { ...shared(period), countFrom: 0, countTo: 1 }, context);
      expect(few.map((row) => row.groups[1])).toEqual(['Adams, Ann (RG01)']);
      const byDepartment = await definitionRows(product, adjustmentsReport, shared(period), { ...context, groupBy: 'surname' });
      expect(byDepartment.map((row) => row.groups)).toEqual([['Adams, Ann (RG01)'], ['Brown, Ben (RG02)'], ['Brown, Ben (RG02)'], ['Brown, Ben (RG02)']]);
    });
  });

  describe('Pay Code Allocations', () => {
    it('sums what payroll exported per employee and pay code, only the chosen pay codes, nothing for a period not exported', async () => {
      const period = { from: '2026-03-01', to: '2026-03-31' };
      const context = { ...period, employeeIDs: ids() };
      expect(await definitionRows(product, payCodeAllocationsReport, shared(period), context)).toEqual([
        { groups: ['', 'Dlamini, Dan (RG04)'], cells: { pay_code: 'NT', pay_code_name: 'Normal time', days: 2, minutes: 960 } },
      ]);
      expect(await definitionRows(product, payCodeAllocationsReport, { ...shared(period), payCodeIDs: [overtime.id] }, context)).toEqual([]);
      expect((await definitionRows(product, payCodeAllocationsReport, { ...shared(period), payCodeIDs: [normal.id] }, context)).length).toBe(1);
      const tuesday = { from: '2026-03-03', to: '2026-03-03' };
      expect((await definitionRows(product, payCodeAllocationsReport, shared(tuesday), { ...tuesday, employeeIDs: ids() }))[0].cells).toMatchObject({ days: 1, minutes: 480 });
      const april = { from: '2026-04-01', to: '2026-04-30' };
      expect(await definitionRows(product, payCodeAllocationsReport, shared(april), { ...april, employeeIDs: ids() })).toEqual([]);
    });
  });

  describe('Work Roster', () => {
    const annWeek = [
      { date: '2026-03-02', weekday: 'Monday', shift: 'Day shift', start: '07:30', end: '16:30', leave: 0, planned: 480, note: '' },
      { date: '2026-03-03', weekday: 'Tuesday', shift: 'Day shift', start: '07:30', end: '16:30', leave: 0, planned: 480, note: '' },
      { date: '2026-03-04', weekday: 'Wednesday', shift: 'Day off', start: null, end: null, leave: 0, planned: 0, note: 'Shift change' },
      { date: '2026-03-05', weekday: 'Thursday', shift: 'Day shift', start: '07:30', end: '16:30', leave: 0, planned: 480, note: '' },
      { date: '2026-03-06', weekday: 'Friday', shift: 'Short Friday', start: '07:30', end: '12:30', leave: 0, planned: 300, note: 'Replacement shift' },
      { date: '2026-03-07', weekday: 'Saturday', shift: 'Day off', start: null, end: null, leave: 0, planned: 0, note: '' },
      { date: '2026-03-08', weekday: 'Sunday', shift: 'Day off', start: null, end: null, leave: 0, planned: 0, note: '' },
    ];

    it('plans one employee day by day from the work cycle, its replacement rule and a shift change, as the time engine then calculates it', async () => {
      const context = { ...WEEK, employeeIDs: [people.ann.id] };
      const planned = await definitionRows(product, employeeWorkRosterReport, shared(WEEK), context);
      expect(planned.map((row) => row.cells)).toEqual(annWeek);
      expect(new Set(planned.map((row) => row.groups.join('|')))).toEqual(new Set(['|Adams, Ann (RG01)']));
      await api.ok('RecalcTimeValues', { employeeIDs: [people.ann.id], ...WEEK });
      const [stored] = await product.query<{ n: number }>('SELECT count(*)::int AS n FROM time_engine.employee_shifts WHERE employee_id = $1', [people.ann.id]);
      expect(stored.n).toBeGreaterThanOrEqual(5);
      expect((await definitionRows(product, employeeWorkRosterReport, shared(WEEK), context)).map((row) => row.cells)).toEqual(annWeek);
    });

    it('plans a public holiday off and a work cycle change from its effective date, as the time engine then calculates them', async () => {
      const week = { from: '2026-03-16', to: '2026-03-22' };
      const context = { ...week, employeeIDs: [people.ben.id] };
      const office = (date: string, weekday: string) => ({ date, weekday, shift: 'Office day', start: '08:00', end: '17:00', leave: 0, planned: 480, note: '' });
      const benWeek = [
        { date: '2026-03-16', weekday: 'Monday', shift: 'Day shift', start: '07:30', end: '16:30', leave: 0, planned: 480, note: '' },
        { date: '2026-03-17', weekday: 'Tuesday', shift: 'Day shift', start: '07:30', end: '16:30', leave: 0, planned: 480, note: '' },
        { date: '2026-03-18', weekday: 'Wednesday', shift: 'Day off', start: null, end: null, leave: 0, planned: 0, note: 'Public holiday' },
        { date: '2026-03-19', weekday: 'Thursday', shift: 'Day shift', start: '07:30', end: '16:30', leave: 0, planned: 480, note: '' },
        office('2026-03-20', 'Friday'),
        office('2026-03-21', 'Saturday'),
        office('2026-03-22', 'Sunday'),
      ];
      expect((await definitionRows(product, employeeWorkRosterReport, shared(week), context)).map((row) => row.cells)).toEqual(benWeek);
      await api.ok('RecalcTimeValues', { employeeIDs: [people.ben.id], ...week });
      const [stored] = await product.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM time_engine.employee_shifts WHERE employee_id = $1 AND shift_date BETWEEN '2026-03-16' AND '2026-03-22'",
        [people.ben.id],
      );
      expect(stored.n).toBeGreaterThanOrEqual(6);
      expect((await definitionRows(product, employeeWorkRosterReport, shared(week), context)).map((row) => row.cells)).toEqual(benWeek);
    });

    it('shows a week per line with a column per weekday and the planned time, an employee without a roster blank', async () => {
      const fortnight = { from: '2026-03-02', to: '2026-03-15' };
      const rows = await definitionRows(product, workRosterReport, shared(fortnight), { ...fortnight, employeeIDs: [people.ann.id, people.cal.id] });
      const day = 'DAY 07:30-16:30';
      expect(rows).toEqual([
        { groups: ['', 'Adams, Ann (RG01)'], cells: { week: '2026-03-02', mon: day, tue: day, wed: 'Off*', thu: day, fri: 'SF 07:30-12:30', sat: 'Off', sun: 'Off', planned: 1740 } },
        { groups: ['', 'Adams, Ann (RG01)'], cells: { week: '2026-03-09', mon: day, tue: day, wed: day, thu: day, fri: 'SF 07:30-12:30', sat: 'Off', sun: 'Off', planned: 2220 } },
        { groups: ['', 'Cole, Cal (RG03)'], cells: { week: '2026-03-02', mon: '', tue: '', wed: '', thu: '', fri: '', sat: '', sun: '', planned: 0 } },
        { groups: ['', 'Cole, Cal (RG03)'], cells: { week: '2026-03-09', mon: '', tue: '', wed: '', thu: '', fri: '', sat: '', sun: '', planned: 0 } },
      ]);
      const midweek = { from: '2026-03-04', to: '2026-03-05' };
      const [cut] = await definitionRows(product, workRosterReport, shared(midweek), { ...midweek, employeeIDs: [people.ann.id] });
      expect(cut.cells).toEqual({ week: '2026-03-02', mon: '', tue: '', wed: 'Off*', thu: day, fri: '', sat: '', sun: '', planned: 480 });
    });
  });

  describe('Reader Groups', () => {
    it('lists employees by reader group with its readers, those without a group last', async () => {
      expect(await definitionRows(product, readerGroupsReport, shared(WEEK), { ...WEEK, employeeIDs: ids() })).toEqual([
        { groups: ['', 'Head office'], cells: { employee_number: 'RG01', name: 'Adams, Ann', department: '', readers: 'Main gate, Plant door', reader_count: 2 } },
        { groups: ['', 'Plant'], cells: { employee_number: 'RG02', name: 'Brown, Ben', department: '', readers: 'Plant door', reader_count: 1 } },
        { groups: ['', 'No reader group'], cells: { employee_number: 'RG03', name: 'Cole, Cal', department: '', readers: '', reader_count: 0 } },
        { groups: ['', 'No reader group'], cells: { employee_number: 'RG04', name: 'Dlamini, Dan', department: '', readers: '', reader_count: 0 } },
      ]);
    });
  });

  describe('Reader Activity', () => {
    const monday = { from: '2026-03-02', to: '2026-03-02' };

    it('lists clockings per reader on the days of the period in the reader zone, with the direction stored', async () => {
      expect(await definitionRows(product, readerActivityReport, shared(monday), { ...monday, employeeIDs: ids() })).toEqual([
        { groups: ['Main gate (T&A, Africa/Johannesburg)', ''], cells: { date: '2026-03-02', time: '07:25', employee_number: 'RG03', name: 'Cole, Cal', direction: '' } },
        {
          groups: ['Plant door (Access Control, Europe/London)', ''],
          cells: { date: '2026-03-02', time: '23:30', employee_number: 'RG03', name: 'Cole, Cal', direction: 'OUT' },
        },
      ]);
    });

    it('keeps readers of the access type asked', async () => {
      const context = { ...monday, employeeIDs: ids() };
      const ta = await definitionRows(product, readerActivityReport, { ...shared(monday), readerAccessType: 'T&A' as const }, context);
      expect(ta.map((row) => row.cells.time)).toEqual(['07:25']);
      const access = await definitionRows(product, readerActivityReport, { ...shared(monday), readerAccessType: 'Access Control' as const }, context);
      expect(access.map((row) => row.cells.time)).toEqual(['23:30']);
    });
  });

  describe('through the Generate calls', () => {
    /** A report made through its call for the four employees, as its user downloads it. */
    const fileOf = async (call: string, body: Record<string, unknown>) => (await generateReport(api, call, { employeeIDs: ids(), ...body })).file;
    /** The sheet's lines above the column header, the header, and the lines under it (durations in minutes). */
    const sheetOf = async (call: string, body: Record<string, unknown>, firstHeader: string) => {
      const rows = await readSheet(await fileOf(call, { ...body, output: 'excel' }));
      const header = rows.findIndex((row) => row[0] === firstHeader);
      return { top: rows.slice(0, header).map((row) => row.join(' ')), header: rows[header], lines: rows.slice(header + 1) };
    };

    it('Adjustments as Excel: a group per employee, the time adjusted subtotalled; as a landscape PDF', async () => {
      const sheet = await sheetOf('GenerateReportAdjustments', { from: '2026-03-01', to: '2026-03-31', countFrom: 2 }, 'Date');
      expect(sheet.top).toContain('Employees with 2 to any number of adjustments in the period');
      expect(sheet.header).toEqual(['Date', 'Kind', 'Type', 'Action', 'Time', 'Value', 'Reason', 'Note', 'By', 'Made at']);
      expect(sheet.lines.map((line) => line.slice(0, 9))).toEqual([
        ['Brown, Ben (RG02)'],
        ['2026-03-02', 'Time adjustment', 'Pay time', 'Add / pay time', 30, 'Normal', null, null, 'admin'],
        ['2026-03-03', 'Time adjustment', 'Bonus', 'Add / pay time', 15, 'Overtime 1', null, 'Stock take', 'admin'],
        ['2026-03-03', 'Shift adjustment', 'Cleared: AWOL', 'Clear exception', null, null, 'Sick note', null, 'admin'],
        ['Total Brown, Ben (RG02) (3 rows)', null, null, null, 45],
        ['Grand total (3 rows)', null, null, null, 45],
      ]);
      const pdf = await fileOf('GenerateReportAdjustments', { from: '2026-03-01', to: '2026-03-31', output: 'pdf' });
      const text = await pdfText(pdf);
      expect(text).toContain('Adjustments');
      expect(text).toMatch(/Cleared: AWOL\s+Clear exception\s+Sick note/);
      expect(text).toContain('Total Adams, Ann (RG01) (1 row)');
      expect(await pdfFirstPageIsNotBlank(pdf)).toBe(true);
      expect(await isLandscape(pdf)).toBe(true);
    });

    it('Pay Code Allocations as Excel: the minutes payroll exported per pay code, and an empty period with its note', async () => {
      const sheet = await sheetOf('GenerateReportEmployeePayCodeAllocations', { from: '2026-03-01', to: '2026-03-31' }, 'Pay code');
      expect(sheet.lines).toEqual([
        ['Dlamini, Dan (RG04)'],
        ['NT', 'Normal time', 2, 960],
        ['Total Dlamini, Dan (RG04) (1 row)', null, 2, 960],
        ['Grand total (1 row)', null, 2, 960],
      ]);
      const empty = await pdfText(await fileOf('GenerateReportEmployeePayCodeAllocations', { from: '2026-04-01', to: '2026-04-30', output: 'pdf' }));
      expect(empty).toContain('days not exported to payroll have no allocations yet');
    });

    it('Work Roster as Excel: a week per line, a column per weekday; as a landscape PDF', async () => {
      const sheet = await sheetOf('GenerateReportWorkRoster', { from: '2026-03-02', to: '2026-03-08', employeeIDs: [people.ann.id] }, 'Week of');
      expect(sheet.header).toEqual(['Week of', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'Planned']);
      const day = 'DAY 07:30-16:30';
      expect(sheet.lines).toEqual([
        ['Adams, Ann (RG01)'],
        ['2026-03-02', day, day, 'Off*', day, 'SF 07:30-12:30', 'Off', 'Off', 1740],
        ['Total Adams, Ann (RG01) (1 row)', null, null, null, null, null, null, null, 1740],
        ['Grand total (1 row)', null, null, null, null, null, null, null, 1740],
      ]);
      const pdf = await fileOf('GenerateReportWorkRoster', { from: '2026-03-02', to: '2026-03-15', employeeIDs: [people.ann.id], output: 'pdf' });
      expect(await pdfText(pdf)).toMatch(/SF 07:30-12:30/);
      expect(await pdfFirstPageIsNotBlank(pdf)).toBe(true);
      expect(await isLandscape(pdf)).toBe(true);
      expect(await isLandscape(await fileOf('GenerateEmployeeWorkRoster', { from: '2026-03-02', to: '2026-03-08', employeeIDs: [people.ann.id], output: 'pdf' }))).toBe(false);
    });

    it('Employee Work Roster as Excel Text: a line per day with its note', async () => {
      const text = (await fileOf('GenerateEmployeeWorkRoster', { from: '2026-03-02', to: '2026-03-08', employeeIDs: [people.ann.id], output: 'excelText' })).toString('utf8');
      expect(text.startsWith('\uFEFF')).toBe(true);
      const lines = text.split('\r\n');
      expect(lines).toContain('2026-03-04\tWednesday\tDay off\t\t\t0:00\t0:00\tShift change');
      expect(lines).toContain('2026-03-06\tFriday\tShort Friday\t07:30\t12:30\t0:00\t5:00\tReplacement shift');
    });

    it('Reader Groups as PDF and Reader Activity as Excel, in the reader zone', async () => {
      const groups = await pdfText(await fileOf('GenerateReportEmployeeReaderGroupAllocations', { from: '2026-03-02', to: '2026-03-02', output: 'pdf' }));
      expect(groups).toMatch(/RG01\s+Adams, Ann\s+Main gate, Plant door\s+2/);
      expect(groups).toContain('No reader group');
      const sheet = await sheetOf('GenerateReportEmployeeReaderActivity', { from: '2026-03-02', to: '2026-03-02', readerAccessType: 'Access Control' }, 'Date');
      expect(sheet.lines).toEqual([
        ['Plant door (Access Control, Europe/London)'],
        ['2026-03-02', '23:30', 'RG03', 'Cole, Cal', 'OUT'],
        ['Total Plant door (Access Control, Europe/London) (1 row)'],
        ['Grand total (1 row)'],
      ]);
    });

    it('refuses bad options with 400 naming the field, and starts nothing', async () => {
      const [{ n: before }] = await product.query<{ n: number }>('SELECT count(*)::int AS n FROM api.jobs');
      const period = { from: '2026-03-01', to: '2026-03-31', output: 'pdf' };
      for (const [call, options, field] of [
        ['GenerateReportAdjustments', { countFrom: 3, countTo: 2 }, 'countTo'],
        ['GenerateReportAdjustments', { countFrom: -1 }, 'countFrom'],
        ['GenerateReportAdjustments', { adjustmentTypeIDs: ['not-an-id'] }, 'adjustmentTypeIDs'],
        ['GenerateReportEmployeePayCodeAllocations', { payCodeIDs: 'NT' }, 'payCodeIDs'],
        ['GenerateReportEmployeeReaderActivity', { readerAccessType: 'Door' }, 'readerAccessType'],
        ['GenerateReportWorkRoster', { groupBy: 'planet' }, 'groupBy'],
        ['GenerateEmployeeWorkRoster', { output: 'word' }, 'output'],
        ['GenerateReportEmployeeReaderGroupAllocations', { to: '2026-02-01' }, 'to'],
      ] as const) {
        const answer = await api.call<{ field: string }>(call, { ...period, ...options });
        expect([call, options, answer.status, answer.body.field]).toEqual([call, options, 400, field]);
      }
      const [{ n: after }] = await product.query<{ n: number }>('SELECT count(*)::int AS n FROM api.jobs');
      expect(after).toBe(before);
    });

    // Last in the file: it adds an employee the other reports do not expect.
    it('shows the days of a badly set-up work cycle as errors with the time engine’s reason, not as days off', async () => {
      // Day 9 of a 7-day pattern: the time engine cannot place the cycle, and fails any such day it calculates (1000).
      const workCycleID = people.ann.workCycleID as string;
      const cycle = await api.ok<{ workPatterns: { workPatternID: string }[] }>('GetWorkCycle', undefined, { method: 'GET', query: { ID: workCycleID } });
      const eve = await api.ok<Employee>('CreateEmployee', {
        employeeNumber: 'RG05',
        firstName: 'Eve',
        surname: 'Evans',
        workCycleID,
        workPatternStartDate: '2026-03-02',
        workPatternStartDay: 9,
        sundayNonWorking: true,
        timeZone: ZONE,
      });
      const reason = `startDay: must be 1..7, the days of pattern ${cycle.workPatterns[0].workPatternID}`;
      const error = (date: string, weekday: string) => ({ date, weekday, shift: 'Roster error', start: null, end: null, leave: 0, planned: 0, note: reason });
      const days = await definitionRows(product, employeeWorkRosterReport, shared(WEEK), { ...WEEK, employeeIDs: [eve.id] });
      expect(days.map((row) => row.cells)).toEqual([
        error('2026-03-02', 'Monday'),
        error('2026-03-03', 'Tuesday'),
        error('2026-03-04', 'Wednesday'),
        error('2026-03-05', 'Thursday'),
        error('2026-03-06', 'Friday'),
        error('2026-03-07', 'Saturday'),
        // The engine's rule gives a non-working Sunday off before it looks at the cycle.
        { date: '2026-03-08', weekday: 'Sunday', shift: 'Day off', start: null, end: null, leave: 0, planned: 0, note: 'Sunday non-working' },
      ]);

      const sheet = await sheetOf('GenerateReportWorkRoster', { ...WEEK, employeeIDs: [eve.id] }, 'Week of');
      expect(sheet.lines).toEqual([
        ['Evans, Eve (RG05)'],
        ['2026-03-02', 'Error', 'Error', 'Error', 'Error', 'Error', 'Error', 'Off', 0],
        ['Total Evans, Eve (RG05) (1 row)', null, null, null, null, null, null, null, 0],
        ['Grand total (1 row)', null, null, null, null, null, null, null, 0],
      ]);
      const text = (await fileOf('GenerateEmployeeWorkRoster', { ...WEEK, employeeIDs: [eve.id], output: 'excelText' })).toString('utf8');
      expect(text.split('\r\n')).toContain(`2026-03-02\tMonday\tRoster error\t\t\t0:00\t0:00\t${reason}`);
    });
  });
});
