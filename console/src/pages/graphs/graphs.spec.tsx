import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GraphAttendanceRate, GraphHoursByDepartment, GraphStatusesPerDay, GraphTopExceptions } from '@tna/contracts';
import { describe, expect, it } from 'vitest';
import { logIn, mockApi, renderRoute, withStatus } from '../../test/render';

const STATUSES: GraphStatusesPerDay = {
  series: [
    { code: 1, text: 'Clocked in/out', points: [{ date: '2026-03-09', count: 2 }, { date: '2026-03-10', count: 1 }] },
    { code: 103, text: 'Late in', points: [{ date: '2026-03-09', count: 0 }, { date: '2026-03-10', count: 1 }] },
  ],
};
const HOURS: GraphHoursByDepartment = {
  buckets: [
    { key: 'normal', label: 'Normal' },
    { key: 'overTime1', label: 'OT1' },
  ],
  departments: [{ departmentID: 'd-1', name: 'Packing', minutes: [1440, 90] }],
};
const TOP: GraphTopExceptions = {
  statuses: [{ code: 103, text: 'Late in' }],
  employees: [{ employeeID: 'e-1', employeeNumber: '1001', name: 'Nkosi, Thandi', total: 1, counts: [1] }],
};
const ATTENDANCE: GraphAttendanceRate = {
  days: [
    { date: '2026-03-09', scheduled: 2, attended: 2, onLeave: 0, ratePercent: 100 },
    { date: '2026-03-10', scheduled: 2, attended: 1, onLeave: 1, ratePercent: 50 },
  ],
  overall: { scheduled: 4, attended: 3, onLeave: 1, ratePercent: 75 },
};

const cellsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent));

// Four Victory charts drawn again on each change take seconds in jsdom on a busy 2-core machine.
describe('Employee Graphs', { timeout: 45_000 }, () => {
  it('draws the four graphs for the period and saved filter, with their numbers', async () => {
    const requests = mockApi({
      GetEmployeeFilters_IDName: [{ id: 'f0000000-0000-4000-8000-000000000001', name: 'Packing floor' }],
      GetGraphStatusesPerDay: STATUSES,
      GetGraphHoursByDepartment: HOURS,
      GetGraphTopExceptions: TOP,
      GetGraphAttendanceRate: ATTENDANCE,
    });
    logIn({ permissions: ['rptGraph'] });
    renderRoute('/graphs');
    await screen.findByRole('heading', { name: 'Employee Graphs', level: 1 });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-09' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-10' } });
    const mode = screen.getByLabelText('Employees');
    fireEvent.change(mode, { target: { value: 'filter' } });
    const filter = await screen.findByLabelText('Employee filter');
    await waitFor(() => expect(within(filter).getByRole('option', { name: 'Packing floor' })).toBeTruthy());
    fireEvent.change(filter, { target: { value: 'f0000000-0000-4000-8000-000000000001' } });
    fireEvent.change(screen.getByLabelText('Employees shown'), { target: { value: '5' } });

    expect(await screen.findByText('75% of 4 rostered days attended (3); 1 on leave.')).toBeTruthy();
    const selection = { from: '2026-03-09', to: '2026-03-10', reportFilterID: 'f0000000-0000-4000-8000-000000000001' };
    const last = (call: string) => requests.filter((request) => request.call === call).at(-1)?.body;
    await waitFor(() => expect(last('GetGraphTopExceptions')).toEqual({ ...selection, top: 5 }));
    expect(last('GetGraphStatusesPerDay')).toEqual(selection);
    expect(last('GetGraphHoursByDepartment')).toEqual(selection);
    expect(last('GetGraphAttendanceRate')).toEqual(selection);

    for (const title of ['Statuses per day', 'Hours by department', 'Top exceptions', 'Attendance rate']) {
      const card = screen.getByRole('region', { name: title });
      expect(within(card).getByRole('img', { name: title })).toBeTruthy();
      fireEvent.click(within(card).getByRole('button', { name: 'Show the numbers' }));
    }
    expect(cellsOf(screen.getByRole('grid', { name: 'Statuses per day' })).slice(1)).toEqual([
      ['2026-03-09', '2', '0'],
      ['2026-03-10', '1', '1'],
    ]);
    expect(cellsOf(screen.getByRole('grid', { name: 'Hours by department' })).slice(1)).toEqual([['Packing', '24:00', '1:30']]);
    await waitFor(() => expect(cellsOf(screen.getByRole('grid', { name: 'Top exceptions' })).slice(1)).toEqual([['Nkosi, Thandi (1001)', '1', '1']]));
    expect(cellsOf(screen.getByRole('grid', { name: 'Attendance rate' })).slice(1)).toEqual([
      ['2026-03-09', '2', '2', '0', '100%'],
      ['2026-03-10', '2', '1', '1', '50%'],
    ]);
  });

  it("shows the api's refusal in the graph it concerns", async () => {
    mockApi({
      GetGraphStatusesPerDay: withStatus(400, { error: 'validation failed', field: 'to', message: 'a graph covers at most 366 days' }),
      GetGraphHoursByDepartment: { buckets: [{ key: 'normal', label: 'Normal' }], departments: [] },
      GetGraphTopExceptions: { statuses: [], employees: [] },
      GetGraphAttendanceRate: { days: [], overall: { scheduled: 0, attended: 0, onLeave: 0, ratePercent: null } },
    });
    logIn({ permissions: ['rptGraph'] });
    renderRoute('/graphs');
    expect(await screen.findByText('Cannot draw the graph: a graph covers at most 366 days')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Hours by department' })).getByText('No calculated days for this period and these employees.')).toBeTruthy();
  });
});
