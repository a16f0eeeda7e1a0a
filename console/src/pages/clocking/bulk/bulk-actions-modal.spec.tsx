import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { idNameCallOf, type EmployeeListItem, type Permission } from '@tna/contracts';
import { logIn, mockApi, withStatus, type ApiRequest, renderWithQueries } from '../../../test/render';
import { EMPLOYEE_FILTERS } from '../../employee/employee-toolbar';
import { BulkButtons } from './bulk-buttons';

const anEmployee = (id: string, employeeNumber: string, surname: string): EmployeeListItem => ({
  id,
  employeeNumber,
  externalEmployeeNumber: employeeNumber,
  firstName: 'Pat',
  surname,
  preferredName: null,
  departmentID: 'd1',
  departmentName: 'Packing',
  jobTitleName: null,
  businessUnitName: null,
  employeeStatus: 1,
  appointmentDate: null,
  version: 1,
});

const EMPLOYEES = [anEmployee('e1', '001', 'Adams'), anEmployee('e2', '002', 'Baker'), anEmployee('e3', '003', 'Clark')];

/** Every filter key's pick list, with one department to choose. */
const pickLists = Object.fromEntries(EMPLOYEE_FILTERS.map(({ entity }) => [idNameCallOf(entity)!, entity === 'Department' ? [{ id: 'd1', name: 'Packing' }] : []]));

const employeesAnswer = (request: ApiRequest) => {
  const body = request.body as { departmentID?: string };
  const items = body.departmentID === 'd1' ? EMPLOYEES : [...EMPLOYEES, anEmployee('e4', '004', 'Drew')];
  return { items, total: items.length };
};

const renderButtons = () => renderWithQueries(<BulkButtons range={{ from: '2026-03-02', to: '2026-03-08' }} />);

const asUser = (...permissions: Permission[]) => logIn({ permissions: ['empClockings', ...permissions] });
const employeeOf = (request: ApiRequest) => (request.body as { employeeIDs: string[] }).employeeIDs[0];

async function openWithDepartment() {
  fireEvent.click(screen.getByRole('button', { name: 'Many employees…' }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('option', { name: 'Packing' });
  fireEvent.change(within(dialog).getByRole('combobox', { name: 'Department' }), { target: { value: 'd1' } });
  await within(dialog).findByText('3 employees match the filter');
  return dialog;
}

function outcomeRows(dialog: HTMLElement) {
  const table = within(dialog).getByRole('grid', { name: 'Outcome per employee' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent?.trim()));
}

describe('actions on many employees', () => {
  it('offers only the actions the session holds the flags of, and nothing without any', () => {
    asUser('clkLockUnlock');
    mockApi({ ...pickLists, GetEmployees: employeesAnswer });
    const { unmount } = renderButtons();
    expect(screen.queryByRole('button', { name: 'Adjust many employees…' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Many employees…' }));
    const options = within(screen.getByRole('combobox', { name: 'Action' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Lock', 'Unlock']);
    unmount();

    asUser();
    renderButtons();
    expect(screen.queryByRole('button', { name: 'Many employees…' })).toBeNull();
  });

  it('chooses the employees by the filter keys and shows each one its result code, a refused one among the done', async () => {
    asUser('clkAuthoriseHours');
    const requests = mockApi({
      ...pickLists,
      GetEmployees: employeesAnswer,
      AuthUnAuthHoursEmplsDateRange: (request: ApiRequest) =>
        employeeOf(request) === 'e2' ? { resultCode: 102, resultText: 'You may not authorise or unauthorise your own hours' } : { authorise: true, days: 7, lockedDays: employeeOf(request) === 'e3' ? 2 : 0 },
    });
    renderButtons();
    const dialog = await openWithDepartment();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply to all' }));

    await within(dialog).findByText('3 of 3: 2 done, 1 not done, 0 failed');
    expect(requests.filter((request) => request.call === 'GetEmployees').at(-1)?.body).toMatchObject({ departmentID: 'd1' });
    const sent = requests.filter((request) => request.call === 'AuthUnAuthHoursEmplsDateRange').map((request) => request.body);
    expect(sent).toHaveLength(3);
    expect(sent).toContainEqual({ employeeIDs: ['e1'], from: '2026-03-02', to: '2026-03-08', authorise: true });
    expect(outcomeRows(dialog).sort()).toEqual([
      ['001', 'Pat Adams', '—', 'Done: 7 days authorised'],
      ['002', 'Pat Baker', '102', 'Not done: You may not authorise or unauthorise your own hours'],
      ['003', 'Pat Clark', '—', 'Done: 7 days authorised, 2 days locked left as they were'],
    ]);
  });

  it("shows a failed call as that employee's outcome with the api's message, and a scheduled recalculation's job", async () => {
    asUser('clkRecalculate');
    mockApi({
      ...pickLists,
      GetEmployees: employeesAnswer,
      RecalcTimeValues: (request: ApiRequest) =>
        employeeOf(request) === 'e1'
          ? withStatus(400, { error: 'validation failed', field: 'employeeIDs', message: 'no such employee: e1' })
          : employeeOf(request) === 'e2'
            ? { resultCode: 12, resultText: 'Scheduled for recalculation', employees: 1, days: 7, requestID: 'job-1' }
            : { resultCode: 11, resultText: 'Recalculated', employees: 1, days: 7, lockedDays: 0, failedDays: 0 },
      GetJob: { id: 'job-1', service: 'time-engine', kind: 'recalculation', state: 'running', progress: { done: 0, total: 1 }, result: null, error: null, requestedBy: null, cancelRequested: false, createdAt: '', startedAt: '', finishedAt: null },
    });
    renderButtons();
    const dialog = await openWithDepartment();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply to all' }));

    await within(dialog).findByText('3 of 3: 2 done, 0 not done, 1 failed');
    const rows = outcomeRows(dialog).sort();
    expect(rows[0]).toEqual(['001', 'Pat Adams', '—', 'Failed: employeeIDs: no such employee: e1']);
    expect(rows[2]).toEqual(['003', 'Pat Clark', '11', 'Done: Recalculated: 7 days recalculated']);
    expect(rows[1].slice(0, 3)).toEqual(['002', 'Pat Baker', '12']);
    expect(await within(dialog).findByRole('progressbar', { name: 'Recalculation of 002' })).toBeTruthy();
  });

  it('sends nothing for a range that ends before it starts, or a shift change without a shift', async () => {
    asUser('clkShiftChanges');
    const requests = mockApi({ ...pickLists, GetEmployees: employeesAnswer, GetShifts_IDName: [{ id: 's1', name: 'Day' }], GetEmployeeShiftAdjustmentReasons: { items: [], total: 0 } });
    renderButtons();
    const dialog = await openWithDepartment();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply to all' }));
    expect(await within(dialog).findByText('Choose a shift, or day off')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/^Shift/), { target: { value: 'day-off' } });
    fireEvent.change(within(dialog).getByLabelText(/^To/), { target: { value: '2026-03-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply to all' }));
    expect(await within(dialog).findByText('to must not be before from')).toBeTruthy();
    await waitFor(() => expect(requests.some((request) => request.call === 'ChangeShift')).toBe(false));
  });
});
