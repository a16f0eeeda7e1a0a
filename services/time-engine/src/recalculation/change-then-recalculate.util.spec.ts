import { randomUUID } from 'node:crypto';
import pino from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { claimJob, createServiceDataSource, initialiseServiceDataSource, jobsMigration, type ServiceRuntime } from '@tna/platform';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/postgres';
import { changeThenRecalculate } from './change-then-recalculate.util';
import { EMPLOYEES_PER_TRANSACTION } from './range-recalculation.util';
import { SCHEDULED_RECALCULATION } from './scheduled-recalculation.job';

const USER = { kind: 'user' as const, id: 'user-7' };
/** Three transactions' worth. */
const EMPLOYEES = Array.from({ length: EMPLOYEES_PER_TRANSACTION * 2 + 100 }, () => randomUUID()).sort();
const FIRST_CHUNK = EMPLOYEES.slice(0, EMPLOYEES_PER_TRANSACTION);

interface JobRow {
  id: string;
  state: string;
  claimed_by: string | null;
  payload: { mode: string; employeeIDs: string[]; from: string; to: string };
  progress_total: number;
}

/** A large change, scheduled (not `now`), against PostgreSQL: what is committed at each moment is what a crash would leave. */
describe('changeThenRecalculate, a large change', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let runtime: ServiceRuntime;

  beforeAll(async () => {
    database = await createTestDatabase('te_change_schedule');
    dataSource = createServiceDataSource({ service: 'time-engine', url: database.url, entities: [], migrations: [jobsMigration('time-engine')] });
    await initialiseServiceDataSource(dataSource, 'time-engine');
    await dataSource.query('CREATE TABLE time_engine.changed (employee_id uuid PRIMARY KEY)');
    runtime = { service: 'time-engine', config: {}, dataSource, logger: pino({ level: 'silent' }), relay: { kick: () => undefined } } as unknown as ServiceRuntime;
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  beforeEach(async () => {
    await dataSource.query('TRUNCATE time_engine.jobs, time_engine.changed');
  });

  const jobs = (): Promise<JobRow[]> => dataSource.query('SELECT id, state, claimed_by, payload, progress_total FROM time_engine.jobs');
  const changed = async () => (await dataSource.query('SELECT employee_id FROM time_engine.changed ORDER BY employee_id')).map((row: { employee_id: string }) => row.employee_id);
  /** A roster change of the chunk: one row per employee, and each employee's days from 1 to 14 March to recalculate. */
  const store = async (manager: EntityManager, chunk: readonly string[]) => {
    await manager.query('INSERT INTO time_engine.changed (employee_id) SELECT unnest($1::uuid[])', [chunk]);
    return chunk.map((employeeID) => ({ employeeID, from: '2026-03-01', to: '2026-03-14' }));
  };

  /** Starts the change and answers once its first chunk has committed and the second is under way, held there until `resume()`. */
  const pausedAtSecondChunk = async () => {
    let resume: () => void = () => undefined;
    let paused: () => void = () => undefined;
    const atSecond = new Promise<void>((resolve) => (paused = resolve));
    let chunks = 0;
    const answer = changeThenRecalculate(runtime, EMPLOYEES, false, USER, async (manager, chunk) => {
      if (++chunks === 2) {
        paused();
        await new Promise<void>((resolve) => (resume = resolve));
      }
      return store(manager, chunk);
    });
    await atSecond;
    return { answer, resume: () => resume() };
  };

  it('commits the schedule of the first chunk with its changes, held so no runner starts it before the last chunk', async () => {
    const { answer, resume } = await pausedAtSecondChunk();
    // A crash here leaves the first chunk's changes, and their recalculation beside them.
    expect(await changed()).toEqual(FIRST_CHUNK);
    const [held] = await jobs();
    expect(held).toMatchObject({ state: 'running', claimed_by: expect.stringMatching(/^time-engine:change:/), progress_total: FIRST_CHUNK.length });
    expect(held.payload).toEqual({ mode: 'timeValues', employeeIDs: FIRST_CHUNK, from: '2026-03-01', to: '2026-03-14' });
    // Held: a runner leaves it alone while its holder is alive.
    expect(await claimJob(dataSource, 'runner', [SCHEDULED_RECALCULATION.name], 30_000)).toBeUndefined();
    resume();

    const result = await answer;
    expect(result).toEqual({ days: EMPLOYEES.length * 14, lockedDays: 0, failedDays: 0, requestID: held.id });
    expect(await changed()).toEqual(EMPLOYEES);
    expect(await jobs()).toEqual([{ id: held.id, state: 'queued', claimed_by: null, progress_total: EMPLOYEES.length, payload: { mode: 'timeValues', employeeIDs: EMPLOYEES, from: '2026-03-01', to: '2026-03-14' } }]);
    expect((await claimJob(dataSource, 'runner', [SCHEDULED_RECALCULATION.name], 30_000))?.id).toBe(held.id);
  });

  it('lets go of the schedule of what committed when a later chunk fails, so those days are recalculated', async () => {
    let chunks = 0;
    const failing = changeThenRecalculate(runtime, EMPLOYEES, false, USER, async (manager, chunk) => {
      const ranges = await store(manager, chunk);
      if (++chunks === 2) throw new Error('the connection broke');
      return ranges;
    });
    await expect(failing).rejects.toThrow('the connection broke');
    expect(await changed()).toEqual(FIRST_CHUNK);
    expect(await jobs()).toEqual([expect.objectContaining({ state: 'queued', claimed_by: null, payload: expect.objectContaining({ employeeIDs: FIRST_CHUNK }) })]);
  });

  it('rolls a chunk back when its holder was taken for dead and a runner has the schedule: nothing changed stays unscheduled', async () => {
    const { answer, resume } = await pausedAtSecondChunk();
    // What happens after a crash: the hold goes stale and a runner takes the job over.
    await dataSource.query(`UPDATE time_engine.jobs SET heartbeat_at = now() - interval '1 minute'`);
    const taken = await claimJob(dataSource, 'runner', [SCHEDULED_RECALCULATION.name], 30_000);
    expect(taken?.payload).toMatchObject({ employeeIDs: FIRST_CHUNK });
    resume();
    await expect(answer).rejects.toThrow(/was taken over before the change finished/);
    expect(await changed()).toEqual(FIRST_CHUNK);
    expect(await jobs()).toEqual([expect.objectContaining({ id: taken!.id, state: 'running', claimed_by: 'runner' })]);
  });

  it('schedules nothing when no chunk has days to recalculate', async () => {
    const result = await changeThenRecalculate(runtime, EMPLOYEES, false, USER, async () => []);
    expect(result).toEqual({ days: 0, lockedDays: 0, failedDays: 0 });
    expect(await jobs()).toEqual([]);
  });
});
