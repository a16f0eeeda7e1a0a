import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DeleteReprocessClockingsResult,
  Employee,
  EmployeeClocking,
  EmployeeShift,
  EmployeeShiftClocking,
  EmployeeShiftOrgInfo,
  FILOSwitchOnOffResult,
  Job,
  OrgChangeResult,
} from '@tna/contracts';
import { ApiClient } from '../support/api-client';
import { aWeekdayRoster, dayOf as dayIn, OFFICE_DAY } from '../support/company';
import { waitFor } from '../support/wait';
import { ZkPushDevice } from '../support/zk-push-device';
import { startSecuredProduct, type SecuredProduct } from '../security/support/product';
import { aUserWith } from '../security/support/users';

const MONDAY = '2026-03-02';
const TUESDAY = '2026-03-03';
const WEDNESDAY = '2026-03-04';
const THURSDAY = '2026-03-05';
const UNKNOWN = '6a1f5c3e-2b4d-4e8f-9a0b-1c2d3e4f5a6b';
/** Recalculations above this many employee-days run as a job: two employees' fortnight does. */
const SYNC_DAYS = 20;

describe('shift controls on the clocking screen (embedded mode)', () => {
  let product: SecuredProduct;
  let admin: ApiClient;
  let gate: ZkPushDevice;
  let door: ZkPushDevice;
  let cycleID: string;
  let nightCycleID: string;
  let departments: { id: string; name: string }[];
  let location: { id: string; name: string };
  let ann: Employee;
  let ben: Employee;

  const hire = (number: string, firstName: string, extra: Record<string, unknown> = {}) =>
    admin.ok<Employee>('CreateEmployee', {
      employeeNumber: number,
      firstName,
      surname: 'Dlamini',
      timeZone: 'Africa/Johannesburg',
      workCycleID: cycleID,
      workPatternStartDate: MONDAY,
      workPatternStartDay: 1,
      ...extra,
    });
  const dayOf = async (employee: Employee, date: string) => (await dayIn(admin, employee, date))!;
  /** Pushes the clockings as the reader does and waits until the day has them. */
  const clock = async (device: ZkPushDevice, employee: Employee, date: string, times: string[], state = 0) => {
    const before = (await clockingsOf(employee)).length;
    expect((await device.upload(times.map((time) => ZkPushDevice.line(employee.employeeNumber, `${date} ${time}:00`, state)))).status).toBe(200);
    await waitFor(`${employee.employeeNumber} ${date} clockings stored`, async () => ((await clockingsOf(employee)).length >= before + times.length ? true : undefined));
    return waitFor(`${employee.employeeNumber} ${date} calculated`, async () => {
      const day = await dayOf(employee, date);
      return day && !day.statuses.includes(0) ? day : undefined;
    });
  };
  const clockingsOf = (employee: Employee) =>
    admin.ok<EmployeeClocking[]>('GetLastXClockingsForEmployee', undefined, { method: 'GET', query: { EmployeeID: employee.id, LastX: '1000' } });
  const shiftClockings = (day: EmployeeShift) => admin.ok<EmployeeShiftClocking[]>('GetEmployeeShiftClockings', undefined, { query: { EmployeeShiftsID: day.id } });
  const orgInfo = (day: EmployeeShift) => admin.ok<EmployeeShiftOrgInfo>('GetEmployeeShiftOrgInfo', undefined, { query: { EmployeeShiftsID: day.id } });
  const lock = (employee: Employee, date: string, locked: boolean) => admin.ok('LockUnlockShift', { employeeIDs: [employee.id], from: date, to: date, lock: locked });
  const stored = async () => {
    const [counts] = await product.database.query<{ filo: number; org: number; clockings: number }>(
      `SELECT (SELECT count(*)::int FROM time_engine.filo_days) AS filo, (SELECT count(*)::int FROM time_engine.employee_day_org) AS org,
              (SELECT count(*)::int FROM time_engine.clockings) AS clockings`,
    );
    return counts;
  };
  const audited = async (action: string) =>
    (await product.database.query<{ count: number }>('SELECT count(*)::int AS count FROM api.audit_log WHERE action = $1', [action]))[0].count;

  beforeAll(async () => {
    product = await startSecuredProduct('clocking-controls', { TNA_RECALC_SYNC_DAYS: String(SYNC_DAYS) });
    admin = product.admin;
    cycleID = (await aWeekdayRoster(admin, { ...OFFICE_DAY, name: 'Day' })).workCycleID;
    const night = await admin.ok<{ id: string }>('CreateShift', { name: 'Night', startTime: '22:00', endTime: '06:00', targetWorkHours: 480 });
    const nights = await admin.ok<{ id: string }>('CreateWorkPattern', { name: 'Nights', days: [{ shiftID: night.id }] });
    nightCycleID = (await admin.ok<{ id: string }>('CreateWorkCycle', { name: 'Nights', workPatterns: [{ workPatternID: nights.id }] })).id;
    const idName = ({ id, name }: { id: string; name: string }) => ({ id, name });
    departments = [idName(await admin.ok('CreateDepartment', { name: 'Smelting' })), idName(await admin.ok('CreateDepartment', { name: 'Logistics' }))];
    location = idName(await admin.ok('CreateLocation', { name: 'Plant Main Gate', latitude: '-25.6342', longitude: '27.7803', radius: 300 }));
    for (const [name, type, serial] of [
      ['Gate', 'T&A', 'CTRLGATE01'],
      ['Door', 'Access Control', 'CTRLDOOR01'],
    ]) {
      await admin.ok('CreateScanner', { name, make: 'ZKTeco', type, externalId: serial, timeZone: 'Africa/Johannesburg' });
    }
    gate = new ZkPushDevice(product.url, 'CTRLGATE01');
    door = new ZkPushDevice(product.url, 'CTRLDOOR01');
    await gate.handshake();
    await door.handshake();
    ann = await hire('7101', 'Ann', { departmentID: departments[0].id });
    ben = await hire('7102', 'Ben', { departmentID: departments[0].id });
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('re-reads a day from the raw clockings and recalculates it (21)', async () => {
    const day = await clock(gate, ann, MONDAY, ['08:00', '17:00']);
    expect(day.statuses).toEqual([1]);
    // The engine's copy of the clock out is lost: the day reads "no OUT" once recalculated.
    await product.database.query(`DELETE FROM time_engine.clockings WHERE employee_id = $1 AND clocked_at = '${MONDAY}T17:00:00+02:00'`, [ann.id]);
    await admin.ok('RecalcTimeValues', { employeeIDs: [ann.id], from: MONDAY, to: MONDAY });
    expect((await dayOf(ann, MONDAY)).statuses).toEqual([102]);

    const answer = await admin.ok<DeleteReprocessClockingsResult>('DeleteReprocessClockings', { employeeIDs: [ann.id], from: MONDAY, to: MONDAY });
    expect(answer).toEqual({
      resultCode: 21,
      resultText: 'Clockings deleted and scheduled for re-process',
      employees: 1,
      deletedClockings: 1,
      reprocessedClockings: 2,
      days: expect.any(Number),
      lockedDays: 0,
      failedDays: 0,
    });
    const after = await dayOf(ann, MONDAY);
    expect(after.statuses).toEqual([1]);
    expect(after.normalTimeTot).toBe(480);
    expect((await shiftClockings(after)).map((clocking) => clocking.role)).toEqual(['IN', 'OUT']);
    expect(await audited('DeleteReprocessClockings')).toBeGreaterThanOrEqual(1);
  });

  it('re-reads clockings a reader sent before the employee had the number (in any letter case), and leaves a locked day alone', async () => {
    expect((await gate.upload([ZkPushDevice.line('k7199', `${TUESDAY} 08:01:00`), ZkPushDevice.line('k7199', `${TUESDAY} 17:02:00`)])).status).toBe(200);
    await waitFor('unmatched clockings stored', async () => {
      const rows = await product.database.query("SELECT 1 FROM time_engine.clockings WHERE employee_number = 'k7199' AND employee_id IS NULL");
      return rows.length === 2 ? true : undefined;
    });
    const late = await hire('K7199', 'Cara');
    expect(await dayOf(late, TUESDAY)).toBeUndefined();

    const answer = await admin.ok<DeleteReprocessClockingsResult>('DeleteReprocessClockings', { employeeIDs: [late.id], from: TUESDAY, to: TUESDAY });
    expect(answer).toMatchObject({ resultCode: 21, deletedClockings: 2, reprocessedClockings: 2, lockedDays: 0 });
    const day = await dayOf(late, TUESDAY);
    // A minute late in and two late out: the reader's times, read back.
    expect(day.statuses).toEqual([1, 103, 107]);
    expect((await clockingsOf(late)).map((clocking) => clocking.localTime)).toEqual([`${TUESDAY}T17:02:00`, `${TUESDAY}T08:01:00`]);

    await lock(late, TUESDAY, true);
    const before = await stored();
    expect(await admin.ok('DeleteReprocessClockings', { employeeIDs: [late.id], from: TUESDAY, to: TUESDAY })).toMatchObject({
      resultCode: 21,
      deletedClockings: 0,
      reprocessedClockings: 0,
      lockedDays: 1,
    });
    expect(await stored()).toEqual(before);
    expect((await dayOf(late, TUESDAY)).statuses).toEqual([1, 103, 107]);
  });

  it("re-reads a night shift's clock out after midnight with its day and keeps a manual clocking", async () => {
    const dan = await hire('7103', 'Dan', { workCycleID: nightCycleID });
    await gate.upload([ZkPushDevice.line(dan.employeeNumber, `${MONDAY} 22:00:00`), ZkPushDevice.line(dan.employeeNumber, `${TUESDAY} 06:00:00`)]);
    expect((await waitFor('night calculated', async () => ((await dayOf(dan, MONDAY))?.statuses[0] === 1 ? dayOf(dan, MONDAY) : undefined))).normalTimeTot).toBe(480);
    await product.database.query(`DELETE FROM time_engine.clockings WHERE employee_id = $1 AND clocked_at = '${TUESDAY}T06:00:00+02:00'`, [dan.id]);
    // An operator's clocking of the next evening, which only the time engine holds.
    await product.database.query(
      `INSERT INTO time_engine.clockings (id, employee_id, employee_number, clocked_at, source) VALUES (gen_random_uuid(), $1, $2, '${TUESDAY}T21:58:00+02:00', 'manual')`,
      [dan.id, dan.employeeNumber],
    );
    await admin.ok('RecalcTimeValues', { employeeIDs: [dan.id], from: MONDAY, to: TUESDAY });
    expect((await dayOf(dan, MONDAY)).statuses).toEqual([102]);

    expect(await admin.ok('DeleteReprocessClockings', { employeeIDs: [dan.id], from: MONDAY, to: MONDAY })).toMatchObject({
      deletedClockings: 1,
      reprocessedClockings: 2,
    });
    expect((await dayOf(dan, MONDAY)).statuses).toEqual([1]);
    expect((await clockingsOf(dan)).map((clocking) => [clocking.localTime, clocking.source])).toEqual([
      [`${TUESDAY}T21:58:00`, 'manual'],
      [`${TUESDAY}T06:00:00`, 'zk-push'],
      [`${MONDAY}T22:00:00`, 'zk-push'],
    ]);
  });

  it('re-processes a large range as a job and reports it', async () => {
    const answer = await admin.ok<DeleteReprocessClockingsResult>('DeleteReprocessClockings', { employeeIDs: [ann.id, ben.id], from: MONDAY, to: '2026-03-15' });
    expect(answer).toMatchObject({ resultCode: 21, employees: 2, days: 28, requestID: expect.any(String) });
    const job = await waitFor('re-process job done', async () => {
      const state = await admin.ok<Job>('GetJob', undefined, { method: 'GET', query: { ID: answer.requestID! } });
      return state.state === 'succeeded' || state.state === 'failed' ? state : undefined;
    });
    expect(job).toMatchObject({ state: 'succeeded', kind: 'reprocess-clockings', progress: { done: 2, total: 2 } });
    expect(job.result).toMatchObject({ deletedClockings: 2, reprocessedClockings: 2, lockedDays: 0, failedDays: 0 });
    expect((await dayOf(ann, MONDAY)).statuses).toEqual([1]);
    expect((await dayOf(ann, '2026-03-13')).statuses).toEqual([100]);
  });

  it('switches FILO on for a day (160, one pair) and off again', async () => {
    const day = await clock(gate, ben, WEDNESDAY, ['08:00', '12:00', '13:00', '17:00']);
    expect(day.statuses).not.toContain(160);
    expect((await shiftClockings(day)).map((clocking) => clocking.role)).toEqual(['IN', 'OUT', 'IN', 'OUT']);

    const on = await admin.ok<FILOSwitchOnOffResult>('FILOSwitchOnOff', { employeeIDs: [ben.id], from: WEDNESDAY, to: WEDNESDAY, filo: true });
    expect(on).toEqual({ resultCode: 11, resultText: 'Recalculated', employees: 1, changedDays: 1, lockedDays: 0, days: expect.any(Number), failedDays: 0 });
    const filoDay = await dayOf(ben, WEDNESDAY);
    expect(filoDay.statuses).toContain(160);
    expect((await shiftClockings(filoDay)).map((clocking) => clocking.role)).toEqual(['IN', 'ignored', 'ignored', 'OUT']);
    // Only the day asked: Thursday keeps the employee's own setting.
    expect(await product.database.query('SELECT to_char(shift_date, \'YYYY-MM-DD\') AS date, filo FROM time_engine.filo_days WHERE employee_id = $1', [ben.id])).toEqual([
      { date: WEDNESDAY, filo: true },
    ]);

    expect(await admin.ok('FILOSwitchOnOff', { employeeIDs: [ben.id], from: WEDNESDAY, to: WEDNESDAY, filo: false })).toMatchObject({ resultCode: 11, changedDays: 1 });
    expect((await dayOf(ben, WEDNESDAY)).statuses).not.toContain(160);
    expect(await audited('FILOSwitchOnOff')).toBe(2);
  });

  it('answers 150 to FILO on a locked day and stores nothing; a large range is scheduled (12)', async () => {
    await lock(ben, THURSDAY, true);
    const before = await stored();
    expect(await admin.ok('FILOSwitchOnOff', { employeeIDs: [ben.id], from: THURSDAY, to: THURSDAY, filo: true })).toEqual({
      resultCode: 150,
      resultText: 'Locked',
      employees: 1,
      changedDays: 0,
      lockedDays: 1,
      days: 0,
      failedDays: 0,
    });
    expect(await stored()).toEqual(before);
    await lock(ben, THURSDAY, false);

    const scheduled = await admin.ok<FILOSwitchOnOffResult>('FILOSwitchOnOff', { employeeIDs: [ann.id, ben.id], from: '2026-04-01', to: '2026-04-14', filo: true });
    expect(scheduled).toMatchObject({ resultCode: 12, resultText: 'Scheduled for recalculation', changedDays: 28, requestID: expect.any(String) });
  });

  it('changes the organisation and location of days, which GetEmployeeShiftOrgInfo then reads', async () => {
    const monday = await dayOf(ann, MONDAY);
    const tuesday = await clock(gate, ann, TUESDAY, ['08:00', '17:00']);
    expect(await orgInfo(monday)).toMatchObject({ employeeShiftID: monday.id, shiftDate: MONDAY, department: departments[0], location: null, changedFields: [], changedBy: null });

    const changed = await admin.ok<OrgChangeResult>('ChangeOrgInfo', { employeeIDs: [ann.id], from: MONDAY, to: MONDAY, departmentID: departments[1].id });
    expect(changed).toEqual({ resultCode: 1, resultText: 'Processed', employees: 1, changedDays: 1, lockedDays: 0 });
    expect(await admin.ok('ChangeLocation', { employeeIDs: [ann.id], from: MONDAY, to: MONDAY, locationID: location.id })).toEqual(changed);

    const info = await orgInfo(monday);
    expect(info).toMatchObject({ department: departments[1], location, changedFields: ['departmentID', 'locationID'] });
    expect(info.changedAt).toEqual(expect.any(String));
    // Tuesday was not asked: the employee record's department.
    expect(await orgInfo(tuesday)).toMatchObject({ department: departments[0], changedFields: [] });
    expect(await audited('ChangeOrgInfo')).toBe(1);
    expect(await audited('ChangeLocation')).toBe(1);

    await lock(ann, TUESDAY, true);
    const before = await stored();
    expect(await admin.ok('ChangeOrgInfo', { employeeIDs: [ann.id], from: TUESDAY, to: TUESDAY, departmentID: departments[1].id })).toEqual({
      resultCode: 150,
      resultText: 'Locked',
      employees: 1,
      changedDays: 0,
      lockedDays: 1,
    });
    expect(await stored()).toEqual(before);
    await lock(ann, TUESDAY, false);
  });

  it('lists the last X clockings in the employee zone and the access clockings of a shift', async () => {
    const thursday = await clock(gate, ann, THURSDAY, ['08:00', '17:00']);
    await door.upload([ZkPushDevice.line(ann.employeeNumber, `${THURSDAY} 07:55:00`, 0)]);
    await waitFor('door clocking on Thursday', async () => ((await clockingsOf(ann)).some((c) => c.localTime === `${THURSDAY}T07:55:00`) ? true : undefined));

    const last = await admin.ok<EmployeeClocking[]>('GetLastXClockingsForEmployee', undefined, { method: 'GET', query: { EmployeeID: ann.id, LastX: '2' } });
    expect(last.map((clocking) => [clocking.localTime, clocking.scannerName, clocking.timeZone])).toEqual([
      [`${THURSDAY}T17:00:00`, 'Gate', 'Africa/Johannesburg'],
      [`${THURSDAY}T08:00:00`, 'Gate', 'Africa/Johannesburg'],
    ]);
    expect(last[0].clockedAt).toBe(`${THURSDAY}T15:00:00.000Z`);

    const access = await admin.ok<EmployeeClocking[]>('GetEmployeeShiftAccessClockings', undefined, { query: { EmployeeShiftsID: thursday.id } });
    expect(access.map((clocking) => [clocking.localTime, clocking.scannerName, clocking.direction])).toEqual([[`${THURSDAY}T07:55:00`, 'Door', 'IN']]);
    const monday = await dayOf(ann, MONDAY);
    expect(await admin.ok('GetEmployeeShiftAccessClockings', undefined, { query: { EmployeeShiftsID: monday.id } })).toEqual([]);
  });

  it('refuses bad input with a 400 naming the field, stores nothing and stays healthy', async () => {
    const before = await stored();
    const range = { employeeIDs: [ann.id], from: MONDAY, to: MONDAY };
    const bad: [string, unknown, string][] = [
      ['DeleteReprocessClockings', { ...range, employeeIDs: [] }, 'employeeIDs'],
      ['DeleteReprocessClockings', { ...range, employeeIDs: [UNKNOWN] }, 'employeeIDs'],
      ['DeleteReprocessClockings', { ...range, from: '2026-3-2' }, 'from'],
      ['DeleteReprocessClockings', { ...range, to: '2026-03-01' }, 'to'],
      ['DeleteReprocessClockings', { ...range, to: '2027-03-05' }, 'to'],
      ['FILOSwitchOnOff', range, 'filo'],
      ['FILOSwitchOnOff', { ...range, filo: 'yes' }, 'filo'],
      ['FILOSwitchOnOff', { ...range, employeeIDs: [UNKNOWN], filo: true }, 'employeeIDs'],
      ['ChangeOrgInfo', range, 'businessUnitID'],
      ['ChangeOrgInfo', { ...range, departmentID: UNKNOWN }, 'departmentID'],
      ['ChangeOrgInfo', { ...range, teamID: 'not-an-id' }, 'teamID'],
      ['ChangeOrgInfo', { ...range, to: '2026-01-01', departmentID: departments[1].id }, 'to'],
      ['ChangeLocation', range, 'locationID'],
      ['ChangeLocation', { ...range, locationID: UNKNOWN }, 'locationID'],
    ];
    for (const [call, body, field] of bad) {
      const answer = await admin.call<{ field: string }>(call, body);
      expect({ call, body, status: answer.status, field: answer.body.field }).toEqual({ call, body, status: 400, field });
    }
    const reads: [string, Record<string, string>, string, number][] = [
      ['GetLastXClockingsForEmployee', { EmployeeID: ann.id, LastX: '0' }, 'LastX', 400],
      ['GetLastXClockingsForEmployee', { EmployeeID: ann.id, LastX: '1001' }, 'LastX', 400],
      ['GetLastXClockingsForEmployee', { EmployeeID: ann.id, LastX: 'ten' }, 'LastX', 400],
      ['GetLastXClockingsForEmployee', { EmployeeID: 'nobody', LastX: '5' }, 'EmployeeID', 400],
      ['GetLastXClockingsForEmployee', { EmployeeID: UNKNOWN, LastX: '5' }, 'EmployeeID', 404],
    ];
    for (const [call, query, field, status] of reads) {
      const answer = await admin.call<{ field: string }>(call, undefined, { method: 'GET', query });
      expect({ query, status: answer.status, field: answer.body.field }).toEqual({ query, status, field });
    }
    for (const call of ['GetEmployeeShiftOrgInfo', 'GetEmployeeShiftAccessClockings']) {
      expect((await admin.call<{ field: string }>(call, undefined, { query: { EmployeeShiftsID: 'x' } })).body.field).toBe('EmployeeShiftsID');
      expect((await admin.call(call, undefined, { query: { EmployeeShiftsID: UNKNOWN } })).status).toBe(404);
    }
    expect(await stored()).toEqual(before);
    expect((await fetch(`${product.url}/health`)).status).toBe(200);
    expect((await dayOf(ann, MONDAY)).statuses).toEqual([1]);
  });

  it('refuses each control to a user without its flag and serves one with it', async () => {
    const range = { employeeIDs: [ann.id], from: MONDAY, to: MONDAY };
    const { client: viewer } = await aUserWith(admin, product.url, ['empClockings']);
    const before = await stored();
    for (const [call, body] of [
      ['DeleteReprocessClockings', range],
      ['FILOSwitchOnOff', { ...range, filo: true }],
      ['ChangeOrgInfo', { ...range, departmentID: departments[0].id }],
      ['ChangeLocation', { ...range, locationID: location.id }],
    ] as const) {
      expect(await viewer.call(call, body)).toEqual({ status: 403, body: { error: 'Unauthorized access' } });
    }
    expect(await stored()).toEqual(before);
    const monday = await dayOf(ann, MONDAY);
    expect((await viewer.call('GetEmployeeShiftOrgInfo', undefined, { query: { EmployeeShiftsID: monday.id } })).status).toBe(200);

    const { client: reprocessor } = await aUserWith(admin, product.url, ['clkDeleteReprocess']);
    expect((await reprocessor.call('DeleteReprocessClockings', range)).status).toBe(200);
    expect((await reprocessor.call('FILOSwitchOnOff', { ...range, filo: true })).status).toBe(403);
    const { client: organiser } = await aUserWith(admin, product.url, ['clkChangeOrgInfo', 'clkChangeLocation']);
    expect((await organiser.call('ChangeOrgInfo', { ...range, teamID: undefined, departmentID: departments[0].id })).status).toBe(200);
    expect((await organiser.call('ChangeLocation', { ...range, locationID: location.id })).status).toBe(200);
  });
});
