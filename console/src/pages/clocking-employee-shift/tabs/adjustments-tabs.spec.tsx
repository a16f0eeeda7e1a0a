import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Adjustment, Permission, ShiftAdjustment } from '@tna/contracts';
import { logIn, mockApi, withStatus, renderWithQueries } from '../../../test/render';
import { anEmployeeShift } from '../../../test/employee-shift';
import { ShiftAdjustmentsTab } from './shift-adjustments-tab';
import { TimeAdjustmentsTab } from './time-adjustments-tab';

const aShift = anEmployeeShift;

const anAdjustment = (overrides: Partial<Adjustment> = {}): Adjustment => ({
  id: 'a1',
  employeeID: 'e7',
  shiftDate: '2026-03-02',
  employeeShiftID: 'es1',
  kind: 'time',
  action: 'add',
  minutes: 90,
  timeValue: 'overtime2',
  toTimeValue: null,
  noPayType: null,
  adjustmentTypeID: 't1',
  adjustmentTypeName: 'Pay time',
  reasonID: null,
  reasonName: null,
  note: 'Stayed for the audit',
  over24Hours: false,
  sequence: 1,
  createdBy: 'u1',
  createdAt: '2026-03-03T08:00:00.000Z',
  ...overrides,
});

const created = { resultCode: 1, resultText: 'Record created', id: 'a2', employeeID: 'e7', shiftDate: '2026-03-02', shift: aShift() };

const renderTab = (tab: 'time' | 'shift', shift = aShift()) => renderWithQueries(tab === 'time' ? <TimeAdjustmentsTab shift={shift} /> : <ShiftAdjustmentsTab shift={shift} />);

const asUser = (...permissions: Permission[]) => logIn({ permissions: ['empClockings', ...permissions] });

const lookups = {
  GetAdjustmentTypes: { items: [{ id: 't1', name: 'Pay time', action: 'addTime' }, { id: 't2', name: 'Forgive carried', action: 'deductShortTimeCarriedOver' }], total: 2 },
  GetEmployeeShiftAdjustmentReasons: { items: [{ id: 'r1', name: 'Bus strike' }], total: 1 },
};

