import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job, RecalcResult } from '@tna/contracts';
import { aShift, aWorkCycle, employees } from '../../services/time-engine/bench/engine-fixture';
import { ApiClient } from '../support/api-client';
import { startProduct, type RunningProduct } from '../support/stacks';
import { waitFor } from '../support/wait';

const EMPLOYEES = 3_000;
const DAYS = 31;

describe('the time engine killed while a large recalculation job is half done (distributed mode)', () => {
  let product: RunningProduct;

  beforeAll(async () => {
    // Every recalculation is a job; a worker silent for 1.5 s is dead, so the restart takes over soon.
    product = await startProduct('distributed', 'job-crash', { TNA_RECALC_SYNC_DAYS: '1', TNA_JOB_HEARTBEAT_MS: '500' });
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('finishes the job exactly once after a restart: every employee-day recalculated, progress never backwards', async () => {
    const api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);
    const db = { query: product.query } as unknown as DataSource;
    const shift = await aShift(db, { name: 'Every day' });
    const { workCycleID } = await aWorkCycle(db, [shift, shift, shift, shift, shift, shift, shift]);
    const ids = await employees(db, EMPLOYEES, { workCycleID, startDate: '2026-03-01' });
    const timeEngine = product.processes.find((p) => p.name === 'time-engine')!;

    const answer = await api.ok<RecalcResult>('RecalcTimeValues', { employeeIDs: ids, from: '2026-03-01', to: '2026-03-31' });
    expect(answer).toMatchObject({ resultCode: 12, employees: EMPLOYEES, days: EMPLOYEES * DAYS });
    const id = answer.requestID!;

    // Progress as the console reads it, polled throughout, the crash included.
    const seen: number[] = [];
    const poll = async () => {
      const job = await api.ok<Job>('GetJob', undefined, { method: 'GET', query: { ID: id } });
      seen.push(job.progress.done);
      return job;
    };
    const halfDone = await waitFor('the job half done', async () => {
      const job = await poll();
      return job.state === 'running' && job.progress.done >= EMPLOYEES / 3 ? job : undefined;
    }, 300_000, 100);
    await timeEngine.kill('SIGKILL');
    const [atCrash] = await product.query<{ state: string; done: number }>('SELECT state, progress_done AS done FROM time_engine.jobs WHERE id = $1', [id]);
    expect(atCrash.state).toBe('running');
    expect(atCrash.done).toBeGreaterThanOrEqual(halfDone.progress.done);
    expect(atCrash.done).toBeLessThan(EMPLOYEES);
    await poll();
    timeEngine.start();
    await timeEngine.waitHealthy();

    const done = await waitFor('the job to end', async () => {
      const job = await poll();
      return job.finishedAt !== null ? job : undefined;
    }, 300_000, 100);
    expect(done).toMatchObject({ state: 'succeeded', progress: { done: EMPLOYEES, total: EMPLOYEES }, error: null });
    // Totals are committed with each chunk: a chunk done twice would count its days twice.
    expect(done.result).toEqual({ employees: EMPLOYEES, days: EMPLOYEES * DAYS, lockedDays: 0, failedDays: 0 });
    for (let i = 1; i < seen.length; i++) expect(seen[i], `poll ${i} of ${seen.length}`).toBeGreaterThanOrEqual(seen[i - 1]);
    expect(seen.some((value) => value > 0 && value < EMPLOYEES)).toBe(true);

    const [days] = await product.query<{ rows: number; employees: number; per_day: number }>(
      `SELECT count(*)::int AS rows, count(DISTINCT employee_id)::int AS employees, max(n)::int AS per_day FROM (
         SELECT employee_id, count(*) OVER (PARTITION BY employee_id, shift_date) AS n FROM time_engine.employee_shifts
          WHERE employee_id = ANY($1::uuid[]) AND shift_date BETWEEN '2026-03-01' AND '2026-03-31') d`,
      [ids],
    );
    expect(days).toEqual({ rows: EMPLOYEES * DAYS, employees: EMPLOYEES, per_day: 1 });
    const [jobs] = await product.query<{ n: number }>(`SELECT count(*)::int AS n FROM time_engine.jobs WHERE kind = 'recalculation'`);
    expect(jobs.n).toBe(1);
    expect(timeEngine.logTail(400)).toContain('job resumed');
  }, 900_000);
});
