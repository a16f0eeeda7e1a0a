import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_FAILURE_TEXT, type Job, type ListResult, type ReportFile, type ReportFilterEmployee, type ReportFilterEmployeesInitializeResult } from '@tna/contracts';
import type { ApiClient } from '../support/api-client';
import { jobEnded } from '../support/jobs';
import { waitFor } from '../support/wait';
import { startSecuredProduct, type SecuredProduct } from '../security/support/product';
import { aUserWith } from '../security/support/users';
import { aClockedCompany, MONDAY, TUESDAY, type ClockedCompany } from './support/clocked-company';
import { downloadReport, generateReport } from './support/reports';

/** Report jobs and downloads, the Generate calls' checks and the employee selection calls (issue #16, docs/reports.md). */
let product: SecuredProduct;
let reporter: ApiClient;
let reporterID: string;
let colleague: ApiClient;
let company: ClockedCompany;
const UNKNOWN = '6a1f5c3e-2b4d-4e8f-9a0b-1c2d3e4f5a6b';

const reportJobs = async () => (await product.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM api.jobs WHERE kind = 'report'`))[0].n;
const clockedTimes = (body: Record<string, unknown>) => reporter.call<{ error: string; field: string; message: string }>('GenerateReportClockedTimes', body);
const valid = { from: MONDAY, to: TUESDAY, output: 'excelText' };

beforeAll(async () => {
  product = await startSecuredProduct('report-jobs');
  company = await aClockedCompany(product.admin);
  const asked = await aUserWith(product.admin, product.url, ['rptReport']);
  reporter = asked.client;
  reporterID = asked.user.id;
  colleague = (await aUserWith(product.admin, product.url, ['rptReport'])).client;
}, 120_000);

afterAll(async () => {
  await product?.stop();
});

describe('a report job', () => {
  it('runs in the api, shows its progress in rows and ends with the file, which only the user who asked downloads', async () => {
    const { job, file, headers } = await generateReport(reporter, 'GenerateReportClockedTimes', valid);
    const result = job.result as ReportFile;
    expect(job).toMatchObject({ service: 'api', kind: 'report', state: 'succeeded', error: null });
    expect(job.progress.done).toBe(6);
    expect(result).toEqual({
      downloadUrl: `/api/DownloadReport?ID=${job.id}`,
      fileName: `clocked-times-${MONDAY}-${TUESDAY}.txt`,
      contentType: 'text/tab-separated-values; charset=utf-8',
      bytes: file.length,
      rows: 6,
    });
    expect(headers.get('content-disposition')).toBe(`attachment; filename="clocked-times-${MONDAY}-${TUESDAY}.txt"`);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(file.subarray(3).toString('utf8').split('\r\n')[0]).toMatch(/^Date\tDay\tShift\tClockings/);

    // Another user with the same right, and the administrator, may not fetch it; nobody without a session.
    expect((await downloadReport(colleague, result.downloadUrl)).status).toBe(403);
    expect((await downloadReport(product.admin, result.downloadUrl)).status).toBe(403);
    expect((await fetch(new URL(result.downloadUrl, product.url))).status).toBe(401);
    expect((await downloadReport(reporter, `/api/DownloadReport?ID=${UNKNOWN}`)).status).toBe(404);
    expect((await downloadReport(reporter, '/api/DownloadReport?ID=not-an-id')).status).toBe(400);
    // The report's file is in PostgreSQL, in parts.
    expect(await product.database.query('SELECT part, octet_length(bytes)::int AS bytes FROM api.report_file_parts WHERE job_id = $1', [job.id])).toEqual([{ part: 0, bytes: file.length }]);
  });

  it('a file older than 7 days is gone: 404', async () => {
    const { job } = await generateReport(reporter, 'GenerateReportClockedTimes', valid);
    await product.database.query(`UPDATE api.report_files SET created_at = now() - interval '8 days' WHERE job_id = $1`, [job.id]);
    const download = await downloadReport(reporter, (job.result as ReportFile).downloadUrl);
    expect(download.status).toBe(404);
    expect(JSON.parse(download.body.toString('utf8'))).toMatchObject({ error: 'The report has expired' });
  });

  it("that fails ends failed with the specification's text, logs the cause, keeps no file, and the download answers 409", async () => {
    // A real failure of the query: the time engine's view is missing while the report runs.
    await product.database.query('ALTER VIEW time_engine.v_employee_shifts RENAME TO v_employee_shifts_away');
    let job: Job;
    try {
      const { jobID } = await reporter.ok<{ jobID: string }>('GenerateReportClockedTimes', valid);
      job = await jobEnded(reporter, jobID);
    } finally {
      await product.database.query('ALTER VIEW time_engine.v_employee_shifts_away RENAME TO v_employee_shifts');
    }
    expect(job).toMatchObject({ state: 'failed', error: REPORT_FAILURE_TEXT, result: null });
    expect(product.process.logTail(200)).toContain('relation \\"time_engine.v_employee_shifts\\" does not exist');
    expect(await product.database.query('SELECT job_id FROM api.report_files WHERE job_id = $1', [job.id])).toEqual([]);
    expect((await downloadReport(reporter, `/api/DownloadReport?ID=${job.id}`)).status).toBe(409);
    // The next report runs.
    expect((await generateReport(reporter, 'GenerateReportClockedTimes', valid)).job.state).toBe('succeeded');
  });
});

describe('an evacuation', () => {
  it('never waits behind another report: it ends while a report asked for before it is still running', async () => {
    // The earlier report is held mid-way: a table only it reads is locked until the evacuation has ended.
    const holder = new Client({ connectionString: product.database.url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE api.adjustment_types IN ACCESS EXCLUSIVE MODE');
      const { jobID: held } = await reporter.ok<{ jobID: string }>('GenerateReportAdjustments', valid);
      await waitFor('the adjustments report to be running', async () => {
        const job = await reporter.ok<Job>('GetJob', undefined, { method: 'GET', query: { ID: held } });
        return job.state === 'running' ? true : undefined;
      });
      const { jobID } = await reporter.ok<{ jobID: string }>('GenerateReportEmployeeEvacuation', { ...valid, evacuateOn: MONDAY, evacuateAt: '12:00' });
      const evacuation = await jobEnded(reporter, jobID);
      expect(evacuation).toMatchObject({ kind: 'evacuation-report', state: 'succeeded' });
      expect((evacuation.result as ReportFile).rows).toBe(2);
      expect(await reporter.ok<Job>('GetJob', undefined, { method: 'GET', query: { ID: held } })).toMatchObject({ kind: 'report', state: 'running' });
      await holder.query('ROLLBACK');
      expect(await jobEnded(reporter, held)).toMatchObject({ state: 'succeeded' });
      expect((await downloadReport(reporter, (evacuation.result as ReportFile).downloadUrl)).status).toBe(200);
    } finally {
      await holder.end();
    }
  });
});

describe('CancelJob of an api job', () => {
  it('is served by the api itself: a queued job ends cancelled, and cancelling it again is a 409', async () => {
    // A queued job of a kind no runner takes, so it is still queued when the cancel arrives.
    const id = '0b4f6c2e-8d1a-4e3b-9c5d-7f6e5d4c3b2a';
    await product.database.query(`INSERT INTO api.jobs (id, kind, payload, requested_by_kind, requested_by_id) VALUES ($1, 'report-held', '{}', 'user', $2)`, [id, reporterID]);
    expect(await reporter.ok<Job>('CancelJob', { id })).toMatchObject({ id, service: 'api', state: 'cancelled' });
    expect((await reporter.call('CancelJob', { id })).status).toBe(409);
  });
});

describe('a Generate call refuses bad input with a 400 naming the field, and starts nothing', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['a period over 366 days', { ...valid, from: '2025-01-01', to: '2026-01-02' }, 'to'],
    ['to before from', { ...valid, from: TUESDAY, to: MONDAY }, 'to'],
    ['a date not in the calendar', { ...valid, to: '2026-02-30', from: '2026-02-01' }, 'to'],
    ['an unknown grouping', { ...valid, groupBy: 'planet' }, 'groupBy'],
    ['an output no report is made as', { ...valid, output: 'word' }, 'output'],
    ['an unknown report filter', { ...valid, reportFilterID: UNKNOWN }, 'reportFilterID'],
    ['both employees and a report filter', { ...valid, employeeIDs: [UNKNOWN], reportFilterID: UNKNOWN }, 'reportFilterID'],
    ['an unknown employee', { ...valid, employeeIDs: [UNKNOWN] }, 'employeeIDs'],
    ['an empty list of employees', { ...valid, employeeIDs: [] }, 'employeeIDs'],
    ['an option of the wrong type', { ...valid, hoursAuthorisedAndExported: 'yes' }, 'hoursAuthorisedAndExported'],
  ];

  it.each(cases)('%s', async (_what, body, field) => {
    const before = await reportJobs();
    const answer = await clockedTimes(body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.field).toBe(field);
    expect(await reportJobs()).toBe(before);
    expect((await fetch(new URL('/health', product.url))).status).toBe(200);
  });

  it('and a user without rptReport may not start one, nor read the report defaults', async () => {
    const { client } = await aUserWith(product.admin, product.url, ['empEmployees']);
    expect((await client.call('GenerateReportClockedTimes', valid)).status).toBe(403);
    expect((await client.call('GetReportDefaults', undefined, { method: 'GET' })).status).toBe(403);
  });

  it('GetReportDefaults answers the installation zone, in which the Evacuation page reads "now"', async () => {
    expect(await reporter.ok('GetReportDefaults', undefined, { method: 'GET' })).toEqual({ timeZone: 'Africa/Johannesburg' });
  });
});

describe('employee selection', () => {
  it('a saved filter selects whoever was employed in the report period, leavers included; the alerts keep today\'s staff', async () => {
    // Lee left Night Ops on Monday evening: the filter's report of Monday and Tuesday covers him, one of later days does not.
    const lee = await product.admin.ok<{ id: string }>('CreateEmployee', {
      employeeNumber: 'R1009',
      firstName: 'Lee',
      surname: 'Leaver',
      departmentID: company.nightOps.id,
      appointmentDate: '2020-01-06',
      terminationDate: MONDAY,
      employeeStatus: 0,
    });
    const covered = async (from: string, to: string) => {
      const { jobID } = await reporter.ok<{ jobID: string }>('GenerateReportClockedTimes', { ...valid, from, to, reportFilterID: company.filter.id });
      const [{ ids }] = await product.database.query<{ ids: string[] }>(`SELECT payload->'context'->'employeeIDs' AS ids FROM api.jobs WHERE id = $1`, [jobID]);
      return [...ids].sort();
    };
    expect(await covered(MONDAY, TUESDAY)).toEqual([company.nora.id, lee.id].sort());
    expect(await covered(TUESDAY, TUESDAY)).toEqual([company.nora.id]);
    // The alerts' members of the same filter: today's staff only.
    const today = await product.database.query<{ id: string }>('SELECT m.id FROM api.employee_filter_members($1) AS m (id)', [company.filter.id]);
    expect(today.map((row) => row.id)).toEqual([company.nora.id]);
  });

  it('ReportFilterEmployeesInitialize offers the employee filter keys with their choices, the orders and the saved filters', async () => {
    const offered = await reporter.ok<ReportFilterEmployeesInitializeResult>('ReportFilterEmployeesInitialize', {});
    expect(offered.keys.map((key) => key.name)).toEqual([
      'surname',
      'preferredName',
      'genderID',
      'jobTitleID',
      'businessUnitID',
      'departmentID',
      'costCentreID',
      'teamID',
      'scannerGroupID',
      'appointmentDateFrom',
      'appointmentDateTo',
    ]);
    expect(offered.keys.find((key) => key.name === 'departmentID')).toEqual({
      name: 'departmentID',
      label: 'Department',
      type: 'reference',
      options: [
        { id: company.dayOps.id, name: 'Day Ops' },
        { id: company.nightOps.id, name: 'Night Ops' },
      ],
    });
    expect(offered.sorts.map((sort) => sort.value)).toEqual(['surname', 'employeeNumber', 'firstName', 'appointmentDate']);
    expect(offered.savedFilters).toEqual([{ id: company.filter.id, name: 'Night people' }]);
  });

  it('reportFilterEmployeesCreate answers the employees the keys select, saving nothing', async () => {
    const filters = async () => (await product.database.query<{ n: number }>('SELECT count(*)::int AS n FROM api.employee_filters'))[0].n;
    const before = await filters();
    const day = await reporter.ok<ListResult<ReportFilterEmployee>>('reportFilterEmployeesCreate', { departmentID: company.dayOps.id });
    expect(day).toEqual({
      items: [
        { id: company.ada.id, employeeNumber: 'R1001', name: 'Day, Ada' },
        { id: company.ben.id, employeeNumber: 'R1003', name: 'Day, Ben' },
      ],
      total: 2,
    });
    const byNumber = await reporter.ok<ListResult<ReportFilterEmployee>>('reportFilterEmployeesCreate', { surname: 'da', sortBy: 'employeeNumber', pageSize: 1, pageNumber: 2 });
    expect(byNumber).toEqual({ items: [{ id: company.ben.id, employeeNumber: 'R1003', name: 'Day, Ben' }], total: 2 });
    expect((await reporter.ok<ListResult<ReportFilterEmployee>>('reportFilterEmployeesCreate', {})).total).toBe(3);
    expect(await filters()).toBe(before);
  });

  it('reportFilterEmployeesCreate refuses a bad key with a 400 naming it', async () => {
    const bad = async (body: Record<string, unknown>) => (await reporter.call<{ field: string }>('reportFilterEmployeesCreate', body)).body.field;
    expect(await bad({ departmentID: 'sales' })).toBe('departmentID');
    expect(await bad({ appointmentDateFrom: '2026-05-01', appointmentDateTo: '2026-04-01' })).toBe('appointmentDateTo');
    expect(await bad({ sortBy: 'salary' })).toBe('sortBy');
  });
});
