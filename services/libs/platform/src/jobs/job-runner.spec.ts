import pino from 'pino';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../../tests/support/postgres';
import { createServiceDataSource, initialiseServiceDataSource } from '../database/service-data-source';
import type { ServiceRuntime } from '../runtime/service-runtime';
import { jobKind, type JobContext, type JobHandler } from './job';
import { JobRunner, jobTimingFrom } from './job-runner';
import { jobsMigration } from './jobs.migration';
import { claimJob, enqueue, enqueueHeld, enqueueScheduled, purgeScheduled, recordProgress, releaseJob, renewHeldJob, requestCancel } from './jobs.store';

/** Items 1..count, two per chunk, each stored once in `leave.items`: what a chunked job would change. */
interface CountJobData {
  count: number;
}
const COUNT = jobKind<CountJobData>('count');

class CountJob implements JobHandler<CountJobData> {
  readonly kind = COUNT;
  /** Progress of every chunk as it committed. */
  readonly seen: number[] = [];
  /** Called before each chunk: lets a test act at a chunk boundary. */
  beforeChunk: (done: number) => Promise<void> = async () => undefined;

  async run(job: JobContext<CountJobData>): Promise<{ items: number }> {
    await job.setTotal(job.payload.count);
    for (let next = job.done; next < job.payload.count; next += 2) {
      await this.beforeChunk(next);
      const done = Math.min(job.payload.count, next + 2);
      await job.chunk(done, async (manager) => {
        for (let item = next + 1; item <= done; item++) await manager.query('INSERT INTO leave.items (item) VALUES ($1)', [item]);
      });
      this.seen.push(done);
    }
    return { items: job.payload.count };
  }
}

class FailingJob implements JobHandler<Record<string, never>> {
  readonly kind = jobKind<Record<string, never>>('failing');
  async run(): Promise<never> {
    throw new Error('the ledger is closed');
  }
}

const TIMING = { pollMs: 60_000, heartbeatMs: 200, staleAfterMs: 600 };
const USER = { kind: 'user' as const, id: 'user-1' };

