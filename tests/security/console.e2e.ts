import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemUser } from '@tna/contracts';
import { saveScreenshot, useBrowser } from '../browser/support/browser';
import { startSecuredProduct, type SecuredProduct } from './support/product';
import { aTemplate, aUser, PASSWORD } from './support/users';

/** Fills in and submits the login form; answers the status of the UserLogin call it made. */
async function logIn(page: Page, username: string, password: string): Promise<number> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel(/^Password/).fill(password);
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/UserLogin');
  await page.getByRole('button', { name: 'Log In' }).click();
  return (await answer).status();
}

const sidebarLinks = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link').allInnerTexts();

describe('the console for restricted users, in a browser (embedded mode)', () => {
  let product: SecuredProduct;
  let clocker: SystemUser;
  let manager: SystemUser;
  const tab = useBrowser({ locale: 'en-GB', timezoneId: 'Africa/Johannesburg' });

  beforeAll(async () => {
    product = await startSecuredProduct('console');
    clocker = await aUser(product.admin, await aTemplate(product.admin, ['empClockings'], 'Clock watchers'), { username: 'clocker', fullName: 'Clara Clocker' });
    manager = await aUser(product.admin, await aTemplate(product.admin, ['setupSystem'], 'User managers'), { username: 'manager', fullName: 'Mandla Manager' });
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('shows a user with only the clockings flag only the Clockings menu, and bounces them from System Users with the dialog', async () => {
    const { page } = tab;
    await page.goto(`${product.url}/login`);
    expect(await logIn(page, clocker.username, PASSWORD)).toBe(200);
    await page.waitForURL('**/clocking');
    await page.getByRole('heading', { name: 'Employee Clockings' }).waitFor();
    expect(await sidebarLinks(page)).toEqual(['Clockings']);
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('button').count()).toBe(0);

    await page.goto(`${product.url}/settings/system-user/list`);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Unauthorized access').waitFor();
    expect(await dialog.getByText('Error').count()).toBe(1);
    await saveScreenshot(page, 'unauthorized-dialog');
    expect(await page.getByRole('table', { name: 'System Users' }).count()).toBe(0);
    // Two seconds later the dialog has gone and the landing page shows.
    await page.waitForURL('**/clocking', { timeout: 5000 });
    await page.getByRole('heading', { name: 'Employee Clockings' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('lands a user without the clockings flag on the settings dashboard, with only the menus their flags allow', async () => {
    const { page } = tab;
    await page.goto(`${product.url}/login`);
    expect(await logIn(page, manager.username, PASSWORD)).toBe(200);
    await page.waitForURL('**/settings/setting-dashboard');
    expect(await sidebarLinks(page)).toEqual(['Settings']);
    // The sidebar's only settings group is the one setupSystem opens.
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('button').allInnerTexts()).toEqual(['System & Security']);
    // The page's chunk loads after the layout's; count the cards once it shows.
    const group = page.getByRole('region', { name: 'System & Security' });
    await group.waitFor();
    expect(await page.getByRole('region').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')))).toEqual(['System & Security']);
    expect(await group.getByRole('link').allInnerTexts()).toEqual(expect.arrayContaining(['Security Template', 'System User', 'User Team']));

    await group.getByRole('link', { name: 'System User' }).click();
    const table = page.getByRole('table', { name: 'System Users' });
    await table.getByRole('cell', { name: 'Clara Clocker' }).waitFor();
    await page.getByText('Showing 1 to 3 of 3 entries').waitFor();
    await saveScreenshot(page, 'system-users-list');

    await page.goto(`${product.url}/clocking`);
    await page.waitForURL('**/settings/setting-dashboard');
  });

  it('logs out from the user menu, after which the token opens nothing', async () => {
    const { page } = tab;
    await page.goto(`${product.url}/login`);
    expect(await logIn(page, manager.username, PASSWORD)).toBe(200);
    await page.waitForURL('**/settings/setting-dashboard');
    const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('tna.session') ?? '{}').securityToken as string);

    await page.getByRole('button', { name: 'Mandla Manager' }).click();
    const loggedOut = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/logout');
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    expect((await loggedOut).status()).toBe(204);
    await page.waitForURL('**/login');

    const after = await fetch(`${product.url}/api/GetSystemUsers`, { method: 'POST', headers: { Token: token, 'content-type': 'application/json' }, body: '{}' });
    expect(after.status).toBe(401);
    await page.goto(`${product.url}/settings/system-user/list`);
    await page.waitForURL('**/login');
  });
});
