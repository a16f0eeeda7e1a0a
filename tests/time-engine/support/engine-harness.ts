import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';
import type { EventEnvelope } from '@tna/contracts';
import { claimInboxBatch, type ServiceRuntime } from '@tna/platform';
import { openEngineDatabase, type EngineDatabase } from '../../../services/time-engine/bench/engine-fixture';
import { RecordClockingsCommand } from '../../../services/time-engine/src/clockings/commands/record-clockings/record-clockings.command';
import { RecordClockingsHandler } from '../../../services/time-engine/src/clockings/commands/record-clockings/record-clockings.handler';
import { CLOCKINGS_INBOX } from '../../../services/time-engine/src/clockings/events/clocking-received.consumer';
import { recalculateEmployees, type EmployeeRange } from '../../../services/time-engine/src/recalculation/recalculation.util';
import type { CalculationMode } from '../../../services/time-engine/src/recalculation/employee-days.util';
import { createTestDatabase, type TestDatabase } from '../../support/postgres';

/** The engine's tables and the api's rule tables in a database of their own, with the engine's code run in-process. */
export interface EngineHarness {
  readonly db: EngineDatabase;
  readonly runtime: ServiceRuntime;
  /** What the engine logged at error level. */
  readonly errors: Record<string, unknown>[];
  recalculate(ranges: EmployeeRange[], mode: CalculationMode, now?: string): ReturnType<typeof recalculateEmployees>;
  /** Clockings as the transport delivers them: ClockingReceived events, handled once (the inbox in the same transaction). */
  receive(events: EventEnvelope<'ClockingReceived'>[]): ReturnType<RecordClockingsHandler['execute']>;
  shiftRow(employeeID: string, date: string): Promise<ShiftRow | undefined>;
  close(): Promise<void>;
}

export interface ShiftRow {
  id: string;
  statuses: number[];
  day_kind: string;
  shift_id: string | null;
  normal_time_tot: number;
  over_time1_tot: number;
  over_time2_tot: number;
  no_pay_time_tot: number;
  no_pay_tot_before: number;
  no_pay_tot_after: number;
  short_time: number;
  carried_short_out: number;
  locked: boolean;
  calculated_at: Date;
  pairs: { in: string; out: string | null }[];
  calculation_method: string;
}

export async function startEngineHarness(label: string): Promise<EngineHarness> {
  const database: TestDatabase = await createTestDatabase(label);
  const db = await openEngineDatabase(database.url);
  const errors: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) errors.push(JSON.parse(line));
      done();
    },
  });
  const logger: Logger = pino({ level: 'error' }, sink);
  const runtime = {
    service: 'time-engine',
    config: { TNA_TIME_ZONE: 'Africa/Johannesburg' },
    dataSource: db.engine,
    logger,
    relay: { kick() {} },
  } as unknown as ServiceRuntime;
  const handler = new RecordClockingsHandler(runtime);
  return {
    db,
    runtime,
    errors,
    recalculate: (ranges, mode, now = '2026-04-01T00:00:00Z') =>
      db.engine.transaction((manager) => recalculateEmployees(manager, ranges, { mode, defaultTimeZone: 'Africa/Johannesburg', now: new Date(now), logger })),
    receive: (events) =>
      db.engine.transaction(async (manager) => handler.execute(new RecordClockingsCommand(await claimInboxBatch(manager, CLOCKINGS_INBOX, events), manager))),
    shiftRow: async (employeeID, date) => {
      const rows: ShiftRow[] = await db.engine.query(
        `SELECT id, statuses, day_kind, shift_id, normal_time_tot, over_time1_tot, over_time2_tot, no_pay_time_tot, no_pay_tot_before,
                no_pay_tot_after, short_time, carried_short_out, locked, calculated_at, pairs, calculation_method
           FROM time_engine.employee_shifts WHERE employee_id = $1 AND shift_date = $2`,
        [employeeID, date],
      );
      return rows[0] && { ...rows[0], statuses: rows[0].statuses.map(Number) };
    },
    close: async () => {
      await db.close();
      await database.drop();
    },
  };
}

/** A ClockingReceived event as ingestion publishes it. */
export function clockingReceived(employeeID: string, clockedAt: string, direction: 'IN' | 'OUT' | null = null): EventEnvelope<'ClockingReceived'> {
  return {
    id: randomUUID(),
    type: 'ClockingReceived',
    version: 1,
    occurredAt: new Date().toISOString(),
    key: employeeID,
    payload: { clockingID: randomUUID(), employeeID, employeeNumber: 'E1', scannerID: null, clockedAt, direction, source: 'zk-push' },
  };
}
