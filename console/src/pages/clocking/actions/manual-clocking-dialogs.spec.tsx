import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Clocking, ManualClockingAnswer } from '@tna/contracts';
import { logIn, mockApi, withStatus, renderWithQueries } from '../../../test/render';
import type { EmployeeShift } from '@tna/contracts';
import { DayActions } from './day-actions';
import { wallTimeIn } from './manual-clocking-dialogs';

const employee = { id: 'emp-1', timeZone: 'Africa/Johannesburg' };
// 08:00–17:00 in Johannesburg (UTC+2).
const shift = { shiftDate: '2026-03-02', shiftStart: '2026-03-02T06:00:00.000Z', shiftEnd: '2026-03-02T15:00:00.000Z' };

const answer = (overrides: Partial<ManualClockingAnswer>): ManualClockingAnswer => ({
  resultCode: 111,
  resultText: 'Only out created',
  employeeID: 'emp-1',
  date: '2026-03-02',
  clockingIDs: ['c-1'],
  shift: null,
  ...overrides,
});

const renderActions = () => {
  // The menu's leave statement and approvals entries are links: the menu sits in a router.
  renderWithQueries(
    <MemoryRouter>
      <DayActions day={{ employeeID: employee.id, date: shift.shiftDate, shift: { ...shift, timeZone: employee.timeZone } as EmployeeShift }} />
    </MemoryRouter>,
  );
};

const choose = async (label: string) => {
  fireEvent.click(screen.getByRole('button', { name: /^Actions for/ }));
  fireEvent.click(await screen.findByRole('menuitem', { name: label }));
  return screen.findByRole('dialog');
};

describe('the manual clocking actions of a day', () => {
  it('offers the five actions only to a user with clkManualClocking', async () => {
    logIn({ permissions: ['empClockings'] });
    mockApi({});
    renderActions();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
  });

  it("adds a clock out in the employee's time zone, whatever the browser's, and shows the code with its text", async () => {
    logIn({ permissions: ['empClockings', 'clkManualClocking'] });
    const requests = mockApi({
      CreateClockOutOnly: answer({ shift: { statuses: [1] } as ManualClockingAnswer['shift'] }),
    });
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: /^Actions for/ }));
    // FILO on/off is behind the same flag in the catalogue.
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'FILO on/off',
      'Clock In Only',
      'Clock Out Only',
      'Clock In/Out',
      'Insert Clocking',
      'Delete Clocking',
    ]);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Clock Out Only' }));

    const out = (await screen.findByLabelText('Clock out')) as HTMLInputElement;
    expect(out.value).toBe('2026-03-02T17:00');
    expect(screen.getByText('In Africa/Johannesburg')).toBeTruthy();
    fireEvent.change(out, { target: { value: '2026-03-02T17:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('111: Only out created')).toBeTruthy();
    expect(requests.at(-1)).toMatchObject({ call: 'CreateClockOutOnly', body: { employeeID: 'emp-1', date: '2026-03-02', outAt: '2026-03-02T17:30' } });
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('shows a refusal code as a warning and lets the user correct the time', async () => {
    logIn({ permissions: ['clkManualClocking'] });
    const requests = mockApi({
      CreateClockInOut: (request: { body: { outAt?: string } }) =>
        request.body.outAt === undefined ? answer({ resultCode: 11, resultText: 'Only in created' }) : answer({ resultCode: 5, resultText: 'Out before in', clockingIDs: [] }),
    });
    renderActions();
    await choose('Clock In/Out');
    fireEvent.change(screen.getByLabelText('Clock out'), { target: { value: '2026-03-02T07:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('5: Out before in')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('With a clock out'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('11: Only in created')).toBeTruthy();
    expect(requests.at(-1)?.body).toEqual({ employeeID: 'emp-1', date: '2026-03-02', inAt: '2026-03-02T08:00' });
  });

  it('names the refused field beside it', async () => {
    logIn({ permissions: ['clkManualClocking'] });
    mockApi({ CreateClockInOnly: withStatus(400, { error: 'validation failed', field: 'inAt', message: 'inAt must lie within the window of the day 2026-03-02' }) });
    renderActions();
    await choose('Clock In Only');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('inAt must lie within the window of the day 2026-03-02')).toBeTruthy();
  });

  it("deletes all the day's manual clockings, or the one chosen, and never offers a reader's", async () => {
    logIn({ permissions: ['clkManualClocking'] });
    const clockings: Clocking[] = [
      { id: 'm-2', employeeID: 'emp-1', clockedAt: '2026-03-02T15:00:00.000Z', scannerID: null, direction: 'OUT', source: 'manual' },
      { id: 'r-1', employeeID: 'emp-1', clockedAt: '2026-03-02T06:00:00.000Z', scannerID: 's-1', direction: null, source: 'zk-push' },
    ];
    const requests = mockApi({
      GetEmployeeMainClockingList: clockings,
      DeleteClocking: answer({ resultCode: 21, resultText: 'Deleted', clockingIDs: ['m-2'] }),
    });
    renderActions();
    await choose('Delete Clocking');
    const one = await screen.findByLabelText('Out at 2026-03-02 17:00');
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect((screen.getByLabelText('All manual clockings of the day') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(one);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('21: Deleted')).toBeTruthy();
    expect(requests.filter((request) => request.call === 'DeleteClocking').map((request) => request.body)).toEqual([{ employeeID: 'emp-1', date: '2026-03-02', clockingID: 'm-2' }]);
    expect(requests.find((request) => request.call === 'GetEmployeeMainClockingList')?.body).toEqual({ employeeID: 'emp-1', from: '2026-03-02', to: '2026-03-03' });
  });
});

describe('wallTimeIn', () => {
  it("gives an instant's wall time in the zone, not the browser's", () => {
    expect(wallTimeIn('2026-03-02T05:30:00.000Z', 'Africa/Johannesburg')).toBe('2026-03-02T07:30');
    expect(wallTimeIn('2026-03-02T23:30:00.000Z', 'Asia/Tokyo')).toBe('2026-03-03T08:30');
  });
});
