import type { EntityManager } from 'typeorm';
import { daysInRange, type Actor } from '@tna/contracts';
import { defaultTimeZone, type ServiceRuntime } from '@tna/platform';
import { appendInChunks, EMPLOYEES_PER_TRANSACTION } from './range-recalculation.util';
import { scheduleRecalculation } from './scheduled-recalculation.job';
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
 * between the change and its days; with `now` the days are recalculated in that transaction,
 * otherwise the changes are committed and one scheduled recalculation does the days.
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
  const sorted = [...employeeIDs].sort();
  const context = { mode: 'timeValues' as const, defaultTimeZone: defaultTimeZone(runtime.config), now: new Date(), logger: runtime.logger };
  for (let start = 0; start < sorted.length; start += EMPLOYEES_PER_TRANSACTION) {
    const chunk = sorted.slice(start, start + EMPLOYEES_PER_TRANSACTION);
    const events = await runtime.dataSource.transaction(async (manager) => {
      await lockEmployees(manager, chunk);
      const ranges = await change(manager, chunk);
      if (!now) {
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
  if (later.length === 0) return totals;
  const from = later.reduce((first, range) => (range.from < first ? range.from : first), later[0].from);
  const to = later.reduce((last, range) => (range.to > last ? range.to : last), later[0].to);
  const planned = [...new Set(later.map((range) => range.employeeID))];
  const days = later.reduce((sum, range) => sum + daysInRange(range.from, range.to), 0);
  const scheduled = await scheduleRecalculation(runtime, 'timeValues', { employeeIDs: planned, from, to, days }, requestedBy);
  return { ...totals, days, requestID: scheduled.requestID };
}
