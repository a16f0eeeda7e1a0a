import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Employee, EmployeeShift, EmployeeShiftStatus, HoursAuthorisationResult, SystemUser } from '@tna/contracts';
import { ApiClient } from '../support/api-client';
import { waitFor } from '../support/wait';
import { startSecuredProduct, type SecuredProduct } from '../security/support/product';
import { aTemplate, aUser, PASSWORD, unique } from '../security/support/users';

const MONDAY = '2026-03-02';
const TUESDAY = '2026-03-03';
const OWN_HOURS = { resultCode: 102, resultText: 'You may not authorise or unauthorise your own hours' };
const UNKNOWN = '6a1f5c3e-2b4d-4e8f-9a0b-1c2d3e4f5a6b';

describe('hours authorisation and result 102 (embedded mode)', () => {
  let product: SecuredProduct;
  let admin: ApiClient;
  /** The user's own employee, another employee, and the employee an administrator is linked to. */
  let own: Employee;
  let other: Employee;
  let adminsOwn: Employee;
  let authoriser: ApiClient;
  let authoriserUser: SystemUser;

  const dayOf = async (employee: Employee, date: string) => {
    const [day] = await admin.ok<EmployeeShift[]>('GetEmployeeShifts', { employeeID: employee.id, from: date, to: date });
    return day;
  };
  const statusesOf = async (day: EmployeeShift) =>
    (await admin.ok<EmployeeShiftStatus[]>('GetEmployeeShiftStatuses', undefined, { query: { EmployeeShiftsID: day.id } })).map((status) => status.code);
  const stored = async () => product.database.query<{ employee_shift_id: string; authorised: boolean; changed_by: string }>('SELECT * FROM payroll.hours_authorisations');
  const engineFlags = async () =>
    product.database.query<{ id: string; overtime_authorised: boolean }>('SELECT id, overtime_authorised FROM time_engine.employee_shifts WHERE overtime_authorised');
  /** Clocked 08:00 to 18:30: 90 minutes of overtime (and late out, 107) on a shift that needs it authorised. */
  const clockOvertime = async (employee: Employee, date: string) => {
    await admin.ok('CreateRawClocking', { employeeID: employee.id, clockedAt: `${date}T08:00:00+02:00` });
    await admin.ok('CreateRawClocking', { employeeID: employee.id, clockedAt: `${date}T18:30:00+02:00` });
    return waitFor(`${employee.employeeNumber} ${date} calculated`, async () => {
      const day = await dayOf(employee, date);
      return day?.statuses.includes(145) ? day : undefined;
    });
  };
  const without145 = (day: EmployeeShift) => waitFor('145 cleared', async () => ((await statusesOf(day)).includes(145) ? undefined : statusesOf(day)));
  const with145 = (day: EmployeeShift) => waitFor('145 back', async () => ((await statusesOf(day)).includes(145) ? statusesOf(day) : undefined));

  beforeAll(async () => {
    product = await startSecuredProduct('hours-auth');
    admin = product.admin;
    const shift = await admin.ok<{ id: string }>('CreateShift', {
      name: 'Authorised overtime',
      startTime: '08:00',
      endTime: '17:00',
      targetWorkHours: 480,
      breaks: [{ start: '12:00', end: '13:00', paid: false }],
      requiresOvertimeAuthorisation: true,
    });
    const pattern = await admin.ok<{ id: string }>('CreateWorkPattern', {
      name: 'Weekdays',
      days: [...Array.from({ length: 5 }, () => ({ shiftID: shift.id })), { shiftID: null }, { shiftID: null }],
    });
    const cycle = await admin.ok<{ id: string }>('CreateWorkCycle', { name: 'Office', workPatterns: [{ workPatternID: pattern.id }] });
    const employee = (number: string, surname: string) =>
      admin.ok<Employee>('CreateEmployee', {
        employeeNumber: number,
        firstName: 'Worker',
        surname,
        timeZone: 'Africa/Johannesburg',
        workCycleID: cycle.id,
        workPatternStartDate: MONDAY,
        workPatternStartDay: 1,
      });
    own = await employee('8001', 'Own');
    other = await employee('8002', 'Other');
    adminsOwn = await employee('8003', 'Admin');

    authoriserUser = await aUser(admin, await aTemplate(admin, ['clkAuthoriseHours']), { employeeID: own.id });
    authoriser = new ApiClient(product.url);
    await authoriser.login(authoriserUser.username, PASSWORD);
  });

  afterAll(async () => {
    await product?.stop();
  });

  it("answers 102 to a user for their own employee's day, alone or with others, and changes nothing", async () => {
    const ownDay = await clockOvertime(own, MONDAY);
    const otherDay = await clockOvertime(other, MONDAY);

    expect(await authoriser.call('HoursAuthorise', { employeeShiftsIDs: [ownDay.id], authorise: true })).toEqual({ status: 200, body: OWN_HOURS });
    expect(await authoriser.call('HoursAuthorise', { employeeShiftsIDs: [otherDay.id, ownDay.id], authorise: true })).toEqual({ status: 200, body: OWN_HOURS });
    expect(await authoriser.call('HoursAuthorise', { employeeShiftsIDs: [ownDay.id], authorise: false })).toEqual({ status: 200, body: OWN_HOURS });
    const range = { employeeIDs: [other.id, own.id], from: MONDAY, to: TUESDAY, authorise: true };
    expect(await authoriser.call('AuthUnAuthHoursEmplsDateRange', range)).toEqual({ status: 200, body: OWN_HOURS });
    // A range naming the own employee is refused even where that employee has no calculated day.
    expect(await authoriser.call('AuthUnAuthHoursEmplsDateRange', { ...range, from: '2026-04-06', to: '2026-04-07' })).toEqual({ status: 200, body: OWN_HOURS });

    expect(await stored()).toEqual([]);
    expect(await engineFlags()).toEqual([]);
    expect(await statusesOf(ownDay)).toContain(145);
    expect(await statusesOf(otherDay)).toContain(145);
  });

  it("lets the same user authorise another employee's overtime, clearing 145, and unauthorise it again", async () => {
    const otherDay = await dayOf(other, MONDAY);
    expect(await authoriser.ok<HoursAuthorisationResult>('HoursAuthorise', { employeeShiftsIDs: [otherDay.id], authorise: true })).toEqual({
      authorise: true,
      days: 1,
      lockedDays: 0,
    });
    expect(await stored()).toEqual([expect.objectContaining({ employee_shift_id: otherDay.id, authorised: true, changed_by: authoriserUser.id })]);
    expect(await without145(otherDay)).toEqual([1, 107]);
    expect((await engineFlags()).map((row) => row.id)).toEqual([otherDay.id]);
    expect(await statusesOf(await dayOf(own, MONDAY))).toContain(145);

    expect(await authoriser.ok('HoursAuthorise', { employeeShiftsIDs: [otherDay.id], authorise: false })).toEqual({ authorise: false, days: 1, lockedDays: 0 });
    expect(await with145(otherDay)).toEqual([1, 107, 145]);
    expect(await stored()).toEqual([expect.objectContaining({ employee_shift_id: otherDay.id, authorised: false })]);
  });

  it('authorises and unauthorises a date range, leaving locked days as they are', async () => {
    const monday = await dayOf(other, MONDAY);
    const tuesday = await clockOvertime(other, TUESDAY);
    await product.database.query('UPDATE time_engine.employee_shifts SET locked = true WHERE id = $1', [tuesday.id]);

    const range = { employeeIDs: [other.id], from: MONDAY, to: TUESDAY };
    expect(await authoriser.ok('AuthUnAuthHoursEmplsDateRange', { ...range, authorise: true })).toEqual({ authorise: true, days: 1, lockedDays: 1 });
    expect(await without145(monday)).toEqual([1, 107]);
    expect(await statusesOf(tuesday)).toContain(145);
    expect((await stored()).filter((row) => row.employee_shift_id === tuesday.id)).toEqual([]);

    expect(await authoriser.ok('AuthUnAuthHoursEmplsDateRange', { ...range, authorise: false })).toEqual({ authorise: false, days: 1, lockedDays: 1 });
    expect(await with145(monday)).toEqual([1, 107, 145]);
  });

  it('answers 102 to an administrator linked to an employee as well', async () => {
    const day = await clockOvertime(adminsOwn, MONDAY);
    const administrator = await admin.ok<SystemUser>('CreateSystemUser', {
      username: unique('admin'),
      fullName: 'Linked Administrator',
      password: PASSWORD,
      isAdministrator: true,
      status: 1,
      employeeID: adminsOwn.id,
    });
    const client = new ApiClient(product.url);
    await client.login(administrator.username, PASSWORD);
    expect(await client.call('HoursAuthorise', { employeeShiftsIDs: [day.id], authorise: true })).toEqual({ status: 200, body: OWN_HOURS });
    expect(await client.call('AuthUnAuthHoursEmplsDateRange', { employeeIDs: [adminsOwn.id], from: MONDAY, to: MONDAY, authorise: true })).toEqual({
      status: 200,
      body: OWN_HOURS,
    });
    expect((await stored()).filter((row) => row.employee_shift_id === day.id)).toEqual([]);
    expect(await statusesOf(day)).toContain(145);
    // The administrator may authorise anyone else's.
    expect(await client.ok('HoursAuthorise', { employeeShiftsIDs: [day.id, (await dayOf(own, MONDAY)).id], authorise: true })).toEqual(OWN_HOURS);
    expect(await client.ok('HoursAuthorise', { employeeShiftsIDs: [(await dayOf(own, MONDAY)).id], authorise: true })).toEqual({ authorise: true, days: 1, lockedDays: 0 });
    expect(await without145(await dayOf(own, MONDAY))).toEqual([1, 107]);
  });

  it('takes ids written in upper case, as UUIDs may be, for days and employees alike', async () => {
    const monday = await dayOf(other, MONDAY);
    expect(await authoriser.ok('HoursAuthorise', { employeeShiftsIDs: [monday.id.toUpperCase()], authorise: true })).toEqual({ authorise: true, days: 1, lockedDays: 0 });
    expect(await without145(monday)).toEqual([1, 107]);
    expect((await stored()).filter((row) => row.employee_shift_id === monday.id)).toEqual([expect.objectContaining({ authorised: true, changed_by: authoriserUser.id })]);

    const range = { employeeIDs: [other.id.toUpperCase()], from: MONDAY, to: MONDAY, authorise: false };
    expect(await authoriser.ok('AuthUnAuthHoursEmplsDateRange', range)).toEqual({ authorise: false, days: 1, lockedDays: 0 });
    expect(await with145(monday)).toEqual([1, 107, 145]);
    // The own employee is recognised in upper case too.
    expect(await authoriser.call('AuthUnAuthHoursEmplsDateRange', { ...range, employeeIDs: [own.id.toUpperCase()] })).toEqual({ status: 200, body: OWN_HOURS });
    expect(await authoriser.call('HoursAuthorise', { employeeShiftsIDs: [(await dayOf(own, MONDAY)).id.toUpperCase()], authorise: false })).toEqual({ status: 200, body: OWN_HOURS });
  });

  it('refuses bad input with a 400 naming the field, stores nothing and stays healthy', async () => {
    const before = await stored();
    const day = await dayOf(other, MONDAY);
    const bad: [string, unknown, string][] = [
      ['HoursAuthorise', { employeeShiftsIDs: [], authorise: true }, 'employeeShiftsIDs'],
      ['HoursAuthorise', { employeeShiftsIDs: day.id, authorise: true }, 'employeeShiftsIDs'],
      ['HoursAuthorise', { employeeShiftsIDs: ['x'], authorise: true }, 'employeeShiftsIDs'],
      ['HoursAuthorise', { employeeShiftsIDs: [day.id, UNKNOWN], authorise: true }, 'employeeShiftsIDs'],
      ['HoursAuthorise', { employeeShiftsIDs: [day.id], authorise: 'yes' }, 'authorise'],
      ['HoursAuthorise', { employeeShiftsIDs: [day.id] }, 'authorise'],
      ['AuthUnAuthHoursEmplsDateRange', { employeeIDs: [], from: MONDAY, to: TUESDAY, authorise: true }, 'employeeIDs'],
      ['AuthUnAuthHoursEmplsDateRange', { employeeIDs: [other.id, UNKNOWN], from: MONDAY, to: TUESDAY, authorise: true }, 'employeeIDs'],
      ['AuthUnAuthHoursEmplsDateRange', { employeeIDs: [other.id], from: TUESDAY, to: MONDAY, authorise: true }, 'to'],
      ['AuthUnAuthHoursEmplsDateRange', { employeeIDs: [other.id], from: '2026-03-32', to: TUESDAY, authorise: true }, 'from'],
      ['AuthUnAuthHoursEmplsDateRange', { employeeIDs: [other.id], from: `${MONDAY}T00:00:00Z`, to: TUESDAY, authorise: true }, 'from'],
      ['AuthUnAuthHoursEmplsDateRange', { employeeIDs: [other.id], from: '2025-01-01', to: TUESDAY, authorise: true }, 'to'],
      ['AuthUnAuthHoursEmplsDateRange', { employeeIDs: [other.id], from: MONDAY, to: TUESDAY, authorise: 1 }, 'authorise'],
    ];
    for (const [call, body, field] of bad) {
      const answer = await authoriser.call<{ field: string }>(call, body);
      expect(answer, `${call} ${JSON.stringify(body)}`).toMatchObject({ status: 400, body: { field } });
    }
    expect(await stored()).toEqual(before);
    expect((await fetch(`${product.url}/health`)).status).toBe(200);
  });
});
