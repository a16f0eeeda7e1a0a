import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveScreenshot, useBrowser } from '../browser/support/browser';
import { startProduct, type RunningProduct } from '../support/stacks';
import { unique } from './master-data.factories';

async function logIn(page: Page, url: string, password: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByLabel('Username').fill('admin');
  // Anchored, or the "Show password" toggle matches too.
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((address) => !address.pathname.startsWith('/login'));
}

/** The text of each body row of a table. */
const rowsOf = (page: Page, table: string) =>
  page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .evaluateAll((rows) => rows.map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.innerText.trim())));

describe('the setup screens in a browser (embedded mode)', () => {
  let product: RunningProduct;
  const tab = useBrowser({ locale: 'en-GB', timezoneId: 'Africa/Johannesburg' });
  const department = unique('Packing');
  const surname = unique('Mahlangu').replace(' ', '');

  beforeAll(async () => {
    product = await startProduct('embedded', 'master-data-browser');
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('creates a department through the generic settings screens', async () => {
    const { page } = tab;
    await logIn(page, product.apiUrl, product.adminPassword);
    await page.goto(`${product.apiUrl}/settings/department/list`);
    await page.getByRole('button', { name: 'Add New' }).click();
    await page.waitForURL('**/settings/department/add');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(department);
    await page.getByRole('button', { name: 'Save' }).click();

    await page.waitForURL('**/settings/department/list');
    await page.getByRole('textbox', { name: 'Search', exact: true }).fill(department);
    await expect.poll(() => rowsOf(page, 'Departments')).toEqual([[department, '']]);
    await page.getByText('Showing 1 to 1 of 1 entries').waitFor();
    await saveScreenshot(page, 'department-list');
  });

  it('adds an employee through the tabs, then finds them in the list by surname', async () => {
    const { page } = tab;
    await logIn(page, product.apiUrl, product.adminPassword);
    await page.goto(`${product.apiUrl}/add-employee`);
    const tabs = page.getByRole('tab');
    await expect.poll(() => tabs.allInnerTexts()).toEqual(['Main Details', 'Contact and Photograph', 'Biometrics and Access Expiry', 'Work Rules']);

    await page.getByRole('textbox', { name: 'Employee #', exact: true }).fill(`B${Date.now() % 1_000_000}`);
    await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Zanele');
    await page.getByRole('textbox', { name: 'Surname', exact: true }).fill(surname);
    await page.getByRole('combobox', { name: 'Department', exact: true }).selectOption({ label: department });
    await page.getByRole('textbox', { name: 'Date of birth', exact: true }).fill('1991-08-14');
    await saveScreenshot(page, 'add-employee-main-details');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('zanele@example.com');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Card number', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Appointment date', exact: true }).fill('2019-03-01');
    await page.getByRole('button', { name: 'Save' }).click();

    await page.waitForURL('**/employee');
    await page.getByRole('textbox', { name: 'Search employees', exact: true }).fill(surname);
    await expect.poll(() => rowsOf(page, 'Employees')).toEqual([[expect.any(String), surname, 'Zanele', '', department, '', 'Active', '2019-03-01', '']]);
    await saveScreenshot(page, 'employee-list-found');
  });
});
