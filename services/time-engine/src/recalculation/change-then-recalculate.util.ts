import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { daysInRange, type Actor } from '@tna/contracts';
import { defaultTimeZone, releaseJob, type ServiceRuntime } from '@tna/platform';
import { appendInChunks, EMPLOYEES_PER_TRANSACTION } from './range-recalculation.util';
import { holdRecalculation } from './scheduled-recalculation.job';
import { lockEmployees } from './recalculation.store';
import { recalculateEmployees, type EmployeeRange } from './recalculation.util';

export interface ChangeRecalculation {
  /** Employee-days recalculated, or to recalculate when scheduled. */
  days: number;
  lockedDays: number;
  failedDays: number;
  /** Set when the recalculation was scheduled (too large to do before answering). */
  requestID?: string;
}

/**
 * Changes employees' roster data, then recalculates the days the change returns (RecalcTimeValues'
 * rules: every rostered day of a range gets a row, locked days are left alone). One transaction
 * per EMPLOYEES_PER_TRANSACTION employees holds their advisory locks, so no recalculation runs
 * between the change and its days. With `now` the days are recalculated in that transaction.
 * Otherwise one scheduled recalculation does them: it is written in the first transaction that
 * changes anything and widened in each later one, so whatever change has committed is in the
 * schedule too, and it stays held (no runner starts it) until the last chunk has committed. A
 * crash midway leaves the hold to go stale and a runner to recalculate what was changed.
 */
export async function changeThenRecalculate(
  runtime: ServiceRuntime,
  employeeIDs: readonly string[],
  now: boolean,
  requestedBy: Actor,
  change: (manager: EntityManager, chunk: readonly string[]) => Promise<readonly EmployeeRange[]>,
): Promise<ChangeRecalculation> {
  const totals: ChangeRecalculation = { days: 0, lockedDays: 0, failedDays: 0 };
  const later: EmployeeRange[] = [];
  const holder = `${runtime.service}:change:${randomUUID()}`;
  let scheduled: string | undefined;
  const sorted = [...employeeIDs].sort();
  const context = { mode: 'timeValues' as const, defaultTimeZone: defaultTimeZone(runtime.config), now: new Date(), logger: runtime.logger };
  try {
    for (let start = 0; start < sorted.length; start += EMPLOYEES_PER_TRANSACTION) {
      const chunk = sorted.slice(start, start + EMPLOYEES_PER_TRANSACTION);
      const events = await runtime.dataSource.transaction(async (manager) => {
        await lockEmployees(manager, chunk);
        const ranges = await change(manager, chunk);
        if (!now) {
          if (ranges.length > 0) scheduled = await holdRecalculation(manager, scheduled, holder, [...later, ...ranges], requestedBy);
          later.push(...ranges);
          return 0;
        }
        const summary = await recalculateEmployees(manager, ranges, context);
        await appendInChunks(manager, summary.events);
        totals.days += summary.calculatedDays;
        totals.lockedDays += summary.lockedDays;
        totals.failedDays += summary.failedDays;
        return summary.events.length;
      });
      if (events > 0) runtime.relay.kick();
    }
  } finally {
    // Also after a failure: the chunks that committed are in the schedule and get recalculated.
    if (scheduled) {
      await releaseJob(runtime.dataSource, scheduled, holder).catch((error: unknown) =>
        runtime.logger.warn({ jobID: scheduled, error: String(error) }, 'could not let go of a scheduled recalculation; a runner takes it over once the hold is stale'),
      );
    }
  }
  if (!scheduled) return totals;
  return { ...totals, days: later.reduce((sum, range) => sum + daysInRange(range.from, range.to), 0), requestID: scheduled };
}
