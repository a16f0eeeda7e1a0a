import type { EntityManager } from 'typeorm';
import type { Actor } from '@tna/contracts';

export type JobState = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

/** States a job ends in: nothing changes it afterwards. */
export const FINAL_JOB_STATES: readonly JobState[] = ['succeeded', 'failed', 'cancelled'];

/**
 * A job kind and, as a type only, its payload: `enqueue(manager, KIND, payload, actor)` takes
 * nothing but that payload. Declare it in the job's `*.job.ts` next to its `...JobData`.
 */
export interface JobKind<P> {
  readonly name: string;
  /** Never set: carries P for the compiler. */
  readonly payload?: P;
}

export function jobKind<P>(name: string): JobKind<P> {
  return { name };
}

/** What a running job sees and how it records progress. */
export interface JobContext<P> {
  readonly id: string;
  readonly payload: P;
  readonly requestedBy: Actor | null;
  /** Progress committed so far: a job taken over after a crash resumes from here. */
  readonly done: number;
  readonly total: number;
  /** The result committed with the last chunk, for a job that adds up as it goes. */
  readonly partialResult: unknown;
  /** How much work there is, in the job's own unit (employees, rows, ...). */
  setTotal(total: number): Promise<void>;
  /**
   * Runs one chunk in a transaction that also records `done` as the job's progress (and what
   * `work` returns, when not undefined, as its result so far): the chunk's effects and its
   * progress commit together or not at all. Before it starts, a cancel request or a stopping
   * runner ends the job here; a job another worker took over rolls the chunk back.
   */
  chunk<R>(done: number, work: (manager: EntityManager) => Promise<R>): Promise<R>;
}

/** A job kind's code: registered with the service's JobRunner. */
export interface JobHandler<P = unknown> {
  readonly kind: JobKind<P>;
  /** A cron expression (node-cron): one job is enqueued per tick, unless one is still pending. */
  readonly schedule?: string;
  /** The payload of a scheduled instance. */
  scheduledPayload?(): P;
  /** Does the work in chunks and answers the job's result (stored as JSON). */
  run(context: JobContext<P>): Promise<unknown>;
}

/** A job as stored, in the shape every service's `v_jobs` view publishes it. */
export interface JobRecord {
  id: string;
  kind: string;
  state: JobState;
  done: number;
  total: number;
  result: unknown;
  error: string | null;
  requestedBy: Actor | null;
  cancelRequested: boolean;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}
