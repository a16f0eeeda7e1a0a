import type { Page } from 'playwright-core';

/** The grid's locale in the browser tests: its day labels read e.g. `Mon, 2 Nov 2026`. */
export const GRID_LOCALE = 'en-GB';

const COLUMNS = ['Date', 'Day', 'Shift', 'Clockings', 'Direction', 'Statuses', 'Normal', 'Overtime', 'No pay', 'NP B', 'NP A', 'Short', 'Carried short', 'Break', 'Leave', 'Marks'];

/** A date with its weekday as the grid writes it in GRID_LOCALE. */
export const dayLabel = (isoDay: string) =>
  new Intl.DateTimeFormat(GRID_LOCALE, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));

/** The grid's row of a day as {column: text}, lines of a cell joined by `|`. */
export async function rowOf(page: Page, label: string): Promise<Record<string, string>> {
  const row = page.getByRole('table', { name: 'Shifts' }).getByRole('row', { name: label, exact: true });
  const cells = await row.locator('td, th').evaluateAll((tds) => tds.map((td) => (td as HTMLElement).innerText.trim().split(/\s*\n+\s*/).join('|')));
  return Object.fromEntries(COLUMNS.map((column, index) => [column, cells[index] ?? '']));
}
