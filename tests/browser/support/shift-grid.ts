import type { Page } from 'playwright-core';
import { logIn } from './browser';

/** The console's locale in the grid's browser tests: a 24-hour clock and day-first dates. */
export const LOCALE = 'en-GB';

/** A date with its weekday as the page writes it in en-GB, e.g. `Mon, 2 Nov 2026`. */
export const dayLabel = (isoDay: string) =>
  new Intl.DateTimeFormat(LOCALE, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));

const COLUMNS = ['Date', 'Day', 'Shift', 'Clockings', 'Direction', 'Statuses', 'Normal', 'Overtime', 'No pay', 'NP B', 'NP A', 'Short', 'Carried short', 'Break', 'Leave', 'Marks'];

/** The grid's row of a day as {column: text}, lines of a cell joined by `|`. */
export async function rowOf(page: Page, label: string): Promise<Record<string, string>> {
  const row = page.getByRole('table', { name: 'Shifts' }).getByRole('row', { name: label, exact: true });
  const cells = await row.locator('td, th').evaluateAll((tds) => tds.map((td) => (td as HTMLElement).innerText.trim().split(/\s*\n+\s*/).join('|')));
  return Object.fromEntries(COLUMNS.map((column, index) => [column, cells[index] ?? '']));
}

/** Logs in at the login page and opens the grid of an employee's period. */
export async function openGrid(page: Page, apiUrl: string, user: { username: string; password: string }, period: { employeeID: string; from: string; to: string }): Promise<void> {
  await page.goto(`${apiUrl}/login`);
  const status = await logIn(page, user.username, user.password);
  if (status !== 200) throw new Error(`${user.username} could not log in: ${status}`);
  await page.waitForURL('**/clocking');
  await page.goto(`${apiUrl}/clocking?EmployeeID=${period.employeeID}&From=${period.from}&To=${period.to}`);
}
