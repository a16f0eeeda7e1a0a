import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApproveDeclineLeaveAppsResult,
  CreateLeaveApplicationResult,
  Employee,
  EmployeeShift,
  EmployeeShiftLeaveAction,
  GetLeaveStatementResult,
  LeaveAppToApprove,
  LeaveBalance,
  SystemUser,
} from '@tna/contracts';
import { aTemplate, aUser, aUserWith, PASSWORD, unique } from '../security/support/users';
import { ApiClient } from '../support/api-client';
import { aWeekdayRoster, dayOf, OFFICE_DAY } from '../support/company';
import { SmtpPeer } from '../support/smtp-peer';
import { startProduct, type RunningProduct } from '../support/stacks';
import { waitFor } from '../support/wait';

/** A mailbox that no longer exists: the SMTP server refuses it for good. */
const REFUSED = 'gone@example.test';

/**
 * Leave applications end to end (embedded mode): apply, decide at two levels, the days on leave in
 * the time engine, cancel; every refusal the product can reach; bad input; the right; the mails.
 * Past March 2026 weeks, so the engine has calculated days to put the leave on.
 */
describe('leave applications and approval over HTTP', () => {
  const mailbox = new SmtpPeer();
  let product: RunningProduct;
  let admin: ApiClient;
  let annual: { id: string };
  let sick: { id: string };
  let study: { id: string };
  let sickReason: { id: string };
  let annualReason: { id: string };
  let officeCycle: string;
  let warehouseCycle: string;
  let shortShift: string;
  let first: { client: ApiClient; user: SystemUser };
  let second: { client: ApiClient; user: SystemUser };
  let nextNumber = 7100;

  const hire = async (cycle = officeCycle, balance?: number, email?: string) => {
    const number = nextNumber++;
    const employee = await admin.ok<Employee>('CreateEmployee', {
      employeeNumber: String(number),
      firstName: 'Naledi',
      surname: `Khumalo${number}`,
      email: email ?? emailOf(number),
      timeZone: 'Africa/Johannesburg',
      workCycleID: cycle,
      workPatternStartDate: '2026-03-02',
      workPatternStartDay: 1,
    });
    if (balance !== undefined) {
      await product.query(
        `INSERT INTO leave.ledger_entries (id, employee_id, leave_type_id, entry_date, action, amount, source_kind, source_key)
         VALUES ($1, $2, $3, '2026-01-01', 3, $4, 'import', $5)`,
        [randomUUID(), employee.id, annual.id, balance, `test:${employee.id}`],
      );
    }
    await admin.ok('RecalcTimeValues', { employeeIDs: [employee.id], from: '2026-03-02', to: '2026-03-27' });
    return employee;
  };
  const apply = (client: ApiClient, employee: Employee, body: Record<string, unknown>) =>
    client.call<CreateLeaveApplicationResult & { field?: string }>('CreateLeaveApplication', { employeeID: employee.id, leaveTypeID: annual.id, duration: 1, ...body });
  const applied = async (client: ApiClient, employee: Employee, body: Record<string, unknown>) => {
    const response = await apply(client, employee, body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };
  const decide = (client: ApiClient, applicationIDs: string[], approve = true) => client.ok<ApproveDeclineLeaveAppsResult>('ApproveDeclineLeaveApps', { applicationIDs, approve });
  const cancel = (applicationID: string) => admin.ok<{ resultCode: number; resultText: string }>('CancelLeaveApplication', { applicationID });
  const toApprove = (client: ApiClient, user: SystemUser) => client.ok<LeaveAppToApprove[]>('GetLeaveAppsToApprove', undefined, { method: 'GET', query: { UserID: user.id } });
  const balances = (employee: Employee) => admin.ok<LeaveBalance[]>('GetLeaveBalances', undefined, { method: 'GET', query: { EmployeeID: employee.id } });
  const day = async (employee: Employee, date: string) => (await dayOf(admin, employee, date)) as EmployeeShift;
  const stored = async () => (await product.query<{ n: number }>('SELECT count(*)::int AS n FROM leave.applications'))[0].n;
  const changeShift = (employeeShiftID: string, shiftID: string) => admin.ok<{ resultCode: number }>('ChangeLeaveOriginalShift', { employeeShiftID, shiftID });
  const emailOf = (number: number | string) => `naledi${number}@example.test`;
  const mailsTo = (address: string) => mailbox.to(address).map((mail) => `${mail.subject}\n${mail.text}`);
  /** The leave the time engine holds for the employee's days (what LeaveDaysChanged delivered). */
  const engineLeave = (employee: Employee) =>
    product.query<{ date: string; leave: unknown; application: string }>(
      "SELECT to_char(shift_date, 'YYYY-MM-DD') AS date, leave, application_id AS application FROM time_engine.v_leave_days WHERE employee_id = $1 ORDER BY shift_date",
      [employee.id],
    );

  beforeAll(async () => {
    await mailbox.start();
    mailbox.refuse(REFUSED, 550);
    product = await startProduct('embedded', 'leave-apps', { TNA_SMTP_URL: mailbox.url, TNA_MAIL_FROM: 'TNA <tna@example.test>' });
    admin = new ApiClient(product.apiUrl);
    await admin.login('admin', product.adminPassword);
    annual = await admin.ok('CreateLeaveType', { name: 'Annual', unitOfMeasure: 2 });
    sick = await admin.ok('CreateLeaveType', { name: 'Sick', unitOfMeasure: 1 });
    study = await admin.ok('CreateLeaveType', { name: 'Study', unitOfMeasure: 2 });
    annualReason = await admin.ok('CreateLeaveTypeReason', { name: 'Holiday', leaveTypeID: annual.id, code: 'HOL' });
    sickReason = await admin.ok('CreateLeaveTypeReason', { name: 'Flu', leaveTypeID: sick.id, code: 'FLU' });
    const rule = (leaveTypeID: string) =>
      admin.ok<{ id: string }>('CreateLeaveRule', { name: unique('Rule'), leaveTypeID, lengthOfService: 0, accrualInterval: 3, accrueType: 'everyXIntervals', x: 1, accrueValue: '1' });
    const scheme = await admin.ok<{ id: string }>('CreateLeaveScheme', {
      name: 'Office leave',
      leaveRules: [
        { leaveRuleID: (await rule(annual.id)).id, sequenceNumber: 1 },
        { leaveRuleID: (await rule(sick.id)).id, sequenceNumber: 2 },
      ],
    });
    // Every shift binds leave: the office through its scheme (annual, sick), the warehouse sick only; nobody binds study.
    officeCycle = (await aWeekdayRoster(admin, { ...OFFICE_DAY, leaveSchemeID: scheme.id })).workCycleID;
    warehouseCycle = (await aWeekdayRoster(admin, { ...OFFICE_DAY, name: 'Warehouse', leaveTypeID: sick.id })).workCycleID;
    shortShift = (await admin.ok<{ id: string }>('CreateShift', { ...OFFICE_DAY, name: 'Short day', endTime: '12:00', breaks: [], targetWorkHours: 240, leaveTypeID: annual.id })).id;
    const level1 = await admin.ok<{ id: string }>('CreateUserTeam', { name: 'Supervisors', authorityLevel: 1 });
    const level2 = await admin.ok<{ id: string }>('CreateUserTeam', { name: 'Managers', authorityLevel: 2 });
    const template = await aTemplate(admin, ['clkLeave', 'empClockings']);
    const login = async (user: SystemUser) => {
      const client = new ApiClient(product.apiUrl);
      await client.login(user.username, PASSWORD);
      return { client, user };
    };
    first = await login(await aUser(admin, template, { userTeamID: level1.id, email: 'supervisor@example.test' }));
    second = await login(await aUser(admin, template, { userTeamID: level2.id, email: 'manager@example.test' }));
  });

  afterAll(async () => {
    await product?.stop();
    await mailbox.stop();
  });

  it('applies, is approved at level 1 then finally at level 2, puts the days on leave, and cancelling gives them back', async () => {
    const employee = await hire(officeCycle, 10);
    const created = await applied(first.client, employee, { startDate: '2026-03-09', endDate: '2026-03-15', reasonID: annualReason.id, applicantComment: 'Family visit' });
    expect(created).toMatchObject({ resultCode: 41, resultText: 'Created for approval', status: 0 });
    const id = created.applicationID!;
    expect((await balances(employee)).find((row) => row.leaveTypeID === annual.id)).toMatchObject({ balance: 10, booked: 0, pending: 5 });
    expect((await toApprove(first.client, first.user)).map((row) => row.applicationID)).toContain(id);
    await waitFor('mails to both approvers', async () => (mailsTo('supervisor@example.test').length && mailsTo('manager@example.test').length ? true : undefined));
    expect(mailsTo('manager@example.test').join()).toContain('waiting for your decision');

    expect((await decide(first.client, [id])).outcomes).toEqual([{ applicationID: id, resultCode: 1, resultText: 'Granted in process', status: 1 }]);
    expect((await toApprove(first.client, first.user)).map((row) => row.applicationID)).not.toContain(id);
    expect((await toApprove(second.client, second.user)).find((row) => row.applicationID === id)).toMatchObject({ status: 1, days: 5, amount: 5, leaveTypeName: 'Annual' });
    // Level 1 again: it is past them now.
    expect((await decide(first.client, [id])).outcomes[0]).toMatchObject({ resultCode: 710 });

    expect((await decide(second.client, [id, randomUUID()])).outcomes).toEqual([
      { applicationID: id, resultCode: 11, resultText: 'Finally granted', status: 11 },
      expect.objectContaining({ resultCode: 700 }),
    ]);
    expect((await decide(second.client, [id])).outcomes[0]).toMatchObject({ resultCode: 720 });
    await waitFor('the leave days in the time engine', async () => ((await engineLeave(employee)).length === 5 ? true : undefined));
    expect(await engineLeave(employee)).toEqual(
      ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13'].map((date) => ({ date, leave: { full: true }, application: id })),
    );
    await waitFor('the days on leave', async () => ((await day(employee, '2026-03-13')).statuses.includes(5) ? true : undefined));
    expect((await day(employee, '2026-03-09')).statuses).toEqual([5]);
    expect((await balances(employee)).find((row) => row.leaveTypeID === annual.id)).toMatchObject({ balance: 5, booked: 0, pending: 0 });
    const statement = await admin.ok<GetLeaveStatementResult>('GetLeaveStatement', { employeeID: employee.id, leaveTypeID: annual.id });
    expect(statement.items.map((row) => [row.date, row.action, row.amount, row.balance])).toEqual([
      ['2026-01-01', 3, 10, 10],
      ['2026-03-09', 2, -1, 9],
      ['2026-03-10', 2, -1, 8],
      ['2026-03-11', 2, -1, 7],
      ['2026-03-12', 2, -1, 6],
      ['2026-03-13', 2, -1, 5],
    ]);
    await waitFor('the final mail to the employee', async () => (mailsTo(emailOf(employee.employeeNumber)).join().includes('Finally Granted') ? true : undefined));

    // The Monday booked against the short shift: reversed and booked again, the same day of leave.
    const monday = await day(employee, '2026-03-09');
    expect(await changeShift(monday.id, shortShift)).toMatchObject({ resultCode: 1, resultText: 'Changed' });
    expect(await changeShift(monday.id, shortShift)).toMatchObject({ resultCode: 10 });
    const [actions] = await admin.ok<EmployeeShiftLeaveAction[]>('GetEmployeeShiftLeaveActions', undefined, { query: { EmployeeShiftsID: monday.id } });
    expect(actions).toMatchObject({ applicationID: id, status: 11, bookedShiftID: shortShift, bookedShiftName: 'Short day', minutes: 240, amount: 1, reasonName: 'Holiday' });
    expect(actions.entries.map((entry) => [entry.sourceKind, entry.amount])).toEqual([
      ['application', -1],
      ['reversal', 1],
      ['application', -1],
    ]);

    expect(await cancel(id)).toEqual({ resultCode: 50, resultText: 'Cancelled' });
    expect(await cancel(id)).toMatchObject({ resultCode: 700 });
    expect((await balances(employee)).find((row) => row.leaveTypeID === annual.id)).toMatchObject({ balance: 10, booked: 0, pending: 0 });
    await waitFor('the days back from leave', async () => ((await day(employee, '2026-03-13')).statuses.includes(5) ? undefined : true));
    expect((await day(employee, '2026-03-09')).statuses).not.toContain(5);
    expect(await engineLeave(employee)).toEqual([]);
    expect(await changeShift(monday.id, shortShift)).toMatchObject({ resultCode: 153 });
    await waitFor('the cancel mail', async () => (mailsTo(emailOf(employee.employeeNumber)).join().includes('Cancelled') ? true : undefined));
  });

  it('grants at once when the creator may approve and asks to (40), and sends a part day as minutes at its position', async () => {
    const employee = await hire(officeCycle, 10);
    const created = await applied(admin, employee, { startDate: '2026-03-16', endDate: '2026-03-16', duration: 0.25, position: 'END', approved: true });
    expect(created).toMatchObject({ resultCode: 40, resultText: 'Created', status: 11 });
    await waitFor('partial leave', async () => ((await day(employee, '2026-03-16')).statuses.includes(7) ? true : undefined));
    expect((await balances(employee)).find((row) => row.leaveTypeID === annual.id)).toMatchObject({ balance: 9.75 });
    // A user with the right but no team (level 0, not above the applicant) asking to grant at once only applies: 41.
    const { client } = await aUserWith(admin, product.apiUrl, ['clkLeave']);
    expect(await applied(client, employee, { startDate: '2026-03-17', endDate: '2026-03-17', approved: true })).toMatchObject({ resultCode: 41, status: 0 });
  });

  it('declines finally at the highest level, cancels a waiting application, and a mail that bounces fails nothing', async () => {
    const employee = await hire(officeCycle, 10, REFUSED);
    const declined = await applied(first.client, employee, { startDate: '2026-03-23', endDate: '2026-03-24' });
    expect((await decide(second.client, [declined.applicationID!], false)).outcomes[0]).toMatchObject({ resultCode: 22, resultText: 'Finally declined', status: 22 });
    expect(await cancel(declined.applicationID!)).toMatchObject({ resultCode: 700 });
    const waiting = await applied(first.client, employee, { startDate: '2026-03-23', endDate: '2026-03-24' });
    expect(waiting.resultCode).toBe(41);
    expect(await cancel(waiting.applicationID!)).toEqual({ resultCode: 50, resultText: 'Cancelled' });
    expect((await toApprove(second.client, second.user)).map((row) => row.applicationID)).not.toContain(waiting.applicationID);
    // The employee's mailbox refuses every mail: granting still answers 11 and is stored, and the service stays healthy.
    const granted = await applied(admin, employee, { startDate: '2026-03-25', endDate: '2026-03-25', approved: true });
    expect(granted).toMatchObject({ resultCode: 40, status: 11 });
    expect((await balances(employee)).find((row) => row.leaveTypeID === annual.id)).toMatchObject({ balance: 9, pending: 0 });
    expect(mailsTo(REFUSED)).toEqual([]);
    expect((await fetch(`${product.apiUrl}/health`)).status).toBe(200);
  });

  it('answers every refusal with its code and stores nothing', async () => {
    const employee = await hire(officeCycle, 100);
    await applied(admin, employee, { startDate: '2026-03-02', endDate: '2026-03-03', approved: true });
    await applied(first.client, employee, { startDate: '2026-03-04', endDate: '2026-03-05' });
    const before = await stored();
    expect(await applied(first.client, employee, { startDate: '2026-03-05', endDate: '2026-03-06' })).toEqual({ resultCode: 42, resultText: 'Not created, approval in progress', shiftDate: '2026-03-05' });
    expect(await applied(first.client, employee, { leaveTypeID: sick.id, startDate: '2026-03-05', endDate: '2026-03-05', duration: 0.5 })).toMatchObject({ resultCode: 44, shiftDate: '2026-03-05' });
    expect(await applied(first.client, employee, { startDate: '2026-03-03', endDate: '2026-03-03' })).toMatchObject({ resultCode: 43, shiftDate: '2026-03-03' });
    expect(await applied(first.client, employee, { leaveTypeID: study.id, startDate: '2026-03-10', endDate: '2026-03-10' })).toMatchObject({ resultCode: 500 });
    expect(await applied(first.client, await hire(warehouseCycle), { startDate: '2026-03-10', endDate: '2026-03-10' })).toMatchObject({ resultCode: 600, shiftDate: '2026-03-10' });
    expect(await applied(first.client, await hire(officeCycle), { startDate: '2026-03-10', endDate: '2026-03-10' })).toMatchObject({ resultCode: 45, resultText: 'Minimum balance exceeded' });
    await admin.ok('LockUnlockShift', { employeeIDs: [employee.id], from: '2026-03-12', to: '2026-03-12', lock: true });
    expect(await applied(first.client, employee, { startDate: '2026-03-11', endDate: '2026-03-13' })).toMatchObject({ resultCode: 150, shiftDate: '2026-03-12' });
    expect(await stored()).toBe(before + 0);

    // A waiting application whose day was locked meanwhile is not finally granted (150); nor is its shift changed.
    const waiting = await applied(first.client, employee, { startDate: '2026-03-19', endDate: '2026-03-20' });
    await admin.ok('LockUnlockShift', { employeeIDs: [employee.id], from: '2026-03-20', to: '2026-03-20', lock: true });
    expect((await decide(admin, [waiting.applicationID!])).outcomes[0]).toMatchObject({ resultCode: 150, status: 0 });
    expect(await changeShift((await day(employee, '2026-03-20')).id, shortShift)).toMatchObject({ resultCode: 150 });
    expect(await changeShift((await day(employee, '2026-03-23')).id, shortShift)).toMatchObject({ resultCode: 100, resultText: 'No leave record' });
    expect(await admin.ok('CancelLeaveApplication', { applicationID: randomUUID() })).toMatchObject({ resultCode: 700 });
  });

  it('refuses new leave over an exported day (46) and cancelling granted leave on a day exported since (110), changing nothing', async () => {
    const employee = await hire(officeCycle, 10);
    const exportDay = async (date: string) => {
      const target = await day(employee, date);
      await admin.ok('HoursExported', { employeeShiftsIDs: [target.id], exported: true });
      await waitFor(`${date} exported in the engine`, async () => ((await day(employee, date)).exported ? true : undefined));
    };
    const ledger = async () => product.query('SELECT id, amount FROM leave.ledger_entries WHERE employee_id = $1 ORDER BY id', [employee.id]);

    await exportDay('2026-03-18');
    const before = await stored();
    expect(await applied(first.client, employee, { startDate: '2026-03-17', endDate: '2026-03-19' })).toMatchObject({ resultCode: 46, shiftDate: '2026-03-18' });
    expect(await stored()).toBe(before);

    const granted = await applied(admin, employee, { startDate: '2026-03-10', endDate: '2026-03-10', approved: true });
    expect(granted).toMatchObject({ resultCode: 40, status: 11 });
    await exportDay('2026-03-10');
    const entries = await ledger();
    expect(await cancel(granted.applicationID!)).toEqual({ resultCode: 110, resultText: 'Not cancelled, exported to payroll' });
    expect(await ledger()).toEqual(entries);
    expect((await balances(employee)).find((row) => row.leaveTypeID === annual.id)).toMatchObject({ balance: 9 });
  });

  it('refuses bad input with a 400 naming the field, stores nothing and stays healthy', async () => {
    const employee = await hire(officeCycle, 10);
    const before = await stored();
    const cases: [Record<string, unknown>, string][] = [
      [{ startDate: '2026-03-10', endDate: '2026-03-09' }, 'endDate'],
      [{ startDate: '2026-03-10', endDate: '2026-03-10', leaveTypeID: randomUUID() }, 'leaveTypeID'],
      [{ startDate: '2026-03-10', endDate: '2026-03-10', reasonID: sickReason.id }, 'reasonID'],
      [{ startDate: '2026-03-10', endDate: '2026-03-10', duration: 0 }, 'duration'],
      [{ startDate: '2026-03-10', endDate: '2026-03-10', duration: 1.5 }, 'duration'],
      [{ startDate: '2026-03-10', endDate: '2026-03-10', position: 'MIDDLE', duration: 0.5 }, 'position'],
      [{ startDate: '2026-03-10', endDate: '2026-03-10', employeeID: randomUUID() }, 'employeeID'],
      [{ startDate: '2025-01-01', endDate: '2026-03-10' }, 'endDate'],
    ];
    for (const [body, field] of cases) {
      const response = await apply(first.client, employee, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.field, JSON.stringify(response.body)).toBe(field);
    }
    expect(await stored()).toBe(before);
    expect((await first.client.call('ApproveDeclineLeaveApps', { applicationIDs: [], approve: true })).status).toBe(400);
    expect((await admin.call('GetLeaveBalances', undefined, { method: 'GET', query: { EmployeeID: 'nobody' } })).body).toMatchObject({ field: 'EmployeeID' });
    expect((await fetch(`${product.apiUrl}/health`)).status).toBe(200);
  });

  it('needs clkLeave, and a user sees only their own list unless administrator', async () => {
    const employee = await hire(officeCycle, 10);
    const { client, user } = await aUserWith(admin, product.apiUrl, ['empClockings']);
    const before = await stored();
    expect((await apply(client, employee, { startDate: '2026-03-10', endDate: '2026-03-10' })).status).toBe(403);
    expect((await client.call('GetLeaveBalances', undefined, { method: 'GET', query: { EmployeeID: employee.id } })).status).toBe(403);
    expect(await stored()).toBe(before);
    expect((await first.client.call('GetLeaveAppsToApprove', undefined, { method: 'GET', query: { UserID: second.user.id } })).status).toBe(403);
    expect((await admin.call('GetLeaveAppsToApprove', undefined, { method: 'GET', query: { UserID: user.id } })).status).toBe(200);
    expect(await admin.ok('GetLeaveTypeReasons_IDNameForLeaveTypeID', undefined, { method: 'GET', query: { LeaveTypeID: sick.id } })).toEqual([{ id: sickReason.id, name: 'Flu' }]);
  });
});
