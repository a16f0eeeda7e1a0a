import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { idNameCallOf, type EmployeeListItem } from '@tna/contracts';
import { logIn, mockApi, withStatus, type ApiRequest, renderWithQueries } from '../../../test/render';
import { EMPLOYEE_FILTERS } from '../../employee/employee-toolbar';
import { BulkButtons } from './bulk-buttons';

const anEmployee = (id: string, employeeNumber: string): EmployeeListItem => ({
  id,
  employeeNumber,
  externalEmployeeNumber: employeeNumber,
  firstName: 'Sam',
  surname: `Number ${employeeNumber}`,
  preferredName: null,
  departmentID: null,
  departmentName: null,
  jobTitleName: null,
  businessUnitName: null,
  employeeStatus: 1,
  appointmentDate: null,
  version: 1,
});

const pickLists = Object.fromEntries(EMPLOYEE_FILTERS.map(({ entity }) => [idNameCallOf(entity)!, []]));
const lookups = {
  ...pickLists,
  GetEmployees: { items: [anEmployee('e1', '001'), anEmployee('e2', '002'), anEmployee('e3', '003')], total: 3 },
  GetAdjustmentTypes: { items: [{ id: 't1', name: 'Pay time', action: 'addTime' }], total: 1 },
  GetEmployeeShiftAdjustmentReasons: { items: [], total: 0 },
};

const renderButtons = () => renderWithQueries(<BulkButtons range={{ from: '2026-03-02', to: '2026-03-08' }} />);

async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Adjust many employees…' }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByText('3 employees match the filter');
  return dialog;
}

describe('time adjustments on many employees', () => {
  it('is offered with clkTimeAdjustments only, and the no-pay kind with clkNoPay only', async () => {
    logIn({ permissions: ['empClockings', 'clkTimeAdjustments'] });
    mockApi(lookups);
    const { unmount } = renderButtons();
    expect(screen.queryByRole('button', { name: 'Many employees…' })).toBeNull();
    const dialog = await openDialog();
    const kinds = within(within(dialog).getByLabelText(/^Adjustment\W*$/)).getAllByRole('option').map((option) => option.textContent);
    expect(kinds).toEqual(['Create Adjustment', 'Approved Future Overtime', 'Transfer Time']);
    unmount();

    logIn({ permissions: ['empClockings', 'clkTimeAdjustments', 'clkNoPay'] });
    renderButtons();
    const again = await openDialog();
    expect(within(within(again).getByLabelText(/^Adjustment\W*$/)).getAllByRole('option').map((option) => option.textContent)).toContain('Create from No Pay');
  });

  it("asks for the action with the specification's message, then adjusts each employee's day by employee and date and shows each result code", async () => {
    logIn({ permissions: ['empClockings', 'clkTimeAdjustments'] });
    const requests = mockApi({
      ...lookups,
      CreateAdjustment: (request: ApiRequest) => {
        const { employeeID } = request.body as { employeeID: string };
        if (employeeID === 'e2') return { resultCode: 200, resultText: 'Shift changes are locked', id: null, employeeID, shiftDate: '2026-03-08', shift: null };
        if (employeeID === 'e3') return withStatus(504, { error: 'The time engine did not answer in time', call: 'CreateAdjustment' });
        return { resultCode: 1, resultText: 'Record created', id: 'a1', employeeID, shiftDate: '2026-03-08', shift: null };
      },
    });
    renderButtons();
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(/^Time \(hrs:mins\)/), { target: { value: '0:15' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply to all' }));
    expect(await within(dialog).findByText('Select one of the Add/Deduct Time radio buttons')).toBeTruthy();
    expect(requests.some((request) => request.call === 'CreateAdjustment')).toBe(false);

    fireEvent.click(within(dialog).getByLabelText('Add / pay time'));
    await within(dialog).findByRole('option', { name: 'Pay time' });
    fireEvent.change(within(dialog).getByLabelText('Adjustment type'), { target: { value: 't1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply to all' }));

    await within(dialog).findByText('3 of 3: 1 done, 1 not done, 1 failed');
    const sent = requests.filter((request) => request.call === 'CreateAdjustment').map((request) => request.body);
    expect(sent).toContainEqual({ kind: 'time', minutes: 15, adjustmentTypeID: 't1', timeValue: 'normal', employeeID: 'e1', date: '2026-03-08' });
    const table = within(dialog).getByRole('grid', { name: 'Outcome per employee' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent?.trim()))
      .sort();
    expect(rows).toEqual([
      ['001', 'Sam Number 001', '1', 'Done: Record created'],
      ['002', 'Sam Number 002', '200', 'Not done: Shift changes are locked'],
      ['003', 'Sam Number 003', '—', 'Failed: The time engine did not answer in time'],
    ]);
    expect(within(dialog).queryByRole('button', { name: 'Apply to all' })).toBeNull();
  });
});
