import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Employee, EmployeeShift } from '@tna/contracts';
import { aTemplate, aUser, aUserWith, PASSWORD } from '../security/support/users';
import { ApiClient } from '../support/api-client';
import { aDayShiftWorker } from '../support/company';
import { startProduct, type RunningProduct } from '../support/stacks';
import { waitFor } from '../support/wait';
import { ZkPushDevice } from '../support/zk-push-device';
import { saveScreenshot, useBrowser } from './support/browser';
import { dayLabel, LOCALE, openGrid, rowOf } from './support/shift-grid';

/** The employee's and the reader's zone; the browser runs in UTC, two hours behind. */
const ZONE = 'Africa/Johannesburg';
const [MONDAY, WEDNESDAY, FRIDAY, SUNDAY] = ['2026-11-02', '2026-11-04', '2026-11-06', '2026-11-08'];

/** Every action flag of the clocking screen but clkManualClocking. */
const ALL_BUT_MANUAL = ['empClockings', 'clkLockUnlock', 'clkRecalculate', 'clkShiftChanges', 'clkAuthoriseHours', 'clkDeleteReprocess', 'clkChangeOrgInfo', 'clkChangeLocation'] as const;

describe("manual clockings from the grid's row menu in a browser set to UTC (embedded mode)", () => {
  let product: RunningProduct;
  let api: ApiClient;
  let employee: Employee;
  let reader: ZkPushDevice;
  let withoutManual: { username: string };
  const tab = useBrowser({ locale: LOCALE, timezoneId: 'UTC' });

  const shiftOn = async (date: string) => (await api.ok<EmployeeShift[]>('GetEmployeeShifts', { employeeID: employee.id, from: date, to: date }))[0];

  const openWeek = async (username: string, password: string) => {
    const { page } = tab;
    await openGrid(page, product.apiUrl, { username, password }, { employeeID: employee.id, from: MONDAY, to: SUNDAY });
    await page.getByRole('row', { name: dayLabel(WEDNESDAY), exact: true }).getByText(/^07:30 – /).waitFor();
    return page;
  };

  beforeAll(async () => {
    product = await startProduct('embedded', 'manual-clocking-browser');
    api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);
    ({ employee, reader } = await aDayShiftWorker(api, {
      readerUrl: product.readerUrl,
      zone: ZONE,
      rosterStart: MONDAY,
      employee: { employeeNumber: '3001', firstName: 'Sipho', surname: 'Dlamini' },
    }));
    // Wednesday's clock in reached the reader, its clock out never did.
    expect(await reader.upload([ZkPushDevice.line(employee.employeeNumber, `${WEDNESDAY}T07:30:00`)])).toMatchObject({ status: 200, body: 'OK: 1' });
    await waitFor('Wednesday calculated', async () => ((await shiftOn(WEDNESDAY))?.clockings.length === 1 ? true : undefined));
    // Rows for the rostered days nobody clocked on come from a recalculation.
    await api.ok('RecalcTimeValues', { employeeIDs: [employee.id], from: MONDAY, to: SUNDAY });
    expect((await shiftOn(WEDNESDAY)).statuses).toContain(102);
    withoutManual = await aUser(api, await aTemplate(api, [...ALL_BUT_MANUAL]));
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('adds the missing clock out to a day with 102 through "Clock Out Only", and the grid shows the day clocked in/out with its values', async () => {
    const page = await openWeek('admin', product.adminPassword);
    expect(await rowOf(page, dayLabel(WEDNESDAY))).toMatchObject({ Clockings: '07:30 – no out', Statuses: 'No OUT', Normal: '0:00' });

    await page.getByRole('button', { name: `Actions for ${dayLabel(WEDNESDAY)}` }).click();
    await page.getByRole('menuitem', { name: 'Clock Out Only' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clock Out Only' });
    // The wall time in the employee's zone, though the browser is in UTC.
    await dialog.getByText(`In ${ZONE}`).waitFor();
    await dialog.getByLabel('Clock out').fill(`${WEDNESDAY}T16:30`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('111: Only out created').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'detached' });

    await expect.poll(async () => (await rowOf(page, dayLabel(WEDNESDAY))).Statuses).toBe('Clocked in/out');
    expect(await rowOf(page, dayLabel(WEDNESDAY))).toMatchObject({
      Clockings: '07:30 – 16:30',
      // The reader sent no direction; the manual clocking is an OUT.
      Direction: 'Not given / Out',
      Normal: '8:00',
      'No pay': '0:00',
      Short: '0:00',
      Break: '1:00',
    });
    await saveScreenshot(page, 'manual-clock-out-only');

    const stored = await shiftOn(WEDNESDAY);
    expect(stored.statuses).toEqual([1]);
    expect(stored.clockings.map((clocking) => [clocking.source, clocking.direction])).toEqual([
      ['zk-push', null],
      ['manual', 'OUT'],
    ]);
  });

  it('offers a user without clkManualClocking every other action of the row but no manual clocking, and the api refuses one', async () => {
    const page = await openWeek(withoutManual.username, PASSWORD);
    await page.getByRole('button', { name: `Actions for ${dayLabel(FRIDAY)}` }).click();
    expect(await page.getByRole('menuitem').allInnerTexts()).toEqual([
      'Lock',
      'Recalculate time values',
      'Recalculate auto shift',
      'Delete and re-process clockings',
      'Change shift',
      'Work cycle change',
      'Change org info',
      'Change location',
      'Authorise hours',
    ]);

    const { client } = await aUserWith(api, product.apiUrl, [...ALL_BUT_MANUAL]);
    expect((await client.call('CreateClockOutOnly', { employeeID: employee.id, date: FRIDAY, outAt: `${FRIDAY}T16:30` })).status).toBe(403);
    expect((await shiftOn(FRIDAY)).clockings).toEqual([]);
  });
});
