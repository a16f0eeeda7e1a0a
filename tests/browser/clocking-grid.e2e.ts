import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Employee, EmployeeShift } from '@tna/contracts';
import { aTemplate, aUser, PASSWORD } from '../security/support/users';
import { ApiClient } from '../support/api-client';
import { aGateAndDayShiftWorker } from '../support/company';
import { startProduct, type RunningProduct } from '../support/stacks';
import { waitFor } from '../support/wait';
import { ZkPushDevice } from '../support/zk-push-device';
import { logIn, saveScreenshot, useBrowser } from './support/browser';

/** The employee's and the reader's zone; the browser runs in UTC, two hours behind. */
const ZONE = 'Africa/Johannesburg';
const LOCALE = 'en-GB';
const WEEK = ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07', '2026-11-08'];
const [MONDAY, TUESDAY, WEDNESDAY, THURSDAY, , SATURDAY, SUNDAY] = WEEK;

/** A date with its weekday as the page writes it in en-GB, e.g. `Mon, 2 Nov 2026`. */
const dayLabel = (isoDay: string) =>
  new Intl.DateTimeFormat(LOCALE, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));

const COLUMNS = ['Date', 'Day', 'Shift', 'Clockings', 'Direction', 'Statuses', 'Normal', 'Overtime', 'No pay', 'NP B', 'NP A', 'Short', 'Carried short', 'Break', 'Leave', 'Marks'];

/** The grid's row of a day as {column: text}, lines of a cell joined by `|`. */
async function rowOf(page: Page, label: string): Promise<Record<string, string>> {
  const row = page.getByRole('table', { name: 'Shifts' }).getByRole('row', { name: label, exact: true });
  const cells = await row.locator('td, th').evaluateAll((tds) => tds.map((td) => (td as HTMLElement).innerText.trim().split(/\s*\n+\s*/).join('|')));
  return Object.fromEntries(COLUMNS.map((column, index) => [column, cells[index] ?? '']));
}

describe("the clocking grid in a browser set to UTC, for a Johannesburg employee's week (embedded mode)", () => {
  let product: RunningProduct;
  let api: ApiClient;
  let employee: Employee;
  let restricted: { username: string };
  const tab = useBrowser({ locale: LOCALE, timezoneId: 'UTC' });
  const week = () => `${product.apiUrl}/clocking?EmployeeID=${employee.id}&From=${MONDAY}&To=${SUNDAY}`;

  const openWeek = async (username: string, password: string) => {
    const { page } = tab;
    await page.goto(`${product.apiUrl}/login`);
    expect(await logIn(page, username, password)).toBe(200);
    await page.waitForURL('**/clocking');
    await page.goto(week());
    await page.getByRole('row', { name: dayLabel(MONDAY), exact: true }).getByText('07:30 – 16:30').waitFor();
    return page;
  };

  beforeAll(async () => {
    product = await startProduct('embedded', 'grid-browser');
    api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);
    const worker = await aGateAndDayShiftWorker(api, { employeeNumber: '2001', firstName: 'Naledi', surname: 'Khumalo' }, MONDAY);
    employee = worker.employee;
    const scanner = worker.scanner;
    // Monday on time, Tuesday 15 minutes late, Wednesday no clock out, Thursday absent.
    const device = new ZkPushDevice(product.readerUrl, scanner.externalId);
    const lines = [`${MONDAY}T07:30:00`, `${MONDAY}T16:30:00`, `${TUESDAY}T07:45:00`, `${TUESDAY}T16:30:00`, `${WEDNESDAY}T07:30:00`];
    expect(await device.upload(lines.map((time) => ZkPushDevice.line(employee.employeeNumber, time)))).toMatchObject({ status: 200, body: `OK: ${lines.length}` });
    await waitFor('the three clocked days calculated', async () => {
      const days = await api.ok<EmployeeShift[]>('GetEmployeeShifts', { employeeID: employee.id, from: MONDAY, to: SUNDAY });
      return days.filter((day) => day.clockings.length > 0).length === 3 ? days : undefined;
    });
    // Rows for the rostered days nobody clocked on come from a recalculation.
    await api.ok('RecalcTimeValues', { employeeIDs: [employee.id], from: MONDAY, to: SUNDAY });
    restricted = await aUser(api, await aTemplate(api, ['empClockings', 'clkRecalculate']));
  });

  afterAll(async () => {
    await product?.stop();
  });

  it("reads the week's statuses and values, a row a day and the totals", async () => {
    const page = await openWeek('admin', product.adminPassword);

    expect(await rowOf(page, dayLabel(MONDAY))).toMatchObject({
      Day: 'Shift day',
      Shift: 'Day shift|07:30–16:30',
      Clockings: '07:30 – 16:30',
      // A time-and-attendance reader sends no direction: the engine paired these by alternation.
      Direction: 'Not given / Not given',
      Statuses: 'Clocked in/out',
      Normal: '8:00',
      'No pay': '0:00',
      Break: '1:00',
    });
    expect(await rowOf(page, dayLabel(TUESDAY))).toMatchObject({ Clockings: '07:45 – 16:30', Statuses: 'Clocked in/out|Late in', Normal: '7:45', 'No pay': '0:15', 'NP B': '0:15' });
    expect(await rowOf(page, dayLabel(WEDNESDAY))).toMatchObject({ Clockings: '07:30 – no out', Statuses: 'No OUT' });
    expect(await rowOf(page, dayLabel(THURSDAY))).toMatchObject({ Clockings: '', Statuses: 'AWOL', 'No pay': '8:00' });
    expect(await rowOf(page, dayLabel(SATURDAY))).toMatchObject({ Day: 'Day off', Shift: '' });
    // The totals row: its label spans the columns up to the statuses, then the values' totals.
    expect(Object.values(await rowOf(page, 'Totals')).slice(0, 2)).toEqual(['Total', expect.stringMatching(/^\d+:\d\d$/)]);
    await page.getByText(`Times are in the employee's time zone, ${ZONE}.`).waitFor();
    await saveScreenshot(page, 'clocking-grid-week');
  });

  it("shows the Johannesburg employee's 07:30 clocking as 07:30 though the browser is in UTC", async () => {
    const page = await openWeek('admin', product.adminPassword);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('UTC');
    expect((await rowOf(page, dayLabel(MONDAY))).Clockings).toBe('07:30 – 16:30');
  });

  it('locks a day from its menu and shows the mark', async () => {
    const page = await openWeek('admin', product.adminPassword);
    await page.getByRole('button', { name: `Actions for ${dayLabel(MONDAY)}` }).click();
    await page.getByRole('menuitem', { name: 'Lock', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Lock shifts' });
    await dialog.getByRole('button', { name: 'Lock' }).click();
    await dialog.getByText('150 Locked: 1 days changed, 0 were already so.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect.poll(async () => (await rowOf(page, dayLabel(MONDAY))).Marks).toBe('Locked');
  });

  it('offers no lock to a user without clkLockUnlock, and the recalculation the user may make', async () => {
    const page = await openWeek(restricted.username, PASSWORD);
    await page.getByRole('button', { name: `Actions for ${dayLabel(TUESDAY)}` }).click();
    expect(await page.getByRole('menuitem').allInnerTexts()).toEqual(['Recalculate time values', 'Recalculate auto shift']);
  });
});
