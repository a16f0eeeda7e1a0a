import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Employee, SystemUser } from '@tna/contracts';
import { aTemplate, aUser, PASSWORD } from '../security/support/users';
import { ApiClient } from '../support/api-client';
import { startProduct, type RunningProduct } from '../support/stacks';
import { ZkPushDevice } from '../support/zk-push-device';
import { logIn, saveScreenshot, useBrowser } from './support/browser';

/**
 * Reader operations in the console (embedded mode): an operator adds a push reader on the reader
 * form, sends an employee to it from the operations page, the simulated reader polls, takes the
 * USERINFO line and answers 0, and the ledger on the page shows the command acknowledged; then
 * a command for the reader gone quiet is cancelled from the ledger.
 */
describe('an employee sent to a new reader from the console and acknowledged', () => {
  let product: RunningProduct;
  let operator: SystemUser;
  const tab = useBrowser({ locale: 'en-ZA', timezoneId: 'Africa/Johannesburg' });
  const serial = `ZK${randomBytes(4).toString('hex').toUpperCase()}`;

  beforeAll(async () => {
    product = await startProduct('embedded', 'reader-ops-browser');
    const admin = new ApiClient(product.apiUrl);
    await admin.login('admin', product.adminPassword);
    await admin.ok<Employee>('CreateEmployee', { employeeNumber: '1001', firstName: 'Thandi', surname: 'Mokoena', cardNumber: '4711' });
    // The reader flags alone: the operations page finds employees through its own call.
    operator = await aUser(admin, await aTemplate(admin, ['setupSystem', 'scannerMaint']), { fullName: 'Rita Readers' });
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('adds a reader, sends Thandi to it and shows the reader acknowledged the command', async () => {
    const { page } = tab;
    await page.goto(`${product.apiUrl}/login`);
    expect(await logIn(page, operator.username, PASSWORD)).toBe(200);
    await page.waitForURL((url) => url.pathname !== '/login');

    await page.goto(`${product.apiUrl}/settings/biometric-reader/add`);
    await page.getByRole('textbox', { name: 'Name' }).fill('Front gate');
    await page.getByRole('textbox', { name: 'External ID' }).fill(serial);
    await page.getByRole('textbox', { name: 'Time zone' }).fill('Africa/Johannesburg');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/settings/biometric-reader/list');

    const device = new ZkPushDevice(product.readerUrl, serial);
    expect((await device.handshake()).status).toBe(200);

    await page.goto(`${product.apiUrl}/settings/biometric-reader-operations`);
    await page.getByRole('checkbox', { name: 'Front gate' }).check();
    expect(await page.getByRole('combobox', { name: 'Operation' }).inputValue()).toBe('sendUsers');
    await page.getByPlaceholder('Find employees').fill('Mokoena');
    await page.getByRole('checkbox', { name: 'Thandi Mokoena (1001)' }).check();
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Queued 1 command').waitFor();

    const row = page.getByRole('table', { name: 'Reader commands' }).getByRole('row', { name: /Front gate/ });
    await row.getByText('Queued', { exact: true }).waitFor();

    // The reader's next poll takes the line and answers 0; the ledger refreshes itself meanwhile.
    expect(await device.serveCommands()).toEqual([{ id: expect.any(String), line: 'DATA UPDATE USERINFO PIN=1001\tName=Thandi Mokoena\tPri=0\tPasswd=\tCard=4711' }]);
    await row.getByText('Acknowledged', { exact: true }).waitFor();
    expect(await row.getByText('0 (done)').count()).toBe(1);
    expect(await row.getByText('Send users and templates').count()).toBe(1);
    await saveScreenshot(page, 'reader-operations');
  });

  it('cancels the commands of a reader that went away, after asking, and shows them cancelled', async () => {
    const { page } = tab;
    await page.goto(`${product.apiUrl}/login`);
    expect(await logIn(page, operator.username, PASSWORD)).toBe(200);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`${product.apiUrl}/settings/biometric-reader-operations`);
    // The reader of the test above no longer polls; a reboot and an INFO wait for it.
    await page.getByRole('checkbox', { name: 'Front gate' }).check();
    for (const operation of ['reboot', 'info']) {
      await page.getByRole('combobox', { name: 'Operation' }).selectOption(operation);
      await page.getByRole('button', { name: 'Send' }).click();
    }
    const ledger = page.getByRole('table', { name: 'Reader commands' });
    const [reboot, info] = [ledger.getByRole('row', { name: /Reboot/ }), ledger.getByRole('row', { name: /Read information/ })];
    await reboot.getByText('Queued', { exact: true }).waitFor();
    await info.getByText('Queued', { exact: true }).waitFor();
    const stateOf = async (command: string) => (await product.query<{ state: string }>('SELECT state FROM ingestion.reader_commands WHERE command = $1', [command]))[0].state;

    await reboot.getByRole('button', { name: /^Cancel command / }).click();
    const dialog = page.getByRole('dialog', { name: /Cancel commands\?/ });
    await dialog.getByText('(Reboot) will not be sent to Front gate').waitFor();
    // Kept on second thought: nothing is sent, nothing changes.
    await dialog.getByRole('button', { name: 'Keep them' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await stateOf('reboot')).toBe('queued');
    // Cancelled for real: that line only.
    await reboot.getByRole('button', { name: /^Cancel command / }).click();
    await dialog.getByRole('button', { name: 'Cancel commands' }).click();
    await page.getByText('Cancelled 1 command').waitFor();
    await reboot.getByText('Cancelled', { exact: true }).waitFor();
    expect(await reboot.getByRole('button', { name: /^Cancel command / }).count()).toBe(0);
    expect([await stateOf('reboot'), await stateOf('info')]).toEqual(['cancelled', 'queued']);
    expect(await reboot.getByText('by Rita Readers', { exact: true }).count()).toBe(1);
    expect(await reboot.getByText('cancelled by Rita Readers', { exact: true }).count()).toBe(1);

    // With the reader chosen, all its open commands at once.
    await page.getByRole('combobox', { name: 'Reader', exact: true }).selectOption({ label: 'Front gate' });
    await page.getByRole('button', { name: 'Cancel open commands' }).click();
    await dialog.getByText('Every command still queued or sent for Front gate').waitFor();
    await dialog.getByRole('button', { name: 'Cancel commands' }).click();
    await page.getByText('Cancelled 1 command').waitFor();
    await info.getByText('Cancelled', { exact: true }).waitFor();
    expect(await stateOf('info')).toBe('cancelled');
    expect(await new ZkPushDevice(product.readerUrl, serial).pollCommands()).toMatchObject({ body: 'OK' });
    await saveScreenshot(page, 'reader-operations-cancelled');
  });
});
