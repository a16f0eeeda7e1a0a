import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logIn, mockApi, renderRoute } from '../../test/render';

const lookups = {
  GetGenders_IDName: [{ id: 'g1', name: 'Female' }],
  GetJobTitles_IDName: [],
  GetBusinessUnits_IDName: [],
  GetDepartments_IDName: [{ id: 'd1', name: 'Packing' }],
  GetCostCentres_IDName: [],
  GetTeams_IDName: [],
  GetJobFunctions_IDName: [],
  GetProjects_IDName: [],
  GetAppointmentTypes_IDName: [],
  GetEthnicGroups_IDName: [],
  GetScannerGroups_IDName: [],
  GetAccessExpiryTemplates_IDName: [],
  GetWorkCycles_IDName: [],
  GetWorkPatterns_IDName: [],
  GetAutoShiftTemplates_IDName: [],
  GetOvertimeLimits_IDName: [],
};

const anEmployeeRow = { id: 'e1', employeeNumber: 'E001', surname: 'Dlamini', firstName: 'Nomsa', preferredName: null, departmentName: 'Packing', jobTitleName: null, employeeStatus: 1, appointmentDate: '2015-02-01' };

describe('employees', () => {
  it('lists employees and filters them on the server', async () => {
    logIn({ permissions: ['empEmployees'] });
    const requests = mockApi({ ...lookups, GetEmployees: { items: [anEmployeeRow], total: 1 } });
    renderRoute('/employee');
    const table = await screen.findByRole('table', { name: 'Employees' });
    expect(await within(table).findByText('Dlamini')).toBeTruthy();
    expect(screen.getByText('Showing 1 to 1 of 1 entries')).toBeTruthy();

    const department = screen.getByRole('combobox', { name: 'Department' });
    await within(department).findByRole('option', { name: 'Packing' });
    fireEvent.change(department, { target: { value: 'd1' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Appointed' }), { target: { value: '2010s' } });
    await waitFor(() => expect(requests.at(-1)?.body).toMatchObject({ departmentID: 'd1', appointmentDate: '2010s', pageNumber: 1, pageSize: 250 }));
  });

  it('adds an employee tab by tab, checking each tab before the next opens', async () => {
    logIn({ permissions: ['empEmployees', 'empEmployeesAdd'] });
    const requests = mockApi({ ...lookups, CreateEmployee: { id: 'e9', version: 1 }, GetEmployees: { items: [], total: 0 } });
    const { router } = renderRoute('/add-employee');

    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Main Details', 'Contact and Photograph', 'Biometrics and Access Expiry', 'Work Rules']);
    expect(tabs.slice(1).every((tab) => tab.getAttribute('aria-disabled') === 'true' || tab.hasAttribute('disabled'))).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Employee # is required')).toBeTruthy();
    expect(screen.getByText('Surname is required')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Employee #' }), { target: { value: 'E100' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Sipho' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Surname' }), { target: { value: 'Ndlovu' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'E-mail' }), { target: { value: 'sipho' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('E-mail must be an e-mail address')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'sipho@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/employee'));
    expect(requests.find((request) => request.call === 'CreateEmployee')?.body).toMatchObject({
      employeeNumber: 'E100',
      firstName: 'Sipho',
      surname: 'Ndlovu',
      email: 'sipho@example.com',
      employeeStatus: 1,
    });
  });

  it('applies the filter screen to the list through the address', async () => {
    logIn({ permissions: ['empEmployees'] });
    const requests = mockApi({ ...lookups, GetEmployees: { items: [anEmployeeRow], total: 1 } });
    const { router } = renderRoute('/employee-filter');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Surname starts with' }), { target: { value: 'Dla' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Appointment date' }), { target: { value: 'custom' } });
    fireEvent.change(await screen.findByLabelText('Appointed from'), { target: { value: '2015-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/employee'));
    await waitFor(() =>
      expect(requests.filter((request) => request.call === 'GetEmployees').at(-1)?.body).toMatchObject({ surname: 'Dla', appointmentDate: { from: '2015-01-01' } }),
    );
    expect(await screen.findByText('Dlamini')).toBeTruthy();
  });

  it('edits an employee with every tab open, sending the version it read', async () => {
    logIn({ permissions: ['empEmployees', 'empEmployeesEdit'] });
    const stored = {
      id: 'e1',
      employeeNumber: 'E001',
      externalEmployeeNumber: 'E001',
      firstName: 'Nomsa',
      surname: 'Dlamini',
      employeeStatus: 1,
      accessExpiryTemplateIDs: [],
      version: 7,
      age: 35,
      hasPhoto: false,
      clockingStatus: { code: 2, text: 'Clocked in' },
      currentShift: { id: 's1', shiftDate: '2026-03-02', statuses: [2], locked: false },
    };
    const requests = mockApi({
      ...lookups,
      GetEmployee: stored,
      GetEmployeePubHolCalendars: [],
      GetPublicHolidayCalendars_IDName: [],
      UpdateEmployee: { ...stored, version: 8 },
      GetEmployees: { items: [], total: 0 },
    });
    const { router } = renderRoute('/edit-employee/e1');
    expect(await screen.findByText('Clocked in')).toBeTruthy();
    expect(screen.getByText('35')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Work Rules' }));
    fireEvent.click(await screen.findByRole('switch', { name: 'Sunday non-working' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/employee'));
    const update = requests.find((request) => request.call === 'UpdateEmployee');
    expect(update?.body).toMatchObject({ id: 'e1', version: 7, sundayNonWorking: true, surname: 'Dlamini' });
  });
});
