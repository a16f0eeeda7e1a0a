import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ChangeShiftResult,
  Employee,
  EmployeeShift,
  EmployeeWorkCycleChange,
  LockUnlockShiftResult,
  RecalcResult,
  WorkCycleChangeResult,
} from '@tna/contracts';
import { ApiClient } from '../support/api-client';
import { startProduct, type RunningProduct } from '../support/stacks';
import { waitFor } from '../support/wait';

const UNKNOWN = '6a1f5c3e-2b4d-4e8f-9a0b-1c2d3e4f5a6b';
/** Recalculations above this many employee-days are scheduled: two employees' fortnight is. */
const SYNC_DAYS = 20;

describe('manual shift changes, work cycle changes and locks over HTTP (embedded mode)', () => {
  let product: RunningProduct;
  let api: ApiClient;
  let office: { id: string };
  let late: { id: string };
  let weekdays: { id: string };
  let officeCycle: { id: string };
  let lates: { id: string };
  let lateCycle: { id: string };
  let shiftReason: { id: string };
  let cycleReason: { id: string };
  let nextNumber = 8100;

  const hire = (name: string) =>
    api.ok<Employee>('CreateEmployee', {
      employeeNumber: String(nextNumber++),
      firstName: name,
      surname: 'Mokoena',
      timeZone: 'Africa/Johannesburg',
      workCycleID: officeCycle.id,
      workPatternStartDate: '2026-03-02',
      workPatternStartDay: 1,
    });
  const shiftsOf = async (employee: Employee, from: string, to: string) => {
    const days = await api.ok<EmployeeShift[]>('GetEmployeeShifts', { employeeID: employee.id, from, to });
    return new Map(days.map((day) => [day.shiftDate, day]));
  };
  const recalc = (employee: Employee, from: string, to: string) => api.ok<RecalcResult>('RecalcTimeValues', { employeeIDs: [employee.id], from, to });
  const changeShift = (body: Record<string, unknown>) => api.ok<ChangeShiftResult>('ChangeShift', body);
  const workCycleChange = (body: Record<string, unknown>) => api.ok<WorkCycleChangeResult>('WorkCycleChange', body);
  const lockUnlock = (employee: Employee, from: string, to: string, lock: boolean) =>
    api.ok<LockUnlockShiftResult>('LockUnlockShift', { employeeIDs: [employee.id], from, to, lock });
  const cycleChangesOf = (employee: Employee, query: Record<string, string>) =>
    api.ok<EmployeeWorkCycleChange[]>('GetEmployeeWorkCycleChanges', undefined, { query: { EmployeeID: employee.id, ...query } });
  const stored = async () => {
    const [counts] = await product.query<{ manual: number; cycles: number }>(
      'SELECT (SELECT count(*)::int FROM time_engine.manual_shift_changes) AS manual, (SELECT count(*)::int FROM time_engine.work_cycle_changes) AS cycles',
    );
    return counts;
  };

  beforeAll(async () => {
    product = await startProduct('embedded', 'te-shift-changes', { TNA_RECALC_SYNC_DAYS: String(SYNC_DAYS) });
    api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);
    office = await api.ok('CreateShift', { name: 'Office day', startTime: '08:00', endTime: '17:00', targetWorkHours: 480, breaks: [{ start: '12:00', end: '13:00', paid: false }] });
    late = await api.ok('CreateShift', { name: 'Late', startTime: '12:00', endTime: '19:00', targetWorkHours: 420 });
    weekdays = await api.ok('CreateWorkPattern', {
      name: 'Weekdays',
      days: [...Array.from({ length: 5 }, () => ({ shiftID: office.id })), { shiftID: null }, { shiftID: null }],
    });
    officeCycle = await api.ok('CreateWorkCycle', { name: 'Office', workPatterns: [{ workPatternID: weekdays.id }] });
    lates = await api.ok('CreateWorkPattern', { name: 'Lates', days: [{ shiftID: late.id }, { shiftID: late.id }, { shiftID: null }] });
    lateCycle = await api.ok('CreateWorkCycle', { name: 'Late cycle', workPatterns: [{ workPatternID: lates.id }] });
    shiftReason = await api.ok('CreateEmployeeShiftAdjustmentReason', { name: 'Swapped with a colleague' });
    cycleReason = await api.ok('CreateEmployeeWorkCycleChangeReason', { name: 'Moved to the late team' });
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('turns a pattern day into another shift and a working day into a day off, and answers 10 for the same shift again', async () => {
    const employee = await hire('Thabo');
    await recalc(employee, '2026-03-02', '2026-03-08');

    const toLate = await changeShift({ employeeIDs: [employee.id], from: '2026-03-03', to: '2026-03-03', shiftID: late.id, reasonID: shiftReason.id });
    expect(toLate).toMatchObject({ resultCode: 1, resultText: 'Shift changed', employees: 1, changedDays: 1, sameShiftDays: 0, lockedDays: 0, failedDays: 0 });
    const dayOff = await changeShift({ employeeIDs: [employee.id], from: '2026-03-04', to: '2026-03-04', shiftID: null });
    expect(dayOff).toMatchObject({ resultCode: 1, changedDays: 1 });

    const week = await shiftsOf(employee, '2026-03-02', '2026-03-08');
    // Nobody clocked: the late shift's 420 minutes are no-pay, 12:00 in Johannesburg is 10:00 UTC.
    expect(week.get('2026-03-03')).toMatchObject({
      dayKind: 'shift',
      shiftID: late.id,
      shiftName: 'Late',
      statuses: [100],
      noPayTimeTot: 420,
      shiftStart: '2026-03-03T10:00:00.000Z',
    });
    expect(week.get('2026-03-04')).toMatchObject({ dayKind: 'dayOff', shiftID: null, statuses: [3], noPayTimeTot: 0 });
    expect(week.get('2026-03-02')).toMatchObject({ shiftID: office.id, noPayTimeTot: 480 });

    const again = await changeShift({ employeeIDs: [employee.id], from: '2026-03-03', to: '2026-03-04', shiftID: late.id });
    expect(again).toMatchObject({ resultCode: 1, changedDays: 1, sameShiftDays: 1 });
    const same = await changeShift({ employeeIDs: [employee.id], from: '2026-03-07', to: '2026-03-08', shiftID: null });
    expect(same).toMatchObject({ resultCode: 10, resultText: 'Same shift already assigned', changedDays: 0, sameShiftDays: 2 });

    // A later recalculation keeps the manual changes.
    await recalc(employee, '2026-03-02', '2026-03-08');
    const after = await shiftsOf(employee, '2026-03-03', '2026-03-04');
    expect([...after.values()].map((day) => [day.shiftDate, day.shiftID])).toEqual([
      ['2026-03-03', late.id],
      ['2026-03-04', late.id],
    ]);
    const [row] = await product.query<{ reason_id: string | null; changed_by: string | null }>(
      "SELECT reason_id, changed_by FROM time_engine.manual_shift_changes WHERE employee_id = $1 AND shift_date = '2026-03-03'",
      [employee.id],
    );
    expect(row.reason_id).toBe(shiftReason.id);
    expect(row.changed_by).toEqual(expect.any(String));
  });

  it('changes the days from a work cycle change on, lists it, and refuses a second one on the same date (203)', async () => {
    const employee = await hire('Naledi');
    await recalc(employee, '2026-03-02', '2026-03-15');

    const body = {
      employeeIDs: [employee.id],
      effectiveDate: '2026-03-09',
      workCycleID: lateCycle.id,
      startingWorkPatternID: lates.id,
      startDay: 1,
      reasonID: cycleReason.id,
    };
    const created = await api.ok<WorkCycleChangeResult>('WorkCycleChange', body);
    expect(created).toMatchObject({ resultCode: 201, resultText: 'Work cycle change created', created: 1, existingEmployeeIDs: [], days: 7, failedDays: 0 });

    const days = await shiftsOf(employee, '2026-03-06', '2026-03-15');
    expect(['2026-03-06', '2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-14'].map((date) => days.get(date)?.shiftName ?? null)).toEqual([
      'Office day',
      'Late',
      'Late',
      null,
      'Late',
      null,
    ]);
    expect(days.get('2026-03-11')).toMatchObject({ dayKind: 'dayOff', statuses: [3] });

    const duplicate = await workCycleChange({ ...body, workCycleID: officeCycle.id, startingWorkPatternID: weekdays.id });
    expect(duplicate).toMatchObject({ resultCode: 203, resultText: 'Work cycle change already exists', created: 0, existingEmployeeIDs: [employee.id] });
    expect((await shiftsOf(employee, '2026-03-09', '2026-03-09')).get('2026-03-09')?.shiftName).toBe('Late');

    const beyond = await workCycleChange({ ...body, effectiveDate: '2026-03-20', startDay: 4 });
    expect(beyond).toMatchObject({ resultCode: 300, resultText: 'Start day does not match work pattern', created: 0 });

    const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const future = await workCycleChange({ ...body, effectiveDate: inAMonth, workCycleID: officeCycle.id, startingWorkPatternID: weekdays.id });
    expect(future).toMatchObject({ resultCode: 201, days: 0 });

    const all = await cycleChangesOf(employee, { FutureOnly: 'false' });
    expect(all.map((change) => [change.effectiveDate, change.workCycleName, change.startingWorkPatternName, change.startDay, change.startDate])).toEqual([
      ['2026-03-09', 'Late cycle', 'Lates', 1, '2026-03-09'],
      [inAMonth, 'Office', 'Weekdays', 1, inAMonth],
    ]);
    expect(all[0]).toMatchObject({ reasonID: cycleReason.id, reasonName: 'Moved to the late team' });
    expect((await cycleChangesOf(employee, { FutureOnly: 'true' })).map((change) => change.effectiveDate)).toEqual([inAMonth]);
    expect((await cycleChangesOf(employee, { FutureOnly: 'false', EffectiveFrom: '2026-03-10' })).map((change) => change.effectiveDate)).toEqual([inAMonth]);
  });

  it('refuses to delete the work cycle, starting pattern or reason a work cycle change uses (409), and deletes a cycle nothing uses', async () => {
    const nights = await api.ok<{ id: string }>('CreateWorkPattern', { name: 'Nights only', days: [{ shiftID: late.id }, { shiftID: null }] });
    const nightCycle = await api.ok<{ id: string }>('CreateWorkCycle', { name: 'Night cycle', workPatterns: [{ workPatternID: nights.id }] });
    const reason = await api.ok<{ id: string }>('CreateEmployeeWorkCycleChangeReason', { name: 'Joined the night team' });
    const employee = await hire('Thabo');
    const change = await workCycleChange({
      employeeIDs: [employee.id],
      effectiveDate: '2026-03-16',
      workCycleID: nightCycle.id,
      startingWorkPatternID: nights.id,
      startDay: 1,
      reasonID: reason.id,
    });
    expect(change).toMatchObject({ resultCode: 201, created: 1 });
    const remove = (call: string, id: string) => api.call<{ error: string; field: string }>(call, undefined, { method: 'DELETE', query: { ID: id } });

    const cycle = await remove('DeleteWorkCycle', nightCycle.id);
    expect([cycle.status, cycle.body.error, cycle.body.field]).toEqual([409, 'Work Cycle "Night cycle" is in use by 1 work cycle change, so it cannot be deleted', 'ID']);
    const pattern = await remove('DeleteWorkPattern', nights.id);
    expect(pattern.status).toBe(409);
    expect(pattern.body.error).toContain('1 work cycle change');
    const why = await remove('DeleteEmployeeWorkCycleChangeReason', reason.id);
    expect(why.status).toBe(409);
    expect(why.body.error).toContain('is in use by 1 work cycle change');
    // Nothing was deleted: the change still reads its cycle, pattern and reason by name.
    expect((await cycleChangesOf(employee, { FutureOnly: 'false' })).map((c) => [c.workCycleName, c.startingWorkPatternName, c.reasonName])).toEqual([
      ['Night cycle', 'Nights only', 'Joined the night team'],
    ]);

    const spare = await api.ok<{ id: string }>('CreateWorkCycle', { name: 'Spare cycle', workPatterns: [{ workPatternID: nights.id }] });
    expect((await remove('DeleteWorkCycle', spare.id)).status).toBe(204);
  });

  it('refuses to delete the shift or the reason only manual shift changes use (409 naming them), and deletes the shift once the days are changed back', async () => {
    const relief = await api.ok<{ id: string }>('CreateShift', { name: 'Relief', startTime: '06:00', endTime: '14:00', targetWorkHours: 480 });
    const reason = await api.ok<{ id: string }>('CreateEmployeeShiftAdjustmentReason', { name: 'Covering for a colleague' });
    const employee = await hire('Lerato');
    expect(await changeShift({ employeeIDs: [employee.id], from: '2026-03-09', to: '2026-03-10', shiftID: relief.id, reasonID: reason.id })).toMatchObject({ resultCode: 1, changedDays: 2 });
    const remove = (call: string, id: string) => api.call<{ error: string; field: string; usedBy: { record: string; count: number }[] }>(call, undefined, { method: 'DELETE', query: { ID: id } });

    const shift = await remove('DeleteShift', relief.id);
    expect([shift.status, shift.body.error, shift.body.field]).toEqual([409, 'Shift "Relief" is in use by 2 manual shift changes, so it cannot be deleted', 'ID']);
    expect(shift.body.usedBy).toEqual([expect.objectContaining({ record: 'ManualShiftChange', count: 2 })]);
    const why = await remove('DeleteEmployeeShiftAdjustmentReason', reason.id);
    expect(why.status).toBe(409);
    expect(why.body.error).toContain('is in use by 2 manual shift changes');
    // Nothing was deleted: the days still work the relief shift.
    const days = await shiftsOf(employee, '2026-03-09', '2026-03-10');
    expect([days.get('2026-03-09')?.shiftName, days.get('2026-03-10')?.shiftName]).toEqual(['Relief', 'Relief']);

    // Changed to another shift, the days no longer use it.
    expect(await changeShift({ employeeIDs: [employee.id], from: '2026-03-09', to: '2026-03-10', shiftID: office.id })).toMatchObject({ resultCode: 1, changedDays: 2 });
    expect((await remove('DeleteShift', relief.id)).status).toBe(204);
  });

  it('never touches a locked day: ChangeShift refuses it (150), a cycle change leaves it, unlocking recalculates it', async () => {
    const employee = await hire('Sipho');
    await recalc(employee, '2026-03-02', '2026-03-08');

    const locked = await lockUnlock(employee, '2026-03-05', '2026-03-05', true);
    expect(locked).toMatchObject({ resultCode: 150, resultText: 'Locked', changedDays: 1, unchangedDays: 0 });
    const lockedAgain = await lockUnlock(employee, '2026-03-05', '2026-03-05', true);
    expect(lockedAgain).toMatchObject({ resultCode: 150, changedDays: 0, unchangedDays: 1 });
    const before = (await shiftsOf(employee, '2026-03-05', '2026-03-05')).get('2026-03-05')!;
    expect(before).toMatchObject({ locked: true, shiftID: office.id });

    const refused = await changeShift({ employeeIDs: [employee.id], from: '2026-03-05', to: '2026-03-05', shiftID: late.id });
    expect(refused).toMatchObject({ resultCode: 150, resultText: 'Locked', changedDays: 0, lockedDays: 1 });
    const partly = await changeShift({ employeeIDs: [employee.id], from: '2026-03-05', to: '2026-03-06', shiftID: late.id });
    expect(partly).toMatchObject({ resultCode: 1, changedDays: 1, lockedDays: 1 });

    const cycle = await workCycleChange({
      employeeIDs: [employee.id],
      effectiveDate: '2026-03-04',
      workCycleID: lateCycle.id,
      startingWorkPatternID: lates.id,
      startDay: 1,
    });
    expect(cycle).toMatchObject({ resultCode: 201, lockedDays: 1 });
    const during = await shiftsOf(employee, '2026-03-04', '2026-03-06');
    expect(during.get('2026-03-05')).toEqual(before);
    expect(during.get('2026-03-04')?.shiftName).toBe('Late');

    const unlocked = await lockUnlock(employee, '2026-03-02', '2026-03-08', false);
    expect(unlocked).toMatchObject({ resultCode: 11, resultText: 'Recalculated', changedDays: 1, unchangedDays: 6, failedDays: 0 });
    expect(unlocked.days).toBeGreaterThanOrEqual(1);
    // 5 March is day 2 of the late pattern from 4 March on.
    expect((await shiftsOf(employee, '2026-03-05', '2026-03-05')).get('2026-03-05')).toMatchObject({ locked: false, shiftName: 'Late', noPayTimeTot: 420 });
    const changed = await changeShift({ employeeIDs: [employee.id], from: '2026-03-05', to: '2026-03-05', shiftID: null });
    expect(changed).toMatchObject({ resultCode: 1, changedDays: 1 });
  });

  it('stores a large change at once and recalculates its days in the background', async () => {
    const employees = [await hire('Ayanda'), await hire('Lindiwe')];

    const result = await changeShift({ employeeIDs: employees.map((e) => e.id), from: '2026-03-02', to: '2026-03-15', shiftID: late.id });
    expect(result).toMatchObject({ resultCode: 1, changedDays: 28, days: 28 });
    expect(result.requestID).toEqual(expect.any(String));
    for (const employee of employees) {
      const days = await waitFor('the scheduled fortnight', async () => {
        const shifts = await shiftsOf(employee, '2026-03-02', '2026-03-15');
        return shifts.size === 14 ? shifts : undefined;
      });
      expect(new Set([...days.values()].map((day) => day.shiftName))).toEqual(new Set(['Late']));
    }
  });

  it('refuses bad input with a 400 naming the field and stores nothing', async () => {
    const employee = await hire('Zanele');
    const before = await stored();
    const field = async (call: string, body: unknown, query?: Record<string, string>) => {
      const response = await api.call<{ field: string }>(call, body, { query });
      expect(response.status, `${call} ${JSON.stringify(response.body)}`).toBe(400);
      return response.body.field;
    };
    const change = { employeeIDs: [employee.id], from: '2026-03-02', to: '2026-03-06', shiftID: office.id };
    expect(await field('ChangeShift', { ...change, employeeIDs: [UNKNOWN] })).toBe('employeeIDs');
    expect(await field('ChangeShift', { ...change, employeeIDs: [] })).toBe('employeeIDs');
    expect(await field('ChangeShift', { ...change, shiftID: UNKNOWN })).toBe('shiftID');
    expect(await field('ChangeShift', { ...change, shiftID: undefined })).toBe('shiftID');
    expect(await field('ChangeShift', { ...change, from: '2026-03-06', to: '2026-03-02' })).toBe('to');
    expect(await field('ChangeShift', { ...change, to: '2027-03-06' })).toBe('to');
    expect(await field('ChangeShift', { ...change, from: '2026-02-30' })).toBe('from');
    expect(await field('ChangeShift', { ...change, reasonID: UNKNOWN })).toBe('reasonID');
    expect(await field('ChangeShift', { ...change, reasonID: cycleReason.id })).toBe('reasonID');

    const cycle = { employeeIDs: [employee.id], effectiveDate: '2026-03-09', workCycleID: lateCycle.id, startingWorkPatternID: lates.id, startDay: 1 };
    expect(await field('WorkCycleChange', { ...cycle, workCycleID: UNKNOWN })).toBe('workCycleID');
    expect(await field('WorkCycleChange', { ...cycle, startingWorkPatternID: weekdays.id })).toBe('startingWorkPatternID');
    expect(await field('WorkCycleChange', { ...cycle, startDay: 0 })).toBe('startDay');
    expect(await field('WorkCycleChange', { ...cycle, effectiveDate: 'soon' })).toBe('effectiveDate');
    // ISO 8601 forms other than a plain date: an ordinal date, a time, a month.
    expect(await field('WorkCycleChange', { ...cycle, effectiveDate: '2026-068' })).toBe('effectiveDate');
    expect(await field('WorkCycleChange', { ...cycle, effectiveDate: '2026-03-09T10:00:00Z' })).toBe('effectiveDate');
    expect(await field('WorkCycleChange', { ...cycle, startDate: '2026-03' })).toBe('startDate');
    expect(await field('WorkCycleChange', { ...cycle, employeeIDs: [UNKNOWN] })).toBe('employeeIDs');
    expect(await field('WorkCycleChange', { ...cycle, reasonID: shiftReason.id })).toBe('reasonID');

    expect(await field('LockUnlockShift', { employeeIDs: [employee.id], from: '2026-03-02', to: '2026-03-06' })).toBe('lock');
    expect(await field('LockUnlockShift', { employeeIDs: [employee.id], from: '2026-03-06', to: '2026-03-02', lock: true })).toBe('to');

    expect(await field('GetEmployeeWorkCycleChanges', undefined, { EmployeeID: 'x', FutureOnly: 'true' })).toBe('EmployeeID');
    expect(await field('GetEmployeeWorkCycleChanges', undefined, { EmployeeID: employee.id, FutureOnly: 'maybe' })).toBe('FutureOnly');
    expect(await field('GetEmployeeWorkCycleChanges', undefined, { EmployeeID: employee.id, FutureOnly: 'true', EffectiveFrom: '9 March' })).toBe('EffectiveFrom');
    expect(await field('GetEmployeeWorkCycleChanges', undefined, { EmployeeID: employee.id, FutureOnly: 'true', EffectiveFrom: '2026-02-30' })).toBe('EffectiveFrom');
    const missing = await api.call('GetEmployeeWorkCycleChanges', undefined, { query: { EmployeeID: UNKNOWN, FutureOnly: 'true' } });
    expect(missing.status).toBe(404);

    expect(await stored()).toEqual(before);
    expect(await shiftsOf(employee, '2026-03-02', '2026-03-08')).toEqual(new Map());
    expect(await changeShift(change)).toMatchObject({ resultCode: 1, changedDays: 5 });
  });
});
