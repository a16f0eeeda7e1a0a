import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Employee, GraphAttendanceRate, GraphHoursByDepartment, GraphStatusesPerDay, GraphTopExceptions, RecalcResult } from '@tna/contracts';
import { aTemplate, aUser, PASSWORD } from '../security/support/users';
import { ApiClient } from '../support/api-client';
import { aWeekdayRoster, dayOf, OFFICE_DAY } from '../support/company';
import { startProduct, type RunningProduct } from '../support/stacks';
import { waitFor } from '../support/wait';

const MONDAY = '2026-03-09';
const TUESDAY = '2026-03-10';
const WEDNESDAY = '2026-03-11';
const PERIOD = { from: MONDAY, to: WEDNESDAY };

/**
 * The Employee Graphs' calls (docs/reports.md, "Graphs") over a small company with known days:
 * an office day 08:00–17:00 with an unpaid lunch hour, Monday to Wednesday 9–11 March 2026.
 * Ann (Packing) works Monday and Tuesday, and is away Wednesday; Ben (Packing) comes in at 08:30
 * on Monday and is away after; Cat (Dispatch) works all three days.
 */
describe('graphs over the time engine’s stored days', () => {
  let product: RunningProduct;
  let admin: ApiClient;
  let ann: Employee;
  let ben: Employee;
  let cat: Employee;
  let packingFilterID: string;

  const clock = async (employee: Employee, date: string, times: string[]) => {
    for (const time of times) await admin.ok('CreateRawClocking', { employeeID: employee.id, clockedAt: `${date}T${time}:00+02:00` });
  };

  beforeAll(async () => {
    product = await startProduct('embedded', 'report-graphs');
    admin = new ApiClient(product.apiUrl);
    await admin.login('admin', product.adminPassword);
    const roster = await aWeekdayRoster(admin, OFFICE_DAY);
    const packing = await admin.ok<{ id: string }>('CreateDepartment', { name: 'Packing' });
    const dispatch = await admin.ok<{ id: string }>('CreateDepartment', { name: 'Dispatch' });
    const hire = async (employeeNumber: string, firstName: string, surname: string, departmentID: string) => {
      const person = { employeeNumber, firstName, surname, timeZone: 'Africa/Johannesburg', departmentID };
      return admin.ok<Employee>('CreateEmployee', { ...person, workCycleID: roster.workCycleID, workPatternStartDate: MONDAY, workPatternStartDay: 1 });
    };
    ann = await hire('3001', 'Ann', 'Adams', packing.id);
    ben = await hire('3002', 'Ben', 'Botha', packing.id);
    cat = await hire('3003', 'Cat', 'Cele', dispatch.id);
    packingFilterID = (await admin.ok<{ id: string }>('CreateEmployeeFilter', { name: 'Packing people', departmentID: packing.id, sortBy: 'surname' })).id;

    await clock(ann, MONDAY, ['08:00', '17:00']);
    await clock(ann, TUESDAY, ['08:00', '17:00']);
    await clock(ben, MONDAY, ['08:30', '17:00']);
    for (const date of [MONDAY, TUESDAY, WEDNESDAY]) await clock(cat, date, ['08:00', '17:00']);
    await waitFor('the clocked days calculated', async () => ((await dayOf(admin, cat, WEDNESDAY))?.normalTimeTot === 480 && (await dayOf(admin, ben, MONDAY))?.statuses.length ? true : undefined));
    // Days without a clocking are stored once calculated: the three days of everyone.
    const recalculated = await admin.ok<RecalcResult>('RecalcTimeValues', { employeeIDs: [ann.id, ben.id, cat.id], ...PERIOD });
    expect(recalculated).toMatchObject({ resultCode: 11, days: 9 });
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('counts the statuses of each day', async () => {
    const answer = await admin.ok<GraphStatusesPerDay>('GetGraphStatusesPerDay', PERIOD);
    const counts = Object.fromEntries(answer.series.map((series) => [`${series.code} ${series.text}`, series.points.map((point) => point.count)]));
    expect(answer.series[0].points.map((point) => point.date)).toEqual([MONDAY, TUESDAY, WEDNESDAY]);
    expect(counts).toEqual({ '1 Clocked in/out': [3, 2, 1], '100 AWOL': [0, 1, 2], '103 Late in': [1, 0, 0] });
  });

  it('adds up the hours per department and bucket', async () => {
    const answer = await admin.ok<GraphHoursByDepartment>('GetGraphHoursByDepartment', PERIOD);
    expect(answer.buckets.map((bucket) => bucket.label)).toEqual(['Normal', 'No pay']);
    // Dispatch: Cat's three full days. Packing: Ann's two and Ben's Monday (08:30, half an hour
    // late: 450), and no pay for the three days away and Ben's late half hour.
    expect(answer.departments).toEqual([
      { departmentID: cat.departmentID, name: 'Dispatch', minutes: [3 * 480, 0] },
      { departmentID: ann.departmentID, name: 'Packing', minutes: [2 * 480 + 450, 3 * 480 + 30] },
    ]);
  });

  it('ranks the employees by their exceptions', async () => {
    const answer = await admin.ok<GraphTopExceptions>('GetGraphTopExceptions', { ...PERIOD, top: 2 });
    expect(answer.statuses).toEqual([
      { code: 100, text: 'AWOL' },
      { code: 103, text: 'Late in' },
    ]);
    expect(answer.employees).toEqual([
      { employeeID: ben.id, employeeNumber: '3002', name: 'Botha, Ben', total: 3, counts: [2, 1] },
      { employeeID: ann.id, employeeNumber: '3001', name: 'Adams, Ann', total: 1, counts: [1, 0] },
    ]);
  });

  it('rates attendance per day and over the period, for a saved filter or chosen employees', async () => {
    const everyone = await admin.ok<GraphAttendanceRate>('GetGraphAttendanceRate', PERIOD);
    expect(everyone.days).toEqual([
      { date: MONDAY, scheduled: 3, attended: 3, onLeave: 0, ratePercent: 100 },
      { date: TUESDAY, scheduled: 3, attended: 2, onLeave: 0, ratePercent: 66.7 },
      { date: WEDNESDAY, scheduled: 3, attended: 1, onLeave: 0, ratePercent: 33.3 },
    ]);
    expect(everyone.overall).toEqual({ scheduled: 9, attended: 6, onLeave: 0, ratePercent: 66.7 });
    const packing = await admin.ok<GraphAttendanceRate>('GetGraphAttendanceRate', { ...PERIOD, reportFilterID: packingFilterID });
    expect(packing.overall).toEqual({ scheduled: 6, attended: 3, onLeave: 0, ratePercent: 50 });
    const chosen = await admin.ok<GraphAttendanceRate>('GetGraphAttendanceRate', { ...PERIOD, employeeIDs: [cat.id] });
    expect(chosen.overall).toEqual({ scheduled: 3, attended: 3, onLeave: 0, ratePercent: 100 });
  });

  it('refuses a bad period, an unknown filter or top, and selections of nobody as the reports do, naming the field, and stays up', async () => {
    const nobody = (await admin.ok<{ id: string }>('CreateEmployeeFilter', { name: 'Nobody here', surname: 'Zzzz', sortBy: 'surname' })).id;
    const refusals = [
      ['GetGraphStatusesPerDay', { ...PERIOD, employeeIDs: [] }, 'employeeIDs'],
      ['GetGraphHoursByDepartment', { ...PERIOD, reportFilterID: nobody }, 'reportFilterID'],
      ['GetGraphTopExceptions', { ...PERIOD, employeeIDs: [ann.id], reportFilterID: packingFilterID }, 'reportFilterID'],
      ['GetGraphStatusesPerDay', { from: WEDNESDAY, to: MONDAY }, 'to'],
      ['GetGraphHoursByDepartment', { from: '2025-01-01', to: '2026-01-02' }, 'to'],
      ['GetGraphAttendanceRate', { from: '2026-02-30', to: '2026-03-02' }, 'from'],
      ['GetGraphAttendanceRate', { ...PERIOD, reportFilterID: '0b6f8d0e-7a41-4c55-9d1e-3f7c2a9b1e01' }, 'reportFilterID'],
      ['GetGraphTopExceptions', { ...PERIOD, top: 0 }, 'top'],
      ['GetGraphStatusesPerDay', { ...PERIOD, employeeIDs: ['not-an-id'] }, 'employeeIDs'],
    ] as const;
    for (const [call, body, field] of refusals) {
      const answer = await admin.call<{ field: string }>(call, body);
      expect({ call, status: answer.status, field: answer.body.field }).toEqual({ call, status: 400, field });
    }
    expect((await admin.ok<GraphAttendanceRate>('GetGraphAttendanceRate', PERIOD)).overall.scheduled).toBe(9);
  });

  it('answers only users holding rptGraph', async () => {
    const reporter = new ApiClient(product.apiUrl);
    const clerk = await aUser(admin, await aTemplate(admin, ['rptReport']));
    await reporter.login(clerk.username, PASSWORD);
    expect((await reporter.call('GetGraphStatusesPerDay', PERIOD)).status).toBe(403);
    const grapher = new ApiClient(product.apiUrl);
    const viewer = await aUser(admin, await aTemplate(admin, ['rptGraph']));
    await grapher.login(viewer.username, PASSWORD);
    expect((await grapher.ok<GraphAttendanceRate>('GetGraphAttendanceRate', PERIOD)).overall.attended).toBe(6);
  });
});
