import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ListResult, ReaderCommand } from '@tna/contracts';
import { describe, expect, it } from 'vitest';
import { logIn, mockApi, renderRoute, withStatus } from '../../test/render';

const aCommand = (overrides: Partial<ReaderCommand> = {}): ReaderCommand => ({
  id: '7',
  scannerID: 'r-1',
  scannerName: 'Front gate',
  serial: 'ZK0001',
  command: 'sendUsers',
  employeeID: 'e-1',
  line: 'DATA UPDATE USERINFO PIN=1001\tName=Thandi Mokoena\tPri=0\tPasswd=\tCard=4711',
  state: 'succeeded',
  returnCode: 0,
  attempts: 1,
  createdAt: '2026-03-02T06:00:00Z',
  sentAt: '2026-03-02T06:00:05Z',
  returnedAt: '2026-03-02T06:00:06Z',
  timeZone: 'Africa/Johannesburg',
  requestedByName: 'Rita Readers',
  cancelledByName: null,
  ...overrides,
});

const LEDGER: ListResult<ReaderCommand> = {
  total: 3,
  items: [
    aCommand({ id: '9', command: 'reboot', line: 'REBOOT', state: 'failed', returnCode: null, returnedAt: '2026-03-02T06:10:00Z' }),
    aCommand({ id: '8', command: 'deleteUsers', line: 'DATA DELETE USERINFO PIN=1001', state: 'failed', returnCode: -4 }),
    aCommand(),
  ],
};

const THANDI = { id: 'e-1', employeeNumber: '1001', name: 'Thandi Mokoena' };

describe('the reader operations page', () => {
  it("shows each line's reader, state and return code, times on the reader's clock", async () => {
    logIn({ permissions: ['scannerMaint'] });
    mockApi({ GetReaderCommands: LEDGER, GetScanners_IDName: [{ id: 'r-1', name: 'Front gate' }], GetScannerGroups_IDName: [], GetReaderOperationEmployees: { items: [], total: 0 } });
    renderRoute('/settings/biometric-reader-operations');

    const table = await screen.findByRole('table', { name: 'Reader commands' });
    await within(table).findByText('-4 (not found)');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('no answer')).toBeTruthy();
    expect(within(rows[0]).getByText('Reboot')).toBeTruthy();
    expect(within(rows[1]).getByText('Failed')).toBeTruthy();
    expect(within(rows[2]).getByText('Acknowledged')).toBeTruthy();
    expect(within(rows[2]).getByText('0 (done)')).toBeTruthy();
    // 06:00 UTC is 08:00 in Johannesburg.
    expect(within(rows[2]).getByText('2026-03-02 08:00:00')).toBeTruthy();
  });

  it('sends the chosen employees to the chosen readers and names what the api refused', async () => {
    // scannerMaint alone: the page finds employees through its own call, not the employee list.
    logIn({ permissions: ['scannerMaint'] });
    const requests = mockApi({
      GetReaderCommands: { items: [], total: 0 },
      GetScanners_IDName: [{ id: 'r-1', name: 'Front gate' }],
      GetScannerGroups_IDName: [],
      GetReaderOperationEmployees: { items: [THANDI], total: 1 },
      SendReaderCommands: ({ body }: { body: { employeeIDs?: string[] } }) =>
        body.employeeIDs?.length ? { commandIDs: ['1', '2'] } : withStatus(400, { error: 'validation failed', field: 'employeeIDs', message: 'employeeIDs must list the employees to send or delete' }),
    });
    renderRoute('/settings/biometric-reader-operations');

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Front gate' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('employeeIDs must list the employees to send or delete')).toBeTruthy();

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Thandi Mokoena (1001)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Queued 2 commands')).toBeTruthy();
    await waitFor(() => expect(requests.filter((r) => r.call === 'SendReaderCommands').at(-1)?.body).toEqual({ scannerIDs: ['r-1'], command: 'sendUsers', employeeIDs: ['e-1'] }));
    expect(requests.some((r) => r.call === 'GetEmployees')).toBe(false);
  });

  it("ticks a reader group's readers", async () => {
    logIn({ permissions: ['scannerMaint'] });
    mockApi({
      GetReaderCommands: { items: [], total: 0 },
      GetScanners_IDName: [
        { id: 'r-1', name: 'Front gate' },
        { id: 'r-2', name: 'Back gate' },
      ],
      GetScannerGroups_IDName: [{ id: 'g-1', name: 'Gates at the back' }],
      GetScannerGroup: { id: 'g-1', name: 'Gates at the back', scannerIDs: ['r-2'] },
      GetReaderOperationEmployees: { items: [], total: 0 },
    });
    renderRoute('/settings/biometric-reader-operations');

    await screen.findByRole('option', { name: 'Gates at the back' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Reader group' }), { target: { value: 'g-1' } });
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Back gate' }) as HTMLInputElement).checked).toBe(true));
    expect((screen.getByRole('checkbox', { name: 'Front gate' }) as HTMLInputElement).checked).toBe(false);
  });
});
