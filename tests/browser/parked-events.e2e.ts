import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Employee, SystemUser } from '@tna/contracts';
import { HELD_BEHIND_REASON } from '@tna/platform';
import { aTemplate, aUser, PASSWORD } from '../security/support/users';
import { ApiClient } from '../support/api-client';
import { clockingReceivedOf, parkInService } from '../support/parked-events';
import { startProduct, type RunningProduct } from '../support/stacks';
import { logIn, saveScreenshot, useBrowser } from './support/browser';

const CLOCKINGS = 'time-engine.clockings';

/**
 * Parked events in the console (embedded mode): the time engine has parked a clocking its handler
 * cannot take and the employee's next one behind it (as its transport parks them, with the
 * handler's error); an operator sees both on the Parked Events page, retries them (the bad one
 * fails again, said in words), and drops the bad one after confirming, after which the next one
 * is handled and the list is empty.
 */
describe('a parked clocking seen, retried and dropped in the console', () => {
  let product: RunningProduct;
  let operator: SystemUser;
  let thandi: Employee;
  const tab = useBrowser({ locale: 'en-ZA', timezoneId: 'America/New_York' });
  const stored = async () => (await product.query<{ n: number }>('SELECT count(*)::int AS n FROM time_engine.clockings WHERE employee_id = $1', [thandi.id]))[0].n;

  beforeAll(async () => {
    product = await startProduct('embedded', 'parked-browser');
    const admin = new ApiClient(product.apiUrl);
    await admin.login('admin', product.adminPassword);
    thandi = await admin.ok<Employee>('CreateEmployee', { employeeNumber: '1001', firstName: 'Thandi', surname: 'Mokoena', timeZone: 'Africa/Johannesburg' });
    operator = await aUser(admin, await aTemplate(admin, ['setupSystem']), { fullName: 'Sam Systems' });
    await parkInService(product.databaseUrl, 'time-engine', CLOCKINGS, [
      { events: [clockingReceivedOf(thandi, '2026-02-30T25:61:00Z')], reason: 'RangeError: Invalid time value' },
      { events: [clockingReceivedOf(thandi, '2026-03-02T06:58:00Z')], reason: HELD_BEHIND_REASON },
    ]);
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('lists them with the employee and why, says a retry failed again, and drops the bad one after asking', async () => {
    const { page } = tab;
    await page.goto(`${product.apiUrl}/login`);
    expect(await logIn(page, operator.username, PASSWORD)).toBe(200);
    await page.waitForURL((url) => url.pathname !== '/login');

    // Said in the masthead on whatever page the operator is, a click from the list; in the sidebar under System & Security.
    await page.getByRole('button', { name: '2 parked events' }).click();
    await page.waitForURL('**/settings/parked-events');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Parked Events' }).waitFor();
    const table = page.getByRole('table', { name: 'Parked events' });
    const rows = table.getByRole('row', { name: /Thandi Mokoena/ });
    await rows.first().waitFor();
    expect(await rows.count()).toBe(2);
    const [bad, held] = [rows.nth(0), rows.nth(1)];
    expect(await bad.getByText('RangeError: Invalid time value').count()).toBe(1);
    expect(await bad.getByText('ClockingReceived').count()).toBe(1);
    expect(await held.getByText('Waiting behind an earlier event').count()).toBe(1);
    // Times on the employee's clock (Johannesburg), not the browser's (New York).
    const [{ parked }] = await product.query<{ parked: string }>(
      "SELECT to_char(min(parked_at) AT TIME ZONE 'Africa/Johannesburg', 'YYYY-MM-DD HH24:MI:SS') AS parked FROM time_engine.parked_events",
    );
    expect(await bad.getByText(parked).count()).toBe(1);
    await saveScreenshot(page, 'parked-events-listed');

    await bad.getByRole('button', { name: /^Show event / }).click();
    const shown = page.getByRole('dialog', { name: 'ClockingReceived of Thandi Mokoena' });
    await shown.getByText('"clockedAt": "2026-02-30T25:61:00Z"').waitFor();
    await shown.getByRole('button', { name: 'Close' }).click();

    // The bad one fails again: said in words, both still listed, each tried once more.
    await bad.getByRole('button', { name: 'Retry the events of Thandi Mokoena now' }).click();
    await page.getByText('The events of Thandi Mokoena failed again').waitFor();
    await page.getByText(/Invalid time value\. They are tried again at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d\./).waitFor();
    await table.getByRole('row', { name: /Thandi Mokoena/ }).first().getByRole('cell', { name: '1', exact: true }).waitFor();
    expect(await stored()).toBe(0);

    // Dropped after asking; kept on second thought first.
    await bad.getByRole('button', { name: /^Drop event / }).click();
    const dialog = page.getByRole('dialog', { name: /Drop this event\?/ });
    await dialog.getByText('The ClockingReceived of Thandi Mokoena will never be handled').waitFor();
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await rows.count()).toBe(2);
    await bad.getByRole('button', { name: /^Drop event / }).click();
    await dialog.getByRole('button', { name: 'Drop event' }).click();
    await page.getByText('Dropped 1 event of Thandi Mokoena').waitFor();
    await page.getByText('The events waiting behind it: handled 1 event of Thandi Mokoena.').waitFor();
    await page.getByText('No parked events').waitFor();
    await page.getByRole('button', { name: /parked event/ }).waitFor({ state: 'hidden' });
    expect(await stored()).toBe(1);
    await saveScreenshot(page, 'parked-events');
  });
});
