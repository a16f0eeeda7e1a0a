import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clocking, Employee, Scanner } from '@tna/contracts';
import { ApiClient } from '../support/api-client';
import { startProduct, type RunningProduct } from '../support/stacks';
import { waitFor } from '../support/wait';
import { ZkPushDevice } from '../support/zk-push-device';
import { saveScreenshot, useBrowser } from './support/browser';

/** The product's and the reader's zone; the browser is put in it too, so the page shows reader-local times. */
const TIME_ZONE = 'Africa/Johannesburg';
const CLOCK_IN = '07:58:31';
/** The page formats times with the browser's locale; en-GB gives a 24-hour clock. */
const LOCALE = 'en-GB';
/** Long enough for the page's 10 s refetch, should the clocking reach the list after the page asked. */
const ROW_TIMEOUT_MS = 20_000;

/** The latest day whose CLOCK_IN has passed in TIME_ZONE: never in the future, always inside the page's default last seven days. */
function clockingDay(now = new Date()): string {
  // sv-SE formats as `YYYY-MM-DD hh:mm:ss`.
  const local = new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE, dateStyle: 'short', timeStyle: 'medium' }).format(now);
  const [today, time] = local.split(' ');
  if (time > CLOCK_IN) return today;
  const yesterday = new Date(`${today}T00:00:00Z`);
  yesterday.setUTCDate(yesterday.getUTCDate() - 1);
  return yesterday.toISOString().slice(0, 10);
}

/** Day and month as en-GB writes them, e.g. `3 Mar`. */
const dayAndMonth = (isoDay: string) => new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));

async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  // Anchored, or the "Show password" toggle matches too; the label itself reads "Password *".
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** Every body row of the clockings table as the text of its cells. */
const clockingRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Clockings' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .evaluateAll((rows) => rows.map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.innerText.trim())));

describe('the console in a browser (embedded mode)', () => {
  let product: RunningProduct;
  const tab = useBrowser({ locale: LOCALE, timezoneId: TIME_ZONE });

  beforeAll(async () => {
    product = await startProduct('embedded', 'browser');
  });

  afterAll(async () => {
    await product?.stop();
  });

  it("shows a clocking a reader pushed in the employee's clockings after logging in", async () => {
    const api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);
    const serial = `ZK${randomBytes(4).toString('hex').toUpperCase()}`;
    const scanner = await api.ok<Scanner>('CreateScanner', { name: `Front door ${serial}`, make: 'ZKTeco', model: 'K40', type: 'T&A', externalId: serial, timeZone: TIME_ZONE });
    const employee = await api.ok<Employee>('CreateEmployee', { employeeNumber: '1001', firstName: 'Thandi', surname: 'Mokoena', timeZone: TIME_ZONE });
    const day = clockingDay();
    const device = new ZkPushDevice(product.readerUrl, serial);
    expect(await device.upload([ZkPushDevice.line('1001', `${day}T${CLOCK_IN}`)])).toEqual({ status: 200, body: 'OK: 1' });
    // Stored first, so a missing row below is the console's fault and not the pipeline's.
    await waitFor('the pushed clocking in the employee clocking list', async () => {
      const list = await api.ok<Clocking[]>('GetEmployeeMainClockingList', { employeeID: employee.id, from: day, to: day });
      return list.length === 1 ? list : undefined;
    });

    const { page } = tab;
    await page.goto(product.apiUrl);
    await page.waitForURL('**/login');
    await logIn(page, 'admin', product.adminPassword);
    await page.waitForURL('**/clocking');

    await page.getByRole('combobox', { name: 'Employee' }).pressSequentially('Mokoe');
    await page.getByRole('option', { name: 'Thandi Mokoena (1001)' }).click();

    await expect
      .poll(() => clockingRows(page), { timeout: ROW_TIMEOUT_MS })
      .toEqual([[expect.stringMatching(new RegExp(`\\b${dayAndMonth(day)}\\b.*\\b07:58\\b`)), 'In', scanner.name, 'Reader (push)']]);
    await saveScreenshot(page, 'clocking-page-with-row');
  });

  it('keeps a wrong password on the login page with "Invalid username or password"', async () => {
    const { page } = tab;
    await page.goto(`${product.apiUrl}/login`);
    await logIn(page, 'admin', `${product.adminPassword}-wrong`);
    await page.getByText('Invalid username or password').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    // Input a form should never trip over: quotes, markup, emoji, a very long name.
    await logIn(page, `admin' OR '1'='1 <script>x</script> 🙂 ${'x'.repeat(2000)}`, 'p"a\\ss');
    await page.getByText('Invalid username or password').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('shows "Oops, page not found" for an address that is no page of the console', async () => {
    const { page } = tab;
    await page.goto(`${product.apiUrl}/no-such-page`);
    await page.getByRole('heading', { name: 'Oops, page not found' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/no-such-page');
  });
});
