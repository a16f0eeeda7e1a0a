import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { EmployeeShift, EmployeeShiftLeaveAction, Permission } from '@tna/contracts';
import { logIn, mockApi, renderWithQueries, type ApiRequest } from '../../../test/render';
import { DayActions } from './day-actions';

const MONDAY = '2026-03-02';
const shift = { id: 'es-1', shiftDate: MONDAY, timeZone: 'Africa/Johannesburg' } as EmployeeShift;

const anApplication = (overrides: Partial<EmployeeShiftLeaveAction> = {}): EmployeeShiftLeaveAction => ({
  applicationID: 'app-1',
  leaveTypeID: 'lt-annual',
  leaveTypeName: 'Annual',
  unit: 2,
  reasonID: null,
  reasonName: null,
  startDate: MONDAY,
  endDate: MONDAY,
  duration: 0.5,
  position: 'BEGIN',
  status: 0,
  statusText: 'New/Waiting',
  cancelled: false,
  bookedShiftID: 'sh-office',
  bookedShiftName: 'Office',
  minutes: 240,
  amount: 0.5,
  applicantComment: null,
  managerComment: null,
  entries: [],
  ...overrides,
});

const leaveApi = (more: Record<string, unknown> = {}) => ({
  GetLeaveTypes_IDName: [
    { id: 'lt-annual', name: 'Annual' },
    { id: 'lt-sick', name: 'Sick' },
  ],
  GetLeaveTypeReasons_IDNameForLeaveTypeID: [{ id: 'r-family', name: 'Family' }],
  ...more,
});

const renderDay = (permissions: Permission[]) => {
  logIn({ permissions: ['empClockings', ...permissions] });
  renderWithQueries(
    <MemoryRouter initialEntries={['/clocking']}>
      <Routes>
        <Route path="/clocking" element={<DayActions day={{ employeeID: 'emp-1', date: MONDAY, shift }} />} />
        <Route path="/leave/approvals" element={<p>Approvals page</p>} />
        <Route path="/leave/statement/:employeeID" element={<p>Statement page</p>} />
      </Routes>
    </MemoryRouter>,
  );
};

const choose = async (label: string) => {
  fireEvent.click(screen.getByRole('button', { name: /^Actions for/ }));
  fireEvent.click(await screen.findByRole('menuitem', { name: label }));
  return screen.findByRole('dialog');
};

const selectLeaveType = async (dialog: HTMLElement, name: string) => {
  const select = within(dialog).getByLabelText(/^Leave type/) as HTMLSelectElement;
  await within(select).findByRole('option', { name });
  fireEvent.change(select, { target: { value: (within(select).getByRole('option', { name }) as HTMLOptionElement).value } });
};

const applyButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
const sent = (requests: ApiRequest[], call: string) => requests.filter((request) => request.call === call).map((request) => request.body);

