import { OTHER_RESULTS, type Actor, type RecalcResult } from '@tna/contracts';
import type { EntityManager } from 'typeorm';
import { enqueue, enqueueHeld, jobKind, renewHeldJob, type JobContext, type JobHandler, type ServiceRuntime } from '@tna/platform';
import type { IsoDate } from '../domain';
import { recalculateInChunks, type RecalcKind, type RecalcPlan } from './range-recalculation.util';
import type { EmployeeRange } from './recalculation.util';

/** A recalculation too large to do before answering (12): the employees and the range. */
export interface ScheduledRecalculationJobData {
  mode: RecalcKind;
  employeeIDs: string[];
  from: IsoDate;
  to: IsoDate;
}

/** What the job answers when done: the days it calculated, as an 11 would have. */
export interface ScheduledRecalculationResult {
  employees: number;
  days: number;
  lockedDays: number;
  failedDays: number;
}

export const SCHEDULED_RECALCULATION = jobKind<ScheduledRecalculationJobData>('recalculation');

/** Queues the job (its id is the answer's `requestID`) and answers 12; progress counts employees. */
export async function scheduleRecalculation(runtime: ServiceRuntime, mode: RecalcKind, plan: RecalcPlan, requestedBy: Actor): Promise<RecalcResult> {
  const payload: ScheduledRecalculationJobData = { mode, employeeIDs: [...plan.employeeIDs], from: plan.from, to: plan.to };
  const id = await runtime.dataSource.transaction((manager) => enqueue(manager, SCHEDULED_RECALCULATION, payload, requestedBy, plan.employeeIDs.length));
  return { resultCode: 12, resultText: OTHER_RESULTS[12], employees: plan.employeeIDs.length, days: plan.days, requestID: id };
}

/**
 * The scheduled recalculation of `ranges` (their employees over the span of them all), written
 * or, when `id` is given, widened to them, in the caller's transaction and held by `holder`
 * until it calls `releaseJob`. Answers the job's id.
 */
export async function holdRecalculation(manager: EntityManager, id: string | undefined, holder: string, ranges: readonly EmployeeRange[], requestedBy: Actor): Promise<string> {
  const employeeIDs = [...new Set(ranges.map((range) => range.employeeID))];
  const from = ranges.reduce((first, range) => (range.from < first ? range.from : first), ranges[0].from);
  const to = ranges.reduce((last, range) => (range.to > last ? range.to : last), ranges[0].to);
  const payload: ScheduledRecalculationJobData = { mode: 'timeValues', employeeIDs, from, to };
  if (id === undefined) return enqueueHeld(manager, SCHEDULED_RECALCULATION, payload, requestedBy, employeeIDs.length, holder);
  // Lost only when the change took longer than a dead worker's silence: a runner has the job, and this chunk rolls back.
  if (!(await renewHeldJob(manager, id, holder, payload, employeeIDs.length))) throw new Error(`the scheduled recalculation ${id} was taken over before the change finished; try the change again`);
  return id;
}

/**
 * Works through a scheduled recalculation, a chunk of employees per transaction. Each chunk
 * commits its days with the job's progress and its running totals, so an instance that takes
 * the job over after a crash carries on from the last committed chunk and no employee-day is
 * done twice or skipped.
 */
export class ScheduledRecalculationJob implements JobHandler<ScheduledRecalculationJobData> {
  readonly kind = SCHEDULED_RECALCULATION;

  constructor(private readonly runtime: ServiceRuntime) {}

  async run(job: JobContext<ScheduledRecalculationJobData>): Promise<ScheduledRecalculationResult> {
    const { mode, employeeIDs, from, to } = job.payload;
    const totals: ScheduledRecalculationResult = { employees: 0, days: 0, lockedDays: 0, failedDays: 0, ...(job.partialResult as Partial<ScheduledRecalculationResult> | null) };
    const plan = { employeeIDs, from, to, days: 0 };
    await recalculateInChunks(this.runtime, mode, plan, job.done, job.chunk, (summary) => {
      totals.employees += summary.employees;
      totals.days += summary.calculatedDays;
      totals.lockedDays += summary.lockedDays;
      totals.failedDays += summary.failedDays;
      return { ...totals };
    });
    return totals;
  }
}
