import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Employee, EmployeeShift, HoursAuthorisationResult } from '@tna/contracts';
import { ApiClient } from '../support/api-client';
import { aWeekdayRoster } from '../support/company';
import { startProduct, type RunningProduct } from '../support/stacks';
import { waitFor } from '../support/wait';

const MONDAY = '2026-03-02';
const TUESDAY = '2026-03-03';
const ZONE = 'Africa/Johannesburg';
const UNKNOWN = '6a1f5c3e-2b4d-4e8f-9a0b-1c2d3e4f5a6b';

/** GetEmployeeShifts as the clocking grid reads it: each day with its clockings in pairs, its zone and payroll's marks. */
describe('GetEmployeeShifts for the clocking grid (embedded mode)', () => {
  let product: RunningProduct;
  let api: ApiClient;
  let employee: Employee;
  let shiftID: string;

  const shiftsOf = (from: string, to: string) => api.ok<EmployeeShift[]>('GetEmployeeShifts', { employeeID: employee.id, from, to });
  const clock = (clockedAt: string, direction?: 'IN' | 'OUT') => api.ok('CreateRawClocking', { employeeID: employee.id, clockedAt, ...(direction ? { direction } : {}) });

  beforeAll(async () => {
    product = await startProduct('embedded', 'grid-shifts');
    api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);
    const roster = await aWeekdayRoster(api, {
      name: 'Office day',
      startTime: '08:00',
      endTime: '17:00',
      targetWorkHours: 480,
      breaks: [{ start: '12:00', end: '13:00', paid: false }],
    });
    shiftID = roster.shiftID;
    employee = await api.ok<Employee>('CreateEmployee', {
      employeeNumber: '7101',
      firstName: 'Sipho',
      surname: 'Ndlovu',
      timeZone: ZONE,
      workCycleID: roster.workCycleID,
      workPatternStartDate: MONDAY,
      workPatternStartDay: 1,
    });
  });

  afterAll(async () => {
    await product?.stop();
  });

  it("gives each day's clockings in time order with the direction sent and their part in the pairs, the zone, break and marks", async () => {
    await clock(`${MONDAY}T07:58:00+02:00`, 'IN');
    // Within two minutes of the first: a duplicate, in no pair.
    await clock(`${MONDAY}T07:59:00+02:00`);
    await clock(`${MONDAY}T17:05:00+02:00`);
    await clock(`${TUESDAY}T07:30:00+02:00`);
    const [monday, tuesday] = await waitFor('Monday and Tuesday calculated', async () => {
      const days = await shiftsOf(MONDAY, TUESDAY);
      return days.length === 2 && days[0].clockings.length === 3 && days[1].statuses.includes(102) ? days : undefined;
    });

    expect(monday).toMatchObject({
      shiftDate: MONDAY,
      dayKind: 'shift',
      shiftID,
      shiftName: 'Office day',
      // No grace times: two minutes early is early in, five late is late out.
      statuses: [1, 104, 107],
      normalTimeTot: 480,
      breakDeducted: 60,
      leaveMinutes: 0,
      shiftStart: '2026-03-02T06:00:00.000Z',
      shiftEnd: '2026-03-02T15:00:00.000Z',
      timeZone: ZONE,
      authorised: false,
      exported: false,
      locked: false,
    });
    expect(monday.clockings.map((c) => [c.clockedAt, c.direction, c.role, c.pairNumber, c.source])).toEqual([
      ['2026-03-02T05:58:00.000Z', 'IN', 'IN', 1, 'manual'],
      ['2026-03-02T05:59:00.000Z', null, 'ignored', null, 'manual'],
      // Sent without a direction, paired as the OUT by alternation.
      ['2026-03-02T15:05:00.000Z', null, 'OUT', 1, 'manual'],
    ]);
    expect(tuesday.clockings.map((c) => [c.clockedAt, c.role, c.pairNumber])).toEqual([['2026-03-03T05:30:00.000Z', 'IN', 1]]);
    expect(tuesday.statuses).toContain(102);
  });

  it('marks a day authorised as soon as payroll has stored it, and unauthorised again', async () => {
    const [monday] = await shiftsOf(MONDAY, MONDAY);
    expect(await api.ok<HoursAuthorisationResult>('HoursAuthorise', { employeeShiftsIDs: [monday.id], authorise: true })).toMatchObject({ days: 1 });
    expect((await shiftsOf(MONDAY, TUESDAY)).map((day) => day.authorised)).toEqual([true, false]);

    await api.ok('AuthUnAuthHoursEmplsDateRange', { employeeIDs: [employee.id], from: MONDAY, to: TUESDAY, authorise: false });
    expect((await shiftsOf(MONDAY, TUESDAY)).map((day) => day.authorised)).toEqual([false, false]);
  });

  it('answers a month of days in date order, and nothing for days not calculated', async () => {
    const month = await shiftsOf('2026-02-15', '2026-03-15');
    expect(month.map((day) => day.shiftDate)).toEqual([MONDAY, TUESDAY]);
  });

  it('refuses an unknown employee, a backward or over-long range and a malformed id, and still answers after', async () => {
    expect(await api.call('GetEmployeeShifts', { employeeID: UNKNOWN, from: MONDAY, to: MONDAY })).toMatchObject({ status: 404, body: { field: 'employeeID' } });
    expect(await api.call('GetEmployeeShifts', { employeeID: employee.id, from: TUESDAY, to: MONDAY })).toMatchObject({ status: 400, body: { field: 'to' } });
    expect(await api.call('GetEmployeeShifts', { employeeID: employee.id, from: '2025-03-01', to: '2026-03-02' })).toMatchObject({ status: 400, body: { field: 'to' } });
    expect(await api.call('GetEmployeeShifts', { employeeID: 'x', from: MONDAY, to: MONDAY })).toMatchObject({ status: 400, body: { field: 'employeeID' } });
    expect(await api.call('GetEmployeeShifts', { employeeID: employee.id, from: 'Monday', to: MONDAY })).toMatchObject({ status: 400, body: { field: 'from' } });
    expect(await shiftsOf(MONDAY, MONDAY)).toHaveLength(1);
  });
});
