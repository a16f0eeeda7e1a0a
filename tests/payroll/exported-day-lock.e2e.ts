import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CreateAdjustmentResult,
  DeleteAdjustmentResult,
  Employee,
  EmployeeShift,
  ManualClockingAnswer,
  ShiftAdjustmentResult,
} from '@tna/contracts';
import { anEmployeeOn, aWeekdayRoster, dayOf as dayIn, OFFICE_DAY } from '../support/company';
import { waitFor } from '../support/wait';
import { startSecuredProduct, type SecuredProduct } from '../security/support/product';

const DAY_MS = 86_400_000;
/** The Monday two weeks before this one: its days are over, and within manual clockings' 366 days. */
const now = new Date();
const monday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7) - 14);
const dateOf = (n: number) => new Date(monday + n * DAY_MS).toISOString().slice(0, 10);
const MONDAY = dateOf(0);
const TUESDAY = dateOf(1);
const CLOCKING_LOCKED = { resultCode: 10, resultText: 'Locked: the day is exported to payroll', clockingIDs: [] };
const ADJUSTMENT_LOCKED = { resultCode: 200, resultText: 'Shift changes are locked: the day is exported to payroll' };

describe('a day exported to payroll refuses manual clockings (10) and adjustments (200) until the flag is cleared (embedded mode)', () => {
  let product: SecuredProduct;
  let employee: Employee;
  let day: EmployeeShift;
  let addTime: { id: string };
  let reason: { id: string };
  let manualPair: string[];
  let adjustmentID: string;
  let shiftAdjustmentID: string;

  const api = () => product.admin;
  const dayOf = async (date: string) => (await dayIn(api(), employee, date))!;
  /** Everything the refused calls could have written for the employee. */
  const stored = async () => {
    const [counts] = await product.database.query<{ clockings: number; adjustments: number; shiftAdjustments: number }>(
      `SELECT (SELECT count(*)::int FROM time_engine.clockings WHERE employee_id = $1) AS clockings,
              (SELECT count(*)::int FROM time_engine.adjustments WHERE employee_id = $1) AS adjustments,
              (SELECT count(*)::int FROM time_engine.shift_adjustments WHERE employee_id = $1) AS "shiftAdjustments"`,
      [employee.id],
    );
    return counts;
  };
  const flag = async (exported: boolean) => {
    await api().ok('HoursExported', { employeeShiftsIDs: [day.id], exported });
    // The time engine keeps the flag from payroll's event: the grid shows it once it has.
    await waitFor(`Monday exported ${exported}`, async () => ((await dayOf(MONDAY)).exported === exported ? true : undefined));
  };
  const clocking = (call: string, body: Record<string, unknown>) => api().ok<ManualClockingAnswer>(call, { employeeID: employee.id, date: MONDAY, ...body });
  const adjust = (body: Record<string, unknown>, shift = day) => api().ok<CreateAdjustmentResult>('CreateAdjustment', body, { query: { EmployeeShiftsID: shift.id } });

  beforeAll(async () => {
    product = await startSecuredProduct('exported-day-lock');
    const roster = await aWeekdayRoster(api(), OFFICE_DAY);
    employee = await anEmployeeOn(api(), { employeeNumber: '8201', firstName: 'Worker', surname: 'Locked' }, roster.workCycleID, MONDAY);
    addTime = await api().ok('CreateAdjustmentType', { name: 'Pay time', action: 'addTime' });
    reason = await api().ok('CreateEmployeeShiftAdjustmentReason', { name: 'Bus strike' });
    // Monday clocked 08:15–17:00 by a reader (late in, 103), then corrected by hand before the export.
    await api().ok('CreateRawClocking', { employeeID: employee.id, clockedAt: `${MONDAY}T08:15:00+02:00` });
    await api().ok('CreateRawClocking', { employeeID: employee.id, clockedAt: `${MONDAY}T17:00:00+02:00` });
    await waitFor('Monday calculated from both clockings', async () => ((await dayIn(api(), employee, MONDAY))?.statuses.includes(1) ? true : undefined));
    await api().ok('RecalcTimeValues', { employeeIDs: [employee.id], from: MONDAY, to: TUESDAY });
    day = await dayOf(MONDAY);
    manualPair = (await clocking('CreateClockInOut', { inAt: `${MONDAY}T18:00`, outAt: `${MONDAY}T19:00` })).clockingIDs;
    adjustmentID = (await adjust({ kind: 'fromNoPay', noPayType: 'NPB', minutes: 5 })).id!;
    const cleared = await api().ok<ShiftAdjustmentResult>('CreateShiftAdjustment', { exception: 103, reasonID: reason.id }, { query: { EmployeeShiftsID: day.id } });
    shiftAdjustmentID = cleared.id!;
    expect(manualPair).toHaveLength(2);
    await flag(true);
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('refuses every manual clocking action on the exported day with 10, saying why, and stores nothing', async () => {
    const before = { stored: await stored(), day: await dayOf(MONDAY) };
    expect(await clocking('CreateClockInOnly', { inAt: `${MONDAY}T20:00` })).toMatchObject({ ...CLOCKING_LOCKED, shift: { id: day.id, exported: true } });
    expect(await clocking('CreateClockOutOnly', { outAt: `${MONDAY}T20:00` })).toMatchObject(CLOCKING_LOCKED);
    expect(await clocking('CreateClockInOut', { inAt: `${MONDAY}T20:00`, outAt: `${MONDAY}T21:00` })).toMatchObject(CLOCKING_LOCKED);
    expect(await clocking('InsertClocking', { outAt: `${MONDAY}T10:00` })).toMatchObject(CLOCKING_LOCKED);
    expect(await clocking('DeleteClocking', { clockingID: manualPair[0] })).toMatchObject(CLOCKING_LOCKED);
    expect(await clocking('DeleteClocking', {})).toMatchObject(CLOCKING_LOCKED);
    expect(await stored()).toEqual(before.stored);
    expect(await dayOf(MONDAY)).toEqual(before.day);
  });

  it('refuses creating and deleting time and shift adjustments on the exported day with 200, saying why, and stores nothing', async () => {
    const before = { stored: await stored(), day: await dayOf(MONDAY) };
    const pay = { kind: 'time', adjustmentTypeID: addTime.id, timeValue: 'normal', minutes: 30 };
    expect(await adjust(pay)).toMatchObject({ ...ADJUSTMENT_LOCKED, id: null, employeeID: employee.id, shiftDate: MONDAY });
    expect(await api().ok<CreateAdjustmentResult>('CreateAdjustment', { ...pay, employeeID: employee.id, date: MONDAY })).toMatchObject(ADJUSTMENT_LOCKED);
    expect(await api().ok<DeleteAdjustmentResult>('DeleteAdjustment', { id: adjustmentID })).toMatchObject({ ...ADJUSTMENT_LOCKED, deleted: 0 });
    expect(await api().ok<DeleteAdjustmentResult>('DeleteAdjustment', { employeeShiftID: day.id })).toMatchObject({ ...ADJUSTMENT_LOCKED, deleted: 0 });
    expect(await api().ok<DeleteAdjustmentResult>('DeleteAdjustment', { employeeID: employee.id, date: MONDAY })).toMatchObject(ADJUSTMENT_LOCKED);
    expect(await api().ok<ShiftAdjustmentResult>('CreateShiftAdjustment', { exception: 106, reasonID: reason.id }, { query: { EmployeeShiftsID: day.id } })).toMatchObject(ADJUSTMENT_LOCKED);
    expect(await api().ok<ShiftAdjustmentResult>('DeleteShiftAdjustment', { id: shiftAdjustmentID })).toMatchObject(ADJUSTMENT_LOCKED);
    expect(await stored()).toEqual(before.stored);
    expect(await dayOf(MONDAY)).toEqual(before.day);
  });

  it('still refuses bad input with a 400 naming the field on the exported day', async () => {
    const before = await stored();
    const response = await api().call<{ field: string }>('CreateClockInOnly', { employeeID: employee.id, date: MONDAY, inAt: 'eight' });
    expect(response).toMatchObject({ status: 400, body: { field: 'inAt' } });
    const adjustment = await api().call<{ field: string }>('CreateAdjustment', { kind: 'time', minutes: 30 }, { query: { EmployeeShiftsID: day.id } });
    expect(adjustment).toMatchObject({ status: 400, body: { field: 'adjustmentTypeID' } });
    expect(await stored()).toEqual(before);
  });

  it('says the day is exported rather than only locked when it is both', async () => {
    await api().ok('LockUnlockShift', { employeeIDs: [employee.id], from: MONDAY, to: MONDAY, lock: true });
    expect(await clocking('CreateClockInOnly', { inAt: `${MONDAY}T20:00` })).toMatchObject(CLOCKING_LOCKED);
    expect(await adjust({ kind: 'fromNoPay', noPayType: 'NPB', minutes: 5 })).toMatchObject(ADJUSTMENT_LOCKED);
  });

  it('takes a manual clocking and an adjustment on the next day, which payroll does not have', async () => {
    const tuesday = await dayOf(TUESDAY);
    expect(tuesday.exported).toBe(false);
    const pair = await api().ok<ManualClockingAnswer>('CreateClockInOut', { employeeID: employee.id, date: TUESDAY, inAt: `${TUESDAY}T08:00`, outAt: `${TUESDAY}T17:00` });
    expect(pair).toMatchObject({ resultCode: 1, resultText: 'In and out created', shift: { statuses: [1], normalTimeTot: 480 } });
    expect(await adjust({ kind: 'time', adjustmentTypeID: addTime.id, timeValue: 'overtime1', minutes: 30 }, tuesday)).toMatchObject({
      resultCode: 1,
      shift: { overTime1Tot: 30 },
    });
  });

  it('takes them on the day again once the flag is cleared (and the day unlocked)', async () => {
    await flag(false);
    await api().ok('LockUnlockShift', { employeeIDs: [employee.id], from: MONDAY, to: MONDAY, lock: false });
    const deleted = await clocking('DeleteClocking', {});
    expect(deleted.resultCode).toBe(21);
    expect(deleted.clockingIDs.sort()).toEqual([...manualPair].sort());
    expect(await clocking('CreateClockInOnly', { inAt: `${MONDAY}T20:00` })).toMatchObject({ resultCode: 100, clockingIDs: [expect.any(String)] });
    expect(await adjust({ kind: 'time', adjustmentTypeID: addTime.id, timeValue: 'normal', minutes: 30 })).toMatchObject({ resultCode: 1, id: expect.any(String) });
    expect(await api().ok<DeleteAdjustmentResult>('DeleteAdjustment', { id: adjustmentID })).toMatchObject({ resultCode: 2, deleted: 1 });
    expect(await api().ok<ShiftAdjustmentResult>('DeleteShiftAdjustment', { id: shiftAdjustmentID })).toMatchObject({ resultCode: 2 });
  });
});
