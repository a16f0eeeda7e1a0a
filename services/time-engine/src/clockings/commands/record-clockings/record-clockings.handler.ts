import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { contextFromEnvelope, defaultTimeZone, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { addDays } from '../../../domain';
import { appendInChunks } from '../../../recalculation/range-recalculation.util';
import { recalculateEmployees, type ArrivingClocking, type EmployeeRange } from '../../../recalculation/recalculation.util';
import { insertClockings } from '../../clockings.store';
import { RecordClockingsCommand, type RecordClockingsResult } from './record-clockings.command';

/**
 * Stores a batch of clockings and recalculates, once per batch, the employee-days they land on
 * (TIME-ENGINE.md §2) and the later days whose carried short time or overtime history changes.
 * The days are calculated first, with the new clockings as they will be stored, so that each
 * clocking is inserted once with its day (a repeat of a stored clocking is not stored again).
 */
@CommandHandler(RecordClockingsCommand)
export class RecordClockingsHandler implements ICommandHandler<RecordClockingsCommand, RecordClockingsResult> {
  constructor(@Inject(runtimeToken('time-engine')) private readonly runtime: ServiceRuntime) {}

  async execute({ events, manager }: RecordClockingsCommand): Promise<RecordClockingsResult> {
    if (events.length === 0) return { stored: 0, touchedDays: [] };
    // One clocking sent twice in a batch (two events of one clocking) is one arrival.
    const payloads = [...new Map(events.map((event) => [event.payload.clockingID, event.payload])).values()];
    const arriving: ArrivingClocking[] = payloads.flatMap((payload) =>
      payload.employeeID === null
        ? []
        : [{ id: payload.clockingID, employeeID: payload.employeeID, at: new Date(payload.clockedAt), direction: payload.direction, scannerID: payload.scannerID, employeeShiftID: null }],
    );
    const summary = await recalculateEmployees(manager, rangesOf(arriving), {
      mode: 'arrival',
      defaultTimeZone: defaultTimeZone(this.runtime.config),
      now: new Date(),
      logger: this.runtime.logger,
      // A batch mixes readers' uploads: each day is traced to the clocking that landed on it.
      causes: {
        byClocking: new Map(events.map((event) => [event.payload.clockingID, contextFromEnvelope(event)])),
        byEmployee: new Map(events.filter((event) => event.payload.employeeID !== null).map((event) => [event.payload.employeeID!, contextFromEnvelope(event)])),
      },
    }, new Set(), arriving);
    const inserted = await insertClockings(manager, payloads.filter((payload) => !summary.repeats.has(payload.clockingID)), summary.placed);
    // The days were calculated with every placed clocking: one the insert passed over would leave them counting a clocking not stored.
    const stored = new Set(inserted.map((row) => row.id));
    const missing = [...summary.placed.keys()].filter((clockingID) => !stored.has(clockingID));
    if (missing.length > 0) throw new Error(`clockings calculated but not stored (a conflict the calculation did not see): ${missing.join(', ')}`);
    // Appended here in bounded statements rather than returned: a late clocking can rewrite many later days.
    await appendInChunks(manager, summary.events);
    return { stored: inserted.length, touchedDays: summary.clockingDays };
  }
}

/**
 * The days around each employee's new clockings. UTC dates widened by two days cover the local
 * date in any zone and the neighbouring days whose windows may hold the clocking; only days with
 * clockings or a stored row are calculated, so the margin costs no rows.
 */
function rangesOf(clockings: readonly ArrivingClocking[]): EmployeeRange[] {
  const ranges = new Map<string, EmployeeRange>();
  for (const clocking of clockings) {
    const date = clocking.at.toISOString().slice(0, 10);
    const known = ranges.get(clocking.employeeID);
    const from = addDays(date, -2);
    const to = addDays(date, 2);
    ranges.set(clocking.employeeID, {
      employeeID: clocking.employeeID,
      from: known && known.from < from ? known.from : from,
      to: known && known.to > to ? known.to : to,
    });
  }
  return [...ranges.values()];
}