describe('jobs against PostgreSQL', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let runtime: ServiceRuntime;

  beforeAll(async () => {
    database = await createTestDatabase('platform_jobs');
    dataSource = createServiceDataSource({ service: 'leave', url: database.url, entities: [], migrations: [jobsMigration('leave')] });
    await initialiseServiceDataSource(dataSource, 'leave');
    await dataSource.query('CREATE TABLE leave.items (item integer PRIMARY KEY)');
    runtime = { service: 'leave', config: {}, dataSource, logger: pino({ level: 'silent' }) } as unknown as ServiceRuntime;
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  beforeEach(async () => {
    await dataSource.query('TRUNCATE leave.jobs, leave.items');
  });

  const job = async (id: string) =>
    (await dataSource.query('SELECT state, progress_done AS done, progress_total AS total, result, error, requested_by_id, cancel_requested FROM leave.jobs WHERE id = $1', [id]))[0];
  const items = async () => (await dataSource.query('SELECT item FROM leave.items ORDER BY item')).map((row: { item: number }) => row.item);
  const untilEnded = async (id: string) => {
    for (;;) {
      const row = await job(id);
      if (['succeeded', 'failed', 'cancelled'].includes(row.state)) return row;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('enqueues in the caller transaction: a rolled-back caller leaves no job', async () => {
    await expect(
      dataSource.transaction(async (manager) => {
        await enqueue(manager, COUNT, { count: 3 }, USER);
        throw new Error('caller failed');
      }),
    ).rejects.toThrow('caller failed');
    expect(await dataSource.query('SELECT * FROM leave.jobs')).toEqual([]);
    const id = await dataSource.transaction((manager) => enqueue(manager, COUNT, { count: 3 }, USER, 3));
    expect(await job(id)).toMatchObject({ state: 'queued', done: 0, total: 3, requested_by_id: 'user-1' });
  });

  it('lets two workers claim side by side, never the same job', async () => {
    const ids = await dataSource.transaction(async (manager) => [await enqueue(manager, COUNT, { count: 1 }, USER), await enqueue(manager, COUNT, { count: 1 }, USER)]);
    const [a, b, none] = await Promise.all([
      claimJob(dataSource, 'worker-a', ['count'], 60_000),
      claimJob(dataSource, 'worker-b', ['count'], 60_000),
      claimJob(dataSource, 'worker-c', ['count'], 60_000),
    ]);
    expect(new Set([a?.id, b?.id, none?.id].filter(Boolean))).toEqual(new Set(ids));
    expect([a, b, none].filter((claimed) => claimed === undefined)).toHaveLength(1);
    expect(await claimJob(dataSource, 'worker-c', ['other'], 60_000)).toBeUndefined();
  });

  it('runs a chunked job to the end once, progress committed with each chunk, and stores its result', async () => {
    const handler = new CountJob();
    const runner = new JobRunner(runtime, [handler], TIMING);
    const id = await dataSource.transaction((manager) => enqueue(manager, COUNT, { count: 7 }, USER));
    runner.start();
    const ended = await untilEnded(id);
    await runner.stop();
    expect(ended).toMatchObject({ state: 'succeeded', done: 7, total: 7, result: { items: 7 }, error: null });
    expect(handler.seen).toEqual([2, 4, 6, 7]);
    expect(await items()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps a held job from runners while its holder renews it, runs it once let go, and takes it over from a holder that died', async () => {
    const id = await dataSource.transaction((manager) => enqueueHeld(manager, COUNT, { count: 2 }, USER, 2, 'holder'));
    expect(await claimJob(dataSource, 'runner', ['count'], TIMING.staleAfterMs)).toBeUndefined();
    // The holder widens it in a transaction of its own; a rolled-back widening leaves the job as it was.
    await dataSource.transaction(async (manager) => expect(await renewHeldJob(manager, id, 'holder', { count: 4 }, 4)).toBe(true));
    await expect(
      dataSource.transaction(async (manager) => {
        await renewHeldJob(manager, id, 'holder', { count: 9 }, 9);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await dataSource.transaction((manager) => renewHeldJob(manager, id, 'someone else', { count: 1 }, 1))).toBe(false);
    await releaseJob(dataSource, id, 'holder');
    const runner = new JobRunner(runtime, [new CountJob()], TIMING);
    runner.start();
    expect(await untilEnded(id)).toMatchObject({ state: 'succeeded', done: 4, total: 4, result: { items: 4 } });
    await runner.stop();

    // A holder that never lets go (it died) is taken for dead like a silent worker.
    const orphan = await dataSource.transaction((manager) => enqueueHeld(manager, COUNT, { count: 1 }, USER, 1, 'dead-holder'));
    await dataSource.query(`UPDATE leave.jobs SET heartbeat_at = now() - interval '1 minute' WHERE id = $1`, [orphan]);
    expect((await claimJob(dataSource, 'runner', ['count'], TIMING.staleAfterMs))?.id).toBe(orphan);
    expect(await dataSource.transaction((manager) => renewHeldJob(manager, orphan, 'dead-holder', { count: 5 }, 5))).toBe(false);
  });

  it('takes over a job whose worker died and resumes after its last committed chunk; the dead worker can no longer commit', async () => {
    const id = await dataSource.transaction((manager) => enqueue(manager, COUNT, { count: 6 }, USER, 6));
    // A worker claims it, commits the first chunk (items 1 and 2), then falls silent.
    expect((await claimJob(dataSource, 'dead-worker', ['count'], TIMING.staleAfterMs))?.id).toBe(id);
    await dataSource.transaction(async (manager) => {
      await manager.query('INSERT INTO leave.items (item) VALUES (1), (2)');
      expect(await recordProgress(manager, id, 'dead-worker', 2, undefined)).toBe(true);
    });
    // Not stale yet: nobody else takes it.
    expect(await claimJob(dataSource, 'worker-b', ['count'], TIMING.staleAfterMs)).toBeUndefined();
    await dataSource.query(`UPDATE leave.jobs SET heartbeat_at = now() - interval '1 minute' WHERE id = $1`, [id]);

    const handler = new CountJob();
    const runner = new JobRunner(runtime, [handler], TIMING);
    runner.start();
    const ended = await untilEnded(id);
    await runner.stop();
    expect(ended).toMatchObject({ state: 'succeeded', done: 6 });
    expect(handler.seen).toEqual([4, 6]);
    expect(await items()).toEqual([1, 2, 3, 4, 5, 6]);
    // The dead worker wakes up: its chunk is refused, so the caller rolls it back.
    await dataSource.transaction(async (manager) => expect(await recordProgress(manager, id, 'dead-worker', 4, undefined)).toBe(false));
    expect((await job(id)).done).toBe(6);
  });

  it('never moves progress backwards', async () => {
    const id = await dataSource.transaction((manager) => enqueue(manager, COUNT, { count: 6 }, USER, 6));
    await claimJob(dataSource, 'worker-a', ['count'], 60_000);
    await dataSource.transaction((manager) => recordProgress(manager, id, 'worker-a', 4, undefined));
    await dataSource.transaction((manager) => recordProgress(manager, id, 'worker-a', 2, undefined));
    expect((await job(id)).done).toBe(4);
  });

  it('cancels a queued job at once, and a running one at its next chunk boundary with its progress kept', async () => {
    const queued = await dataSource.transaction((manager) => enqueue(manager, COUNT, { count: 2 }, USER));
    expect(await requestCancel(dataSource, queued)).toBe('cancelled');
    expect(await job(queued)).toMatchObject({ state: 'cancelled', cancel_requested: true });
    expect(await requestCancel(dataSource, queued)).toBe('ended');
    expect(await requestCancel(dataSource, '6a1f5c3e-2b4d-4e8f-9a0b-1c2d3e4f5a6b')).toBe('unknown');

    const handler = new CountJob();
    const running = await dataSource.transaction((manager) => enqueue(manager, COUNT, { count: 10 }, USER));
    handler.beforeChunk = async (done) => {
      if (done === 4) expect(await requestCancel(dataSource, running)).toBe('cancelRequested');
    };
    const runner = new JobRunner(runtime, [handler], TIMING);
    runner.start();
    const ended = await untilEnded(running);
    await runner.stop();
    expect(ended).toMatchObject({ state: 'cancelled', done: 4, total: 10 });
    expect(await items()).toEqual([1, 2, 3, 4]);
  });

  it('marks a job that throws as failed with its error', async () => {
    const failing = new FailingJob();
    const id = await dataSource.transaction((manager) => enqueue(manager, failing.kind, {}, USER));
    const runner = new JobRunner(runtime, [failing], TIMING);
    runner.start();
    const ended = await untilEnded(id);
    await runner.stop();
    expect(ended).toMatchObject({ state: 'failed', error: 'the ledger is closed' });
  });

  it('keeps at most one pending instance of a scheduled kind', async () => {
    const first = await enqueueScheduled(dataSource, 'open-days', {});
    expect(first).toEqual(expect.any(String));
    expect(await enqueueScheduled(dataSource, 'open-days', {})).toBeUndefined();
    await dataSource.query(`UPDATE leave.jobs SET state = 'succeeded', finished_at = now() WHERE id = $1`, [first]);
    expect(await enqueueScheduled(dataSource, 'open-days', {})).toEqual(expect.any(String));
  });

  it('purges scheduled runs that ended a day ago and failures a week ago, and never a requested job or one not ended', async () => {
    const rows: [string, boolean, string, string | null][] = [
      ['succeeded-2-days', true, 'succeeded', '2 days'],
      ['succeeded-1-hour', true, 'succeeded', '1 hour'],
      ['cancelled-2-days', true, 'cancelled', '2 days'],
      ['failed-8-days', true, 'failed', '8 days'],
      ['failed-6-days', true, 'failed', '6 days'],
      ['running', true, 'running', null],
      ['requested-failed-8-days', false, 'failed', '8 days'],
      ['requested-succeeded-2-days', false, 'succeeded', '2 days'],
    ];
    for (const [kind, scheduled, state, age] of rows) {
      await dataSource.query(
        `INSERT INTO leave.jobs (id, kind, payload, scheduled, state, finished_at) VALUES (gen_random_uuid(), $1, '{}', $2, $3, now() - $4::interval)`,
        [kind, scheduled, state, age],
      );
    }
    await purgeScheduled(dataSource);
    const kept = (await dataSource.query('SELECT kind FROM leave.jobs ORDER BY kind')).map((row: { kind: string }) => row.kind);
    expect(kept).toEqual(['failed-6-days', 'requested-failed-8-days', 'requested-succeeded-2-days', 'running', 'succeeded-1-hour']);
  });

  it('refuses a bad cron expression when the runner is made', () => {
    const scheduled: JobHandler<CountJobData> = { kind: COUNT, schedule: 'every minute', run: async () => undefined };
    expect(() => new JobRunner(runtime, [scheduled], TIMING)).toThrow(/bad cron expression/);
  });

  it('ticks on the schedule TNA_JOB_SCHEDULES gives its kind instead of its own', async () => {
    const runs: string[] = [];
    // Its own schedule would first tick on the next New Year's Day.
    const scheduled: JobHandler<CountJobData> = { kind: COUNT, schedule: '0 0 1 1 *', scheduledPayload: () => ({ count: 0 }), run: async (job) => void runs.push(job.id) };
    const timing = { ...TIMING, pollMs: 50, schedules: jobTimingFrom({ TNA_JOB_SCHEDULES: 'open-days=*/5 * * * *; count=* * * * * *' }).schedules };
    const runner = new JobRunner(runtime, [scheduled], timing);
    runner.start();
    try {
      await expect.poll(() => runs.length, { timeout: 5_000 }).toBeGreaterThan(0);
    } finally {
      await runner.stop();
    }
    expect(await dataSource.query(`SELECT kind, scheduled, requested_by_kind FROM leave.jobs WHERE id = $1`, [runs[0]])).toEqual([{ kind: 'count', scheduled: true, requested_by_kind: 'system' }]);
  });
});

describe('jobTimingFrom', () => {
  it('reads TNA_JOB_SCHEDULES as kind=cron pairs separated by semicolons, and nothing as none', () => {
    expect(jobTimingFrom({ TNA_JOB_SCHEDULES: 'not-clocked-in=*/10 * * * * * ; open-days = 0,30 * * * *;' }).schedules).toEqual({
      'not-clocked-in': '*/10 * * * * *',
      'open-days': '0,30 * * * *',
    });
    expect(jobTimingFrom({}).schedules).toEqual({});
  });

  it('stops the start on a pair that is not kind=<cron expression>, naming it', () => {
    for (const setting of ['open-days', '=* * * * *', 'open-days=every minute', 'open-days=* * * * *;todays-days=61 * * * *']) {
      expect(() => jobTimingFrom({ TNA_JOB_SCHEDULES: setting }), setting).toThrow(/^TNA_JOB_SCHEDULES: ".+" is not kind=<cron expression>$/);
    }
    expect(() => jobTimingFrom({ TNA_JOB_SCHEDULES: 'open-days=every minute' })).toThrow('"open-days=every minute"');
  });
});
