import type { EntityManager } from 'typeorm';
import { dateRangeProblem, daysInRange, OTHER_RESULTS, type EventEnvelope, type RecalcRequest, type RecalcResult } from '@tna/contracts';
import { appendToOutbox, CommandRefusedError, defaultTimeZone, preparedStatements, refuseUnknownIDs, type ServiceRuntime } from '@tna/platform';
import type { IsoDate } from '../domain';
import { knownEmployeeIDs } from './recalculation.store';
import { recalculateEmployees, type RecalculationSummary } from './recalculation.util';

export type RecalcKind = 'timeValues' | 'autoShift';

/** Employees per transaction: bounds the locks, the memory and the time any one transaction holds. */
export const EMPLOYEES_PER_TRANSACTION = 250;

/** Events per outbox statement (four parameters each, under PostgreSQL's 65,535). */
const EVENTS_PER_STATEMENT = 10_000;

/** A checked recalculation request: employees that exist, a range in order. */
export interface RecalcPlan {
  readonly employeeIDs: readonly string[];
  readonly from: IsoDate;
  readonly to: IsoDate;
  readonly days: number;
}

/** Refuses what cannot be recalculated with a 400 naming the field. */
export async function checkRecalcRequest(runtime: ServiceRuntime, request: RecalcRequest): Promise<RecalcPlan> {
  const problem = dateRangeProblem(request);
  if (problem) throw new CommandRefusedError(400, problem.message, problem.field);
  const days = daysInRange(request.from, request.to);
  const employeeIDs = await checkEmployees(runtime, request.employeeIDs);
  return { employeeIDs, from: request.from, to: request.to, days: employeeIDs.length * days };
}

/** The employees without repeats, or a 400 naming `employeeIDs` when any does not exist. */
export async function checkEmployees(runtime: ServiceRuntime, requested: readonly string[]): Promise<string[]> {
  const employeeIDs = [...new Set(requested)];
  refuseUnknownIDs(employeeIDs, await knownEmployeeIDs(runtime.dataSource, employeeIDs), 'employee', 'employeeIDs');
  return employeeIDs;
}

/** Recalculates now, a transaction per EMPLOYEES_PER_TRANSACTION employees, two at a time, and answers 11. */
export async function recalculateNow(runtime: ServiceRuntime, kind: RecalcKind, plan: RecalcPlan): Promise<RecalcResult> {
  const totals = { employees: 0, calculatedDays: 0, lockedDays: 0, failedDays: 0 };
  await recalculateInChunks(
    runtime,
    kind,
    plan,
    0,
    (_, work) => runtime.dataSource.transaction(work),
    (summary) => {
      totals.employees += summary.employees;
      totals.calculatedDays += summary.calculatedDays;
      totals.lockedDays += summary.lockedDays;
      totals.failedDays += summary.failedDays;
    },
    2,
  );
  return {
    resultCode: 11,
    resultText: OTHER_RESULTS[11],
    employees: totals.employees,
    days: totals.calculatedDays,
    lockedDays: totals.lockedDays,
    failedDays: totals.failedDays,
  };
}

/** Runs `work` in a transaction that commits with `done` employees recorded (a job's chunk, or a plain transaction). */
export type ChunkTransaction = <T>(done: number, work: (manager: EntityManager) => Promise<T>) => Promise<T>;

/**
 * Runs the plan from employee `startAt` on, one transaction per chunk, `concurrency` chunks at a
 * time (with two, the database writes one chunk while the engine calculates the next; chunks
 * hold different employees, so they never wait on each other). `inTransaction` opens each
 * chunk's transaction (a job's chunk records its progress in it); `afterChunk` runs inside it
 * and what it answers is the chunk's value (a job's result so far).
 */
export async function recalculateInChunks(
  runtime: ServiceRuntime,
  kind: RecalcKind,
  plan: RecalcPlan,
  startAt: number,
  inTransaction: ChunkTransaction,
  afterChunk: (summary: RecalculationSummary) => unknown,
  concurrency = 1,
): Promise<void> {
  const now = new Date();
  const starts: number[] = [];
  for (let start = startAt; start < plan.employeeIDs.length; start += EMPLOYEES_PER_TRANSACTION) starts.push(start);
  const runChunk = async (start: number) => {
    const chunk = plan.employeeIDs.slice(start, start + EMPLOYEES_PER_TRANSACTION);
    let events = 0;
    await inTransaction(start + chunk.length, async (manager) => {
      const summary = await recalculateEmployees(
        manager,
        chunk.map((employeeID) => ({ employeeID, from: plan.from, to: plan.to })),
        { mode: kind, defaultTimeZone: defaultTimeZone(runtime.config), now, logger: runtime.logger },
      );
      await appendInChunks(manager, summary.events);
      events = summary.events.length;
      return afterChunk(summary);
    });
    if (events > 0) runtime.relay.kick();
  };
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, starts.length) }, async () => {
      while (next < starts.length) await runChunk(starts[next++]);
    }),
  );
}

/** Writes events to the outbox in statements of a bounded size, prepared once per connection. */
export async function appendInChunks(manager: EntityManager, events: readonly EventEnvelope[]): Promise<void> {
  const statements = preparedStatements(manager);
  for (let start = 0; start < events.length; start += EVENTS_PER_STATEMENT) await appendToOutbox(statements, events.slice(start, start + EVENTS_PER_STATEMENT));
}
