import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logIn, mockApi, renderRoute, withStatus, type ApiRequest } from '../../test/render';

const lookups: Record<string, unknown> = Object.fromEntries(
  ['Genders', 'JobTitles', 'BusinessUnits', 'CostCentres', 'Teams', 'JobFunctions', 'Projects', 'AppointmentTypes', 'Payrolls', 'ScannerGroups', 'AccessExpiryTemplates', 'WorkCycles', 'AutoShiftTemplates', 'LeaveSchemes', 'OvertimeLimits'].map(
    (name) => [`Get${name}_IDName`, []],
  ),
);
lookups.GetDepartments_IDName = [{ id: 'd1', name: 'Packing' }, { id: 'd2', name: 'Dispatch' }];

const row = (id: string, employeeNumber: string) => ({ id, employeeNumber, surname: `S${employeeNumber}`, firstName: 'A', preferredName: null, departmentName: 'Packing', jobTitleName: null, employeeStatus: 1, appointmentDate: null });

/** The list's filter chooses the employees: two in Packing, three in all. */
const employees = (request: ApiRequest) => {
  const items = (request.body as { departmentID?: string }).departmentID === 'd1' ? [row('e1', '001'), row('e2', '002')] : [row('e1', '001'), row('e2', '002'), row('e3', '003')];
  return { items, total: items.length };
};

async function openModal() {
  renderRoute('/employee?departmentID=d1');
  fireEvent.click(await screen.findByRole('button', { name: 'Bulk update' }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByText('2 employees match the filter');
  return dialog;
}

describe('employee bulk update', () => {
  it('is there only with empEmployeesEdit', async () => {
    logIn({ permissions: ['empEmployees'] });
    mockApi({ ...lookups, GetEmployees: employees });
    renderRoute('/employee');
    await screen.findByRole('table', { name: 'Employees' });
    expect(screen.queryByRole('button', { name: 'Bulk update' })).toBeNull();
  });

  it("has the specification's three tabs and sends the ticked fields for the employees the list's filter matches", async () => {
    logIn({ permissions: ['empEmployees', 'empEmployeesEdit'] });
    const requests = mockApi({ ...lookups, GetEmployees: employees, EmployeeBulkUpdate: { updated: 2 } });
    const dialog = await openModal();
    expect(within(dialog).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Main details', 'Biometrics and access expiry', 'Others']);

    fireEvent.click(within(dialog).getByLabelText('Change Department'));
    const department = within(dialog).getByRole('combobox', { name: 'Department' });
    await within(department).findByRole('option', { name: 'Dispatch' });
    fireEvent.change(department, { target: { value: 'd2' } });
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Others' }));
    fireEvent.click(within(dialog).getByLabelText('Change FILO clocking rule'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update 2 employees' }));

    expect(await within(dialog).findByText('2 employees updated')).toBeTruthy();
    expect(requests.find((request) => request.call === 'EmployeeBulkUpdate')?.body).toEqual({ employeeIDs: ['e1', 'e2'], changes: { departmentID: 'd2', filo: false } });
  });

  it("shows the api's refusal at the field it names, nothing updated", async () => {
    logIn({ permissions: ['empEmployees', 'empEmployeesEdit'] });
    mockApi({
      ...lookups,
      GetEmployees: employees,
      EmployeeBulkUpdate: withStatus(400, { error: 'validation failed', field: 'changes.timeZone', message: 'Time zone must be an IANA time zone', fields: [{ field: 'changes.timeZone', message: 'Time zone must be an IANA time zone' }] }),
    });
    const dialog = await openModal();
    fireEvent.click(within(dialog).getByLabelText('Change Time zone'));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Time zone' }), { target: { value: 'Mars/Olympus' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update 2 employees' }));

    expect(await within(dialog).findByText('Nothing was updated: changes.timeZone: Time zone must be an IANA time zone')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getAllByText('Time zone must be an IANA time zone')).toHaveLength(1));
  });
});
