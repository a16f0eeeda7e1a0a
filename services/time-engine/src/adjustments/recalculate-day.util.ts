import type { EntityManager } from 'typeorm';
import { defaultTimeZone, type ServiceRuntime } from '@tna/platform';
import type { IsoDate } from '../domain';
import { appendInChunks } from '../recalculation/range-recalculation.util';
import { recalculateEmployees } from '../recalculation/recalculation.util';

/**
 * Recalculates the day an adjustment changed (and the later stored days it carries over to) in
 * the command's transaction, with RecalcTimeValues' rules, and queues the ShiftCalculated events.
 */
export async function recalculateDay(manager: EntityManager, runtime: ServiceRuntime, employeeID: string, date: IsoDate): Promise<void> {
  const summary = await recalculateEmployees(manager, [{ employeeID, from: date, to: date }], {
    mode: 'timeValues',
    defaultTimeZone: defaultTimeZone(runtime.config),
    now: new Date(),
    logger: runtime.logger,
  });
  await appendInChunks(manager, summary.events);
}
