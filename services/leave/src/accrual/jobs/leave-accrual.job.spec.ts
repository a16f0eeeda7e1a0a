import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueue, JobRunner, type ServiceRuntime } from '@tna/platform';
import { createTestDatabase, type TestDatabase } from '../../../../../tests/support/postgres';
import { aLeaveRule, aLeaveScheme, aLeaveType, leaveEmployees, openLeaveDatabase, workedWeekdays, type LeaveDatabase } from '../../../bench/accrual-fixture';
import { EMPLOYEES_PER_CHUNK, LeaveAccrualJob, LEAVE_ACCRUAL, type LeaveAccrualResult } from './leave-accrual.job';

const TIMING = { pollMs: 60_000, heartbeatMs: 200, staleAfterMs: 600 };

interface Entry {
  source_key: string;
  entry_date: string;
  action: number;
  amount: number;
}

/** The accrual job against PostgreSQL: the api's views, the engine's days and the ledger as migrated. */
describe('the leave accrual job', () => {
  let database: TestDatabase;
  let db: LeaveDatabase;
  let runner: JobRunner;
  let annual: string;
  let monthly: string;
  let earned: string;
  let perHours: string;
  let scheme: string;

  beforeAll(async () => {
    database = await createTestDatabase('leave_accrual_job');
    db = await openLeaveDatabase(database.url);
    const runtime = { service: 'leave', config: { TNA_TIME_ZONE: 'UTC' }, dataSource: db.leave, logger: pino({ level: 'silent' }) } as unknown as ServiceRuntime;
    runner = new JobRunner(runtime, [new LeaveAccrualJob(runtime)], TIMING);
    runner.start();
    annual = await aLeaveType(db.api);
    monthly = await aLeaveRule(db.api, { leaveTypeID: annual, accrueValue: '1.5', carryOverLimit: 5 });
    earned = await aLeaveType(db.api, 1);
    // An hour of leave for every 8 hours worked (normal plus overtime), counted each month.
    perHours = await aLeaveRule(db.api, { leaveTypeID: earned, accrueType: 'perXHoursWorked', x: 8, accrueValue: '1' });
    scheme = await aLeaveScheme(db.api, [monthly, perHours]);
  });

  afterAll(async () => {
    await runner?.stop();
    await db?.close();
    await database?.drop();
  });

  beforeEach(async () => {
    await db.leave.query('TRUNCATE leave.ledger_entries, leave.jobs');
    await db.api.query('UPDATE api.employees SET leave_scheme_id = NULL');
  });

  const run = async (asOf: string): Promise<LeaveAccrualResult & { done: number; total: number }> => {
    const id = await db.leave.transaction((manager) => enqueue(manager, LEAVE_ACCRUAL, { asOf }, { kind: 'user', id: '6a1f5c3e-2b4d-4e8f-9a0b-1c2d3e4f5a6b' }));
    runner.kick();
    for (;;) {
      const [job] = await db.leave.query('SELECT state, error, result, progress_done AS done, progress_total AS total FROM leave.jobs WHERE id = $1', [id]);
      if (job.state === 'failed') throw new Error(job.error);
      if (job.state === 'succeeded') return { ...job.result, done: job.done, total: job.total };
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  const ledger = (employeeID: string, leaveTypeID: string): Promise<Entry[]> =>
    db.leave.query('SELECT source_key, entry_date::text, action, amount::float8 AS amount FROM leave.ledger_entries WHERE employee_id = $1 AND leave_type_id = $2 ORDER BY seq', [
      employeeID,
      leaveTypeID,
    ]);
  const sum = (entries: readonly Entry[], action = 1) => Math.round(entries.filter((entry) => entry.action === action).reduce((total, entry) => total + entry.amount, 0) * 10_000) / 10_000;

  it('posts each ended month once, in chunks of employees, and nothing when run again', async () => {
    const many = await leaveEmployees(db.api, EMPLOYEES_PER_CHUNK + 20, '2025-06-01', scheme);
    const unappointed = await leaveEmployees(db.api, 1, null, scheme);
    const first = await run('2026-03-31');
    expect(first).toMatchObject({ asOf: '2026-03-31', employees: many.length, done: many.length, total: many.length });
    const [one] = many;
    const entries = await ledger(one, annual);
    expect(entries.map((entry) => [entry.source_key, entry.entry_date, entry.action, entry.amount])).toEqual([
      ['accrual:' + monthly + ':2025-12-31', '2025-12-31', 1, 1.5],
      ['lost:2025', '2025-12-31', 5, -5.5],
      ['carry:2025', '2026-01-01', 4, 5],
      ['accrual:' + monthly + ':2026-01-31', '2026-01-31', 1, 1.5],
      ['accrual:' + monthly + ':2026-02-28', '2026-02-28', 1, 1.5],
      ['accrual:' + monthly + ':2026-03-31', '2026-03-31', 1, 1.5],
    ]);
    expect(await ledger(unappointed[0], annual)).toEqual([]);
    // No worked time, no hours-worked leave: its year end carries 0.
    expect(await ledger(one, earned)).toEqual([{ source_key: 'carry:2025', entry_date: '2026-01-01', action: 4, amount: 0 }]);
    expect(first.entries).toBe(many.length * 7);

    const again = await run('2026-03-31');
    expect(again).toMatchObject({ employees: many.length, entries: 0 });
    expect(await ledger(one, annual)).toEqual(entries);
  });

  it('after days of not running posts exactly the missing periods', async () => {
    const [one] = await leaveEmployees(db.api, 1, '2026-01-01', scheme);
    await run('2026-02-10');
    expect((await ledger(one, annual)).map((entry) => entry.source_key)).toEqual([`accrual:${monthly}:2026-01-31`]);
    await run('2026-05-02');
    expect((await ledger(one, annual)).map((entry) => entry.source_key)).toEqual([
      `accrual:${monthly}:2026-01-31`,
      `accrual:${monthly}:2026-02-28`,
      `accrual:${monthly}:2026-03-31`,
      `accrual:${monthly}:2026-04-30`,
    ]);
  });

  it('corrects a backdated appointment date with new entries, never duplicates', async () => {
    const [one] = await leaveEmployees(db.api, 1, '2026-02-15', scheme);
    await run('2026-03-31');
    const before = await ledger(one, annual);
    // February from the 15th: 14 of 28 days.
    expect(before.map((entry) => [entry.source_key, entry.amount])).toEqual([
      [`accrual:${monthly}:2026-02-28`, 0.75],
      [`accrual:${monthly}:2026-03-31`, 1.5],
    ]);
    await db.api.query('UPDATE api.employees SET appointment_date = $2 WHERE id = $1', [one, '2026-01-01']);
    await run('2026-03-31');
    const after = await ledger(one, annual);
    expect(after.slice(0, 2)).toEqual(before);
    expect(after.slice(2).map((entry) => [entry.source_key, entry.entry_date, entry.amount])).toEqual([
      [`accrual:${monthly}:2026-01-31`, '2026-01-31', 1.5],
      ['accrual:2026-02-28:c1', '2026-02-28', 0.75],
    ]);
    expect(sum(after)).toBe(4.5);

    // Later again: January's accrual is taken back, February's corrected a second time.
    await db.api.query('UPDATE api.employees SET appointment_date = $2 WHERE id = $1', [one, '2026-03-01']);
    await run('2026-03-31');
    const later = await ledger(one, annual);
    expect(later.slice(4).map((entry) => [entry.source_key, entry.amount])).toEqual([
      ['accrual:2026-01-31:c1', -1.5],
      ['accrual:2026-02-28:c2', -1.5],
    ]);
    expect(sum(later)).toBe(1.5);
    expect((await run('2026-03-31')).entries).toBe(0);
  });

  it('accrues hours worked and corrects a month whose worked days were recalculated', async () => {
    const [one] = await leaveEmployees(db.api, 1, '2025-01-01', scheme);
    // January 2026 has 22 weekdays: 22 × 8 h of normal time and 1 h of overtime each day, 22 × 9 h = 198 h → floor(198 / 8) = 24.
    await workedWeekdays(db.engine, [one], '2026-01-01', '2026-01-31', 480, 60);
    await run('2026-01-31');
    const hours = (await ledger(one, earned)).filter((entry) => entry.action === 1);
    expect(hours.map((entry) => [entry.source_key, entry.amount])).toEqual([[`accrual:${perHours}:2026-01-31`, 24]]);
    // Two days recalculated to nothing: 20 × 9 h = 180 h → 22.
    await db.engine.query(`UPDATE time_engine.employee_shifts SET normal_time_tot = 0, over_time1_tot = 0 WHERE employee_id = $1 AND shift_date IN ('2026-01-05', '2026-01-06')`, [one]);
    await run('2026-01-31');
    const corrected = (await ledger(one, earned)).filter((entry) => entry.action === 1);
    expect(corrected.map((entry) => [entry.source_key, entry.amount])).toEqual([
      [`accrual:${perHours}:2026-01-31`, 24],
      ['accrual:2026-01-31:c1', -2],
    ]);
  });

  it('takes back this year’s accrual of a leave type the employee’s scheme no longer has', async () => {
    const [one] = await leaveEmployees(db.api, 1, '2026-01-01', scheme);
    await run('2026-02-28');
    const other = await aLeaveScheme(db.api, [perHours]);
    await db.api.query('UPDATE api.employees SET leave_scheme_id = $2 WHERE id = $1', [one, other]);
    await run('2026-02-28');
    const entries = await ledger(one, annual);
    expect(entries.slice(2).map((entry) => [entry.source_key, entry.amount])).toEqual([
      ['accrual:2026-01-31:c1', -1.5],
      ['accrual:2026-02-28:c1', -1.5],
    ]);
    expect(sum(entries)).toBe(0);
  });
});
