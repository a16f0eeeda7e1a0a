import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOPICS, type CreateLeaveApplicationResult, type Employee, type EventEnvelope, type ImportLeaveBalancesResult, type LeaveBalance, type RunLeaveAccrualResult } from '@tna/contracts';
import { unique } from '../master-data/master-data.factories';
import { ApiClient } from '../support/api-client';
import { aWeekdayRoster, dayOf, OFFICE_DAY } from '../support/company';
import { seedEmployees } from '../support/employees-in-bulk';
import { readTopics } from '../support/kafka';
import { startProduct, type RunningProduct } from '../support/stacks';
import { waitFor } from '../support/wait';
import { jobEnded } from '../support/jobs';

const MONDAY = '2026-03-09';
const TUESDAY = '2026-03-10';
/** 10,000 employees × 5 leave types: a 1.6 MB CSV, 2.2 MB as base64, in one Kafka command. */
const EMPLOYEES = 10_000;
const LEAVE_TYPES = 5;

/**
 * Leave in distributed mode: every service its own process, the shared Kafka broker between
 * them. The leave service plans days with the time engine (PlanLeaveDays, service to service),
 * the time engine takes the granted days from LeaveDaysChanged, the accrual job runs in the
 * leave service, and a 50,000-row balances import goes as one command message, far above the
 * broker's default message limit.
 */
