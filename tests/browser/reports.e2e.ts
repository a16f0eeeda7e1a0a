import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemUser } from '@tna/contracts';
import { aTemplate, aUser, PASSWORD } from '../security/support/users';
import { ApiClient } from '../support/api-client';
import { startProduct, type RunningProduct } from '../support/stacks';
import { aClockedCompany, MONDAY, TUESDAY } from '../reports/support/clocked-company';
import { pdfText } from '../reports/support/reports';
import { logIn, saveScreenshot, useBrowser } from './support/browser';

/**
 * Reports in the console (embedded mode): a user with only rptReport opens the reports from the
 * sidebar, runs Clocked Times as PDF for the Night Ops department (found by the employee filter
 * keys, grouped by department), follows the job and downloads the file with the session, then
 * reads the PDF back with pdftotext.
 */
describe('Clocked Times run as PDF for a department and downloaded in the browser', () => {
  let product: RunningProduct;
  let reporter: SystemUser;
  let grapher: SystemUser;
  const tab = useBrowser({ locale: 'en-ZA', timezoneId: 'UTC' });

  beforeAll(async () => {
    product = await startProduct('embedded', 'reports-browser');
    const admin = new ApiClient(product.apiUrl);
    await admin.login('admin', product.adminPassword);
    await aClockedCompany(admin);
    reporter = await aUser(admin, await aTemplate(admin, ['rptReport']), { fullName: 'Rita Reporter' });
    grapher = await aUser(admin, await aTemplate(admin, ['rptGraph']), { fullName: 'Gary Grapher' });
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('runs the report for the Night Ops department, shows its progress and downloads a PDF naming the employee', async () => {
    const { page } = tab;
    await page.goto(`${product.apiUrl}/login`);
    expect(await logIn(page, reporter.username, PASSWORD)).toBe(200);
    await page.waitForURL((url) => url.pathname !== '/login');

    await page.goto(`${product.apiUrl}/reports`);
    await page.waitForURL('**/reports/clocked-times');
    await page.getByRole('heading', { name: 'Clocked Times', level: 1 }).waitFor();
    await page.getByLabel('From').fill(MONDAY);
    await page.getByLabel('To').fill(TUESDAY);
    await page.getByLabel('Employees', { exact: true }).selectOption({ label: 'Employee filter keys' });
    await page.getByRole('option', { name: 'Night Ops' }).waitFor({ state: 'attached' });
    await page.getByLabel('Department', { exact: true }).selectOption({ label: 'Night Ops' });
    await page.getByRole('button', { name: 'Find employees' }).click();
    await page.getByText('1 employee found: Night, Nora (R1002)').waitFor();
    await page.getByLabel('Grouped by').selectOption({ label: 'Department' });
    await page.getByLabel('Report heading').fill('Night Ops clockings');
    await page.getByLabel('PDF').check();
    await page.getByRole('button', { name: 'Generate' }).click();
    const download = page.getByRole('button', { name: 'Download' });
    await download.waitFor({ timeout: 60_000 });
    expect(await page.getByRole('progressbar', { name: 'Clocked Times' }).getAttribute('aria-valuenow')).toBe('100');
    await saveScreenshot(page, 'clocked-times-done');
    // The file is fetched with the session's Token: the page offers no link to it.
    expect(await page.locator('a[href*="DownloadReport"]').count()).toBe(0);

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe(`clocked-times-${MONDAY}-${TUESDAY}.pdf`);
    const bytes = fs.readFileSync((await file.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const expected of ['Night Ops clockings', 'Night Ops', 'Night, Nora (R1002)', '22:00–06:00 (+1)']) expect(text).toContain(expected);
    expect(text).not.toContain('Day, Ada');
  });

  it('draws the Employee Graphs for the same days with PatternFly charts', async () => {
    const { page } = tab;
    await page.goto(`${product.apiUrl}/login`);
    expect(await logIn(page, grapher.username, PASSWORD)).toBe(200);
    await page.waitForURL((url) => url.pathname !== '/login');
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await sidebar.getByRole('button', { name: 'Graphs' }).click();
    await sidebar.getByRole('link', { name: 'Employee Graphs' }).click();
    await page.waitForURL('**/graphs');
    await page.getByLabel('From', { exact: true }).fill(MONDAY);
    await page.getByLabel('To', { exact: true }).fill(TUESDAY);
    // Ada, Nora and Ben each clocked both days.
    await page.getByText('100% of 6 rostered days attended (6); 0 on leave.').waitFor();
    for (const chart of ['Statuses per day', 'Hours by department', 'Attendance rate']) {
      await page.getByRole('region', { name: chart }).getByRole('img', { name: chart }).waitFor();
    }
    const departments = page.getByRole('region', { name: 'Hours by department' });
    await departments.getByRole('button', { name: 'Show the numbers' }).click();
    expect(await departments.getByRole('grid').getByRole('row', { name: /Night Ops/ }).locator('td').first().innerText()).toBe('Night Ops');
    await saveScreenshot(page, 'employee-graphs');
  });
});
