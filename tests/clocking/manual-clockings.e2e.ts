import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Employee, LockUnlockShiftResult, ManualClockingAnswer, Scanner } from '@tna/contracts';
import { ApiClient } from '../support/api-client';
import { aWeekdayRoster, OFFICE_DAY } from '../support/company';
import { startProduct, type RunningProduct } from '../support/stacks';
import { waitFor } from '../support/wait';
import { ZkPushDevice } from '../support/zk-push-device';
import { aUserWith } from '../security/support/users';

const UNKNOWN = '6a1f5c3e-2b4d-4e8f-9a0b-1c2d3e4f5a6b';
const DAY_MS = 86_400_000;
const ZONE = 'Africa/Johannesburg';
const CALLS = ['CreateClockInOnly', 'CreateClockOutOnly', 'CreateClockInOut', 'InsertClocking', 'DeleteClocking'] as const;

/** The Monday two weeks before this one: every day of its fortnight is over, and within 366 days. */
const today = new Date();
const monday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - ((today.getUTCDay() + 6) % 7) - 14);
/** The date `n` days after that Monday (0 Monday … 5 Saturday, 7 the next Monday). */
const dateOf = (n: number) => new Date(monday + n * DAY_MS).toISOString().slice(0, 10);
/** An instant given as Johannesburg wall time (UTC+2, no daylight saving). */
const johannesburg = (date: string, time: string) => new Date(Date.parse(`${date}T${time}:00+02:00`));

