import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DataExport, Job, ListResult } from '@tna/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logIn, mockApi, renderRoute, withStatus } from '../../test/render';

const PAYROLLS = [{ id: 'p-weekly', name: 'Weekly' }];
const TEMPLATES = [
  { id: 't-generic', name: 'Generic CSV' },
  { id: 't-adp', name: 'ADP-style CSV (EPI paydata)' },
];
const RESULT = { exportID: 'x-2', downloadUrl: '/api/GetDataExportFile?ID=x-2', rows: 2, totals: [{ payCode: 'NT', minutes: 960, amount: 1600 }], sha256: 'ab', delta: false };
const job = (state: Job['state'], done: number): Job =>
  ({
    id: 'job-1',
    service: 'payroll',
    kind: 'payroll-export',
    state,
    progress: { done, total: 2 },
    result: state === 'succeeded' ? RESULT : null,
    error: null,
    requestedBy: null,
    cancelRequested: false,
    createdAt: '2026-03-09T07:00:00Z',
    startedAt: '2026-03-09T07:00:00Z',
    finishedAt: state === 'succeeded' ? '2026-03-09T07:00:02Z' : null,
  }) as unknown as Job;
const PAST: ListResult<DataExport> = {
  total: 1,
  items: [
    {
      id: 'x-1',
      payrollID: 'p-weekly',
      payrollName: 'Weekly',
      from: '2026-03-02',
      to: '2026-03-08',
      templateID: 't-generic',
      templateName: 'Generic CSV',
      templateVersion: 1,
      approvedOnly: true,
      notYetExported: true,
      full: false,
      delta: false,
      rows: 3,
      totals: [],
      sha256: 'cd',
      fileName: 'payroll-0042_2026-03-02_2026-03-08_generic-csv_20260309-070000.csv',
      fileBytes: 300,
      createdByID: 'u-1',
      createdByName: 'Pat Payroll',
      createdAt: '2026-03-09T07:00:00Z',
      downloadUrl: '/api/GetDataExportFile?ID=x-1',
    },
  ],
};

async function choose(label: string, name: string, options: { id: string; name: string }[]) {
  const select = await screen.findByLabelText(label);
  await waitFor(() => expect(within(select).getByRole('option', { name })).toBeTruthy());
  fireEvent.change(select, { target: { value: options.find((option) => option.name === name)!.id } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Data Export', () => {
  it('exports a payroll with the options and a template, shows the template parameters, the progress, the totals, and lists past exports', async () => {
    let polls = 0;
    const requests = mockApi({
      GetPayrolls_IDName: PAYROLLS,
      GetDataExportTemplates_IDName: TEMPLATES,
      GetDataExportTemplateParameters_ForDataExportTemplateID: [{ type: 'CompanyCode', label: 'ADP company code', required: true }],
      GetDataExports: PAST,
      DataExportFromTemplate: { jobID: 'job-1' },
      GetJob: () => (polls++ === 0 ? job('running', 1) : job('succeeded', 2)),
    });
    logIn({ permissions: ['dataExport'] });
    renderRoute('/data-export');
    expect(await screen.findByText('Pat Payroll')).toBeTruthy();
    expect(screen.getByRole('button', { name: PAST.items[0].fileName })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-09' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-15' } });
    await choose('Payroll', 'Weekly', PAYROLLS);
    await choose('Export template', 'ADP-style CSV (EPI paydata)', TEMPLATES);
    expect(await screen.findByText('CompanyCode: ADP company code (required)')).toBeTruthy();
    await choose('Export template', 'Generic CSV', TEMPLATES);
    fireEvent.click(screen.getByLabelText('Approved hours only'));
    fireEvent.click(screen.getByLabelText('Full export'));
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));

    expect(await screen.findByText('2 lines exported.', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download the file' })).toBeTruthy();
    const totals = screen.getByRole('grid', { name: 'Export totals' });
    expect(within(totals).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['NT', '16.00', '1,600.00']);
    expect(requests.filter((request) => request.call === 'DataExportFromTemplate').map((request) => request.body)).toEqual([
      { payrollID: 'p-weekly', from: '2026-03-09', to: '2026-03-15', approvedOnly: false, notYetExported: true, full: true, templateID: 't-generic' },
    ]);
    // The list is asked again once the export is done.
    await waitFor(() => expect(requests.filter((request) => request.call === 'GetDataExports').length).toBeGreaterThan(1));
  });

  it('downloads a past export with the session token, never by a plain link', async () => {
    mockApi({ GetPayrolls_IDName: PAYROLLS, GetDataExportTemplates_IDName: TEMPLATES, GetDataExports: PAST });
    logIn({ permissions: ['dataExport'] });
    renderRoute('/data-export');
    const button = await screen.findByRole('button', { name: PAST.items[0].fileName });
    expect(screen.queryAllByRole('link').filter((link) => link.getAttribute('href')?.includes('GetDataExportFile'))).toEqual([]);
    const seen: { url: string; token: string | null }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      seen.push({ url, token: new Headers(init.headers).get('Token') });
      return new Response('a,b\r\n', { status: 200, headers: { 'content-disposition': `attachment; filename="${PAST.items[0].fileName}"` } });
    });
    const created = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    fireEvent.click(button);
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(seen).toEqual([{ url: '/api/GetDataExportFile?ID=x-1', token: expect.any(String) }]);
  });

  it("shows the server's refusal as it is", async () => {
    mockApi({
      GetPayrolls_IDName: PAYROLLS,
      GetDataExportTemplates_IDName: TEMPLATES,
      GetDataExportTemplateParameters_ForDataExportTemplateID: [],
      GetDataExports: { items: [], total: 0 },
      DataExportFromTemplate: withStatus(400, { error: 'validation failed', field: 'to', message: 'a run covers at most 366 days' }),
    });
    logIn({ permissions: ['dataExport'] });
    renderRoute('/data-export');
    expect(await screen.findByText('No exports yet')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-15' } });
    await choose('Payroll', 'Weekly', PAYROLLS);
    await choose('Export template', 'Generic CSV', TEMPLATES);
    expect(await screen.findByText("None: the template needs nothing from the payroll's parameters.")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('a run covers at most 366 days')).toBeTruthy();
  });
});
