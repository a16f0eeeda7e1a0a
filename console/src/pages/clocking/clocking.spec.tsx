import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Clocking } from '@tna/contracts';
import { CLOCKINGS_REFRESH_MS } from '../../queries/clockings';
import type { EmployeeSummary } from '../../queries/employees';
import { getSession } from '../../session/session';
import { logIn, mockApi, renderRoute, withStatus } from '../../test/render';
import { formatClockedAt } from './clocking-table';
import { lastSevenDays } from './clocking-toolbar';

const anEmployee = (overrides: Partial<EmployeeSummary> = {}): EmployeeSummary => ({
  id: 'e7',
  employeeNumber: 'E007',
  firstName: 'Adaeze',
  surname: 'Okafor',
  preferredName: 'Ada',
  ...overrides,
});

const aClocking = (overrides: Partial<Clocking> = {}): Clocking => ({
  id: 'c1',
  employeeID: 'e7',
  clockedAt: '2025-03-03T07:58:12.000Z',
  scannerID: 's3',
  direction: 'IN',
  source: 'zk-push',
  ...overrides,
});

const api = (clockings: unknown) => ({
  GetEmployees: { items: [anEmployee()], total: 1 },
  GetScanners_IDName: [{ id: 's3', name: 'Front door' }],
  GetEmployeeMainClockingList: clockings,
});

async function pickEmployee() {
  fireEvent.click(await screen.findByLabelText('Employee'));
  fireEvent.click(await screen.findByRole('option', { name: 'Ada Okafor (E007)' }));
}

describe('clocking page', () => {
  it("lists the employee's clockings of the last seven days", async () => {
    logIn();
    const requests = mockApi(
      api([
        aClocking({ id: 'c2', clockedAt: '2025-03-03T16:02:40.000Z', direction: 'OUT', scannerID: null, source: 'web' }),
        aClocking(),
      ]),
    );
    renderRoute('/clocking');

    expect(await screen.findByText('Select an employee to see their clockings')).toBeTruthy();
    await pickEmployee();

    const table = await screen.findByRole('table', { name: 'Clockings' });
    await within(table).findByText('Front door');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      [formatClockedAt('2025-03-03T16:02:40.000Z'), 'Out', 'None', 'Web clocking'],
      [formatClockedAt('2025-03-03T07:58:12.000Z'), 'In', 'Front door', 'Reader (push)'],
    ]);
    expect(requests.find((r) => r.call === 'GetEmployeeMainClockingList')?.body).toEqual({
      employeeID: 'e7',
      ...lastSevenDays(),
    });
  });

  it('shows a clocking that arrives later without a reload', async () => {
    // Fake timers that still follow the real clock: the page works as usual, and the test can skip ahead.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    logIn();
    const stored = [aClocking()];
    mockApi(api(() => [...stored]));
    renderRoute('/clocking');
    await pickEmployee();
    const table = await screen.findByRole('table', { name: 'Clockings' });
    await within(table).findByText('In');

    stored.unshift(aClocking({ id: 'c2', clockedAt: '2025-03-03T16:02:40.000Z', direction: 'OUT' }));
    await vi.advanceTimersByTimeAsync(CLOCKINGS_REFRESH_MS);

    expect(await within(table).findByText('Out')).toBeTruthy();
  });

  it('says so when the period has no clockings', async () => {
    logIn();
    mockApi(api([]));
    renderRoute('/clocking');

    await pickEmployee();

    expect(await screen.findByText('No clockings in this period')).toBeTruthy();
  });

  it('shows why the clockings could not be loaded', async () => {
    logIn();
    mockApi(api(withStatus(403, { error: 'Forbidden' })));
    renderRoute('/clocking');

    await pickEmployee();

    expect(await screen.findByText('Could not load clockings')).toBeTruthy();
    expect(screen.getByText('Forbidden')).toBeTruthy();
  });

  it('ends the session and shows the login page when the api answers 401', async () => {
    logIn();
    mockApi(api(withStatus(401, { error: 'Session expired' })));
    const { router } = renderRoute('/clocking');

    await pickEmployee();

    expect(await screen.findByRole('button', { name: 'Log In' })).toBeTruthy();
    expect(getSession()).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });
});