describe('time adjustments tab', () => {
  it("lists the day's adjustments in order with their time as hours:minutes", async () => {
    asUser('clkTimeAdjustments');
    mockApi({ GetEmployeeShiftAdjustments: [anAdjustment(), anAdjustment({ id: 'a2', kind: 'fromNoPay', action: 'fromNoPay', minutes: 15, timeValue: null, noPayType: 'NPB', adjustmentTypeName: null, note: null })] });
    renderTab('time');

    const table = await screen.findByRole('grid', { name: 'Time adjustments' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 7).map((cell) => cell.textContent))).toEqual([
      ['1', 'Add / pay time', '1:30', 'Overtime 2', 'Pay time', '', 'Stayed for the audit'],
      ['2', 'From no pay', '0:15', 'NPB', '', '', ''],
    ]);
  });

  it('hides every action without clkTimeAdjustments, and the no-pay ones without clkNoPay', async () => {
    asUser();
    mockApi({ GetEmployeeShiftAdjustments: [anAdjustment()] });
    const { unmount } = renderTab('time');
    await screen.findByRole('grid', { name: 'Time adjustments' });
    expect(screen.queryByRole('button', { name: 'Create Adjustment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    unmount();

    asUser('clkTimeAdjustments');
    mockApi({ GetEmployeeShiftAdjustments: [anAdjustment({ kind: 'fromNoPay', action: 'fromNoPay', noPayType: 'NPB', timeValue: null })] });
    renderTab('time');
    await screen.findByRole('grid', { name: 'Time adjustments' });
    expect(screen.getByRole('button', { name: 'Create Adjustment' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create from No Pay' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it("asks for the Add/Deduct Time choice, then creates the adjustment and shows the result code's icon and text", async () => {
    asUser('clkTimeAdjustments');
    const requests = mockApi({ GetEmployeeShiftAdjustments: [], ...lookups, CreateAdjustment: created });
    renderTab('time');
    fireEvent.click(await screen.findByRole('button', { name: 'Create Adjustment' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Time \(hrs:mins\)/), { target: { value: '1:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Select one of the Add/Deduct Time radio buttons')).toBeTruthy();

    fireEvent.click(within(dialog).getByLabelText('Add / pay time'));
    await within(dialog).findByRole('option', { name: 'Pay time' });
    fireEvent.change(within(dialog).getByLabelText('Adjustment type'), { target: { value: 't1' } });
    fireEvent.change(within(dialog).getByLabelText('Time value'), { target: { value: 'overtime2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const result = await screen.findByText('1 Record created');
    expect(result.closest('[data-result-code]')?.getAttribute('data-result-code')).toBe('1');
    expect(requests.find((request) => request.call === 'CreateAdjustment')?.body).toEqual({ kind: 'time', minutes: 90, adjustmentTypeID: 't1', timeValue: 'overtime2' });
  });

  it("takes no pay with the specification's messages: a radio button first, then an option that has that much", async () => {
    asUser('clkTimeAdjustments', 'clkNoPay');
    const requests = mockApi({ GetEmployeeShiftAdjustments: [], ...lookups, CreateAdjustment: created });
    renderTab('time');
    fireEvent.click(await screen.findByRole('button', { name: 'Create from No Pay' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Time \(hrs:mins\)/), { target: { value: '0:15' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Select one of the No pay radio buttons')).toBeTruthy();

    fireEvent.click(within(dialog).getByLabelText('NP A (after) (0:00)'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Select appropriate No Pay option')).toBeTruthy();

    fireEvent.click(within(dialog).getByLabelText('NP B (before) (0:15)'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('1 Record created');
    expect(requests.find((request) => request.call === 'CreateAdjustment')?.body).toEqual({ kind: 'fromNoPay', minutes: 15, noPayType: 'NPB' });
  });

  it("needs the '>= 24 hrs' option for 24:00 and more", async () => {
    asUser('clkTimeAdjustments');
    const requests = mockApi({ GetEmployeeShiftAdjustments: [], ...lookups, CreateAdjustment: { ...created, resultCode: 20, resultText: 'Future overtime created' } });
    renderTab('time');
    fireEvent.click(await screen.findByRole('button', { name: 'Approved Future Overtime' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Time \(hrs:mins\)/), { target: { value: '25:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText("Times of 24:00 or more need the '>= 24 hrs' option")).toBeTruthy();

    fireEvent.click(within(dialog).getByLabelText('>= 24 hrs'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('20 Future overtime created');
    expect(requests.find((request) => request.call === 'CreateAdjustment')?.body).toEqual({ kind: 'futureOvertime', minutes: 1500, over24Hours: true });
  });

  it("shows the server's refusal in the dialog and a refusal code as a warning", async () => {
    asUser('clkTimeAdjustments');
    let answer: unknown = withStatus(400, { error: 'validation failed', field: 'minutes', message: 'overtime 1 holds 0 minutes, fewer than 30' });
    mockApi({ GetEmployeeShiftAdjustments: [], ...lookups, CreateAdjustment: () => answer });
    renderTab('time');
    fireEvent.click(await screen.findByRole('button', { name: 'Transfer Time' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: 'overtime1' } });
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: 'normal' } });
    fireEvent.change(within(dialog).getByLabelText(/^Time \(hrs:mins\)/), { target: { value: '0:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('overtime 1 holds 0 minutes, fewer than 30')).toBeTruthy();

    answer = { ...created, resultCode: 200, resultText: 'Shift changes are locked', id: null };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const result = await screen.findByText('200 Shift changes are locked');
    expect(result.closest('.pf-m-warning')).toBeTruthy();
  });

  it('deletes one adjustment, or all of the day with Delete Adjustment, after confirming', async () => {
    asUser('clkTimeAdjustments');
    const requests = mockApi({
      GetEmployeeShiftAdjustments: [anAdjustment()],
      DeleteAdjustment: (request: { body: { id?: string } }) =>
        request.body.id ? { resultCode: 2, resultText: 'Deleted', deleted: 1, shift: null } : { resultCode: 3, resultText: 'Records deleted', deleted: 1, shift: null },
    });
    renderTab('time');
    const table = await screen.findByRole('grid', { name: 'Time adjustments' });
    fireEvent.click(within(table).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await screen.findByText('2 Deleted');

    fireEvent.click(screen.getByRole('button', { name: 'Delete Adjustment' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await screen.findByText('3 Records deleted');
    expect(requests.filter((request) => request.call === 'DeleteAdjustment').map((request) => request.body)).toEqual([{ id: 'a1' }, { employeeShiftID: 'es1' }]);
  });
});

describe('shift adjustments tab', () => {
  const cleared: ShiftAdjustment = {
    id: 'sa1',
    employeeID: 'e7',
    shiftDate: '2026-03-02',
    employeeShiftID: 'es1',
    exception: 103,
    clearedStatus: 109,
    reasonID: 'r1',
    reasonName: 'Bus strike',
    note: null,
    createdBy: 'u1',
    createdAt: '2026-03-03T08:00:00.000Z',
  };

  it('lists cleared exceptions and hides the actions without clkShiftChanges', async () => {
    asUser();
    mockApi({ GetEmployeeShiftShiftAdjustments: [cleared] });
    renderTab('shift', aShift({ statuses: [1, 109] }));
    const table = await screen.findByRole('grid', { name: 'Shift adjustments' });
    expect(within(table).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['103 Late in', '109 Cleared adjustment: late in', 'Bus strike', '']);
    expect(screen.queryByRole('button', { name: 'Clear exception' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it("clears one of the day's exceptions with a reason and shows the result", async () => {
    asUser('clkShiftChanges');
    const requests = mockApi({
      GetEmployeeShiftShiftAdjustments: [],
      ...lookups,
      CreateShiftAdjustment: { resultCode: 1, resultText: 'Record created', id: 'sa2', employeeID: 'e7', shiftDate: '2026-03-02', shift: aShift() },
    });
    renderTab('shift');
    fireEvent.click(await screen.findByRole('button', { name: 'Clear exception' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('option', { name: /Late in/ })).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Select a shift adjustment reason')).toBeTruthy();
    await within(dialog).findByRole('option', { name: 'Bus strike' });
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'r1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('1 Record created');
    expect(requests.find((request) => request.call === 'CreateShiftAdjustment')?.body).toEqual({ exception: 103, reasonID: 'r1' });
  });
});
