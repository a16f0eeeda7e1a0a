import type { DayExplanation, EmployeeShiftClocking, EmployeeShiftStatus, EmployeeWorkCycleChange, TimeCalculationMethod } from '@tna/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aUserWith } from '../security/support/users';
import { ApiClient } from '../support/api-client';
import { startProduct, type RunningProduct } from '../support/stacks';
import { clockedOfficeDay, OFFICE_ZONE } from './support/office-day';

const UNKNOWN = '6a1f5c3e-2b4d-4e8f-9a0b-1c2d3e4f5a6b';

/** Minutes of a segment kind, with where it lies, as `kind start–end` in UTC (the zone is +2). */
const located = (explanation: DayExplanation) => explanation.segments.map((segment) => `${segment.kind} ${segment.start.slice(11, 16)}–${segment.end.slice(11, 16)}`);

describe('the day in detail over HTTP (embedded mode)', () => {
  let product: RunningProduct;
  let api: ApiClient;
  let dayID: string;
  let employeeID: string;

  const method = (id: string, client = api) => client.call<TimeCalculationMethod>('GetTimeCalculationMethod', undefined, { method: 'GET', query: { ID: id } });
  const clockings = (id: string, client = api) => client.call<EmployeeShiftClocking[]>('GetEmployeeShiftClockings', undefined, { query: { EmployeeShiftsID: id } });
  const statuses = (id: string, client = api) => client.call<EmployeeShiftStatus[]>('GetEmployeeShiftStatuses', undefined, { query: { EmployeeShiftsID: id } });

  beforeAll(async () => {
    product = await startProduct('embedded', 'day-detail');
    api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);
    const { employee, day } = await clockedOfficeDay(api, '7101');
    dayID = day.id;
    employeeID = employee.id;
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('explains the day: window, grace band, each clocking as the reader sent it, the pair, the break and where every minute went', async () => {
    const { status, body } = await method(dayID);
    expect(status).toBe(200);
    expect(body.employee).toEqual({ id: employeeID, number: '7101', name: 'Lerato Dlamini', timeZone: OFFICE_ZONE });
    expect(body.day).toMatchObject({ id: dayID, shiftDate: '2026-03-02', statuses: [1, 103, 107], normalTimeTot: 455, overTime1Tot: 40, noPayTotBefore: 25 });
    const explanation = body.explanation!;
    expect(explanation.window).toEqual({ start: '2026-03-02T02:00:00.000Z', end: '2026-03-02T19:00:00.000Z' });
    expect(explanation.graceBands).toEqual([{ kind: 'lateIn', minutes: 10, start: '2026-03-02T06:00:00.000Z', end: '2026-03-02T06:10:00.000Z' }]);
    expect(explanation.pairingMethod).toBe('directional');
    expect(explanation.clockings.map((clocking) => [clocking.at.slice(11, 16), clocking.direction, clocking.role, clocking.ignoredBecause])).toEqual([
      ['06:25', 'IN', 'IN', null],
      ['06:26', 'IN', 'ignored', 'duplicate'],
      ['15:40', 'OUT', 'OUT', null],
    ]);
    expect(explanation.pairs).toEqual([{ in: '2026-03-02T06:25:00.000Z', out: '2026-03-02T15:40:00.000Z' }]);
    expect(explanation.breaks).toEqual([{ kind: 'fixed', start: '2026-03-02T10:00:00.000Z', end: '2026-03-02T11:00:00.000Z', paid: false, deducted: 60 }]);
    expect(located(explanation)).toEqual(['late 06:00–06:25', 'inside 06:25–10:00', 'break 10:00–11:00', 'inside 11:00–15:00', 'after 15:00–15:40']);
    expect(explanation.minutes).toMatchObject({ inside: 515, after: 40, breakDeducted: 60, target: 480, short: 25, normal: 455, overtime: { 1: 40 }, noPay: { total: 25, before: 25, after: 0 } });
    expect(body.steps.join('\n')).toMatch(/late in \(103\) by 25/);
  });

  it('lists the clockings with the direction each reader sent and their part, and the statuses by name', async () => {
    expect((await clockings(dayID)).body.map((clocking) => [clocking.clockedAt, clocking.direction, clocking.role, clocking.pairNumber])).toEqual([
      ['2026-03-02T06:25:00.000Z', 'IN', 'IN', 1],
      ['2026-03-02T06:26:00.000Z', 'IN', 'ignored', null],
      ['2026-03-02T15:40:00.000Z', 'OUT', 'OUT', 1],
    ]);
    expect((await statuses(dayID)).body.map((status) => status.code)).toEqual([1, 103, 107]);
    const changes = await api.ok<EmployeeWorkCycleChange[]>('GetEmployeeWorkCycleChanges', undefined, { query: { EmployeeID: employeeID, FutureOnly: 'false' } });
    expect(changes).toEqual([]);
  });

  it('answers an unknown day 404 and a malformed id 400 naming the parameter, and goes on answering', async () => {
    for (const answer of [await method(UNKNOWN), await clockings(UNKNOWN), await statuses(UNKNOWN)]) {
      expect(answer).toMatchObject({ status: 404, body: { error: `No employee shift has the id ${UNKNOWN}` } });
    }
    expect(await method('not-a-day')).toMatchObject({ status: 400, body: { field: 'ID' } });
    expect(await clockings('')).toMatchObject({ status: 400, body: { field: 'EmployeeShiftsID' } });
    expect(await statuses('1; DROP TABLE x')).toMatchObject({ status: 400, body: { field: 'EmployeeShiftsID' } });
    expect((await method(dayID)).status).toBe(200);
  });

  it('refuses a user without empClockings another employee’s day, and lets one with it read it', async () => {
    const { client: outsider } = await aUserWith(api, product.apiUrl, ['empEmployees']);
    const denied = { status: 403, body: { error: 'Unauthorized access' } };
    expect(await method(dayID, outsider)).toMatchObject(denied);
    expect(await clockings(dayID, outsider)).toMatchObject(denied);
    expect(await statuses(dayID, outsider)).toMatchObject(denied);
    expect(await outsider.call('GetEmployeeWorkCycleChanges', undefined, { query: { EmployeeID: employeeID, FutureOnly: 'false' } })).toMatchObject(denied);

    const { client: clerk } = await aUserWith(api, product.apiUrl, ['empClockings']);
    expect((await method(dayID, clerk)).body.explanation?.clockings).toHaveLength(3);
  });
});
