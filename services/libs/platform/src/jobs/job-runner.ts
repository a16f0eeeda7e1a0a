import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { createTask, validate, type ScheduledTask } from 'node-cron';
import type { EntityManager } from 'typeorm';
import { PollingLoop } from '../runtime/polling-loop';
import type { ServiceRuntime } from '../runtime/service-runtime';
import type { JobContext, JobHandler } from './job';
import {
  beat,
  claimJob,
  enqueueScheduled,
  finishJob,
  isCancelRequested,
  purgeScheduled,
  recordProgress,
  releaseJob,
  requestCancel,
  setTotal,
  type CancelOutcome,
  type ClaimedJob,
} from './jobs.store';

export interface JobTiming {
  /** How often a queued job is looked for when nobody kicks the runner. */
  pollMs: number;
  /** How often a running job's worker says it is alive. */
  heartbeatMs: number;
  /** A running job whose worker has been silent this long is taken over. */
  staleAfterMs: number;
  /** Cron expressions that replace scheduled kinds' own, by kind. */
  schedules?: Readonly<Record<string, string>>;
}

/**
 * `TNA_JOB_HEARTBEAT_MS` (default 10 s); a worker silent for three beats is dead.
 * `TNA_JOB_SCHEDULES`: `kind=cron expression` pairs separated by `;`, e.g.
 * `not-clocked-in=*\/5 * * * *` to evaluate that alert every five minutes instead of every one.
 * Every service reads the same variable and takes its own kinds; an expression node-cron refuses
 * stops the start.
 */
export function jobTimingFrom(env: NodeJS.ProcessEnv): JobTiming {
  const heartbeatMs = Number(env.TNA_JOB_HEARTBEAT_MS) > 0 ? Number(env.TNA_JOB_HEARTBEAT_MS) : 10_000;
  return { pollMs: 5_000, heartbeatMs, staleAfterMs: 3 * heartbeatMs, schedules: jobSchedulesFrom(env.TNA_JOB_SCHEDULES ?? '') };
}

function jobSchedulesFrom(setting: string): Record<string, string> {
  const schedules: Record<string, string> = {};
  for (const pair of setting.split(';')) {
    if (pair.trim() === '') continue;
    const equals = pair.indexOf('=');
    const [kind, expression] = [pair.slice(0, Math.max(equals, 0)).trim(), pair.slice(equals + 1).trim()];
    if (kind === '' || !validate(expression)) throw new Error(`TNA_JOB_SCHEDULES: "${pair.trim()}" is not kind=<cron expression>`);
    schedules[kind] = expression;
  }
  return schedules;
}

/** Why a job stopped before its end: not a failure. */
class JobStopped extends Error {
  constructor(readonly reason: 'cancelled' | 'stopping' | 'lost') {
    super(`job ${reason}`);
  }
}

/** Whether what ended a job's run is its cancellation, as opposed to the process stopping or another worker taking it over (both run it again). */
export function isJobCancelled(error: unknown): boolean {
  return error instanceof JobStopped && error.reason === 'cancelled';
}

/**
 * Runs one service's job kinds from its `jobs` table, one job at a time per instance: claims
 * with `FOR UPDATE SKIP LOCKED`, beats while it works, takes over jobs whose worker died, and
 * starts the scheduled kinds on their cron expressions. A module that has jobs owns one.
 */
export class JobRunner {
  /** Unique per process start: a restarted instance never mistakes a dead one's claim for its own. */
  readonly worker = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly loop: PollingLoop;
  private readonly handlers: ReadonlyMap<string, JobHandler>;
  private readonly crons: ScheduledTask[] = [];

  constructor(
    private readonly runtime: ServiceRuntime,
    handlers: readonly JobHandler[],
    private readonly timing: JobTiming = jobTimingFrom(process.env),
  ) {
    this.handlers = new Map(handlers.map((handler) => [handler.kind.name, handler]));
    this.loop = new PollingLoop(() => this.drain(), timing.pollMs, (error) =>
      runtime.logger.error({ error: error instanceof Error ? error.stack : String(error) }, 'job runner failed'),
    );
    for (const handler of handlers) {
      if (handler.schedule === undefined) continue;
      const schedule = timing.schedules?.[handler.kind.name] ?? handler.schedule;
      if (!validate(schedule)) throw new Error(`job ${handler.kind.name}: bad cron expression ${schedule}`);
      this.crons.push(createTask(schedule, () => this.enqueueScheduled(handler), { name: `${runtime.service}:${handler.kind.name}` }));
    }
  }

