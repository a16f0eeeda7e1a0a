import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemUser } from '@tna/contracts';
import { aTemplate, aUser, PASSWORD } from '../security/support/users';
import { ApiClient } from '../support/api-client';
import { SmtpPeer } from '../support/smtp-peer';
import { startProduct, type RunningProduct } from '../support/stacks';
import { logIn, saveScreenshot, useBrowser } from './support/browser';

/**
 * Event alerts in the console (embedded mode, a real SMTP server on 127.0.0.1): a user with
 * setupEvents creates an event type, presses Send a test on its page, and finds the test in the
 * alert log as sent; the SMTP server has the mail with the event type's header and footer.
 */
describe('an event type created, tested and found in the alert log in the browser', () => {
  let product: RunningProduct;
  let operator: SystemUser;
  const smtp = new SmtpPeer();
  const tab = useBrowser({ locale: 'en-ZA', timezoneId: 'Africa/Johannesburg' });

  beforeAll(async () => {
    await smtp.start();
    product = await startProduct('embedded', 'alerts-browser', { TNA_SMTP_URL: smtp.url, TNA_MAIL_FROM: 'ACME Alerts <alerts@example.test>' });
    const admin = new ApiClient(product.apiUrl);
    await admin.login('admin', product.adminPassword);
    operator = await aUser(admin, await aTemplate(admin, ['setupEvents']), { fullName: 'Eve Events' });
  });

  afterAll(async () => {
    await product?.stop();
    await smtp.stop();
  });

  it('creates an event type, sends a test from its page and sees it sent in the alert log', async () => {
    const { page } = tab;
    await page.goto(`${product.apiUrl}/login`);
    expect(await logIn(page, operator.username, PASSWORD)).toBe(200);
    await page.waitForURL((url) => url.pathname !== '/login');

    await page.goto(`${product.apiUrl}/settings/event-type/add`);
    await page.getByRole('textbox', { name: 'Name' }).fill('Late at 08:15');
    await page.getByRole('combobox', { name: 'Type of event' }).selectOption('notClockedIn');
    await page.getByRole('spinbutton', { name: 'Minutes after shift start' }).fill('15');
    await page.getByRole('textbox', { name: 'E-mail header' }).fill('Dear {{employeeName}},');
    await page.getByRole('textbox', { name: 'E-mail footer' }).fill('-- ACME Time & Attendance');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/settings/event-type/list');

    await page.getByRole('button', { name: 'Edit Late at 08:15' }).click();
    await page.waitForURL('**/settings/event-type/edit/**');
    await page.getByRole('button', { name: 'Send a test' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-mail address').fill('tester@example.test');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText('Test queued: one message').waitFor();
    await dialog.getByRole('link', { name: 'alert log' }).click();
    await page.waitForURL('**/settings/alert-log?eventTypeID=*');

    // The log refreshes itself while a message is on its way.
    const row = page.getByRole('table', { name: 'Alert Log' }).getByRole('row', { name: /tester@example\.test/ });
    await row.getByText('Sent', { exact: true }).waitFor();
    expect(await row.getByText('Test', { exact: true }).count()).toBe(1);
    expect(await row.getByRole('button', { name: 'Test alert: Late at 08:15' }).count()).toBe(1);
    await saveScreenshot(page, 'alert-log');

    expect(smtp.to('tester@example.test')).toEqual([
      {
        to: ['tester@example.test'],
        subject: 'Test alert: Late at 08:15',
        text: 'Dear Sample Employee,\n\nThis is a test of the event type "Late at 08:15". Its alerts will reach this address with the header and footer around this text.\n\n-- ACME Time & Attendance',
      },
    ]);
  });
});
