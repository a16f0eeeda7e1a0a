import type { EntityManager } from 'typeorm';
import { CLOCKING_RESULTS, exportedDayResult, type ClockingResultCode, type ManualClockingDayRequest, type ManualClockingResult } from '@tna/contracts';
import { CommandRefusedError, defaultTimeZone, type ServiceRuntime } from '@tna/platform';
import { addDays } from '../domain';
import { appendInChunks } from '../recalculation/range-recalculation.util';
import { lockEmployees } from '../recalculation/recalculation.store';
import { recalculateEmployees, type RecalculationSummary } from '../recalculation/recalculation.util';
import { dateProblem } from './domain/manual-clocking-rules';
import { findManualClockingEmployee } from './manual-clockings.store';

export interface CheckedDay {
  employeeID: string;
  employeeNumber: string;
  zone: string;
  date: string;
}

/**
 * Refuses an unknown employee or a date too far away with a 400 naming the field, then holds the
 * employee's advisory lock for the command's transaction, so no recalculation interleaves.
 */
export async function checkManualClockingDay(runtime: ServiceRuntime, manager: EntityManager, request: ManualClockingDayRequest, now: Date): Promise<CheckedDay> {
  const employee = await findManualClockingEmployee(manager, request.employeeID);
  if (employee === undefined) throw new CommandRefusedError(400, `no such employee: ${request.employeeID}`, 'employeeID');
  const zone = employee.time_zone ?? defaultTimeZone(runtime.config);
  const problem = dateProblem(request.date, zone, now);
  if (problem !== null) throw new CommandRefusedError(400, problem, 'date');
  await lockEmployees(manager, [request.employeeID]);
  return { employeeID: request.employeeID, employeeNumber: employee.employee_number, zone, date: request.date };
}

/**
 * Recalculates the day and its neighbours, whose windows compete for its clockings (and the later
 * stored days the engine carries a change on to), in the command's transaction; the days'
 * ShiftCalculated events go to the outbox with it. `timeValues` gives a rostered day its row.
 */
export async function recalculateDay(
  runtime: ServiceRuntime,
  manager: EntityManager,
  day: CheckedDay,
  mode: 'arrival' | 'timeValues',
  now: Date,
  clockingIDs: ReadonlySet<string> = new Set(),
): Promise<RecalculationSummary> {
  const range = mode === 'timeValues' ? { from: day.date, to: day.date } : { from: addDays(day.date, -1), to: addDays(day.date, 1) };
  const summary = await recalculateEmployees(
    manager,
    [{ employeeID: day.employeeID, ...range }],
    { mode, defaultTimeZone: defaultTimeZone(runtime.config), now, logger: runtime.logger },
    clockingIDs,
  );
  await appendInChunks(manager, summary.events);
  return summary;
}

/** The answer; `exported`: a lock refusal because payroll has the day, which its text says. */
export function manualClockingResult(
  day: { employeeID: string; date: string },
  code: ClockingResultCode,
  clockingIDs: readonly string[] = [],
  exported = false,
): ManualClockingResult {
  const resultText = exported ? exportedDayResult('clocking', code).text : CLOCKING_RESULTS[code];
  return { resultCode: code, resultText, employeeID: day.employeeID, date: day.date, clockingIDs: [...clockingIDs] };
}
