import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Employee, EmployeeShift } from '@tna/contracts';
import { ApiClient } from '../support/api-client';
import { aWeekdayRoster } from '../support/company';
import { startProduct, type RunningProduct } from '../support/stacks';
import { waitFor } from '../support/wait';
import { logIn, saveScreenshot, useBrowser } from './support/browser';
import { dayLabel, LOCALE, rowOf } from './support/shift-grid';

const ZONE = 'Africa/Johannesburg';
const MONDAY = '2026-03-02';

describe('a time adjustment made in the browser, seen in the grid (embedded mode)', () => {
  let product: RunningProduct;
  let employee: Employee;
  let day: EmployeeShift;
  // The browser is in UTC and the employee in Johannesburg (UTC+2).
  const tab = useBrowser({ locale: LOCALE, timezoneId: 'UTC' });

  beforeAll(async () => {
    product = await startProduct('embedded', 'adjustments-browser');
    const api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);
    // No make-up rule: the 15 minutes late stay no pay before.
    const roster = await aWeekdayRoster(api, { name: 'Office', startTime: '08:00', endTime: '17:00', targetWorkHours: 480, breaks: [{ start: '12:00', end: '13:00', paid: false }] });
    employee = await api.ok<Employee>('CreateEmployee', {
      employeeNumber: '8301',
      firstName: 'Thabo',
      surname: 'Nkosi',
      timeZone: ZONE,
      workCycleID: roster.workCycleID,
      workPatternStartDate: MONDAY,
      workPatternStartDay: 1,
    });
    for (const [at, direction] of [
      ['08:15', 'IN'],
      ['17:00', 'OUT'],
    ]) {
      await api.ok('CreateRawClocking', { employeeID: employee.id, clockedAt: `${MONDAY}T${at}:00+02:00`, direction });
    }
    day = await waitFor('the late Monday calculated', async () => {
      const [calculated] = await api.ok<EmployeeShift[]>('GetEmployeeShifts', { employeeID: employee.id, from: MONDAY, to: MONDAY });
      return calculated?.clockings.length === 2 && calculated.statuses.includes(1) ? calculated : undefined;
    });
    expect(day).toMatchObject({ normalTimeTot: 465, noPayTotBefore: 15 });
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('excuses 15 minutes of lateness from no pay before: NP B falls and normal time rises by 15 in the grid', async () => {
    const { page } = tab;
    const grid = `${product.apiUrl}/clocking?EmployeeID=${employee.id}&From=${MONDAY}&To=${MONDAY}`;
    await page.goto(`${product.apiUrl}/login`);
    expect(await logIn(page, 'admin', product.adminPassword)).toBe(200);
    await page.waitForURL('**/clocking');
    await page.goto(grid);
    await page.getByRole('row', { name: dayLabel(MONDAY), exact: true }).waitFor();
    expect(await rowOf(page, dayLabel(MONDAY))).toMatchObject({ Clockings: '08:15 – 17:00', Normal: '7:45', 'No pay': '0:15', 'NP B': '0:15' });

    await page.goto(`${product.apiUrl}/clocking-employee-shift?ID=${day.id}`);
    await page.getByRole('tab', { name: 'Time adjustments' }).click();
    await page.getByText('No time adjustments on this day').waitFor();
    await page.getByRole('button', { name: 'Create from No Pay' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create from No Pay' });
    await dialog.getByRole('radio', { name: 'NP B (before) (0:15)' }).check();
    await dialog.getByLabel('Time (hrs:mins)').fill('0:15');
    await saveScreenshot(page, 'adjustment-from-no-pay-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('1 Record created').waitFor();
    const listed = page.getByRole('grid', { name: 'Time adjustments' }).locator('tbody tr');
    await listed.getByText('From no pay').waitFor();
    expect(await listed.locator('td').allInnerTexts()).toEqual(expect.arrayContaining(['1', 'From no pay', '0:15', 'NPB']));
    await saveScreenshot(page, 'adjustment-from-no-pay-listed');

    await page.goto(grid);
    await page.getByRole('row', { name: dayLabel(MONDAY), exact: true }).waitFor();
    expect(await rowOf(page, dayLabel(MONDAY))).toMatchObject({ Clockings: '08:15 – 17:00', Normal: '8:00', 'No pay': '0:00', 'NP B': '0:00' });
    await saveScreenshot(page, 'adjustment-from-no-pay-grid');
  });
});
