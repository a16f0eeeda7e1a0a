import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Employee, SystemUser } from '@tna/contracts';
import { aTemplate, aUser, PASSWORD } from '../security/support/users';
import { ApiClient } from '../support/api-client';
import { aWeekdayRoster, dayOf, OFFICE_DAY } from '../support/company';
import { startProduct, type RunningProduct } from '../support/stacks';
import { waitFor } from '../support/wait';
import { logIn, saveScreenshot, useBrowser } from './support/browser';

const MONDAY = '2026-03-09';
const TUESDAY = '2026-03-10';

/**
 * Payroll in the console (embedded mode): a payroll clerk with only dataExport calculates the
 * values of a payroll on the Payroll Value Calculation page, exports them with the Generic CSV on
 * the Data Export page (the job's progress, then the totals), downloads the file and reads it back.
 */
describe('payroll values calculated, exported with the generic CSV and downloaded in the browser', () => {
  let product: RunningProduct;
  let clerk: SystemUser;
  let employee: Employee;
  let admin: ApiClient;
  const tab = useBrowser({ locale: 'en-ZA', timezoneId: 'UTC' });

  beforeAll(async () => {
    product = await startProduct('embedded', 'payroll-export-browser');
    admin = new ApiClient(product.apiUrl);
    await admin.login('admin', product.adminPassword);
    const roster = await aWeekdayRoster(admin, OFFICE_DAY);
    const normal = await admin.ok<{ id: string }>('CreatePayCode', { name: 'Normal time', code: 'NT' });
    const payroll = await admin.ok<{ id: string }>('CreatePayroll', { name: 'Weekly', number: '0042', exportFileVersion: '1' });
    await admin.ok('CreatePayrollPayCodeMapping', { payrollID: payroll.id, value: 'normal', payCodeID: normal.id });
    employee = await admin.ok<Employee>('CreateEmployee', {
      employeeNumber: '8501',
      firstName: 'Lindiwe',
      surname: 'Payroll',
      timeZone: 'Africa/Johannesburg',
      workCycleID: roster.workCycleID,
      workPatternStartDate: MONDAY,
      workPatternStartDay: 1,
      payrollID: payroll.id,
      hourlyRate: '120',
    });
    for (const date of [MONDAY, TUESDAY]) {
      await admin.ok('CreateRawClocking', { employeeID: employee.id, clockedAt: `${date}T08:00:00+02:00` });
      await admin.ok('CreateRawClocking', { employeeID: employee.id, clockedAt: `${date}T17:00:00+02:00` });
    }
    await waitFor('both days calculated', async () =>
      (await dayOf(admin, employee, MONDAY))?.normalTimeTot === 480 && (await dayOf(admin, employee, TUESDAY))?.normalTimeTot === 480 ? true : undefined,
    );
    await admin.ok('AuthUnAuthHoursEmplsDateRange', { employeeIDs: [employee.id], from: MONDAY, to: TUESDAY, authorise: true });
    clerk = await aUser(admin, await aTemplate(admin, ['dataExport']), { fullName: 'Pat Payroll' });
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('calculates the values, exports them with the Generic CSV, downloads the file and reads it back', async () => {
    const { page } = tab;
    await page.goto(`${product.apiUrl}/login`);
    expect(await logIn(page, clerk.username, PASSWORD)).toBe(200);
    await page.waitForURL((url) => url.pathname !== '/login');

    await page.goto(`${product.apiUrl}/payroll-calculator`);
    await page.getByRole('option', { name: 'Weekly' }).waitFor({ state: 'attached' });
    await page.getByLabel('Payroll', { exact: true }).selectOption({ label: 'Weekly' });
    await page.getByLabel('From').fill(MONDAY);
    await page.getByLabel('To').fill(TUESDAY);
    await page.getByLabel('Approved hours only').check();
    await page.getByRole('button', { name: 'Calculate' }).click();
    const totals = page.getByRole('grid', { name: 'Payroll values' }).getByRole('row', { name: /Totals/ });
    await totals.waitFor();
    expect(await totals.locator('td').allInnerTexts()).toEqual(['Totals', 'NT Normal time', '16:00', '16.00', '1,920.00', '']);
    await saveScreenshot(page, 'payroll-values');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Data Export' }).click();
    await page.waitForURL('**/data-export');
    // The page is loaded on demand: its template choices listed means it is the one to type into.
    await page.getByRole('option', { name: 'Generic CSV' }).waitFor({ state: 'attached' });
    await page.getByRole('option', { name: 'Weekly' }).waitFor({ state: 'attached' });
    await page.getByLabel('Payroll', { exact: true }).selectOption({ label: 'Weekly' });
    await page.getByLabel('From').fill(MONDAY);
    await page.getByLabel('To').fill(TUESDAY);
    await page.getByLabel('Export template').selectOption({ label: 'Generic CSV' });
    await page.getByText("None: the template needs nothing from the payroll's parameters.").waitFor();
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByText('1 line exported.').waitFor({ timeout: 30_000 });
    expect(await page.getByRole('grid', { name: 'Export totals' }).locator('td').allInnerTexts()).toEqual(['NT', '16.00', '1,920.00']);
    await saveScreenshot(page, 'payroll-exported');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the file' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^payroll-0042_2026-03-09_2026-03-10_generic-csv_\d{8}-\d{6}\.csv$/);
    const lines = fs.readFileSync((await download.path())!, 'utf8').split('\r\n').filter((line) => line !== '');
    expect(lines).toEqual([
      'Payroll Number,Payroll,From,To,Employee Number,Surname,First Name,Pay Code,Pay Code Name,Hours,Hourly Rate,Multiplier,Amount',
      `0042,Weekly,${MONDAY},${TUESDAY},8501,Payroll,Lindiwe,NT,Normal time,16.00,120.00,1.00,1920.00`,
    ]);

    // The past exports list it, made by the clerk, with the same file to download again.
    const past = page.getByRole('grid', { name: 'Past exports' }).getByRole('row', { name: /Pat Payroll/ });
    await past.waitFor();
    expect(await past.getByRole('button').innerText()).toBe(download.suggestedFilename());
    await waitFor('the days exported', async () => ((await dayOf(admin, employee, MONDAY))?.exported ? true : undefined));
  });

});