describe('manual clockings over HTTP: every call, every code, the day recalculated (embedded mode)', () => {
  let product: RunningProduct;
  let api: ApiClient;
  let adminID: string;
  let officeCycle: { id: string };
  let reader: ZkPushDevice;
  let nextNumber = 9100;

  const hire = (name: string, rostered = true) =>
    api.ok<Employee>('CreateEmployee', {
      employeeNumber: String(nextNumber++),
      firstName: name,
      surname: 'Dlamini',
      timeZone: ZONE,
      ...(rostered ? { workCycleID: officeCycle.id, workPatternStartDate: dateOf(0), workPatternStartDay: 1 } : {}),
    });
  const act = (call: (typeof CALLS)[number], body: Record<string, unknown>) => api.ok<ManualClockingAnswer>(call, body);
  const manualRows = (employee: Employee) =>
    product.query<{ id: string; clocked_at: Date; direction: string; source: string; entered_by: string }>(
      'SELECT id, clocked_at, direction, source, entered_by FROM time_engine.clockings WHERE employee_id = $1 AND entered_by IS NOT NULL ORDER BY clocked_at',
      [employee.id],
    );
  const everything = async () => {
    const [counts] = await product.query<{ clockings: number; days: number }>(
      'SELECT (SELECT count(*)::int FROM time_engine.clockings) AS clockings, (SELECT count(*)::int FROM time_engine.employee_shifts) AS days',
    );
    return counts;
  };

  beforeAll(async () => {
    product = await startProduct('embedded', 'manual-clockings');
    api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);
    [{ id: adminID }] = await product.query<{ id: string }>("SELECT id FROM api.system_users WHERE username = 'admin'");
    officeCycle = { id: (await aWeekdayRoster(api, OFFICE_DAY)).workCycleID };
    const scanner = await api.ok<Scanner>('CreateScanner', { name: 'Gate', make: 'ZKTeco', type: 'T&A', externalId: 'ZKMANUAL1', timeZone: ZONE });
    reader = new ZkPushDevice(product.readerUrl, scanner.externalId);
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('adds the missing clock out to a reader day with 102: 111, the day becomes 1 with its values, who entered it is kept and audited', async () => {
    const employee = await hire('Thandi');
    await reader.uploadUntilAccepted([ZkPushDevice.line(employee.employeeNumber, `${dateOf(0)}T08:00:00`)]);
    const before = await waitFor('the reader day', async () => {
      const [day] = await api.ok<{ statuses: number[] }[]>('GetEmployeeShifts', { employeeID: employee.id, from: dateOf(0), to: dateOf(0) });
      return day;
    });
    expect(before.statuses).toEqual([102]);

    const answer = await act('CreateClockOutOnly', { employeeID: employee.id, date: dateOf(0), outAt: `${dateOf(0)}T17:00` });
    expect(answer).toMatchObject({ resultCode: 111, resultText: 'Only out created', employeeID: employee.id, date: dateOf(0), clockingIDs: [expect.any(String)] });
    expect(answer.shift).toMatchObject({ shiftDate: dateOf(0), shiftName: 'Office day', statuses: [1], normalTimeTot: 480, noPayTimeTot: 0, breakDeducted: 60 });

    const [row] = await manualRows(employee);
    expect(row).toEqual({ id: answer.clockingIDs[0], clocked_at: johannesburg(dateOf(0), '17:00'), direction: 'OUT', source: 'manual', entered_by: adminID });
    const [audit] = await product.query<{ user_id: string; details: { input: Record<string, unknown> } }>(
      "SELECT user_id, details FROM api.audit_log WHERE action = 'CreateClockOutOnly' AND details->'input'->>'employeeID' = $1",
      [employee.id],
    );
    expect(audit).toMatchObject({ user_id: adminID, details: { input: { employeeID: employee.id, date: dateOf(0), outAt: `${dateOf(0)}T17:00` } } });
  });

  it('builds a day with clock in, clock out and clock in/out, refusing each breach of §5 with its code and storing nothing for it', async () => {
    const employee = await hire('Sipho');
    const day = { employeeID: employee.id, date: dateOf(1) };
    const at = (time: string) => `${dateOf(1)}T${time}`;

    const opened = await act('CreateClockInOnly', { ...day, inAt: at('08:00') });
    expect(opened).toMatchObject({ resultCode: 100, resultText: 'In created' });
    expect(opened.shift?.statuses).toEqual([102]);
    expect(await act('CreateClockInOnly', { ...day, inAt: at('09:00') })).toMatchObject({ resultCode: 6, resultText: 'Clock in already exists', clockingIDs: [] });
    expect(await act('CreateClockOutOnly', { ...day, outAt: at('07:30') })).toMatchObject({ resultCode: 5, resultText: 'Out before in' });
    expect(await act('CreateClockOutOnly', { ...day, outAt: at('08:01') })).toMatchObject({ resultCode: 60, resultText: 'Time already exists' });
    expect(await act('CreateClockOutOnly', { ...day, outAt: at('12:00') })).toMatchObject({ resultCode: 111 });

    expect(await act('CreateClockInOnly', { ...day, inAt: at('07:00') })).toMatchObject({ resultCode: 7, resultText: 'New in on or before existing in' });
    expect(await act('CreateClockInOnly', { ...day, inAt: at('11:00') })).toMatchObject({ resultCode: 8, resultText: 'New in before existing out' });
    expect(await act('CreateClockOutOnly', { ...day, outAt: at('11:30') })).toMatchObject({ resultCode: 9, resultText: 'New out on or before existing out' });
    const orphan = await act('CreateClockOutOnly', { ...day, outAt: at('17:00') });
    expect(orphan).toMatchObject({ resultCode: 4, resultText: 'Clock out without clock in' });
    expect(orphan.shift).toMatchObject({ normalTimeTot: 240 });
    expect(await act('CreateClockInOut', { ...day, inAt: at('17:00'), outAt: at('13:00') })).toMatchObject({ resultCode: 5 });
    expect(await manualRows(employee)).toHaveLength(2);

    const full = await act('CreateClockInOut', { ...day, inAt: at('13:00'), outAt: at('17:00') });
    expect(full).toMatchObject({ resultCode: 1, resultText: 'In and out created', clockingIDs: [expect.any(String), expect.any(String)] });
    expect(full.shift).toMatchObject({ statuses: [1], normalTimeTot: 480, noPayTimeTot: 0 });

    const next = { employeeID: employee.id, date: dateOf(2) };
    expect(await act('CreateClockInOut', { ...next, inAt: `${dateOf(2)}T08:00` })).toMatchObject({ resultCode: 11, resultText: 'Only in created' });
    const closed = await act('CreateClockInOut', { ...next, outAt: `${dateOf(2)}T16:00` });
    expect(closed).toMatchObject({ resultCode: 111, resultText: 'Only out created' });
    expect(closed.shift).toMatchObject({ statuses: [1, 106], normalTimeTot: 420, noPayTotAfter: 60 });
  });

  it('inserts a clocking anywhere (20), on a day off too, and refuses clock in/out on a day off (3)', async () => {
    const employee = await hire('Lerato');
    const saturday = { employeeID: employee.id, date: dateOf(5) };
    expect(await act('CreateClockInOnly', { ...saturday, inAt: `${dateOf(5)}T08:00` })).toMatchObject({ resultCode: 3, resultText: 'Day off' });
    expect(await act('CreateClockInOut', { ...saturday, inAt: `${dateOf(5)}T08:00`, outAt: `${dateOf(5)}T12:00` })).toMatchObject({ resultCode: 3 });
    // The day's row made to judge by went with the refusal: nobody asked for it.
    expect(await manualRows(employee)).toEqual([]);
    expect(await api.ok('GetEmployeeShifts', { employeeID: employee.id, from: dateOf(5), to: dateOf(5) })).toEqual([]);
    const worked = await act('InsertClocking', { ...saturday, inAt: `${dateOf(5)}T08:00`, outAt: `${dateOf(5)}T12:00` });
    expect(worked).toMatchObject({ resultCode: 20, resultText: 'Inserted', shift: { dayKind: 'dayOff', statuses: [1, 4], overTime1Tot: 240 } });

    // An OUT between a pair's in and out: manual clockings carry their direction, so the day pairs
    // 08:00–10:00 (early out, 106) and the 17:00 OUT has no IN (101).
    const tuesday = { employeeID: employee.id, date: dateOf(1) };
    await act('CreateClockInOut', { ...tuesday, inAt: `${dateOf(1)}T08:00`, outAt: `${dateOf(1)}T17:00` });
    const inserted = await act('InsertClocking', { ...tuesday, outAt: `${dateOf(1)}T10:00` });
    expect(inserted).toMatchObject({ resultCode: 20, shift: { statuses: [1, 101, 106], normalTimeTot: 120 } });
  });

  it('deletes one manual clocking (21) or all of the day (21), then finds none (22), and never deletes a reader clocking', async () => {
    const employee = await hire('Bongani');
    const day = { employeeID: employee.id, date: dateOf(3) };
    await reader.uploadUntilAccepted([ZkPushDevice.line(employee.employeeNumber, `${dateOf(3)}T08:00:00`)]);
    const [readerClocking] = await waitFor('the reader clocking', async () => {
      const rows = await product.query<{ id: string }>('SELECT id FROM time_engine.clockings WHERE employee_id = $1 AND employee_shift_id IS NOT NULL', [employee.id]);
      return rows.length === 1 ? rows : undefined;
    });
    const out = await act('CreateClockOutOnly', { ...day, outAt: `${dateOf(3)}T12:00` });
    const pair = await act('CreateClockInOut', { ...day, inAt: `${dateOf(3)}T13:00`, outAt: `${dateOf(3)}T17:00` });
    expect(pair.shift?.statuses).toEqual([1]);

    expect(await act('DeleteClocking', { ...day, clockingID: readerClocking.id })).toMatchObject({ resultCode: 22, resultText: 'None found to delete' });
    expect(await act('DeleteClocking', { ...day, clockingID: UNKNOWN })).toMatchObject({ resultCode: 22 });
    const one = await act('DeleteClocking', { ...day, clockingID: out.clockingIDs[0] });
    expect(one).toMatchObject({ resultCode: 21, resultText: 'Deleted', clockingIDs: out.clockingIDs });
    const all = await act('DeleteClocking', day);
    expect(all).toMatchObject({ resultCode: 21 });
    expect(all.clockingIDs.sort()).toEqual([...pair.clockingIDs].sort());
    expect(all.shift?.statuses).toEqual([102]);
    expect(await act('DeleteClocking', day)).toMatchObject({ resultCode: 22 });
    expect(await product.query('SELECT id FROM time_engine.clockings WHERE employee_id = $1', [employee.id])).toEqual([{ id: readerClocking.id }]);
  });

  it('refuses every action on a locked day (10) and on a day without a shift record (2, 23), storing nothing', async () => {
    const employee = await hire('Naledi');
    const day = { employeeID: employee.id, date: dateOf(4) };
    await act('CreateClockInOnly', { ...day, inAt: `${dateOf(4)}T08:00` });
    const locked = await api.ok<LockUnlockShiftResult>('LockUnlockShift', { employeeIDs: [employee.id], from: dateOf(4), to: dateOf(4), lock: true });
    expect(locked.changedDays).toBe(1);
    const before = await everything();
    expect(await act('CreateClockOutOnly', { ...day, outAt: `${dateOf(4)}T17:00` })).toMatchObject({ resultCode: 10, resultText: 'Locked', shift: { locked: true } });
    expect(await act('InsertClocking', { ...day, outAt: `${dateOf(4)}T17:00` })).toMatchObject({ resultCode: 10 });
    expect(await act('DeleteClocking', day)).toMatchObject({ resultCode: 10 });

    const unrostered = await hire('Zola', false);
    const none = { employeeID: unrostered.id, date: dateOf(1) };
    for (const call of ['CreateClockInOnly', 'CreateClockInOut'] as const) {
      expect(await act(call, { ...none, inAt: `${dateOf(1)}T08:00` })).toMatchObject({ resultCode: 2, resultText: 'No shift record', shift: null });
    }
    expect(await act('CreateClockOutOnly', { ...none, outAt: `${dateOf(1)}T17:00` })).toMatchObject({ resultCode: 2 });
    expect(await act('InsertClocking', { ...none, inAt: `${dateOf(1)}T08:00` })).toMatchObject({ resultCode: 23, resultText: 'No shift record', shift: null });
    expect(await act('DeleteClocking', none)).toMatchObject({ resultCode: 23 });
    expect(await everything()).toEqual(before);
  });

  it("takes times as the employee's wall time, whatever the server's zone", async () => {
    const employee = await hire('Ayanda');
    const answer = await act('CreateClockInOnly', { employeeID: employee.id, date: dateOf(7), inAt: `${dateOf(7)}T07:30` });
    expect(answer.resultCode).toBe(100);
    expect((await manualRows(employee))[0].clocked_at).toEqual(new Date(`${dateOf(7)}T05:30:00Z`));
    expect(answer.shift?.shiftStart).toBe(`${dateOf(7)}T06:00:00.000Z`);
  });

  it('answers bad input with a 400 naming the field, stores nothing and goes on serving', async () => {
    const employee = await hire('Zanele');
    const day = { employeeID: employee.id, date: dateOf(1) };
    const before = await everything();
    const field = async (call: (typeof CALLS)[number], body: Record<string, unknown>) => {
      const response = await api.call<{ field: string }>(call, body);
      expect(response.status, `${call} ${JSON.stringify(body)} ${JSON.stringify(response.body)}`).toBe(400);
      return response.body.field;
    };
    const far = new Date(Date.now() + 400 * DAY_MS).toISOString().slice(0, 10);
    const long = new Date(Date.now() - 400 * DAY_MS).toISOString().slice(0, 10);
    for (const call of CALLS) {
      const times = call === 'CreateClockOutOnly' ? { outAt: `${dateOf(1)}T17:00` } : call === 'DeleteClocking' ? {} : { inAt: `${dateOf(1)}T08:00` };
      expect(await field(call, { ...day, ...times, employeeID: UNKNOWN })).toBe('employeeID');
      expect(await field(call, { ...day, ...times, employeeID: 'Thandi' })).toBe('employeeID');
      expect(await field(call, { ...day, ...times, date: '2026-02-30' })).toBe('date');
      expect(await field(call, { ...day, ...times, date: far })).toBe('date');
      expect(await field(call, { ...day, ...times, date: long })).toBe('date');
    }
    expect(await field('CreateClockInOnly', day)).toBe('inAt');
    expect(await field('CreateClockInOnly', { ...day, outAt: `${dateOf(1)}T17:00` })).toBe('inAt');
    expect(await field('CreateClockOutOnly', day)).toBe('outAt');
    expect(await field('CreateClockInOut', day)).toBe('inAt');
    expect(await field('InsertClocking', day)).toBe('inAt');
    expect(await field('CreateClockInOnly', { ...day, inAt: `${dateOf(1)} 08:00` })).toBe('inAt');
    expect(await field('CreateClockInOnly', { ...day, inAt: `${dateOf(1)}T08:00:00+02:00` })).toBe('inAt');
    expect(await field('CreateClockInOnly', { ...day, inAt: `${dateOf(1)}T24:00` })).toBe('inAt');
    expect(await field('CreateClockInOut', { ...day, inAt: `${dateOf(1)}T08:00`, outAt: 'five' })).toBe('outAt');
    // Times whose date lies far from the day, and one that lands on the next day's shift.
    expect(await field('CreateClockInOnly', { ...day, inAt: `${dateOf(9)}T08:00` })).toBe('inAt');
    expect(await field('InsertClocking', { ...day, outAt: `${dateOf(-3)}T08:00` })).toBe('outAt');
    expect(await field('InsertClocking', { ...day, inAt: `${dateOf(2)}T08:00` })).toBe('inAt');
    expect(await field('DeleteClocking', { ...day, clockingID: 'the first one' })).toBe('clockingID');

    expect(await everything()).toEqual(before);
    expect(await act('CreateClockInOnly', { ...day, inAt: `${dateOf(1)}T08:00` })).toMatchObject({ resultCode: 100 });
  });

  it('refuses all five calls to a user without clkManualClocking (403) and serves one with it', async () => {
    const employee = await hire('Musa');
    const viewer = await aUserWith(api, product.apiUrl, ['empClockings']);
    const clerk = await aUserWith(api, product.apiUrl, ['empClockings', 'clkManualClocking']);
    const day = { employeeID: employee.id, date: dateOf(1) };
    for (const call of CALLS) expect((await viewer.client.call(call, { ...day, inAt: `${dateOf(1)}T08:00`, outAt: `${dateOf(1)}T17:00` })).status, call).toBe(403);
    expect(await manualRows(employee)).toEqual([]);
    const answer = await clerk.client.ok<ManualClockingAnswer>('CreateClockInOut', { ...day, inAt: `${dateOf(1)}T08:00`, outAt: `${dateOf(1)}T17:00` });
    expect(answer.resultCode).toBe(1);
    expect((await manualRows(employee)).map((row) => row.entered_by)).toEqual([clerk.user.id, clerk.user.id]);
  });
});
