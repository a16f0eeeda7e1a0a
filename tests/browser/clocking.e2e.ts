import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clocking, Employee, Scanner } from '@tna/contracts';
import { ApiClient } from '../support/api-client';
import { startProduct, type RunningProduct } from '../support/stacks';
import { waitFor } from '../support/wait';
import { ZkPushDevice } from '../support/zk-push-device';
import { logIn, saveScreenshot, useBrowser } from './support/browser';

/** The product's and the reader's zone; the browser runs in it too, so the page shows reader-local times. */
const TIME_ZONE = 'Africa/Johannesburg';
const CLOCK_IN = '07:58:31';
/** The page formats times in the browser's locale; en-GB gives a 24-hour clock. */
const LOCALE = 'en-GB';
/** Long enough for the page's 10 s refetch, should the list be asked before the clocking lands. */
const ROW_TIMEOUT_MS = 20_000;

/** The latest day whose CLOCK_IN has passed in TIME_ZONE: never in the future. */
function clockingDay(now = new Date()): string {
  // sv-SE writes `YYYY-MM-DD hh:mm:ss`.
  const [today, time] = new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE, dateStyle: 'short', timeStyle: 'medium' }).format(now).split(' ');
  if (time > CLOCK_IN) return today;
  const yesterday = new Date(`${today}T00:00:00Z`);
  yesterday.setUTCDate(yesterday.getUTCDate() - 1);
  return yesterday.toISOString().slice(0, 10);
}

/** A date with its weekday as the page writes it in en-GB, e.g. `Mon, 3 Mar 2025`. */
const dayLabel = (isoDay: string) =>
  new Intl.DateTimeFormat(LOCALE, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));

/** The grid row of a day as the text of its cells. */
const dayRow = (page: Page, isoDay: string) =>
  page
    .getByRole('table', { name: 'Shifts' })
    .getByRole('row', { name: dayLabel(isoDay), exact: true })
    .evaluateAll((rows) => rows.map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.innerText.trim())));

