import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { startProduct, type RunningProduct } from '../support/stacks';
import { clockedOfficeDay } from '../time-engine/support/office-day';
import { logIn, saveScreenshot, useBrowser } from './support/browser';

describe('the day in detail in a browser (embedded mode)', () => {
  let product: RunningProduct;
  let dayID: string;
  // The browser is in UTC and the employee in Johannesburg (UTC+2): the page must show their times.
  const tab = useBrowser({ locale: 'en-US', timezoneId: 'UTC' });

  beforeAll(async () => {
    product = await startProduct('embedded', 'day-detail-browser');
    const api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);
    dayID = (await clockedOfficeDay(api, '8101')).day.id;
  });

  afterAll(async () => {
    await product?.stop();
  });

  it("opens a day and sees the timeline's clockings in the employee's zone, then the calculation method", async () => {
    const { page } = tab;
    await page.goto(`${product.apiUrl}/login`);
    expect(await logIn(page, 'admin', product.adminPassword)).toBe(200);
    await page.waitForURL('**/clocking');
    await page.goto(`${product.apiUrl}/clocking-employee-shift?ID=${dayID}`);

    const header = page.getByRole('region', { name: 'The day' });
    await header.getByRole('heading', { name: 'Lerato Dlamini (8101)' }).waitFor();
    await header.getByText('Africa/Johannesburg').waitFor();
    await header.getByText('103 Late in').waitFor();

    const timeline = page.getByTestId('timeline');
    await timeline.waitFor();
    expect(await timeline.getByTestId('timeline-clocking').locator('text').allTextContents()).toEqual(['IN 08:25', 'IN 08:26', 'OUT 17:40']);
    expect(await timeline.getByTestId('timeline-pair').count()).toBe(1);
    expect(await timeline.getByTestId('timeline-segment-late').locator('title').textContent()).toBe('Late in: 08:00–08:25, 0:25');
    await page.getByTestId('minute-account').getByText('Overtime 1 0:40').waitFor();
    await saveScreenshot(page, 'day-detail-timeline');

    await page.getByRole('tab', { name: 'Calculation method' }).click();
    await page.getByRole('list', { name: 'Calculation steps' }).getByText(/late in \(103\) by 25/).waitFor();
    await page.getByText('by the directions the readers sent').waitFor();
    await saveScreenshot(page, 'day-detail-calculation-method');
  });
});