describe('leave over Kafka (distributed mode)', () => {
  let product: RunningProduct;
  let admin: ApiClient;
  let annual: { id: string };
  let employee: Employee;
  let applicationSteps: Awaited<ReturnType<typeof readTopics>>;

  const balanceOf = async (leaveTypeID: string) =>
    (await admin.ok<LeaveBalance[]>('GetLeaveBalances', undefined, { method: 'GET', query: { EmployeeID: employee.id } })).find((row) => row.leaveTypeID === leaveTypeID);
  const statusesOf = async (date: string) => (await dayOf(admin, employee, date))?.statuses;
  const statusesBecome = (date: string, statuses: number[] | undefined) =>
    waitFor(`${date} to show ${JSON.stringify(statuses)}`, async () => (JSON.stringify(await statusesOf(date)) === JSON.stringify(statuses) ? true : undefined), 60_000);

  beforeAll(async () => {
    product = await startProduct('distributed', 'leave-dist');
    applicationSteps = await readTopics(product.namespace!, [TOPICS.leaveApplicationsChanged]);
    admin = new ApiClient(product.apiUrl);
    await admin.login('admin', product.adminPassword);
    annual = await admin.ok('CreateLeaveType', { name: 'Annual', unitOfMeasure: 2 });
    const rule = await admin.ok<{ id: string }>('CreateLeaveRule', {
      name: unique('Monthly'),
      leaveTypeID: annual.id,
      lengthOfService: 0,
      accrualInterval: 3,
      accrueType: 'everyXIntervals',
      x: 1,
      accrueValue: '2.5',
    });
    const scheme = await admin.ok<{ id: string }>('CreateLeaveScheme', { name: unique('Office leave'), leaveRules: [{ leaveRuleID: rule.id }] });
    const { workCycleID } = await aWeekdayRoster(admin, { ...OFFICE_DAY, leaveSchemeID: scheme.id });
    employee = await admin.ok<Employee>('CreateEmployee', {
      employeeNumber: '8100',
      firstName: 'Sipho',
      surname: 'Ndlovu',
      timeZone: 'Africa/Johannesburg',
      appointmentDate: '2026-02-01',
      leaveSchemeID: scheme.id,
      workCycleID,
      workPatternStartDate: '2026-03-02',
      workPatternStartDay: 1,
    });
    await admin.ok('RecalcTimeValues', { employeeIDs: [employee.id], from: '2026-03-02', to: '2026-03-13' });
    await waitFor('the calculated days', async () => ((await statusesOf(TUESDAY)) ? true : undefined), 60_000);
  });

  afterAll(async () => {
    await applicationSteps?.stop();
    await product?.stop();
  });

  it('runs the accrual job in the leave service to succeeded', async () => {
    const answer = await admin.ok<RunLeaveAccrualResult>('RunLeaveAccrual', { asOf: '2026-04-30' });
    expect(answer).toMatchObject({ resultCode: 12, jobID: expect.any(String) });
    const job = await jobEnded(admin, answer.jobID, 90_000);
    expect(job).toMatchObject({ service: 'leave', kind: 'leave-accrual', state: 'succeeded', result: { entries: 3 } });
    expect(await balanceOf(annual.id)).toMatchObject({ balance: 7.5, booked: 0, pending: 0 });
  });

  it('grants leave an administrator applies for as approved: the days show status 5, and cancelling gives them back', async () => {
    const before = { monday: await statusesOf(MONDAY), tuesday: await statusesOf(TUESDAY) };
    expect(before.monday).not.toContain(5);
    const created = await admin.call<CreateLeaveApplicationResult>('CreateLeaveApplication', {
      employeeID: employee.id,
      leaveTypeID: annual.id,
      startDate: MONDAY,
      endDate: TUESDAY,
      duration: 1,
      approved: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ resultCode: 40, status: 11 });
    await statusesBecome(MONDAY, [5]);
    await statusesBecome(TUESDAY, [5]);
    expect(await balanceOf(annual.id)).toMatchObject({ balance: 5.5, booked: 0, pending: 0 });

    const cancelled = await admin.ok<{ resultCode: number }>('CancelLeaveApplication', { applicationID: created.body.applicationID });
    expect(cancelled.resultCode).toBe(50);
    await statusesBecome(MONDAY, before.monday);
    await statusesBecome(TUESDAY, before.tuesday);
    expect(await balanceOf(annual.id)).toMatchObject({ balance: 7.5, booked: 0, pending: 0 });

    // Each step announced on tna.leave.applications-changed.v1, keyed by the employee: granted at once, then cancelled, both by the administrator.
    const stepsOf = () => applicationSteps.events.filter((event) => event.type === 'LeaveApplicationChanged' && (event as EventEnvelope<'LeaveApplicationChanged'>).payload.applicationID === created.body.applicationID);
    const steps = await waitFor('both steps on Kafka', async () => (stepsOf().length >= 2 ? stepsOf() : undefined));
    const step = { applicationID: created.body.applicationID, employeeID: employee.id, leaveTypeID: annual.id, startDate: MONDAY, endDate: TUESDAY, status: 11, decidedBy: expect.any(String) };
    expect(steps.map((event) => [event.key, event.version, event.payload])).toEqual([
      [employee.id, 1, { ...step, cancelled: false }],
      [employee.id, 1, { ...step, cancelled: true }],
    ]);
  });

  it('imports a 50,000-row balances file in one call, and answers a file of 50,000 bad rows with every row listed', async () => {
    const types: string[] = [];
    for (let i = 1; i <= LEAVE_TYPES; i++) types.push((await admin.ok<{ name: string }>('CreateLeaveType', { name: `Imported ${i}`, unitOfMeasure: 2 })).name);
    const numbers = await seedEmployees(admin, product.query, EMPLOYEES, 'D');
    const file = (asOf: string) =>
      Buffer.from(
        ['Employee Number,Leave Type,Balance,As-of Date', ...numbers.flatMap((number, i) => types.map((type, t) => `${number},${type},${((i * 7 + t * 13) % 4000) / 100},${asOf}`))].join('\n') + '\n',
      ).toString('base64');
    const content = file('2026-01-01');
    const rows = EMPLOYEES * LEAVE_TYPES;
    expect(content.length).toBeGreaterThan(2_000_000);
    const importBalances = async (body: Record<string, unknown>) => {
      const started = performance.now();
      const response = await admin.call<ImportLeaveBalancesResult>('ImportLeaveBalances', body);
      console.log(`ImportLeaveBalances ${body.dryRun ? 'dry run' : 'import'} of ${rows} rows over Kafka: ${((performance.now() - started) / 1000).toFixed(1)} s`);
      expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(200);
      return response.body;
    };

    expect(await importBalances({ format: 'csv', content, dryRun: false })).toMatchObject({ resultCode: 1, rows, imported: rows, unchanged: 0, errors: [] });
    const [{ count }] = await product.query<{ count: number }>("SELECT count(*)::int AS count FROM leave.ledger_entries WHERE source_kind = 'import'");
    expect(count).toBe(rows);
    expect(await importBalances({ format: 'csv', content, dryRun: false })).toMatchObject({ resultCode: 1, imported: 0, unchanged: rows });

    // Every row's date misspelt: the answer lists 50,000 errors, a reply far above 1 MB too.
    const bad = await importBalances({ format: 'csv', content: file('01/01/2026'), dryRun: true });
    expect(bad).toMatchObject({ resultCode: 400, rows });
    expect(bad.errors).toHaveLength(rows);
    expect(bad.errors[rows - 1]).toMatchObject({ row: rows + 1, column: 'as-of date', value: '01/01/2026' });
  });
});
