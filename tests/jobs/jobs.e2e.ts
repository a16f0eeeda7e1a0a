import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job, ListResult, RecalcResult } from '@tna/contracts';
import { aShift, aWorkCycle, employees } from '../../services/time-engine/bench/engine-fixture';
import { aUserWith } from '../security/support/users';
import { ApiClient } from '../support/api-client';
import { aCompany } from '../support/company';
import { startProduct, type RunningProduct } from '../support/stacks';
import { jobEnded } from '../support/jobs';

/** Recalculations above this many employee-days become jobs. */
const SYNC_DAYS = 10;
const UNKNOWN = '6a1f5c3e-2b4d-4e8f-9a0b-1c2d3e4f5a6b';

describe('GetJob, GetJobs and CancelJob (embedded mode)', () => {
  let product: RunningProduct;
  let admin: ApiClient;
  let employeeIDs: string[];

  const ended = (client: ApiClient, id: string) => jobEnded(client, id, 120_000);
  const recalcJob = async (client: ApiClient, ids: string[], to = '2026-03-31') => {
    const answer = await client.ok<RecalcResult>('RecalcTimeValues', { employeeIDs: ids, from: '2026-03-01', to });
    expect(answer.resultCode).toBe(12);
    return answer.requestID!;
  };

  beforeAll(async () => {
    product = await startProduct('embedded', 'jobs', { TNA_RECALC_SYNC_DAYS: String(SYNC_DAYS) });
    admin = new ApiClient(product.apiUrl);
    await admin.login('admin', product.adminPassword);
    employeeIDs = (await aCompany(admin, { employees: 2, readers: 0 })).employees.map((employee) => employee.id);
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('answers a scheduled recalculation as a job that ends succeeded, its progress in employees', async () => {
    const id = await recalcJob(admin, employeeIDs);
    const job = await ended(admin, id);
    expect(job).toMatchObject({
      id,
      service: 'time-engine',
      kind: 'recalculation',
      state: 'succeeded',
      progress: { done: 2, total: 2 },
      result: { employees: 2, lockedDays: 0, failedDays: 0 },
      error: null,
      requestedBy: { kind: 'user' },
      cancelRequested: false,
    });
    expect(Date.parse(job.createdAt)).toBeLessThanOrEqual(Date.parse(job.startedAt!));
    expect(Date.parse(job.startedAt!)).toBeLessThanOrEqual(Date.parse(job.finishedAt!));

    const list = await admin.ok<ListResult<Job>>('GetJobs', { state: 'succeeded', kind: 'recalculation' });
    expect(list.items.map((item) => item.id)).toContain(id);
    expect(list.total).toBe(list.items.length);
    const empty = await admin.ok<ListResult<Job>>('GetJobs', { state: 'failed' });
    expect(empty).toEqual({ items: [], total: 0 });
  });

  it('refuses bad input: a malformed id 400, an unknown one 404, a finished job cannot be cancelled (409)', async () => {
    const malformed = await admin.call<{ field: string }>('GetJob', undefined, { method: 'GET', query: { ID: 'job-1' } });
    expect(malformed).toMatchObject({ status: 400, body: { field: 'ID' } });
    expect((await admin.call('GetJob', undefined, { method: 'GET' })).status).toBe(400);
    expect((await admin.call('GetJob', undefined, { method: 'GET', query: { ID: UNKNOWN } })).status).toBe(404);
    expect((await admin.call<{ field: string }>('GetJobs', { state: 'done' })).body).toMatchObject({ field: 'state' });
    expect((await admin.call<{ field: string }>('CancelJob', { id: 'x' })).body).toMatchObject({ field: 'id' });
    expect((await admin.call('CancelJob', { id: UNKNOWN })).status).toBe(404);
    const [finished] = (await admin.ok<ListResult<Job>>('GetJobs', { state: 'succeeded' })).items;
    expect(await admin.call('CancelJob', { id: finished.id })).toMatchObject({ status: 409 });
    expect((await ended(admin, finished.id)).state).toBe('succeeded');
  });

  it("shows a user only their own jobs and refuses another user's, which setupSystem sees", async () => {
    const { client: clerk } = await aUserWith(admin, product.apiUrl, ['clkRecalculate', 'empEmployees']);
    expect(await clerk.ok<ListResult<Job>>('GetJobs', {})).toEqual({ items: [], total: 0 });
    const [adminJob] = (await admin.ok<ListResult<Job>>('GetJobs', {})).items;
    expect(await clerk.call('GetJob', undefined, { method: 'GET', query: { ID: adminJob.id } })).toMatchObject({ status: 403, body: { error: 'Unauthorized access' } });
    expect((await clerk.call('CancelJob', { id: adminJob.id })).status).toBe(403);

    const own = await recalcJob(clerk, employeeIDs);
    expect((await ended(clerk, own)).state).toBe('succeeded');
    const mine = await clerk.ok<ListResult<Job>>('GetJobs', {});
    expect(mine.items.map((job) => job.id)).toEqual([own]);
    expect(mine.total).toBe(1);

    const everyone = await admin.ok<ListResult<Job>>('GetJobs', { pageSize: 100 });
    expect(everyone.items.map((job) => job.id)).toEqual(expect.arrayContaining([own, adminJob.id]));
    const adminsOwn = await admin.ok<ListResult<Job>>('GetJobs', { mine: true, pageSize: 100 });
    expect(adminsOwn.items.map((job) => job.id)).not.toContain(own);
    const { client: auditor } = await aUserWith(admin, product.apiUrl, ['setupSystem']);
    expect((await auditor.ok<Job>('GetJob', undefined, { method: 'GET', query: { ID: own } })).id).toBe(own);
  });

  it('cancels a running recalculation at its next chunk: the job ends cancelled with its progress kept', async () => {
    // 300 rostered employees over a quarter: the first chunk of 250 takes long enough to cancel during it.
    const db = { query: product.query } as unknown as DataSource;
    const shift = await aShift(db, { name: 'Cancel day' });
    const { workCycleID } = await aWorkCycle(db, [shift, shift, shift, shift, shift, shift, shift]);
    const many = await employees(db, 300, { workCycleID, startDate: '2026-01-01' });
    const answer = await admin.ok<RecalcResult>('RecalcTimeValues', { employeeIDs: many, from: '2026-01-01', to: '2026-03-31' });
    const cancelled = await admin.ok<Job>('CancelJob', { id: answer.requestID });
    expect(cancelled.cancelRequested).toBe(true);
    const job = await ended(admin, answer.requestID!);
    expect(job).toMatchObject({ state: 'cancelled', progress: { total: 300 } });
    expect(job.progress.done).toBeLessThan(300);
    const [stored] = await product.query<{ employees: number }>(
      'SELECT count(DISTINCT employee_id)::int AS employees FROM time_engine.employee_shifts WHERE employee_id = ANY($1::uuid[])',
      [many],
    );
    expect(stored.employees).toBe(job.progress.done);
    // The service is still healthy: the next job runs.
    expect((await ended(admin, await recalcJob(admin, employeeIDs))).state).toBe('succeeded');
  });
});