describe('the leave actions of a day', () => {
  it('offers the leave actions with clkLeave, in one group', async () => {
    renderDay(['clkLeave']);
    mockApi(leaveApi());
    fireEvent.click(screen.getByRole('button', { name: /^Actions for/ }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Apply for leave',
      'Change leave application',
      'Cancel leave',
      'Change original shift',
      'Leave statement',
      'Current leave balance',
      'Approve leave',
    ]);
  });

  it('refuses an end date before the start date in the form, and sends nothing', async () => {
    const requests = mockApi(leaveApi());
    renderDay(['clkLeave']);
    const dialog = await choose('Apply for leave');
    expect((within(dialog).getByLabelText(/^Start date/) as HTMLInputElement).value).toBe(MONDAY);
    await selectLeaveType(dialog, 'Annual');
    expect(applyButton(dialog).disabled).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/^End date/), { target: { value: '2026-03-01' } });
    expect(within(dialog).getByText('The end date is before the start date')).toBeTruthy();
    expect(applyButton(dialog).disabled).toBe(true);
    fireEvent.submit(dialog.querySelector('form')!);
    expect(sent(requests, 'CreateLeaveApplication')).toEqual([]);
  });

  it.each([['0'], ['1.5'], ['-0.25']])('refuses a custom fraction of %s in the form', async (fraction) => {
    const requests = mockApi(leaveApi());
    renderDay(['clkLeave']);
    const dialog = await choose('Apply for leave');
    await selectLeaveType(dialog, 'Annual');
    fireEvent.change(within(dialog).getByLabelText(/^Duration/), { target: { value: 'custom' } });
    fireEvent.change(within(dialog).getByLabelText(/^Fraction of the shift/), { target: { value: fraction } });
    expect(within(dialog).getByText(/Enter a fraction above 0 and at most 1/)).toBeTruthy();
    expect(applyButton(dialog).disabled).toBe(true);
    fireEvent.submit(dialog.querySelector('form')!);
    expect(sent(requests, 'CreateLeaveApplication')).toEqual([]);
  });

  it('applies for a custom fraction at the end of the shift with a reason of the type, and shows the code with its text', async () => {
    const requests = mockApi(leaveApi({ CreateLeaveApplication: { resultCode: 41, resultText: 'Created for approval', applicationID: 'app-9', status: 0 } }));
    renderDay(['clkLeave']);
    const dialog = await choose('Apply for leave');
    await selectLeaveType(dialog, 'Annual');
    const reason = within(dialog).getByLabelText('Reason') as HTMLSelectElement;
    await within(reason).findByRole('option', { name: 'Family' });
    fireEvent.change(reason, { target: { value: 'r-family' } });
    fireEvent.change(within(dialog).getByLabelText(/^End date/), { target: { value: '2026-03-03' } });
    fireEvent.change(within(dialog).getByLabelText(/^Duration/), { target: { value: 'custom' } });
    fireEvent.change(within(dialog).getByLabelText(/^Fraction of the shift/), { target: { value: '0.125' } });
    fireEvent.click(within(dialog).getByLabelText('End'));
    fireEvent.change(within(dialog).getByLabelText('Applicant comment'), { target: { value: ' Dentist ' } });
    // Only a user who may decide leave is offered to grant it at once.
    expect(within(dialog).queryByLabelText('Approve now')).toBeTruthy();
    fireEvent.click(applyButton(dialog));

    expect(await within(dialog).findByText('41 Created for approval.')).toBeTruthy();
    expect(sent(requests, 'CreateLeaveApplication')).toEqual([
      { employeeID: 'emp-1', leaveTypeID: 'lt-annual', reasonID: 'r-family', startDate: MONDAY, endDate: '2026-03-03', duration: 0.125, position: 'END', applicantComment: 'Dentist' },
    ]);
  });

  it('shows a refusal with the day it concerns as a warning', async () => {
    mockApi(leaveApi({ CreateLeaveApplication: { resultCode: 44, resultText: 'Overlaps leave to be approved', shiftDate: MONDAY } }));
    renderDay(['clkLeave']);
    const dialog = await choose('Apply for leave');
    await selectLeaveType(dialog, 'Sick');
    fireEvent.click(within(dialog).getByLabelText('Approve now'));
    fireEvent.click(applyButton(dialog));
    const alert = await within(dialog).findByText(`44 Overlaps leave to be approved: on ${MONDAY}.`);
    expect(alert.closest('.pf-m-warning')).toBeTruthy();
  });

  it("cancels the day's application", async () => {
    const requests = mockApi({
      GetEmployeeShiftLeaveActions: [anApplication(), anApplication({ applicationID: 'app-old', status: 22, statusText: 'Finally Declined', leaveTypeName: 'Sick' })],
      CancelLeaveApplication: { resultCode: 50, resultText: 'Cancelled' },
    });
    renderDay(['clkLeave']);
    const dialog = await choose('Cancel leave');
    // The finally declined application is no longer leave to cancel; the one left is picked.
    expect(await within(dialog).findByLabelText(`Annual, ${MONDAY} ×0.5 (beginning), New/Waiting`)).toBeTruthy();
    expect(within(dialog).queryByText(/Sick/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel leave' }));
    expect(await within(dialog).findByText('50 Cancelled.')).toBeTruthy();
    expect(sent(requests, 'CancelLeaveApplication')).toEqual([{ applicationID: 'app-1' }]);
  });

  it('changes an application: cancels it, then applies with the changed form', async () => {
    const requests = mockApi(
      leaveApi({
        GetEmployeeShiftLeaveActions: [anApplication()],
        CancelLeaveApplication: { resultCode: 50, resultText: 'Cancelled' },
        CreateLeaveApplication: { resultCode: 41, resultText: 'Created for approval', applicationID: 'app-2', status: 0 },
      }),
    );
    renderDay(['clkLeave']);
    let dialog = await choose('Change leave application');
    await within(dialog).findByLabelText(/^Annual/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    dialog = await screen.findByRole('dialog', { name: 'Change leave application' });
    expect((within(dialog).getByLabelText(/^Duration/) as HTMLSelectElement).value).toBe('0.5');
    await within(within(dialog).getByLabelText(/^Leave type/)).findByRole('option', { name: 'Annual' });
    fireEvent.change(within(dialog).getByLabelText(/^Duration/), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change application' }));
    expect(await within(dialog).findByText('50 Cancelled; 41 Created for approval.')).toBeTruthy();
    expect(sent(requests, 'CancelLeaveApplication')).toEqual([{ applicationID: 'app-1' }]);
    expect(sent(requests, 'CreateLeaveApplication')).toEqual([{ employeeID: 'emp-1', leaveTypeID: 'lt-annual', startDate: MONDAY, endDate: MONDAY, duration: 1 }]);
  });

  it('changes the original shift of the day', async () => {
    const requests = mockApi({
      GetShifts_IDName: [{ id: 'sh-long', name: 'Long day' }],
      ChangeLeaveOriginalShift: { resultCode: 153, resultText: 'Not on leave' },
    });
    renderDay(['clkLeave']);
    const dialog = await choose('Change original shift');
    const select = within(dialog).getByLabelText(/^Original shift/) as HTMLSelectElement;
    await within(select).findByRole('option', { name: 'Long day' });
    fireEvent.change(select, { target: { value: 'sh-long' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change original shift' }));
    expect(await within(dialog).findByText('153 Not on leave.')).toBeTruthy();
    expect(sent(requests, 'ChangeLeaveOriginalShift')).toEqual([{ employeeShiftID: 'es-1', shiftID: 'sh-long' }]);
  });

  it('shows the current balances in a modal', async () => {
    mockApi({ GetLeaveBalances: [{ leaveTypeID: 'lt-annual', leaveTypeName: 'Annual', unit: 2, balance: 12.5, booked: 1, pending: 0.5 }] });
    renderDay(['clkLeave']);
    const dialog = await choose('Current leave balance');
    const row = await within(dialog).findByRole('row', { name: /Annual/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Annual', '12.5', '1', '0.5', 'Days']);
  });

  it('goes to the employee\'s statement', async () => {
    mockApi({});
    renderDay(['clkLeave']);
    fireEvent.click(screen.getByRole('button', { name: /^Actions for/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Leave statement' }));
    expect(await screen.findByText('Statement page')).toBeTruthy();
  });
});
