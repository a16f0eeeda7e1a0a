import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Adjustment, CreateAdjustmentResult, DeleteAdjustmentResult, Employee, EmployeeShift, ShiftAdjustment, ShiftAdjustmentResult } from '@tna/contracts';
import { aUserWith } from '../security/support/users';
import { ApiClient } from '../support/api-client';
import { anEmployeeOn, aWeekdayRoster, dayOf as dayIn, OFFICE_DAY } from '../support/company';
import { startProduct, type RunningProduct } from '../support/stacks';
import { waitFor } from '../support/wait';

const UNKNOWN = '6a1f5c3e-2b4d-4e8f-9a0b-1c2d3e4f5a6b';

/** A date `days` after today in Johannesburg. */
function daysFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

describe('time adjustments and shift adjustments over HTTP (embedded mode)', () => {
  let product: RunningProduct;
  let api: ApiClient;
  let officeCycle: { id: string };
  let makeUpCycle: { id: string };
  let addTime: { id: string };
  let deductTime: { id: string };
  let deductMakeUp: { id: string };
  let deductCarried: { id: string };
  let tuesdaysOnly: { id: string };
  let reason: { id: string };
  let nextNumber = 9100;

  const hire = async (cycle: { id: string } = officeCycle) =>
    anEmployeeOn(api, { employeeNumber: String(nextNumber++), firstName: 'Lerato', surname: 'Dlamini' }, cycle.id, '2026-03-02');
  /** Clockings reach the time engine through events: waits until it holds them all. */
  const clock = async (employee: Employee, ...times: string[]) => {
    const [{ before }] = await product.query<{ before: number }>('SELECT count(*)::int AS before FROM time_engine.clockings WHERE employee_id = $1', [employee.id]);
    for (const at of times) await api.ok('CreateRawClocking', { employeeID: employee.id, clockedAt: `${at}:00+02:00` });
    await waitFor('the clockings in the time engine', async () => {
      const [{ held }] = await product.query<{ held: number }>('SELECT count(*)::int AS held FROM time_engine.clockings WHERE employee_id = $1', [employee.id]);
      return held === before + times.length ? held : undefined;
    });
  };
  const recalc = (employee: Employee, from: string, to = from) => api.ok('RecalcTimeValues', { employeeIDs: [employee.id], from, to });
  const dayOf = async (employee: Employee, date: string) => (await dayIn(api, employee, date))!;
  const create = (day: EmployeeShift, body: Record<string, unknown>, client = api) =>
    client.call<CreateAdjustmentResult & { field?: string }>('CreateAdjustment', body, { query: { EmployeeShiftsID: day.id } });
  const created = async (day: EmployeeShift, body: Record<string, unknown>) => {
    const response = await create(day, body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };
  const adjustmentsOf = (day: EmployeeShift) => api.ok<Adjustment[]>('GetEmployeeShiftAdjustments', undefined, { query: { EmployeeShiftsID: day.id } });
  const storedCount = async () => {
    const [row] = await product.query<{ adjustments: number; shift: number }>(
      'SELECT (SELECT count(*)::int FROM time_engine.adjustments) AS adjustments, (SELECT count(*)::int FROM time_engine.shift_adjustments) AS shift',
    );
    return row;
  };
  /** A Monday 2026-03-02 clocked 08:15–17:00: 15 minutes late, no-pay before 15. */
  const lateMonday = async () => {
    const employee = await hire();
    await clock(employee, '2026-03-02T08:15', '2026-03-02T17:00');
    await recalc(employee, '2026-03-02');
    return { employee, day: await dayOf(employee, '2026-03-02') };
  };

  beforeAll(async () => {
    product = await startProduct('embedded', 'te-adjustments');
    api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);
    officeCycle = { id: (await aWeekdayRoster(api, OFFICE_DAY)).workCycleID };
    const makeUp = await api.ok<{ id: string }>('CreateTargetMakeUp', { name: 'From overtime 1', makeUpFrom: [{ bucket: 1 }] });
    makeUpCycle = { id: (await aWeekdayRoster(api, { ...OFFICE_DAY, name: 'Office with make-up', targetMakeUpID: makeUp.id })).workCycleID };
    addTime = await api.ok('CreateAdjustmentType', { name: 'Pay time', action: 'addTime' });
    deductTime = await api.ok('CreateAdjustmentType', { name: 'Deduct time', action: 'deductTime' });
    deductMakeUp = await api.ok('CreateAdjustmentType', { name: 'Deduct make-up', action: 'deductMakeUpTime' });
    deductCarried = await api.ok('CreateAdjustmentType', { name: 'Forgive carried', action: 'deductShortTimeCarriedOver' });
    tuesdaysOnly = await api.ok('CreateAdjustmentType', { name: 'Tuesday bonus', action: 'addTime', weekdays: [{ dayOfWeek: 2 }] });
    reason = await api.ok('CreateEmployeeShiftAdjustmentReason', { name: 'Bus strike' });
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('excuses 15 minutes of lateness from no pay before: 1, listed, detailed, and the day recalculated', async () => {
    const { employee, day } = await lateMonday();
    expect(day).toMatchObject({ statuses: [1, 103], normalTimeTot: 465, noPayTimeTot: 15, noPayTotBefore: 15 });

    const answer = await created(day, { kind: 'fromNoPay', noPayType: 'NPB', minutes: 15, reasonID: reason.id, note: 'Bus strike' });
    expect(answer).toMatchObject({ resultCode: 1, resultText: 'Record created', employeeID: employee.id, shiftDate: '2026-03-02' });
    expect(answer.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.shift).toMatchObject({ id: day.id, normalTimeTot: 480, noPayTimeTot: 0, noPayTotBefore: 0 });

    const [listed] = await adjustmentsOf(day);
    expect(listed).toMatchObject({
      id: answer.id,
      kind: 'fromNoPay',
      action: 'fromNoPay',
      minutes: 15,
      noPayType: 'NPB',
      reasonID: reason.id,
      reasonName: 'Bus strike',
      note: 'Bus strike',
      employeeShiftID: day.id,
      over24Hours: false,
    });
    expect(listed.createdBy).toBeTruthy();
    expect(await api.ok<Adjustment>('GetAdjustment_Details', undefined, { method: 'GET', query: { ID: answer.id! } })).toEqual(listed);
    expect((await api.call('GetAdjustment_Details', undefined, { method: 'GET', query: { ID: UNKNOWN } })).status).toBe(404);
  });

  it('adds, deducts and transfers time through the adjustment types, in the order made', async () => {
    const employee = await hire();
    await clock(employee, '2026-03-03T08:00', '2026-03-03T18:00');
    await recalc(employee, '2026-03-03');
    const day = await dayOf(employee, '2026-03-03');
    // Out an hour after the shift's end: late out (107), the hour in overtime 1.
    expect(day).toMatchObject({ statuses: [1, 107], normalTimeTot: 480, overTime1Tot: 60 });

    expect(await created(day, { kind: 'time', adjustmentTypeID: addTime.id, minutes: 30, timeValue: 'overtime2' })).toMatchObject({
      resultCode: 1,
      shift: { overTime2Tot: 30, overTime1Tot: 60 },
    });
    expect(await created(day, { kind: 'transfer', minutes: 20, timeValue: 'overtime1', toTimeValue: 'normal' })).toMatchObject({
      resultCode: 1,
      shift: { normalTimeTot: 500, overTime1Tot: 40 },
    });
    expect(await created(day, { kind: 'time', adjustmentTypeID: deductTime.id, minutes: 30, timeValue: 'overtime2' })).toMatchObject({
      resultCode: 1,
      shift: { overTime2Tot: 0, normalTimeTot: 500, overTime1Tot: 40 },
    });
    expect((await adjustmentsOf(day)).map((adjustment) => adjustment.action)).toEqual(['add', 'transfer', 'deduct']);
    // Deducting more than a value holds is a 400 naming minutes, and nothing is stored.
    const before = await storedCount();
    const tooMuch = await create(day, { kind: 'time', adjustmentTypeID: deductTime.id, minutes: 41, timeValue: 'overtime1' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.field).toBe('minutes');
    expect(await storedCount()).toEqual(before);
  });

  it('never applies an adjustment twice: a repeated command, recalculations run again, and clockings arriving later', async () => {
    const { employee, day } = await lateMonday();
    const body = { kind: 'time', adjustmentTypeID: addTime.id, minutes: 30, timeValue: 'overtime2' };
    const headers = { 'Idempotency-Key': `adj-${day.id}` };
    const first = await api.call<CreateAdjustmentResult>('CreateAdjustment', body, { query: { EmployeeShiftsID: day.id }, headers });
    const again = await api.call<CreateAdjustmentResult>('CreateAdjustment', body, { query: { EmployeeShiftsID: day.id }, headers });
    expect(again.body.id).toBe(first.body.id);
    expect(await adjustmentsOf(day)).toHaveLength(1);
    await api.ok<ShiftAdjustmentResult>('CreateShiftAdjustment', { exception: 103, reasonID: reason.id }, { query: { EmployeeShiftsID: day.id } });

    const expected = { statuses: [1, 109], normalTimeTot: 480, noPayTimeTot: 0, noPayTotBefore: 0, overTime2Tot: 30 };
    expect(await dayOf(employee, '2026-03-02')).toMatchObject(expected);
    await recalc(employee, '2026-03-02');
    await recalc(employee, '2026-03-01', '2026-03-03');
    expect(await dayOf(employee, '2026-03-02')).toMatchObject(expected);
    // An hour worked after the shift arrives later, through the clockings' events: the day is
    // calculated again from all its clockings, and the adjustment is still applied once.
    await clock(employee, '2026-03-02T17:30', '2026-03-02T18:30');
    const later = await waitFor('the later clockings calculated', async () => {
      const current = await dayOf(employee, '2026-03-02');
      return current.overTime1Tot === 60 ? current : undefined;
    });
    expect(later).toMatchObject({ ...expected, statuses: [1, 107, 109] });
  });

  it('takes an adjustment on a day with no shift row yet (10) and applies it once the day is calculated', async () => {
    const employee = await hire();
    const date = '2026-03-03';
    const response = await api.call<CreateAdjustmentResult>('CreateAdjustment', { employeeID: employee.id, date, kind: 'time', adjustmentTypeID: addTime.id, minutes: 45, timeValue: 'normal' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ resultCode: 10, resultText: 'Created though shift not allocated', shift: null, shiftDate: date });
    const [row] = await product.query<{ employee_shift_id: string | null }>('SELECT employee_shift_id FROM time_engine.adjustments WHERE id = $1', [response.body.id]);
    expect(row.employee_shift_id).toBeNull();
    await recalc(employee, date);
    // Nobody clocked: AWOL, all 480 no-pay, and the 45 minutes paid on top.
    expect(await dayOf(employee, date)).toMatchObject({ statuses: [100], noPayTimeTot: 480, normalTimeTot: 45 });
  });

  it('approves future overtime once a day (20, then 165)', async () => {
    const employee = await hire();
    const date = daysFromToday(9);
    const body = { employeeID: employee.id, date, kind: 'futureOvertime', minutes: 120 };
    expect((await api.ok<CreateAdjustmentResult>('CreateAdjustment', body)).resultCode).toBe(20);
    expect(await api.ok<CreateAdjustmentResult>('CreateAdjustment', body)).toMatchObject({ resultCode: 165, resultText: 'Future overtime already exists', id: null });
    const past = await api.call<{ field: string }>('CreateAdjustment', { ...body, date: '2026-03-02' });
    expect(past.status).toBe(400);
    expect(past.body.field).toBe('kind');
  });

  it('answers the refusal codes of §8 and stores nothing for them', async () => {
    const { employee, day } = await lateMonday();
    const before = await storedCount();
    const code = async (body: Record<string, unknown>, target: EmployeeShift = day) => (await created(target, body)).resultCode;

    expect(await code({ kind: 'fromNoPay', noPayType: 'NPA', minutes: 5 })).toBe(150);
    expect(await code({ kind: 'fromNoPay', noPayType: 'NPB', minutes: 16 })).toBe(150);
    expect(await code({ kind: 'time', adjustmentTypeID: deductCarried.id, minutes: 5 })).toBe(140);
    expect(await code({ kind: 'time', adjustmentTypeID: deductMakeUp.id, minutes: 5 })).toBe(120);
    expect(await code({ kind: 'time', adjustmentTypeID: tuesdaysOnly.id, minutes: 5, timeValue: 'normal' })).toBe(160);

    const unknownDay = await api.call<CreateAdjustmentResult>('CreateAdjustment', { kind: 'fromNoPay', noPayType: 'NP', minutes: 5 }, { query: { EmployeeShiftsID: UNKNOWN } });
    expect(unknownDay.body).toMatchObject({ resultCode: 100, resultText: 'No shift record for the day', id: null });
    const noRow = { employeeID: employee.id, date: '2026-03-10' };
    expect((await api.ok<CreateAdjustmentResult>('CreateAdjustment', { ...noRow, kind: 'fromNoPay', noPayType: 'NP', minutes: 5 })).resultCode).toBe(100);
    expect((await api.ok<CreateAdjustmentResult>('CreateAdjustment', { ...noRow, kind: 'time', adjustmentTypeID: deductMakeUp.id, minutes: 5 })).resultCode).toBe(110);

    // A Saturday is a day off: no shift to make up on (110).
    await recalc(employee, '2026-03-07');
    expect(await code({ kind: 'time', adjustmentTypeID: deductMakeUp.id, minutes: 5 }, await dayOf(employee, '2026-03-07'))).toBe(110);

    // A shift with a make-up rule, worked in full: nothing made up (130).
    const makeUpEmployee = await hire(makeUpCycle);
    await clock(makeUpEmployee, '2026-03-02T08:00', '2026-03-02T17:00');
    await recalc(makeUpEmployee, '2026-03-02');
    expect(await code({ kind: 'time', adjustmentTypeID: deductMakeUp.id, minutes: 5 }, await dayOf(makeUpEmployee, '2026-03-02'))).toBe(130);

    await api.ok('LockUnlockShift', { employeeIDs: [employee.id], from: '2026-03-02', to: '2026-03-02', lock: true });
    expect(await code({ kind: 'fromNoPay', noPayType: 'NPB', minutes: 5 })).toBe(200);
    expect(await storedCount()).toEqual(before);
  });

  it('judges make-up by what the engine made up, not by normal time above what was worked', async () => {
    const makeUp = (day: EmployeeShift, minutes: number) => created(day, { kind: 'time', adjustmentTypeID: deductMakeUp.id, minutes });

    // 30 minutes late and nothing to make up from; 30 minutes then paid as normal time. Normal
    // time (480) now stands 30 above what was worked (480 − 30 short), yet nothing was made up.
    const paid = await hire(makeUpCycle);
    await clock(paid, '2026-03-02T08:30', '2026-03-02T17:00');
    await recalc(paid, '2026-03-02');
    const paidDay = await dayOf(paid, '2026-03-02');
    expect(paidDay).toMatchObject({ normalTimeTot: 450, overTime1Tot: 0 });
    expect(await created(paidDay, { kind: 'time', adjustmentTypeID: addTime.id, minutes: 30, timeValue: 'normal' })).toMatchObject({ resultCode: 1, shift: { normalTimeTot: 480 } });
    const before = await storedCount();
    expect(await makeUp(paidDay, 5)).toMatchObject({ resultCode: 130, id: null });
    expect(await storedCount()).toEqual(before);

    // 30 minutes late, 30 minutes overtime after the shift made up into normal time: those 30
    // can be deducted, one minute more cannot.
    const madeUp = await hire(makeUpCycle);
    await clock(madeUp, '2026-03-02T08:30', '2026-03-02T17:30');
    await recalc(madeUp, '2026-03-02');
    const madeUpDay = await dayOf(madeUp, '2026-03-02');
    expect(madeUpDay).toMatchObject({ normalTimeTot: 480, overTime1Tot: 0 });
    const tooMuch = await create(madeUpDay, { kind: 'time', adjustmentTypeID: deductMakeUp.id, minutes: 31 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.field).toBe('minutes');
    expect(await makeUp(madeUpDay, 30)).toMatchObject({ resultCode: 1, shift: { overTime1Tot: 30 } });
  });

  it('refuses bad input with a 400 naming the field, stores nothing and stays healthy', async () => {
    const { day } = await lateMonday();
    const before = await storedCount();
    const field = async (body: Record<string, unknown>, query: Record<string, string> = { EmployeeShiftsID: day.id }) => {
      const response = await api.call<{ field: string }>('CreateAdjustment', body, { query });
      expect(response.status, JSON.stringify(response.body)).toBe(400);
      return response.body.field;
    };
    const pay = { kind: 'time', adjustmentTypeID: addTime.id, timeValue: 'normal' };
    expect(await field({ ...pay, minutes: 0 })).toBe('minutes');
    expect(await field({ ...pay, minutes: -30 })).toBe('minutes');
    expect(await field({ ...pay, minutes: 1440 })).toBe('minutes');
    expect(await field({ ...pay, minutes: 15.5 })).toBe('minutes');
    expect(await field({ ...pay, minutes: 30, timeValue: 'overtime11' })).toBe('timeValue');
    expect(await field({ ...pay, minutes: 30, timeValue: 'overtime0' })).toBe('timeValue');
    expect(await field({ ...pay, minutes: 30, adjustmentTypeID: UNKNOWN })).toBe('adjustmentTypeID');
    expect(await field({ kind: 'time', minutes: 30 })).toBe('adjustmentTypeID');
    expect(await field({ kind: 'time', adjustmentTypeID: addTime.id, minutes: 30 })).toBe('timeValue');
    expect(await field({ kind: 'fromNoPay', minutes: 30 })).toBe('noPayType');
    expect(await field({ kind: 'fromNoPay', noPayType: 'NPX', minutes: 30 })).toBe('noPayType');
    expect(await field({ kind: 'transfer', minutes: 30, timeValue: 'normal' })).toBe('toTimeValue');
    expect(await field({ kind: 'bonus', minutes: 30 })).toBe('kind');
    expect(await field({ ...pay, minutes: 30, reasonID: UNKNOWN })).toBe('reasonID');
    expect(await field({ ...pay, minutes: 30 }, { EmployeeShiftsID: 'not-an-id' })).toBe('EmployeeShiftsID');
    expect(await field({ ...pay, minutes: 30 }, {})).toBe('EmployeeShiftsID');
    expect(await field({ ...pay, minutes: 30, employeeID: UNKNOWN, date: '2026-03-02' }, {})).toBe('employeeID');
    expect(await storedCount()).toEqual(before);

    // 24:00 and more with the '>= 24 hrs' option is taken.
    expect((await created(day, { ...pay, minutes: 1440, over24Hours: true })).resultCode).toBe(1);
    expect((await api.call('GetEmployeeShiftAdjustments', undefined, { query: { EmployeeShiftsID: UNKNOWN } })).status).toBe(404);
  });

  it('deletes one adjustment (2), then all of a day (3), and answers 11 when there is none', async () => {
    const { employee, day } = await lateMonday();
    const one = await created(day, { kind: 'fromNoPay', noPayType: 'NPB', minutes: 5 });
    await created(day, { kind: 'fromNoPay', noPayType: 'NPB', minutes: 5 });
    await created(day, { kind: 'time', adjustmentTypeID: addTime.id, minutes: 10, timeValue: 'overtime1' });
    const deleted = await api.ok<DeleteAdjustmentResult>('DeleteAdjustment', { id: one.id });
    expect(deleted).toMatchObject({ resultCode: 2, resultText: 'Deleted', deleted: 1, shift: { id: day.id } });
    expect(await adjustmentsOf(day)).toHaveLength(2);
    const all = await api.ok<DeleteAdjustmentResult>('DeleteAdjustment', { employeeShiftID: day.id });
    expect(all).toMatchObject({ resultCode: 3, resultText: 'Records deleted', deleted: 2, shift: { normalTimeTot: 465, noPayTotBefore: 15, overTime1Tot: 0 } });
    expect(await adjustmentsOf(day)).toEqual([]);
    expect(await api.ok<DeleteAdjustmentResult>('DeleteAdjustment', { id: one.id })).toMatchObject({ resultCode: 11, resultText: 'No such adjustment' });
    expect(await api.ok<DeleteAdjustmentResult>('DeleteAdjustment', { employeeID: employee.id, date: '2026-03-02' })).toMatchObject({ resultCode: 11 });
    expect((await api.call<{ field: string }>('DeleteAdjustment', {})).body.field).toBe('id');

    const kept = await created(day, { kind: 'fromNoPay', noPayType: 'NPB', minutes: 5 });
    await api.ok('LockUnlockShift', { employeeIDs: [employee.id], from: '2026-03-02', to: '2026-03-02', lock: true });
    expect(await api.ok<DeleteAdjustmentResult>('DeleteAdjustment', { id: kept.id })).toMatchObject({ resultCode: 200 });
    expect(await adjustmentsOf(day)).toHaveLength(1);
  });

  it('clears an exception with a shift adjustment (103 → 109, no pay before paid) and brings it back when removed', async () => {
    const { day } = await lateMonday();
    const clear = (body: Record<string, unknown>, query: Record<string, string> = { EmployeeShiftsID: day.id }) =>
      api.call<ShiftAdjustmentResult & { field?: string }>('CreateShiftAdjustment', body, { query });
    const answer = await clear({ exception: 103, reasonID: reason.id, note: 'Bus strike' });
    expect(answer.body).toMatchObject({ resultCode: 1, resultText: 'Record created', shift: { statuses: [1, 109], normalTimeTot: 480, noPayTotBefore: 0 } });
    const listed = await api.ok<ShiftAdjustment[]>('GetEmployeeShiftShiftAdjustments', undefined, { query: { EmployeeShiftsID: day.id } });
    expect(listed).toEqual([expect.objectContaining({ id: answer.body.id, exception: 103, clearedStatus: 109, reasonID: reason.id, reasonName: 'Bus strike', note: 'Bus strike' })]);

    const before = await storedCount();
    expect((await clear({ exception: 103, reasonID: reason.id })).status).toBe(409);
    expect((await clear({ exception: 102, reasonID: reason.id })).body.field).toBe('exception');
    expect((await clear({ exception: 106, reasonID: UNKNOWN })).body.field).toBe('reasonID');
    expect((await clear({ exception: 106 })).body.field).toBe('reasonID');
    expect((await clear({ exception: 106, reasonID: reason.id }, { EmployeeShiftsID: UNKNOWN })).body).toMatchObject({ resultCode: 100 });
    expect(await storedCount()).toEqual(before);

    const removed = await api.ok<ShiftAdjustmentResult>('DeleteShiftAdjustment', { id: answer.body.id });
    expect(removed).toMatchObject({ resultCode: 2, shift: { statuses: [1, 103], normalTimeTot: 465, noPayTotBefore: 15 } });
    expect(await api.ok<ShiftAdjustmentResult>('DeleteShiftAdjustment', { id: answer.body.id })).toMatchObject({ resultCode: 11 });
    expect(await api.ok('GetEmployeeShiftShiftAdjustments', undefined, { query: { EmployeeShiftsID: day.id } })).toEqual([]);
  });

  it('clears AWOL (100 → 108): the day is paid as normal time', async () => {
    const employee = await hire();
    await recalc(employee, '2026-03-04');
    const day = await dayOf(employee, '2026-03-04');
    expect(day).toMatchObject({ statuses: [100], noPayTimeTot: 480 });
    const answer = await api.ok<ShiftAdjustmentResult>('CreateShiftAdjustment', { exception: 100, reasonID: reason.id }, { query: { EmployeeShiftsID: day.id } });
    expect(answer.shift).toMatchObject({ statuses: [108], normalTimeTot: 480, noPayTimeTot: 0 });
  });

  it('enforces clkTimeAdjustments, clkNoPay and clkShiftChanges on the server, and audits who made each change', async () => {
    const { day } = await lateMonday();
    const { client: timeOnly, user } = await aUserWith(api, product.apiUrl, ['empClockings', 'clkTimeAdjustments']);
    const { client: noRights } = await aUserWith(api, product.apiUrl, ['empClockings']);
    const noPay = { kind: 'fromNoPay', noPayType: 'NPB', minutes: 5 };

    expect((await create(day, noPay, timeOnly)).status).toBe(403);
    expect((await create(day, { kind: 'time', adjustmentTypeID: addTime.id, minutes: 5, timeValue: 'normal' }, noRights)).status).toBe(403);
    const made = await create(day, { kind: 'time', adjustmentTypeID: addTime.id, minutes: 5, timeValue: 'normal' }, timeOnly);
    expect(made.body.resultCode).toBe(1);
    const noPayMade = await created(day, noPay);
    expect((await timeOnly.call('DeleteAdjustment', { id: noPayMade.id })).status).toBe(403);
    expect((await timeOnly.call('DeleteAdjustment', { employeeShiftID: day.id })).status).toBe(403);
    expect((await timeOnly.call('CreateShiftAdjustment', { exception: 103, reasonID: reason.id }, { query: { EmployeeShiftsID: day.id } })).status).toBe(403);
    expect(await adjustmentsOf(day)).toHaveLength(2);

    const [stored] = await product.query<{ created_by: string }>('SELECT created_by FROM time_engine.adjustments WHERE id = $1', [made.body.id]);
    expect(stored.created_by).toBe(user.id);
    const audit = await api.ok<{ items: { action: string; userID: string | null; targetID: string | null; createdAt?: string }[] }>('GetAuditLog', {
      search: user.username,
    });
    expect(audit.items).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'CreateAdjustment', userID: user.id, targetID: made.body.id })]));
  });
});