  start(): void {
    this.loop.start();
    for (const cron of this.crons) void cron.start();
  }

  /** Looks for work now, e.g. right after a job was enqueued. */
  kick(): void {
    this.loop.kick();
  }

  /** Stops the crons and waits for the job under way to reach a chunk boundary; it goes back to the queue. */
  async stop(): Promise<void> {
    for (const cron of this.crons) await cron.destroy();
    await this.loop.stop();
  }

  /** CancelJob: a queued job ends at once, a running one at its next chunk boundary. */
  cancel(id: string): Promise<CancelOutcome> {
    return requestCancel(this.runtime.dataSource, id);
  }

  /** Enqueues one scheduled instance (unless one is pending) and runs it; what a cron tick does. */
  async enqueueScheduled(handler: JobHandler): Promise<void> {
    try {
      await purgeScheduled(this.runtime.dataSource);
      if (await enqueueScheduled(this.runtime.dataSource, handler.kind.name, handler.scheduledPayload?.() ?? {})) this.kick();
    } catch (error) {
      this.runtime.logger.error({ job: handler.kind.name, error: String(error) }, 'could not enqueue a scheduled job');
    }
  }

  private async drain(): Promise<void> {
    const kinds = [...this.handlers.keys()];
    while (!this.loop.stopped) {
      const job = await claimJob(this.runtime.dataSource, this.worker, kinds, this.timing.staleAfterMs);
      if (!job) return;
      await this.run(job);
    }
  }

  private async run(job: ClaimedJob): Promise<void> {
    const { dataSource, logger } = this.runtime;
    const handler = this.handlers.get(job.kind)!;
    const log = logger.child({ jobID: job.id, job: job.kind });
    let lost = false;
    const heartbeat = setInterval(() => {
      beat(dataSource, job.id, this.worker).then(
        (mine) => (lost ||= !mine),
        (error) => log.warn({ error: String(error) }, 'job heartbeat failed'),
      );
    }, this.timing.heartbeatMs);
    const progress = { done: job.done, total: job.total, partialResult: job.result };
    const context: JobContext<unknown> = {
      id: job.id,
      payload: job.payload,
      requestedBy: job.requestedBy,
      get done() {
        return progress.done;
      },
      get total() {
        return progress.total;
      },
      get partialResult() {
        return progress.partialResult;
      },
      setTotal: async (total) => {
        if (!(await setTotal(dataSource, job.id, this.worker, total))) throw new JobStopped('lost');
        progress.total = total;
      },
      chunk: async <R>(done: number, work: (manager: EntityManager) => Promise<R>): Promise<R> => {
        if (lost) throw new JobStopped('lost');
        if (this.loop.stopped) throw new JobStopped('stopping');
        if (await isCancelRequested(dataSource, job.id)) throw new JobStopped('cancelled');
        const value = await dataSource.transaction(async (manager) => {
          const result = await work(manager);
          if (!(await recordProgress(manager, job.id, this.worker, done, result))) throw new JobStopped('lost');
          return result;
        });
        progress.done = Math.max(progress.done, done);
        if (value !== undefined) progress.partialResult = value;
        return value;
      },
    };
    log.info({ done: job.done, total: job.total }, job.done > 0 ? 'job resumed' : 'job started');
    try {
      const result = await handler.run(context);
      if (await finishJob(dataSource, job.id, this.worker, 'succeeded', result, null)) log.info({ done: progress.done }, 'job succeeded');
    } catch (error) {
      if (!(error instanceof JobStopped)) {
        log.error({ error: error instanceof Error ? error.stack : String(error) }, 'job failed');
        await finishJob(dataSource, job.id, this.worker, 'failed', undefined, error instanceof Error ? error.message : String(error));
      } else if (error.reason === 'cancelled') {
        await finishJob(dataSource, job.id, this.worker, 'cancelled', undefined, null);
        log.info({ done: progress.done }, 'job cancelled');
      } else if (error.reason === 'stopping') {
        await releaseJob(dataSource, job.id, this.worker);
      } else {
        log.warn('job taken over by another worker');
      }
    } finally {
      clearInterval(heartbeat);
    }
  }
}
