import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Employee, EmployeeShift, HoursExportedResult, LockUnlockShiftResult } from '@tna/contracts';
import { ApiClient } from '../support/api-client';
import { waitFor } from '../support/wait';
import { startSecuredProduct, type SecuredProduct } from '../security/support/product';
import { aTemplate, aUser, PASSWORD } from '../security/support/users';

const MONDAY = '2026-03-02';
const UNKNOWN = '6a1f5c3e-2b4d-4e8f-9a0b-1c2d3e4f5a6b';
const UNLOCK_REFUSED = { resultCode: 110, resultText: 'Cannot unlock, data already exported to payroll' };

describe('the exported flag set by hand: HoursExported, the grid, unlock refused (embedded mode)', () => {
  let product: SecuredProduct;
  let admin: ApiClient;
  let exporter: ApiClient;
  let exporterID: string;
  let employee: Employee;
  let day: EmployeeShift;

  const dayOf = async (date: string) => (await admin.ok<EmployeeShift[]>('GetEmployeeShifts', { employeeID: employee.id, from: date, to: date }))[0];
  const stored = async () => product.database.query<{ employee_shift_id: string; exported: boolean; changed_by: string }>('SELECT * FROM payroll.hours_exports');
  const gridShows = (exported: boolean) => waitFor(`grid exported ${exported}`, async () => ((await dayOf(MONDAY)).exported === exported ? true : undefined));

  beforeAll(async () => {
    product = await startSecuredProduct('hours-exported');
    admin = product.admin;
    const shift = await admin.ok<{ id: string }>('CreateShift', { name: 'Office day', startTime: '08:00', endTime: '17:00', targetWorkHours: 480, breaks: [] });
    const pattern = await admin.ok<{ id: string }>('CreateWorkPattern', {
      name: 'Weekdays',
      days: [...Array.from({ length: 5 }, () => ({ shiftID: shift.id })), { shiftID: null }, { shiftID: null }],
    });
    const cycle = await admin.ok<{ id: string }>('CreateWorkCycle', { name: 'Office', workPatterns: [{ workPatternID: pattern.id }] });
    employee = await admin.ok<Employee>('CreateEmployee', {
      employeeNumber: '8101',
      firstName: 'Worker',
      surname: 'Exported',
      timeZone: 'Africa/Johannesburg',
      workCycleID: cycle.id,
      workPatternStartDate: MONDAY,
      workPatternStartDay: 1,
    });
    await admin.ok('CreateRawClocking', { employeeID: employee.id, clockedAt: `${MONDAY}T08:00:00+02:00` });
    await admin.ok('CreateRawClocking', { employeeID: employee.id, clockedAt: `${MONDAY}T17:00:00+02:00` });
    day = await waitFor('Monday calculated', async () => (await dayOf(MONDAY)) ?? undefined);
    const user = await aUser(admin, await aTemplate(admin, ['dataExport']));
    exporterID = user.id;
    exporter = new ApiClient(product.url);
    await exporter.login(user.username, PASSWORD);
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('marks a day exported, audited, shown by GetEmployeeShifts, and then refuses to unlock it (110) changing nothing', async () => {
    expect(day.exported).toBe(false);
    await admin.ok('LockUnlockShift', { employeeIDs: [employee.id], from: MONDAY, to: MONDAY, lock: true });
    expect(await exporter.ok<HoursExportedResult>('HoursExported', { employeeShiftsIDs: [day.id], exported: true })).toEqual({
      resultCode: 1,
      resultText: 'Processed',
      exported: true,
      days: 1,
    });
    expect(await stored()).toEqual([expect.objectContaining({ employee_shift_id: day.id, exported: true, changed_by: exporterID })]);
    const audited = await product.database.query<{ count: number }>("SELECT count(*)::int AS count FROM api.audit_log WHERE action = 'HoursExported'");
    expect(audited[0].count).toBe(1);
    await gridShows(true);

    expect(await admin.ok<LockUnlockShiftResult>('LockUnlockShift', { employeeIDs: [employee.id], from: MONDAY, to: MONDAY, lock: false })).toMatchObject(UNLOCK_REFUSED);
    expect((await dayOf(MONDAY)).locked).toBe(true);
  });

  it('clears the flag by hand: the grid no longer shows it and the day unlocks', async () => {
    expect(await exporter.ok('HoursExported', { employeeShiftsIDs: [day.id], exported: false })).toMatchObject({ exported: false, days: 1 });
    expect(await stored()).toEqual([expect.objectContaining({ employee_shift_id: day.id, exported: false })]);
    await gridShows(false);
    expect(await admin.ok<LockUnlockShiftResult>('LockUnlockShift', { employeeIDs: [employee.id], from: MONDAY, to: MONDAY, lock: false })).toMatchObject({
      resultCode: 11,
      changedDays: 1,
    });
  });

  it('answers 403 without dataExport', async () => {
    const user = await aUser(admin, await aTemplate(admin, ['clkAuthoriseHours']));
    const client = new ApiClient(product.url);
    await client.login(user.username, PASSWORD);
    expect((await client.call('HoursExported', { employeeShiftsIDs: [day.id], exported: true })).status).toBe(403);
    expect((await stored()).filter((row) => row.exported)).toEqual([]);
  });

  it('refuses bad input with a 400 naming the field and stores nothing', async () => {
    const before = await stored();
    const bad: [unknown, string][] = [
      [{ employeeShiftsIDs: [], exported: true }, 'employeeShiftsIDs'],
      [{ employeeShiftsIDs: day.id, exported: true }, 'employeeShiftsIDs'],
      [{ employeeShiftsIDs: ['x'], exported: true }, 'employeeShiftsIDs'],
      [{ employeeShiftsIDs: [day.id, UNKNOWN], exported: true }, 'employeeShiftsIDs'],
      [{ employeeShiftsIDs: [day.id], exported: 'yes' }, 'exported'],
      [{ employeeShiftsIDs: [day.id] }, 'exported'],
    ];
    for (const [body, field] of bad) {
      expect(await exporter.call<{ field: string }>('HoursExported', body), JSON.stringify(body)).toMatchObject({ status: 400, body: { field } });
    }
    expect(await stored()).toEqual(before);
    expect((await dayOf(MONDAY)).exported).toBe(false);
  });
});
