import type { EntityManager } from 'typeorm';
import { OTHER_RESULTS, type Actor, type DeleteReprocessClockingsResult } from '@tna/contracts';
import { defaultTimeZone, enqueue, jobKind, type JobContext, type JobHandler, type ServiceRuntime } from '@tna/platform';
import type { IsoDate } from '../../domain';
import { appendInChunks, EMPLOYEES_PER_TRANSACTION, type RecalcPlan } from '../../recalculation/range-recalculation.util';
import { lockEmployees } from '../../recalculation/recalculation.store';
import { recalculateEmployees } from '../../recalculation/recalculation.util';
import { countLockedDays, deleteReaderClockings, reprocessSpans, reReadRawClockings } from '../shift-controls.store';

/** A DeleteReprocessClockings too large to do before answering: the employees and the range. */
export interface ReprocessClockingsJobData {
  employeeIDs: string[];
  from: IsoDate;
  to: IsoDate;
}

/** What a re-process did, added up over its chunks (the job's result). */
export interface ReprocessTotals {
  deletedClockings: number;
  reprocessedClockings: number;
  days: number;
  lockedDays: number;
  failedDays: number;
}

export const REPROCESS_CLOCKINGS = jobKind<ReprocessClockingsJobData>('reprocess-clockings');

const noTotals = (): ReprocessTotals => ({ deletedClockings: 0, reprocessedClockings: 0, days: 0, lockedDays: 0, failedDays: 0 });

/**
 * Re-processes some employees in the caller's transaction: under their locks, the reader
 * clockings of their spans are replaced by the raw ones and their days recalculated, so nothing
 * sees the days between the two. Answers what it did and the events it wrote to the outbox.
 */
async function reprocessChunk(runtime: ServiceRuntime, manager: EntityManager, chunk: readonly string[], range: { from: IsoDate; to: IsoDate }, now: Date) {
  await lockEmployees(manager, chunk);
  const spans = await reprocessSpans(manager, chunk, range.from, range.to, defaultTimeZone(runtime.config));
  const deletedClockings = await deleteReaderClockings(manager, spans);
  const reprocessedClockings = await reReadRawClockings(manager, spans);
  const lockedDays = await countLockedDays(manager, chunk, range.from, range.to);
  const summary = await recalculateEmployees(
    manager,
    chunk.map((employeeID) => ({ employeeID, from: range.from, to: range.to })),
    { mode: 'timeValues', defaultTimeZone: defaultTimeZone(runtime.config), now, logger: runtime.logger },
  );
  await appendInChunks(manager, summary.events);
  const totals: ReprocessTotals = { deletedClockings, reprocessedClockings, days: summary.calculatedDays, lockedDays, failedDays: summary.failedDays };
  return { totals, events: summary.events.length };
}

function add(sum: ReprocessTotals, more: ReprocessTotals): ReprocessTotals {
  return {
    deletedClockings: sum.deletedClockings + more.deletedClockings,
    reprocessedClockings: sum.reprocessedClockings + more.reprocessedClockings,
    days: sum.days + more.days,
    lockedDays: sum.lockedDays + more.lockedDays,
    failedDays: sum.failedDays + more.failedDays,
  };
}

/**
 * Runs the plan from employee `startAt` on, a transaction per EMPLOYEES_PER_TRANSACTION employees
 * opened by `inTransaction`; each chunk's value is the totals so far (a job's chunk records them
 * with its progress).
 */
async function reprocessInChunks(
  runtime: ServiceRuntime,
  plan: ReprocessClockingsJobData,
  startAt: number,
  initial: ReprocessTotals,
  inTransaction: <T>(done: number, work: (manager: EntityManager) => Promise<T>) => Promise<T>,
): Promise<ReprocessTotals> {
  let totals = initial;
  const now = new Date();
  for (let start = startAt; start < plan.employeeIDs.length; start += EMPLOYEES_PER_TRANSACTION) {
    const chunk = plan.employeeIDs.slice(start, start + EMPLOYEES_PER_TRANSACTION);
    let events = 0;
    totals = await inTransaction(start + chunk.length, async (manager) => {
      const done = await reprocessChunk(runtime, manager, chunk, plan, now);
      events = done.events;
      return add(totals, done.totals);
    });
    if (events > 0) runtime.relay.kick();
  }
  return totals;
}

/** Re-processes before answering: 21 with what was done. */
export async function reprocessNow(runtime: ServiceRuntime, plan: RecalcPlan): Promise<DeleteReprocessClockingsResult> {
  const totals = await reprocessInChunks(runtime, { ...plan, employeeIDs: [...plan.employeeIDs] }, 0, noTotals(), (_, work) => runtime.dataSource.transaction(work));
  return { resultCode: 21, resultText: OTHER_RESULTS[21], employees: plan.employeeIDs.length, ...totals };
}

/** Queues the re-process (its id is the answer's `requestID`) and answers 21; progress counts employees. */
export async function scheduleReprocess(runtime: ServiceRuntime, plan: RecalcPlan, requestedBy: Actor): Promise<DeleteReprocessClockingsResult> {
  const payload: ReprocessClockingsJobData = { employeeIDs: [...plan.employeeIDs], from: plan.from, to: plan.to };
  const id = await runtime.dataSource.transaction((manager) => enqueue(manager, REPROCESS_CLOCKINGS, payload, requestedBy, plan.employeeIDs.length));
  return { resultCode: 21, resultText: OTHER_RESULTS[21], employees: plan.employeeIDs.length, days: plan.days, requestID: id };
}

/**
 * Works through a large DeleteReprocessClockings a chunk of employees per transaction; each chunk
 * commits its clockings, its days and the job's progress together, so an instance that takes the
 * job over after a crash carries on after the last committed chunk.
 */
export class ReprocessClockingsJob implements JobHandler<ReprocessClockingsJobData> {
  readonly kind = REPROCESS_CLOCKINGS;

  constructor(private readonly runtime: ServiceRuntime) {}

  run(job: JobContext<ReprocessClockingsJobData>): Promise<ReprocessTotals> {
    const sofar: ReprocessTotals = { ...noTotals(), ...(job.partialResult as Partial<ReprocessTotals> | null) };
    return reprocessInChunks(this.runtime, job.payload, job.done, sofar, job.chunk);
  }
}
