import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LeaveStatementAction, LeaveStatementEntry } from '@tna/contracts';
import { logIn, mockApi, renderRoute, type ApiRequest } from '../../test/render';

let next = 0;
const anEntry = (date: string, action: LeaveStatementAction, actionText: string, amount: number, balance: number, overrides: Partial<LeaveStatementEntry> = {}): LeaveStatementEntry => ({
  id: `entry-${++next}`,
  leaveTypeID: 'lt-annual',
  leaveTypeName: 'Annual',
  unit: 2,
  date,
  action,
  actionText,
  amount,
  balance,
  source: 'accrual',
  sourceText: 'Accrual',
  applicationID: null,
  createdBy: null,
  createdByName: null,
  createdAt: `${date}T22:00:00.000Z`,
  ...overrides,
});

// Ledger order: the carry-over anchor, then leave taken before the day's accrual.
const entries = [
  anEntry('2026-01-01', 4, 'Carry Over Accumulated Value', 3, 3, { sourceText: 'Year end 2025' }),
  anEntry('2026-01-31', 2, 'Leave Taken', -0.5, 2.5, { source: 'application', sourceText: 'Application of 2026-01-31', createdByName: 'Olive Operator' }),
  anEntry('2026-01-31', 1, 'Accrual', 1.583333, 4.0833),
  anEntry('2026-02-28', 1, 'Accrual', 1.5833, 5.6667),
];

const sent = (requests: ApiRequest[], call: string) => requests.filter((request) => request.call === call).map((request) => request.body);

const api = () => ({
  GetEmployee: { id: 'emp-1', employeeNumber: 'E001', firstName: 'Thabo', surname: 'Nkosi' },
  GetLeaveBalances: [{ leaveTypeID: 'lt-annual', leaveTypeName: 'Annual', unit: 2, balance: 5.6667, booked: 1, pending: 0.5 }],
  GetLeaveTypes_IDName: [{ id: 'lt-annual', name: 'Annual' }],
  GetLeaveStatement: { resultCode: 1, resultText: 'Done', items: entries },
});

describe('leave statement page', () => {
  it('shows the balances, then the entries in ledger order with the running balance after each', async () => {
    logIn({ permissions: ['empClockings', 'clkLeave'] });
    mockApi(api());
    renderRoute('/leave/statement/emp-1');

    expect(await screen.findByRole('heading', { name: 'Leave statement: Thabo Nkosi (E001)' })).toBeTruthy();
    const balances = await screen.findByRole('grid', { name: 'Leave balances' });
    expect(within(balances).getAllByRole('row')[1].textContent).toBe('Annual5.666710.5Days');

    const statement = await screen.findByRole('grid', { name: 'Leave statement' });
    const rows = within(statement)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows.map(([date, , action, amount, balance, unit]) => [date, action, amount, balance, unit])).toEqual([
      ['Thu 1 Jan 2026', '4 Carry Over Accumulated Value', '3', '3', 'Days'],
      ['Sat 31 Jan 2026', '2 Leave Taken', '-0.5', '2.5', 'Days'],
      ['Sat 31 Jan 2026', '1 Accrual', '1.5833', '4.0833', 'Days'],
      ['Sat 28 Feb 2026', '1 Accrual', '1.5833', '5.6667', 'Days'],
    ]);
    expect(rows[1]).toContain('Olive Operator');
  });

  it('filters by leave type and dates, through the address', async () => {
    logIn({ permissions: ['empClockings', 'clkLeave'] });
    const requests = mockApi(api());
    const { router } = renderRoute('/leave/statement/emp-1?From=2026-01-01');
    await screen.findByRole('grid', { name: 'Leave statement' });
    expect(sent(requests, 'GetLeaveStatement')).toEqual([{ employeeID: 'emp-1', from: '2026-01-01' }]);

    const type = screen.getByLabelText('Leave type') as HTMLSelectElement;
    await within(type).findByRole('option', { name: 'Annual' });
    fireEvent.change(type, { target: { value: 'lt-annual' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-31' } });
    await waitFor(() => expect(sent(requests, 'GetLeaveStatement').at(-1)).toEqual({ employeeID: 'emp-1', leaveTypeID: 'lt-annual', from: '2026-01-01', to: '2026-01-31' }));
    expect(router.state.location.search).toBe('?From=2026-01-01&LeaveTypeID=lt-annual&To=2026-01-31');

    // An end before the start is not asked for.
    const asked = sent(requests, 'GetLeaveStatement').length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-12-31' } });
    expect(await screen.findByText('The end date is before the start date')).toBeTruthy();
    expect(sent(requests, 'GetLeaveStatement')).toHaveLength(asked);
  });
});
