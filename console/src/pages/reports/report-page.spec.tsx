import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REPORT_FAILURE_TEXT, type Job } from '@tna/contracts';
import { describe, expect, it, vi } from 'vitest';
import { logIn, mockApi, renderRoute, withStatus } from '../../test/render';

const FILE = { downloadUrl: '/api/DownloadReport?ID=job-7', fileName: 'clocked-times-2026-03-09-2026-03-15.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', bytes: 5120, rows: 12 };

const job = (state: Job['state']): Job => ({
  id: 'job-7',
  service: 'api',
  kind: 'report',
  state,
  progress: { done: state === 'running' ? 3 : 12, total: 12 },
  result: state === 'succeeded' ? FILE : null,
  error: state === 'failed' ? REPORT_FAILURE_TEXT : null,
  requestedBy: null,
  cancelRequested: false,
  createdAt: '2026-03-16T07:00:00Z',
  startedAt: '2026-03-16T07:00:00Z',
  finishedAt: state === 'running' ? null : '2026-03-16T07:00:02Z',
});

const FILTERS = [{ id: '0b6f8d0e-7a41-4c55-9d1e-3f7c2a9b1e01', name: 'Packing floor' }];

function setPeriod(from: string, to: string) {
  fireEvent.change(screen.getByLabelText('From'), { target: { value: from } });
  fireEvent.change(screen.getByLabelText('To'), { target: { value: to } });
}

async function chooseOption(label: string, value: string) {
  const select = await screen.findByLabelText(label);
  await waitFor(() => expect(within(select).getAllByRole('option').some((option) => (option as HTMLOptionElement).value === value)).toBe(true));
  fireEvent.change(select, { target: { value } });
}

const generateBodies = (requests: { call: string; body: unknown }[], call: string) => requests.filter((request) => request.call === call).map((request) => request.body);

