import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { Actor, ClockingDirection, ClockingSource, EventEnvelope } from '@tna/contracts';
import { appendToOutbox, newEvent } from '@tna/platform';
import { employeesByNumber } from '../readers/readers.store';

export interface IncomingClocking {
  serial: string;
  pin: string;
  localTime: string;
  clockedAt: string;
  state: number | null;
  verify: number | null;
  workCode: string | null;
  scannerID: string | null;
  direction: ClockingDirection | null;
  source: ClockingSource;
}

export interface StoredClocking {
  clockingID: string;
  pin: string;
  employeeID: string | null;
}

/**
 * Stores new clockings and raises ClockingReceived for each in the same transaction. A record
 * the device already sent (same serial, PIN and local time) is neither stored nor raised again.
 * A PIN no employee has is kept with no employee: unmatched, never dropped.
 *
 * One statement over arrays, so a reader's weeks of records fit PostgreSQL's 65,535 parameters.
 * Rows go in in key order, so two overlapping uploads lock the same keys in the same order and
 * one waits for the other instead of deadlocking.
 */
export async function storeClockings(manager: EntityManager, clockings: readonly IncomingClocking[], actor: Actor): Promise<StoredClocking[]> {
  if (clockings.length === 0) return [];
  const employees = await employeesByNumber(manager, clockings.map((c) => c.pin));
  const rows = inKeyOrder(clockings);
  const column = <T>(pick: (c: IncomingClocking) => T) => rows.map(pick);
  const inserted: { id: string; pin: string; employee_id: string | null; clocked_at: Date; scanner_id: string | null; direction: ClockingDirection | null; source: ClockingSource; verify: number | null; work_code: string | null }[] =
    await manager.query(
      `INSERT INTO raw_clockings (id, serial, pin, local_time, clocked_at, state, verify, work_code, scanner_id, employee_id, direction, source)
       SELECT id, serial, pin, local_time, clocked_at, state, verify, work_code, scanner_id, employee_id, direction, source
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::timestamp[], $5::timestamptz[], $6::smallint[], $7::smallint[], $8::text[], $9::uuid[], $10::uuid[], $11::text[], $12::text[])
              WITH ORDINALITY AS c(id, serial, pin, local_time, clocked_at, state, verify, work_code, scanner_id, employee_id, direction, source, n)
        ORDER BY n
       ON CONFLICT ON CONSTRAINT raw_clockings_device_record DO NOTHING
       RETURNING id, pin, employee_id, clocked_at, scanner_id, direction, source, verify, work_code`,
      [
        rows.map(() => randomUUID()),
        column((c) => c.serial),
        column((c) => c.pin),
        column((c) => c.localTime),
        column((c) => c.clockedAt),
        column((c) => c.state),
        column((c) => c.verify),
        column((c) => c.workCode),
        column((c) => c.scannerID),
        column((c) => employees.get(c.pin) ?? null),
        column((c) => c.direction),
        column((c) => c.source),
      ],
    );
  const stored: StoredClocking[] = [];
  const events: EventEnvelope[] = [];
  for (const row of inserted) {
    stored.push({ clockingID: row.id, pin: row.pin, employeeID: row.employee_id });
    events.push(
      newEvent(
        'ClockingReceived',
        row.employee_id ?? `pin:${row.pin}`,
        {
          clockingID: row.id,
          employeeID: row.employee_id,
          employeeNumber: row.pin,
          scannerID: row.scanner_id,
          clockedAt: new Date(row.clocked_at).toISOString(),
          direction: row.direction,
          source: row.source,
          verifyType: row.verify,
          workCode: row.work_code,
        },
        { actor },
      ),
    );
  }
  await appendToOutbox(manager, events);
  return stored;
}

/** One row per device record (the first of repeats within a batch), sorted by serial, PIN and local time. */
function inKeyOrder(clockings: readonly IncomingClocking[]): IncomingClocking[] {
  const byKey = new Map<string, IncomingClocking>();
  for (const c of clockings) {
    const key = `${c.serial}\t${c.pin}\t${c.localTime}`;
    if (!byKey.has(key)) byKey.set(key, c);
  }
  return [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, c]) => c);
}