describe('the console in a browser (embedded mode)', () => {
  let product: RunningProduct;
  let api: ApiClient;
  let scanner: Scanner;
  let employee: Employee;
  const tab = useBrowser({ locale: LOCALE, timezoneId: TIME_ZONE });

  beforeAll(async () => {
    product = await startProduct('embedded', 'browser');
    api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);
    const serial = `ZK${randomBytes(4).toString('hex').toUpperCase()}`;
    scanner = await api.ok<Scanner>('CreateScanner', { name: `Front door ${serial}`, make: 'ZKTeco', model: 'K40', type: 'T&A', externalId: serial, timeZone: TIME_ZONE });
    employee = await api.ok<Employee>('CreateEmployee', { employeeNumber: '1001', firstName: 'Thandi', surname: 'Mokoena', timeZone: TIME_ZONE });
  });

  afterAll(async () => {
    await product?.stop();
  });

  it("shows a clocking a reader pushed in the employee's grid after logging in", async () => {
    const day = clockingDay();
    const device = new ZkPushDevice(product.readerUrl, scanner.externalId);
    expect(await device.upload([ZkPushDevice.line(employee.employeeNumber, `${day}T${CLOCK_IN}`)])).toEqual({ status: 200, body: 'OK: 1' });
    // Stored first, so a missing row below is the console's fault and not the pipeline's.
    await waitFor('the pushed clocking in the employee clocking list', async () => {
      const list = await api.ok<Clocking[]>('GetEmployeeMainClockingList', { employeeID: employee.id, from: day, to: day });
      return list.length === 1 ? list : undefined;
    });

    const { page } = tab;
    await page.goto(product.apiUrl);
    await page.waitForURL('**/login');
    expect(await logIn(page, 'admin', product.adminPassword)).toBe(200);
    await page.waitForURL('**/clocking');

    await page.getByLabel('Employee').pressSequentially('Mokoe');
    await page.getByRole('option', { name: 'Thandi Mokoena (1001)' }).click();
    await page.waitForURL(`**/clocking?EmployeeID=${employee.id}&*`);
    // The day may be last week's Sunday: the period is in the address.
    const url = new URL(page.url());
    url.searchParams.set('From', day);
    url.searchParams.set('To', day);
    await page.goto(url.toString());

    // A time-and-attendance reader's key presses are not trusted as a direction, hence "Not given";
    // the employee has no roster, so the day is calculated as a day off.
    await expect
      .poll(() => dayRow(page, day), { timeout: ROW_TIMEOUT_MS })
      .toEqual([[dayLabel(day), 'No roster', '', '07:58 – no out', 'Not given', expect.any(String), ...Array(9).fill(expect.any(String)), '', '']]);
    await saveScreenshot(page, 'clocking-page-with-row');
  });

  it('keeps a wrong password, and odd input, on the login page with an error', async () => {
    const { page } = tab;
    await page.goto(`${product.apiUrl}/login`);
    expect(await logIn(page, 'admin', `${product.adminPassword}-wrong`)).toBe(401);
    await page.getByText('Invalid username or password').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    expect(await logIn(page, `admin' OR '1'='1 <script>x</script> 🙂`, 'p"a\\ss%_')).toBe(401);
    await page.getByText('Invalid username or password').waitFor();

    // Longer than the api accepts: refused as invalid, and the form stays usable.
    expect(await logIn(page, 'x'.repeat(2000), 'x')).toBe(400);
    await page.getByRole('button', { name: 'Log In', disabled: false }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('finds nobody for a search of wildcards and quotes, though an employee exists', async () => {
    const { page } = tab;
    await page.goto(`${product.apiUrl}/login`);
    expect(await logIn(page, 'admin', product.adminPassword)).toBe(200);
    await page.waitForURL('**/clocking');
    await page.getByLabel('Employee').pressSequentially(`%_'\\`);
    await page.getByRole('option', { name: `No employee matches “%_'\\”` }).waitFor();
  });

  it("shows a line the reader sent that could not be taken in the reader's quarantine list, and its count on the readers list", async () => {
    const device = new ZkPushDevice(product.readerUrl, scanner.externalId);
    expect(await device.upload(['1001\t2026-02-30 08:00:00\t0\t1'])).toEqual({ status: 200, body: 'OK: 0' });
    const { page } = tab;
    await page.goto(`${product.apiUrl}/login`);
    expect(await logIn(page, 'admin', product.adminPassword)).toBe(200);
    await page.waitForURL('**/clocking');
    await page.goto(`${product.apiUrl}/settings/biometric-reader/list`);
    const row = page.getByRole('table', { name: 'Biometric Readers' }).getByRole('row').filter({ hasText: scanner.externalId });
    // Name, external ID, make, type, connection, status and quarantined lines (location and last contact vary).
    const shown = async () => {
      const cells = await row.getByRole('cell').allInnerTexts();
      return [...cells.slice(0, 5), cells[6], cells[8]];
    };
    await expect.poll(shown).toEqual([scanner.name, scanner.externalId, 'ZKTeco', 'T&A', 'Push', 'Online', '1']);
    await row.getByRole('link', { name: scanner.name }).click();
    const quarantine = page.getByRole('table', { name: 'Quarantined lines' });
    await quarantine.getByRole('cell', { name: 'no such date-time' }).waitFor();
    expect(await quarantine.getByRole('code').allInnerTexts()).toEqual(['1001\t2026-02-30 08:00:00\t0\t1']);
    await saveScreenshot(page, 'reader-quarantine');
  });

  it('shows "Oops, page not found" for an address that is no page of the console', async () => {
    const { page } = tab;
    await page.goto(`${product.apiUrl}/no-such-page`);
    await page.getByRole('heading', { name: 'Oops, page not found' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/no-such-page');
  });
});