describe('report pages', () => {
  it('sends /reports to Clocked Times and lists every report, and the access expiry templates, in the sidebar', async () => {
    logIn({ permissions: ['rptReport', 'setupRules'] });
    mockApi({});
    const { router } = renderRoute('/reports');
    expect(await screen.findByRole('heading', { name: 'Clocked Times', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/reports/clocked-times');
    fireEvent.click(screen.getByRole('button', { name: 'Main navigation' }));
    const sidebar = screen.getByRole('navigation', { name: 'Main' });
    const group = within(sidebar).getByRole('button', { name: 'Reports' });
    expect(group.getAttribute('aria-expanded')).toBe('true');
    const reports = within(group.closest('li')!).getAllByRole('link');
    expect(reports.map((link) => link.textContent)).toEqual([
      'Clocked Times',
      'Adjustments',
      'Shift Status',
      'Top-X Shift Status',
      'Employee Time Total',
      'Work Roster',
      'Pay Code Allocations',
      'Reader Groups',
      'Reader Activity',
      'Attendance',
      'Evacuation',
      'Access Expiry Templates',
    ]);
    expect(reports.at(-1)!.getAttribute('href')).toBe('/settings/access-expiry-template/list');
    expect(within(sidebar).queryByRole('button', { name: 'Graphs' })).toBeNull();
  });

  it('keeps the access expiry link from a user who may not open that list, and the reports from a user without rptReport', async () => {
    logIn({ permissions: ['rptReport', 'rptGraph'] });
    mockApi({});
    renderRoute('/reports/attendance');
    expect(await screen.findByRole('heading', { name: 'Attendance', level: 1 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Main navigation' }));
    const sidebar = screen.getByRole('navigation', { name: 'Main' });
    expect(within(sidebar).queryByRole('link', { name: 'Access Expiry Templates' })).toBeNull();
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Graphs' }));
    expect(within(sidebar).getByRole('link', { name: 'Employee Graphs' }).getAttribute('href')).toBe('/graphs');
  });

  it('sends the shared and the specific options exactly, follows the job and downloads the file with the session token', async () => {
    let polls = 0;
    const requests = mockApi({ GetEmployeeFilters_IDName: FILTERS, GenerateReportClockedTimes: { jobID: 'job-7' }, GetJob: () => (polls++ === 0 ? job('running') : job('succeeded')) });
    logIn({ permissions: ['rptReport'] });
    renderRoute('/reports/clocked-times');
    await screen.findByRole('heading', { name: 'Clocked Times', level: 1 });

    setPeriod('2026-03-09', '2026-03-15');
    await chooseOption('Employees', 'filter');
    await chooseOption('Employee filter', FILTERS[0].id);
    fireEvent.click(screen.getByLabelText('Hours authorised and exported'));
    await chooseOption('Grouped by', 'department');
    expect(within(screen.getByLabelText('Grouped by')).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'No grouping',
      'Team',
      'Department',
      'Cost Centre',
      'Shift',
      'Business Unit',
      'Job Title',
      'Employee Number',
      'Surname',
    ]);
    fireEvent.change(screen.getByLabelText('Report heading'), { target: { value: '  Packing, week 11 ' } });
    fireEvent.click(screen.getByLabelText('Excel'));
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));

    expect(await screen.findByText('clocked-times-2026-03-09-2026-03-15.xlsx: 12 rows.', {}, { timeout: 4000 })).toBeTruthy();
    expect(generateBodies(requests, 'GenerateReportClockedTimes')).toEqual([
      { from: '2026-03-09', to: '2026-03-15', reportFilterID: FILTERS[0].id, groupBy: 'department', heading: 'Packing, week 11', output: 'excel', hoursAuthorisedAndExported: true },
    ]);
    expect(screen.queryAllByRole('link').filter((link) => link.getAttribute('href')?.includes('DownloadReport'))).toEqual([]);

    const seen: { url: string; token: string | null }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      seen.push({ url, token: new Headers(init.headers).get('Token') });
      return new Response('PK', { status: 200, headers: { 'content-disposition': `attachment; filename="${FILE.fileName}"` } });
    });
    const created = vi.fn((_blob: Blob) => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(seen).toEqual([{ url: FILE.downloadUrl, token: 'token-1' }]);
    expect(await created.mock.calls[0][0].text()).toBe('PK');
  });

  it('sends ticked statuses as codes and the count range as numbers, leaving empty options out', async () => {
    const requests = mockApi({ GenerateReportShiftStatuses: { jobID: 'job-7' }, GetJob: job('running') });
    logIn({ permissions: ['rptReport'] });
    renderRoute('/reports/shift-status');
    await screen.findByRole('heading', { name: 'Shift Status', level: 1 });
    setPeriod('2026-03-01', '2026-03-31');
    fireEvent.click(screen.getByLabelText('103 Late in'));
    fireEvent.click(screen.getByLabelText('100 AWOL'));
    fireEvent.change(screen.getByLabelText('Status count from'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await screen.findByRole('progressbar', { name: 'Shift Status' });
    expect(generateBodies(requests, 'GenerateReportShiftStatuses')).toEqual([{ from: '2026-03-01', to: '2026-03-31', output: 'pdf', statuses: [103, 100], minCount: 2 }]);
  });

  it('asks Top-X for its measure, how many and at least one status before it can be generated', async () => {
    const requests = mockApi({ GenerateReportTopXShiftStatuses: { jobID: 'job-7' }, GetJob: job('running') });
    logIn({ permissions: ['rptReport'] });
    renderRoute('/reports/top-x-shift-status');
    await screen.findByRole('heading', { name: 'Top-X Shift Status', level: 1 });
    setPeriod('2026-03-01', '2026-03-31');
    expect(within(screen.getByLabelText('Rank by')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Time/Headcount', 'Incident/Headcount', 'No of Incidents', 'Time Value']);
    expect(screen.getByText('Choose statuses')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Generate' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('101 No IN'));
    fireEvent.change(screen.getByLabelText('Rank by'), { target: { value: 'timeHeadcount' } });
    fireEvent.change(screen.getByLabelText('Top'), { target: { value: '1001' } });
    expect(screen.getByText('Top must be a whole number from 1 to 1000')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Top'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await screen.findByRole('progressbar', { name: 'Top-X Shift Status' });
    expect(generateBodies(requests, 'GenerateReportTopXShiftStatuses')).toEqual([{ from: '2026-03-01', to: '2026-03-31', output: 'pdf', measure: 'timeHeadcount', topX: 5, statuses: [101] }]);
  });

  it('sends the employees picked one by one', async () => {
    const employees = [
      { id: 'e0000000-0000-4000-8000-000000000001', employeeNumber: '1001', firstName: 'Thandi', surname: 'Nkosi', preferredName: null },
      { id: 'e0000000-0000-4000-8000-000000000002', employeeNumber: '1002', firstName: 'Pieter', surname: 'Botha', preferredName: null },
    ];
    const requests = mockApi({ GetEmployees: { items: employees, total: 2 }, GenerateReportTimeTotals: { jobID: 'job-7' }, GetJob: job('running') });
    logIn({ permissions: ['rptReport'] });
    renderRoute('/reports/employee-time-total');
    await screen.findByRole('heading', { name: 'Employee Time Total', level: 1 });
    setPeriod('2026-03-01', '2026-03-31');
    await chooseOption('Employees', 'employees');
    expect((screen.getByRole('button', { name: 'Generate' }) as HTMLButtonElement).disabled).toBe(true);
    for (const employee of employees) {
      fireEvent.click(screen.getByLabelText('Add an employee'));
      fireEvent.click(await screen.findByRole('option', { name: `${employee.firstName} ${employee.surname} (${employee.employeeNumber})` }));
    }
    expect(screen.getByText('Thandi Nkosi (1001)')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Combine overtime values'));
    fireEvent.click(screen.getByLabelText('Excel Text'));
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await screen.findByRole('progressbar', { name: 'Employee Time Total' });
    expect(generateBodies(requests, 'GenerateReportTimeTotals')).toEqual([
      { from: '2026-03-01', to: '2026-03-31', employeeIDs: employees.map((employee) => employee.id), output: 'excelText', includeDayOfWeek: false, combineOvertime: true, excludeNoPay: false },
    ]);
  });

  it('finds the employees of a department by the filter keys and sends them by id', async () => {
    const packer = { id: 'e0000000-0000-4000-8000-000000000003', employeeNumber: '1003', name: 'Dlamini, Sipho' };
    const requests = mockApi({
      ReportFilterEmployeesInitialize: {
        keys: [
          { name: 'surname', label: 'Surname', type: 'string' },
          { name: 'departmentID', label: 'Department', type: 'reference', options: [{ id: 'd0000000-0000-4000-8000-000000000001', name: 'Packing' }] },
        ],
        sorts: [],
        savedFilters: [],
      },
      reportFilterEmployeesCreate: { items: [packer], total: 1 },
      GenerateReportClockedTimes: { jobID: 'job-7' },
      GetJob: job('running'),
    });
    logIn({ permissions: ['rptReport'] });
    renderRoute('/reports/clocked-times');
    await screen.findByRole('heading', { name: 'Clocked Times', level: 1 });
    setPeriod('2026-03-09', '2026-03-15');
    await chooseOption('Employees', 'keys');
    await chooseOption('Department', 'd0000000-0000-4000-8000-000000000001');
    expect((screen.getByRole('button', { name: 'Generate' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Find employees' }));
    expect(await screen.findByText('1 employee found: Dlamini, Sipho (1003)')).toBeTruthy();
    expect(generateBodies(requests, 'reportFilterEmployeesCreate')).toEqual([{ departmentID: 'd0000000-0000-4000-8000-000000000001', pageNumber: 1, pageSize: 1000 }]);
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await screen.findByRole('progressbar', { name: 'Clocked Times' });
    expect(generateBodies(requests, 'GenerateReportClockedTimes')).toEqual([{ from: '2026-03-09', to: '2026-03-15', employeeIDs: [packer.id], output: 'pdf', hoursAuthorisedAndExported: false }]);
  });

  it('asks Evacuation for a day and a time instead of a period, now in the installation zone by default, and a site zone when typed', async () => {
    // 10:15 UTC is 23:15 in Auckland (NZDT): the installation's wall time, not the browser's.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T10:15:00Z'));
    try {
      const requests = mockApi({ GetReportDefaults: { timeZone: 'Pacific/Auckland' }, GenerateReportEmployeeEvacuation: { jobID: 'job-7' }, GetJob: job('running') });
      logIn({ permissions: ['rptReport'] });
      renderRoute('/reports/evacuation');
      await screen.findByRole('heading', { name: 'Evacuation', level: 1 });
      expect(screen.queryByLabelText('From')).toBeNull();
      await waitFor(() => expect((screen.getByLabelText('At') as HTMLInputElement).value).toBe('23:15'));
      expect((screen.getByLabelText('Evacuate on') as HTMLInputElement).value).toBe('2026-03-10');
      fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
      await screen.findByRole('progressbar', { name: 'Evacuation' });
      expect(generateBodies(requests, 'GenerateReportEmployeeEvacuation')).toEqual([{ from: '2026-03-10', to: '2026-03-10', output: 'pdf', evacuateOn: '2026-03-10', evacuateAt: '23:15' }]);

      fireEvent.change(screen.getByLabelText('Evacuate on'), { target: { value: '2026-03-09' } });
      fireEvent.change(screen.getByLabelText('At'), { target: { value: '23:30' } });
      fireEvent.change(screen.getByLabelText('Site time zone'), { target: { value: 'Europe/London' } });
      fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
      await waitFor(() => expect(generateBodies(requests, 'GenerateReportEmployeeEvacuation')).toHaveLength(2));
      expect(generateBodies(requests, 'GenerateReportEmployeeEvacuation')[1]).toEqual({
        from: '2026-03-09',
        to: '2026-03-09',
        output: 'pdf',
        evacuateOn: '2026-03-09',
        evacuateAt: '23:30',
        timeZone: 'Europe/London',
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps Evacuation from being generated without a day, naming it', async () => {
    mockApi({ GetReportDefaults: { timeZone: 'Africa/Johannesburg' } });
    logIn({ permissions: ['rptReport'] });
    renderRoute('/reports/evacuation');
    await waitFor(() => expect((screen.getByLabelText('At') as HTMLInputElement).value).not.toBe(''));
    fireEvent.change(screen.getByLabelText('Evacuate on'), { target: { value: '' } });
    expect(screen.getByText('Choose evacuate on')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Generate' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the specification's text when the report fails, and the api's reason when it refuses the request", async () => {
    let answer: unknown = withStatus(400, { error: 'validation failed', field: 'to', message: 'a report covers at most 366 days' });
    mockApi({ GenerateReportEmployeeAttendance: () => answer, GetJob: job('failed') });
    logIn({ permissions: ['rptReport'] });
    renderRoute('/reports/attendance');
    await screen.findByRole('heading', { name: 'Attendance', level: 1 });
    setPeriod('2025-01-01', '2026-03-31');
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('a report covers at most 366 days')).toBeTruthy();

    answer = { jobID: 'job-7' };
    setPeriod('2026-03-01', '2026-03-31');
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText(REPORT_FAILURE_TEXT, { exact: false, selector: '.pf-v6-c-alert__title' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
  });
});
