import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Employee, EmployeeShift, EmployeeShiftClocking, EmployeeShiftStatus, IdName, ListResult, RecalcResult, TimeCalculationMethod } from '@tna/contracts';
import { ApiClient } from '../support/api-client';
import { startProduct, type RunningProduct } from '../support/stacks';
import { waitFor } from '../support/wait';

/** Recalculations above this many employee-days are scheduled (12): a month of one employee is. */
const SYNC_DAYS = 10;

describe('the rules, the calculated shifts and recalculation over HTTP (embedded mode)', () => {
  let product: RunningProduct;
  let api: ApiClient;
  let shift: { id: string; name: string };
  let employee: Employee;

  const shiftsOf = (from: string, to: string) => api.ok<EmployeeShift[]>('GetEmployeeShifts', { employeeID: employee.id, from, to });
  const badRequest = async (call: string, body: unknown, method = 'POST') => {
    const response = await api.call<{ field: string; message: string }>(call, body, { method });
    expect(response.status, `${call} ${JSON.stringify(response.body)}`).toBe(400);
    return response.body;
  };

  beforeAll(async () => {
    product = await startProduct('embedded', 'te-api', { TNA_RECALC_SYNC_DAYS: String(SYNC_DAYS) });
    api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('refuses bad rules with a 400 naming the field, and stores nothing', async () => {
    expect((await badRequest('CreateRoundingType', { name: 'Seven', minutesBlock: 7, breakpointMinutes: 3, startMinutes: 0 })).field).toBe('minutesBlock');
    expect((await badRequest('CreateRoundingType', { name: 'Late break', minutesBlock: 15, breakpointMinutes: 20, startMinutes: 0 })).field).toBe('breakpointMinutes');
    const flexi = { name: 'Flexi', startTime: '08:00', endTime: '17:00', targetWorkHours: 480, flexi: true, earliestStart: '07:00', latestStart: '09:00', earliestEnd: '16:00', latestEnd: '18:00' };
    expect((await badRequest('CreateShift', { ...flexi, latestStart: '06:30' })).field).toBe('latestStart');
    expect((await badRequest('CreateShift', { ...flexi, earliestEnd: '08:30' })).field).toBe('earliestEnd');
    expect((await badRequest('CreateShift', { ...flexi, latestEnd: '15:00' })).field).toBe('latestEnd');
    expect((await badRequest('CreateShift', { ...flexi, latestStart: undefined })).field).toBe('latestStart');
    expect((await badRequest('CreateShift', { name: 'Negative', startTime: '08:00', endTime: '17:00', targetWorkHours: 480, graceLateIn: -5 })).field).toBe('graceLateIn');
    expect(
      (await badRequest('CreateShift', { name: 'Odd break', startTime: '08:00', endTime: '17:00', targetWorkHours: 480, breaks: [{ start: '12:00', minutes: 30 }] })).field,
    ).toBe('breaks[].start');
    expect((await badRequest('CreateShift', { name: 'Bad tier', startTime: '08:00', endTime: '17:00', targetWorkHours: 480, overtimeTiers: [{ bucket: 11 }] })).field).toBe(
      'overtimeTiers[0].bucket',
    );
    const unknown = '6a1f5c3e-2b4d-4e8f-9a0b-1c2d3e4f5a6b';
    expect((await badRequest('CreateShift', { name: 'Ghost rounding', startTime: '08:00', endTime: '17:00', targetWorkHours: 480, roundingInID: unknown })).field).toBe('roundingInID');
    expect((await badRequest('CreateWorkPattern', { name: 'Fortnight and one', days: Array.from({ length: 15 }, () => ({ shiftID: null })) })).field).toBe('days');
    expect((await badRequest('CreateWorkPattern', { name: 'Ghost', days: [{ shiftID: unknown }] })).field).toBe('days[0].shiftID');
    expect((await badRequest('CreateOvertimeLimit', { name: 'Twice', numberOfDays: 7, limits: [{ bucket: 1, limitMinutes: 60 }, { bucket: 1, limitMinutes: 30 }] })).field).toBe(
      'limits[].bucket',
    );
    expect((await badRequest('CreateTargetMakeUp', { name: 'Nothing', makeUpFrom: [] })).field).toBe('makeUpFrom');

    expect((await api.ok<ListResult<unknown>>('GetRoundingTypes', {})).total).toBe(0);
    expect((await api.ok<ListResult<unknown>>('GetShifts', {})).total).toBe(0);
    expect((await api.ok<ListResult<unknown>>('GetWorkPatterns', {})).total).toBe(0);
    expect((await api.ok<ListResult<unknown>>('GetOvertimeLimits', {})).total).toBe(0);
  });

  it('sets up a shift, a work pattern and a cycle, and an employee on it', async () => {
    const rounding = await api.ok<{ id: string }>('CreateRoundingType', { name: 'Quarter hour', minutesBlock: 15, breakpointMinutes: 7, startMinutes: 0 });
    shift = await api.ok('CreateShift', {
      name: 'Office day',
      abbreviation: 'OD',
      startTime: '08:00',
      endTime: '17:00',
      targetWorkHours: 480,
      graceLateIn: 5,
      roundingOutID: rounding.id,
      breaks: [{ start: '12:00', end: '13:00', paid: false }],
      overtimeTiers: [{ bucket: 1, maxMinutes: 60 }, { bucket: 2 }],
    });
    const pattern = await api.ok<{ id: string }>('CreateWorkPattern', {
      name: 'Weekdays',
      days: [...Array.from({ length: 5 }, () => ({ shiftID: shift.id })), { shiftID: null }, { shiftID: null }],
    });
    const cycle = await api.ok<{ id: string }>('CreateWorkCycle', { name: 'Office', workPatterns: [{ workPatternID: pattern.id }] });
    employee = await api.ok<Employee>('CreateEmployee', {
      employeeNumber: '7001',
      firstName: 'Lerato',
      surname: 'Dlamini',
      timeZone: 'Africa/Johannesburg',
      workCycleID: cycle.id,
      workPatternStartDate: '2026-03-02',
      workPatternStartDay: 1,
    });

    const days = await api.ok<{ day: number; shiftName: string | null }[]>('GetWorkPatternDays_Shifts', undefined, { method: 'GET', query: { WorkPatternID: pattern.id } });
    expect(days.map((day) => day.shiftName)).toEqual(['Office day', 'Office day', 'Office day', 'Office day', 'Office day', null, null]);
    expect(await api.ok<IdName[]>('GetWorkCycleWorkPatterns_IDNameForWorkCycleID', undefined, { method: 'GET', query: { WorkCycleID: cycle.id } })).toEqual([
      { id: pattern.id, name: 'Weekdays' },
    ]);
    const inUse = await api.call('DeleteShift', undefined, { method: 'DELETE', query: { ID: shift.id } });
    expect(inUse.status).toBe(409);
  });

  it('calculates the day a manual clocking pair lands on, with its pairs, statuses and calculation method', async () => {
    await api.ok('CreateRawClocking', { employeeID: employee.id, clockedAt: '2026-03-02T08:03:00+02:00' });
    await api.ok('CreateRawClocking', { employeeID: employee.id, clockedAt: '2026-03-02T18:20:00+02:00' });
    const [monday] = await waitFor('Monday calculated with both clockings', async () => {
      const shifts = await shiftsOf('2026-03-01', '2026-03-08');
      return shifts.length === 1 && shifts[0].statuses.includes(1) ? shifts : undefined;
    });
    // 08:03 is within the late-in grace; 18:20 rounds to 18:15: 75 minutes after the shift, 60 in bucket 1 and 15 in bucket 2.
    expect(monday).toMatchObject({
      shiftDate: '2026-03-02',
      dayKind: 'shift',
      shiftID: shift.id,
      shiftName: 'Office day',
      statuses: [1, 107],
      normalTimeTot: 480,
      overTime1Tot: 60,
      overTime2Tot: 15,
      noPayTimeTot: 0,
      shortTime: 0,
      shiftStart: '2026-03-02T06:00:00.000Z',
      shiftEnd: '2026-03-02T15:00:00.000Z',
    });

    const clockings = await api.ok<EmployeeShiftClocking[]>('GetEmployeeShiftClockings', undefined, { query: { EmployeeShiftsID: monday.id } });
    expect(clockings.map((c) => [c.clockedAt, c.role, c.pairNumber])).toEqual([
      ['2026-03-02T06:03:00.000Z', 'IN', 1],
      ['2026-03-02T16:20:00.000Z', 'OUT', 1],
    ]);
    expect(await api.ok<EmployeeShiftStatus[]>('GetEmployeeShiftStatuses', undefined, { query: { EmployeeShiftsID: monday.id } })).toEqual([
      { code: 1, name: 'Clocked in/out' },
      { code: 107, name: 'Late out' },
    ]);
    const method = await api.ok<TimeCalculationMethod>('GetTimeCalculationMethod', undefined, { method: 'GET', query: { ID: monday.id } });
    expect(method).toMatchObject({ employeeShiftID: monday.id, shiftName: 'Office day', dayKind: 'shift' });
    expect(method.steps.join('\n')).toMatch(/first IN 08:03 → 08:00/);

    const notAnID = await api.call('GetEmployeeShiftStatuses', undefined, { query: { EmployeeShiftsID: 'x' } });
    expect(notAnID).toMatchObject({ status: 400, body: { field: 'EmployeeShiftsID' } });
    const missing = await api.call('GetTimeCalculationMethod', undefined, { method: 'GET', query: { ID: '6a1f5c3e-2b4d-4e8f-9a0b-1c2d3e4f5a6b' } });
    expect(missing.status).toBe(404);
  });

  it('recalculates a week on request (11): every rostered day gets its row', async () => {
    const result = await api.ok<RecalcResult>('RecalcTimeValues', { employeeIDs: [employee.id], from: '2026-03-02', to: '2026-03-08' });
    expect(result).toMatchObject({ resultCode: 11, resultText: 'Recalculated', employees: 1, days: 7, lockedDays: 0, failedDays: 0 });
    const week = await shiftsOf('2026-03-02', '2026-03-08');
    expect(week.map((day) => [day.shiftDate, day.statuses])).toEqual([
      ['2026-03-02', [1, 107]],
      ['2026-03-03', [100]],
      ['2026-03-04', [100]],
      ['2026-03-05', [100]],
      ['2026-03-06', [100]],
      ['2026-03-07', [3]],
      ['2026-03-08', [3]],
    ]);
    expect(week[1]).toMatchObject({ noPayTimeTot: 480, shortTime: 480 });

    const again = await api.ok<RecalcResult>('RecalcAutoShift', { employeeIDs: [employee.id], from: '2026-03-02', to: '2026-03-08' });
    expect(again).toMatchObject({ resultCode: 11, days: 7 });
  });

  it('takes employee ids written in upper case, as UUIDs may be', async () => {
    const result = await api.ok<RecalcResult>('RecalcTimeValues', { employeeIDs: [employee.id.toUpperCase()], from: '2026-03-02', to: '2026-03-08' });
    expect(result).toMatchObject({ resultCode: 11, employees: 1, days: 7 });
  });

  it('refuses a recalculation of unknown employees or a range backwards with a 400 naming the field', async () => {
    const unknown = await api.call<{ field: string }>('RecalcTimeValues', { employeeIDs: ['6a1f5c3e-2b4d-4e8f-9a0b-1c2d3e4f5a6b'], from: '2026-03-02', to: '2026-03-08' });
    expect(unknown).toMatchObject({ status: 400, body: { field: 'employeeIDs' } });
    const backwards = await api.call('RecalcTimeValues', { employeeIDs: [employee.id], from: '2026-03-08', to: '2026-03-02' });
    expect(backwards).toMatchObject({ status: 400, body: { field: 'to' } });
    const notIDs = await api.call('RecalcAutoShift', { employeeIDs: ['x'], from: '2026-03-02', to: '2026-03-08' });
    expect(notIDs).toMatchObject({ status: 400, body: { field: 'employeeIDs' } });
  });

  it('schedules a large recalculation (12) and does it in the background', async () => {
    const result = await api.ok<RecalcResult>('RecalcTimeValues', { employeeIDs: [employee.id], from: '2026-03-01', to: '2026-03-31' });
    expect(result).toMatchObject({ resultCode: 12, resultText: 'Scheduled for recalculation', employees: 1, days: 31 });
    expect(result.requestID).toEqual(expect.any(String));
    const month = await waitFor('the scheduled month', async () => {
      const shifts = await shiftsOf('2026-03-01', '2026-03-31');
      return shifts.length === 30 ? shifts : undefined;
    });
    // 1 March is before the pattern's start date: no roster, no clockings, no row.
    expect(month[0].shiftDate).toBe('2026-03-02');
    expect(month.filter((day) => day.statuses.includes(100))).toHaveLength(21);
  });
});
