import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalculatePayrollValuesResult, EmployeeShift } from '@tna/contracts';
import { ApiClient } from '../support/api-client';
import { startProduct, type RunningProduct } from '../support/stacks';
import { waitFor } from '../support/wait';
import { aTemplate, aUser, PASSWORD } from '../security/support/users';

/** A week clocked into the engine, some days authorised and one exported, then valued per pay code (issue #14). */
const WEEK = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'];
const [MONDAY, TUESDAY, WEDNESDAY, , FRIDAY] = WEEK;
/** When each day's clocking out is (in at 08:00) on an 8-hour shift 08:00–17:00 without breaks: an hour of overtime a day, Tuesday two, Friday none. */
const OUT = ['17:00', '18:00', '17:00', '17:00', '16:00'];
const UNKNOWN = '6a1f5c3e-2b4d-4e8f-9a0b-1c2d3e4f5a6b';

describe('CalculatePayrollValues over a clocked week (embedded mode)', () => {
  let product: RunningProduct;
  let admin: ApiClient;
  let exporter: ApiClient;
  let payrollID: string;
  let employeeID: string;
  const days = new Map<string, EmployeeShift>();
  const codes: Record<string, string> = {};

  const calculate = (body: Record<string, unknown>) => exporter.ok<CalculatePayrollValuesResult>('CalculatePayrollValues', { payrollID, from: MONDAY, to: FRIDAY, ...body });
  const linesOf = (result: CalculatePayrollValuesResult) => result.employees.map((employee) => [employee.employeeNumber, employee.lines.map((line) => [line.payCode, line.minutes, line.amount])]);

  beforeAll(async () => {
    product = await startProduct('embedded', 'payroll-values');
    admin = new ApiClient(product.apiUrl);
    await admin.login('admin', product.adminPassword);
    const rate = await admin.ok<{ id: string }>('CreatePayRate', { name: 'Time and a half', code: 'X15', multiplier: '1.5' });
    const normal = await admin.ok<{ id: string; code: string }>('CreatePayCode', { name: 'Normal time', code: 'NT' });
    const overtime = await admin.ok<{ id: string; code: string }>('CreatePayCode', { name: 'Overtime', code: 'OT', payRateID: rate.id });
    const noPay = await admin.ok<{ id: string; code: string }>('CreatePayCode', { name: 'Unpaid', code: 'NP' });
    Object.assign(codes, { normal: normal.code, overtime: overtime.code, noPay: noPay.code });
    payrollID = (await admin.ok<{ id: string }>('CreatePayroll', { name: 'Weekly', number: '0042' })).id;
    for (const [value, payCodeID] of [
      ['normal', normal.id],
      ['overtime1', overtime.id],
      ['noPay', noPay.id],
    ]) {
      await admin.ok('CreatePayrollPayCodeMapping', { payrollID, value, payCodeID });
    }
    const shift = await admin.ok<{ id: string }>('CreateShift', { name: 'Office day', startTime: '08:00', endTime: '17:00', targetWorkHours: 480, breaks: [] });
    const pattern = await admin.ok<{ id: string }>('CreateWorkPattern', {
      name: 'Weekdays',
      days: [...Array.from({ length: 5 }, () => ({ shiftID: shift.id })), { shiftID: null }, { shiftID: null }],
    });
    const cycle = await admin.ok<{ id: string }>('CreateWorkCycle', { name: 'Office', workPatterns: [{ workPatternID: pattern.id }] });
    const employee = await admin.ok<{ id: string }>('CreateEmployee', {
      employeeNumber: '8201',
      firstName: 'Pat',
      surname: 'Payroll',
      timeZone: 'Africa/Johannesburg',
      workCycleID: cycle.id,
      workPatternStartDate: MONDAY,
      workPatternStartDay: 1,
      payrollID,
      hourlyRate: '120.00',
    });
    employeeID = employee.id;
    // Someone on another payroll: never in this payroll's values.
    const other = await admin.ok<{ id: string }>('CreatePayroll', { name: 'Monthly', number: '0043' });
    await admin.ok('CreateEmployee', { employeeNumber: '8202', firstName: 'Other', surname: 'Payroll', timeZone: 'Africa/Johannesburg', payrollID: other.id, hourlyRate: '50' });

    for (const [index, date] of WEEK.entries()) {
      await admin.ok('CreateRawClocking', { employeeID, clockedAt: `${date}T08:00:00+02:00` });
      await admin.ok('CreateRawClocking', { employeeID, clockedAt: `${date}T${OUT[index]}:00+02:00` });
    }
    await waitFor('the week calculated', async () => {
      const shifts = await admin.ok<EmployeeShift[]>('GetEmployeeShifts', { employeeID, from: MONDAY, to: FRIDAY });
      return shifts.length === 5 && shifts.every((day) => day.statuses.length > 0 && !day.statuses.includes(0)) ? shifts : undefined;
    }).then((shifts) => shifts.forEach((day) => days.set(day.shiftDate, day)));
    // Monday and Tuesday authorised; Wednesday exported.
    await admin.ok('HoursAuthorise', { employeeShiftsIDs: [days.get(MONDAY)!.id, days.get(TUESDAY)!.id], authorise: true });
    await admin.ok('HoursExported', { employeeShiftsIDs: [days.get(WEDNESDAY)!.id], exported: true });

    const user = await aUser(admin, await aTemplate(admin, ['dataExport']));
    exporter = new ApiClient(product.apiUrl);
    await exporter.login(user.username, PASSWORD);
  });

  afterAll(async () => {
    await product?.stop();
  });

  it("values the whole week per pay code at the employee's rate and the pay codes' multipliers", async () => {
    const result = await calculate({});
    // 5 × 480 normal and 60 + 120 + 60 + 60 overtime at 1.5, at 120.00 an hour.
    expect(result).toEqual({
      resultCode: 1,
      resultText: 'Processed',
      payrollID,
      from: MONDAY,
      to: FRIDAY,
      employees: [
        {
          employeeID,
          employeeNumber: '8201',
          name: 'Pat Payroll',
          lines: [
            { payCode: 'NT', payCodeName: 'Normal time', minutes: 2400, amount: 4800 },
            { payCode: 'OT', payCodeName: 'Overtime', minutes: 300, amount: 900 },
          ],
          withheldMinutes: 0,
        },
      ],
      totals: [
        { payCode: 'NT', payCodeName: 'Normal time', minutes: 2400, amount: 4800 },
        { payCode: 'OT', payCodeName: 'Overtime', minutes: 300, amount: 900 },
      ],
    });
  });

  it('counts only authorised days with approved hours only, and leaves exported days out with hours not yet exported', async () => {
    expect(linesOf(await calculate({ approvedOnly: true }))).toEqual([
      [
        '8201',
        [
          ['NT', 960, 1920],
          ['OT', 180, 540],
        ],
      ],
    ]);
    expect(linesOf(await calculate({ notYetExported: true }))).toEqual([
      [
        '8201',
        [
          ['NT', 1920, 3840],
          ['OT', 240, 720],
        ],
      ],
    ]);
    expect(linesOf(await calculate({ approvedOnly: true, notYetExported: true, from: WEDNESDAY }))).toEqual([]);
  });

  it('refuses bad input with 400 naming the field, storing nothing', async () => {
    const stored = async () => product.query('SELECT (SELECT count(*)::int FROM payroll.hours_exports) AS exports, (SELECT count(*)::int FROM payroll.hours_authorisations) AS authorisations');
    const before = await stored();
    const cases: [Record<string, unknown>, string][] = [
      [{ from: undefined }, 'from'],
      [{ from: '2026-02-30' }, 'from'],
      [{ to: '6 March' }, 'to'],
      [{ from: FRIDAY, to: MONDAY }, 'to'],
      [{ from: '2025-03-01', to: '2026-03-02' }, 'to'],
      [{ payrollID: UNKNOWN }, 'payrollID'],
      [{ payrollID: 'weekly' }, 'payrollID'],
      [{ approvedOnly: 'yes' }, 'approvedOnly'],
    ];
    for (const [change, field] of cases) {
      const answer = await exporter.call<{ field: string; message: string }>('CalculatePayrollValues', { payrollID, from: MONDAY, to: FRIDAY, ...change });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.body.field, JSON.stringify(answer.body)).toBe(field);
    }
    expect(await stored()).toEqual(before);
    expect(await product.query("SELECT 1 FROM api.audit_log WHERE action = 'CalculatePayrollValues'")).toEqual([]);
  });

  it('answers 403 without dataExport', async () => {
    const user = await aUser(admin, await aTemplate(admin, ['clkAuthoriseHours']));
    const client = new ApiClient(product.apiUrl);
    await client.login(user.username, PASSWORD);
    expect((await client.call('CalculatePayrollValues', { payrollID, from: MONDAY, to: FRIDAY })).status).toBe(403);
  });
});
