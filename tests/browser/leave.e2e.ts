import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Employee, SystemUser } from '@tna/contracts';
import { aTemplate, aUser, PASSWORD } from '../security/support/users';
import { ApiClient } from '../support/api-client';
import { aWeekdayRoster, dayOf, OFFICE_DAY } from '../support/company';
import { startProduct, type RunningProduct } from '../support/stacks';
import { waitFor } from '../support/wait';
import { saveScreenshot, useBrowser } from './support/browser';
import { dayLabel, LOCALE, openGrid, rowOf } from './support/shift-grid';

const ZONE = 'Africa/Johannesburg';
const MONDAY = '2026-03-09';

/**
 * Leave through the console (embedded mode): a supervisor (level 1, below the highest level) applies
 * for half a rostered day from the grid's day menu; it waits; a manager (level 2, the highest)
 * approves it on the approvals page, which is final; the grid shows the day as partial leave (7).
 */
describe('a half day of leave applied for and approved in the browser', () => {
  let product: RunningProduct;
  let employee: Employee;
  let supervisor: SystemUser;
  let manager: SystemUser;
  // The browser is in UTC, the employee in Johannesburg: the dates typed are the employee's days.
  const tab = useBrowser({ locale: LOCALE, timezoneId: 'UTC' });

  beforeAll(async () => {
    product = await startProduct('embedded', 'leave-browser');
    const admin = new ApiClient(product.apiUrl);
    await admin.login('admin', product.adminPassword);
    const annual = await admin.ok<{ id: string }>('CreateLeaveType', { name: 'Annual', unitOfMeasure: 2 });
    const rule = await admin.ok<{ id: string }>('CreateLeaveRule', {
      name: 'Annual 1 a month',
      leaveTypeID: annual.id,
      lengthOfService: 0,
      accrualInterval: 3,
      accrueType: 'everyXIntervals',
      x: 1,
      accrueValue: '1',
    });
    const scheme = await admin.ok<{ id: string }>('CreateLeaveScheme', { name: 'Office leave', leaveRules: [{ leaveRuleID: rule.id, sequenceNumber: 1 }] });
    const roster = await aWeekdayRoster(admin, { ...OFFICE_DAY, leaveSchemeID: scheme.id });
    employee = await admin.ok<Employee>('CreateEmployee', {
      employeeNumber: '8401',
      firstName: 'Naledi',
      surname: 'Khumalo',
      timeZone: ZONE,
      workCycleID: roster.workCycleID,
      workPatternStartDate: '2026-03-02',
      workPatternStartDay: 1,
    });
    // A balance to take the half day from: as the balances import posts it (3 Set Leave Balance).
    await product.query(
      `INSERT INTO leave.ledger_entries (id, employee_id, leave_type_id, entry_date, action, amount, source_kind, source_key)
       VALUES ($1, $2, $3, '2026-01-01', 3, 10, 'import', $4)`,
      [randomUUID(), employee.id, annual.id, `browser-test:${employee.id}`],
    );
    await admin.ok('RecalcTimeValues', { employeeIDs: [employee.id], from: MONDAY, to: MONDAY });
    await waitFor('the Monday calculated', async () => ((await dayOf(admin, employee, MONDAY))?.calculatedAt ? true : undefined));

    const template = await aTemplate(admin, ['empClockings', 'clkLeave']);
    const supervisors = await admin.ok<{ id: string }>('CreateUserTeam', { name: 'Supervisors', authorityLevel: 1 });
    const managers = await admin.ok<{ id: string }>('CreateUserTeam', { name: 'Managers', authorityLevel: 2 });
    supervisor = await aUser(admin, template, { fullName: 'Sam Supervisor', userTeamID: supervisors.id });
    manager = await aUser(admin, template, { fullName: 'Mpho Manager', userTeamID: managers.id });
  });

  afterAll(async () => {
    await product?.stop();
  });

  const period = () => ({ employeeID: employee.id, from: MONDAY, to: MONDAY });

  it('the supervisor applies for half of Monday from the day menu; it waits for approval', async () => {
    const { page } = tab;
    await openGrid(page, product.apiUrl, { username: supervisor.username, password: PASSWORD }, period());
    const row = page.getByRole('row', { name: dayLabel(MONDAY), exact: true });
    await row.getByRole('button', { name: `Actions for ${dayLabel(MONDAY)}` }).click();
    await page.getByRole('menuitem', { name: 'Apply for leave' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply for leave' });
    await dialog.getByRole('option', { name: 'Annual' }).waitFor({ state: 'attached' });
    await dialog.getByLabel(/^Leave type/).selectOption({ label: 'Annual' });
    expect(await dialog.getByLabel(/^Start date/).inputValue()).toBe(MONDAY);
    expect(await dialog.getByLabel(/^End date/).inputValue()).toBe(MONDAY);
    await dialog.getByLabel(/^Duration/).selectOption({ label: 'Half' });
    await dialog.getByLabel('Beginning').check();
    await dialog.getByLabel('Applicant comment').fill('School play');
    await saveScreenshot(page, 'leave-apply-dialog');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.getByText('41 Created for approval.').waitFor();
    await saveScreenshot(page, 'leave-apply-created-for-approval');
  });

  it('the manager approves it on the approvals page, finally; the grid shows Monday as partial leave', async () => {
    const { page } = tab;
    await openGrid(page, product.apiUrl, { username: manager.username, password: PASSWORD }, period());
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leave Approvals' }).click();
    await page.waitForURL('**/leave/approvals');
    const application = page.getByRole('row', { name: /Naledi Khumalo \(8401\)/ });
    await application.waitFor();
    expect(await application.locator('td').allInnerTexts()).toEqual(
      expect.arrayContaining(['Annual', 'Half, beginning of the shift', '0.5 Days (1 day)', '0 New/Waiting', 'School play']),
    );
    await application.getByRole('checkbox').check();
    await page.getByLabel('Manager comment').fill('Enjoy it');
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByRole('list', { name: 'Decision outcomes' }).getByText(': 11 Finally granted').waitFor();
    await page.getByText('No leave applications wait for your decision').waitFor();
    await saveScreenshot(page, 'leave-approved');

    await page.goto(`${product.apiUrl}/clocking?EmployeeID=${employee.id}&From=${MONDAY}&To=${MONDAY}`);
    // The engine recalculates the day once the leave reaches it; the grid reads again every 10 s.
    await waitFor('Monday on partial leave in the grid', async () => ((await rowOf(page, dayLabel(MONDAY))).Statuses.includes('Partial leave') ? true : undefined), 60_000);
    expect((await rowOf(page, dayLabel(MONDAY))).Leave).toBe('4:00');
    await saveScreenshot(page, 'leave-partial-in-grid');
  });
});
