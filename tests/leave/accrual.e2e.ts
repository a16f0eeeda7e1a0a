import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job, RunLeaveAccrualResult } from '@tna/contracts';
import { anEmployee, unique, type Saved } from '../master-data/master-data.factories';
import { aUserWith } from '../security/support/users';
import { ApiClient } from '../support/api-client';
import { startProduct, type RunningProduct } from '../support/stacks';
import { jobEnded } from '../support/jobs';

interface Entry {
  source_key: string;
  entry_date: string;
  action: number;
  amount: number;
}

/** RunLeaveAccrual through the api: the leave service's job, its entries, re-runs and corrections, and its refusals. */
describe('leave accrual on demand (embedded mode)', () => {
  let product: RunningProduct;
  let admin: ApiClient;
  let leaveType: Saved;
  let rule: Saved;
  let employee: Saved & Record<string, unknown>;

  const accrue = async (asOf: string) => {
    const answer = await admin.ok<RunLeaveAccrualResult>('RunLeaveAccrual', { asOf });
    expect(answer).toMatchObject({ resultCode: 12, resultText: 'Scheduled', jobID: expect.any(String) });
    return jobEnded(admin, answer.jobID, 60_000);
  };
  const ledger = () =>
    product.query<Entry>(
      'SELECT source_key, entry_date::text, action, amount::float8 AS amount FROM leave.v_ledger_entries WHERE employee_id = $1 AND leave_type_id = $2 ORDER BY seq',
      [employee.id, leaveType.id],
    );

  beforeAll(async () => {
    product = await startProduct('embedded', 'leave-accrual');
    admin = new ApiClient(product.apiUrl);
    await admin.login('admin', product.adminPassword);
    leaveType = await admin.ok<Saved>('CreateLeaveType', { name: unique('Annual'), unitOfMeasure: 2 });
    rule = await admin.ok<Saved>('CreateLeaveRule', { name: unique('Monthly'), leaveTypeID: leaveType.id, lengthOfService: 0, accrualInterval: 3, accrueType: 'everyXIntervals', x: 1, accrueValue: '1.25' });
    const scheme = await admin.ok<Saved>('CreateLeaveScheme', { name: unique('Staff'), leaveRules: [{ leaveRuleID: rule.id }] });
    employee = await admin.ok('CreateEmployee', anEmployee({ appointmentDate: '2026-02-01', leaveSchemeID: scheme.id }));
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('runs as a leave job that posts each ended month once; a second run posts nothing', async () => {
    const job = await accrue('2026-04-30');
    expect(job).toMatchObject({ service: 'leave', kind: 'leave-accrual', state: 'succeeded', requestedBy: { kind: 'user' } });
    expect((job.result as { entries: number }).entries).toBeGreaterThanOrEqual(3);
    const posted = await ledger();
    expect(posted.map((entry) => [entry.source_key, entry.entry_date, entry.action, entry.amount])).toEqual([
      [`accrual:${rule.id}:2026-02-28`, '2026-02-28', 1, 1.25],
      [`accrual:${rule.id}:2026-03-31`, '2026-03-31', 1, 1.25],
      [`accrual:${rule.id}:2026-04-30`, '2026-04-30', 1, 1.25],
    ]);
    const again = await accrue('2026-04-30');
    expect(again).toMatchObject({ state: 'succeeded', result: { entries: 0 } });
    expect(await ledger()).toEqual(posted);
  });

  it('corrects a backdated appointment date with new entries, not duplicates', async () => {
    const current = await admin.ok<Saved & Record<string, unknown>>('GetEmployee', undefined, { method: 'GET', query: { ID: employee.id } });
    const updated = await admin.call('UpdateEmployee', { ...current, appointmentDate: '2026-02-15' }, { method: 'PUT', query: { ID: employee.id } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    await accrue('2026-04-30');
    const entries = await ledger();
    // February from the 15th: 14 of 28 days earn half of 1.25.
    expect(entries.map((entry) => [entry.source_key, entry.amount])).toEqual([
      [`accrual:${rule.id}:2026-02-28`, 1.25],
      [`accrual:${rule.id}:2026-03-31`, 1.25],
      [`accrual:${rule.id}:2026-04-30`, 1.25],
      ['accrual:2026-02-28:c1', -0.625],
    ]);
  });

  it('refuses an asOf in the future (400 naming asOf) and a caller without setupRules (403)', async () => {
    const future = await admin.call<{ field: string }>('RunLeaveAccrual', { asOf: '2999-01-01' });
    expect(future.status).toBe(400);
    expect(future.body.field).toBe('asOf');
    const malformed = await admin.call<{ field: string }>('RunLeaveAccrual', { asOf: '1 May' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.field).toBe('asOf');
    const { client } = await aUserWith(admin, product.apiUrl, ['clkLeave']);
    expect((await client.call('RunLeaveAccrual', {})).status).toBe(403);
    const jobs = await product.query<{ n: number }>(`SELECT count(*)::int AS n FROM leave.jobs WHERE payload->>'asOf' = '2999-01-01'`);
    expect(jobs[0].n).toBe(0);
  });

  it('cancels a queued leave job through CancelJob, sent to the leave service', async () => {
    // Queued straight into the leave service's table, so the runner has not taken it yet.
    const [queued] = await product.query<{ id: string }>(
      `INSERT INTO leave.jobs (id, kind, payload, requested_by_kind, requested_by_id, state) VALUES (gen_random_uuid(), 'leave-accrual', '{}', 'system', 'test', 'queued') RETURNING id`,
    );
    await product.query(`UPDATE leave.jobs SET claimed_by = 'elsewhere', state = 'running', heartbeat_at = now() + interval '1 hour' WHERE id = $1`, [queued.id]);
    const cancelled = await admin.ok<Job>('CancelJob', { id: queued.id });
    expect(cancelled).toMatchObject({ id: queued.id, service: 'leave', cancelRequested: true });
  });
});
