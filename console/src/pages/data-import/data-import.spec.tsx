import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ImportLeaveBalancesResult } from '@tna/contracts';
import { describe, expect, it } from 'vitest';
import { logIn, mockApi, renderRoute, withStatus, type ApiRequest } from '../../test/render';

const CSV = 'Employee Number,Leave Type,Balance,As-of Date\n1001,Annual,12.5,2026-01-01\n';
const DONE: ImportLeaveBalancesResult = { resultCode: 1, resultText: 'Done', rows: 3, imported: 2, unchanged: 1, errors: [] };

/** The page's other cards read the readers and the clocking import log when it opens. */
const PAGE_READS = { GetScanners_IDName: [], GetClockingImports: { items: [], total: 0 } };
const imports = (requests: ApiRequest[]) => requests.filter((request) => request.call === 'ImportLeaveBalances');

async function openWithFile(name: string, content = CSV) {
  logIn({ permissions: ['dataImport'] });
  renderRoute('/data-import');
  const input = await screen.findByLabelText('File');
  fireEvent.change(input, { target: { files: [new File([content], name)] } });
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('Data Import: leave balances', () => {
  it('checks the file, listing each bad row with the counts, and offers no import', async () => {
    const requests = mockApi({
      ...PAGE_READS,
      ImportLeaveBalances: {
        resultCode: 400,
        resultText: 'Rows with errors, nothing imported',
        rows: 3,
        imported: 1,
        unchanged: 0,
        errors: [
          { row: 3, column: 'employee number', value: '9999', why: 'no employee has this number' },
          { row: 4, column: 'balance', value: 'ten', why: 'not a number' },
        ],
      } satisfies ImportLeaveBalancesResult,
    });
    await openWithFile('balances.csv');
    expect(button('Import').disabled).toBe(true);
    await waitFor(() => expect(button('Check').disabled).toBe(false));
    fireEvent.click(button('Check'));

    expect(await screen.findByText('Rows with errors, nothing imported: 2 bad rows.')).toBeTruthy();
    const table = screen.getByRole('grid', { name: 'Rows with errors' });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['3', 'employee number', '9999', 'no employee has this number'],
      ['4', 'balance', 'ten', 'not a number'],
    ]);
    const counts = within(screen.getByLabelText('Import counts'));
    const count = (term: string) => counts.getByText(term).closest('dt')?.nextElementSibling?.textContent;
    expect([count('Rows'), count('To import'), count('Unchanged'), count('Rows with errors')]).toEqual(['3', '1', '0', '2']);
    expect(button('Import').disabled).toBe(true);
    expect(imports(requests).map((request) => request.body)).toEqual([{ format: 'csv', content: btoa(CSV), dryRun: true }]);
  });

  it('imports a file whose check passed, and shows what was imported', async () => {
    const requests = mockApi({ ...PAGE_READS, ImportLeaveBalances: DONE });
    await openWithFile('balances.XLSX');
    await waitFor(() => expect(button('Check').disabled).toBe(false));
    fireEvent.click(button('Check'));
    expect(await screen.findByText('Check passed: no bad rows. Import to post the balances.')).toBeTruthy();

    fireEvent.click(button('Import'));
    expect(await screen.findByText('Imported: 2 balances set, 1 unchanged.')).toBeTruthy();
    expect(imports(requests).map((request) => request.body)).toEqual([
      { format: 'xlsx', content: btoa(CSV), dryRun: true },
      { format: 'xlsx', content: btoa(CSV), dryRun: false },
    ]);
  });

  it('refuses a file that is neither CSV nor Excel before sending it', async () => {
    const requests = mockApi(PAGE_READS);
    await openWithFile('balances.ods');
    expect(await screen.findByText('Choose a .csv or .xlsx file')).toBeTruthy();
    expect(button('Check').disabled).toBe(true);
    expect(imports(requests)).toEqual([]);
  });

  it("shows the server's reason when it cannot read the file", async () => {
    mockApi({ ...PAGE_READS, ImportLeaveBalances: withStatus(400, { error: 'validation failed', field: 'content', message: 'content is not a readable Excel (xlsx) file: bad zip' }) });
    await openWithFile('balances.xlsx');
    await waitFor(() => expect(button('Check').disabled).toBe(false));
    fireEvent.click(button('Check'));
    expect(await screen.findByText('content is not a readable Excel (xlsx) file: bad zip')).toBeTruthy();
    expect(button('Import').disabled).toBe(true);
  });
});
