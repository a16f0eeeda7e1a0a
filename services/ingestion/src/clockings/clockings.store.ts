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

// 12 parameters a row; PostgreSQL allows 65,535 in one statement.
const ROWS_PER_STATEMENT = 2000;

/**
 * Stores new clockings and raises ClockingReceived for each in the same transaction. A record
 * the device already sent (same serial, PIN and local time) is neither stored nor raised again.
 * A PIN no employee has is kept with no employee: unmatched, never dropped.
 */
export async function storeClockings(manager: EntityManager, clockings: readonly IncomingClocking[], actor: Actor): Promise<StoredClocking[]> {
  if (clockings.length === 0) return [];
  const employees = await employeesByNumber(manager, clockings.map((c) => c.pin));
  const stored: StoredClocking[] = [];
  const events: EventEnvelope[] = [];
  for (let start = 0; start < clockings.length; start += ROWS_PER_STATEMENT) {
    const chunk = clockings.slice(start, start + ROWS_PER_STATEMENT);
    const values: unknown[] = [];
    const rows = chunk.map((c, i) => {
      values.push(randomUUID(), c.serial, c.pin, c.localTime, c.clockedAt, c.state, c.verify, c.workCode, c.scannerID, employees.get(c.pin) ?? null, c.direction, c.source);
      const p = i * 12;
      return `(${Array.from({ length: 12 }, (_, k) => `$${p + k + 1}`).join(', ')})`;
    });
    const inserted: { id: string; pin: string; employee_id: string | null; clocked_at: Date; scanner_id: string | null; direction: ClockingDirection | null; source: ClockingSource; verify: number | null; work_code: string | null }[] =
      await manager.query(
        `INSERT INTO raw_clockings (id, serial, pin, local_time, clocked_at, state, verify, work_code, scanner_id, employee_id, direction, source)
         VALUES ${rows.join(', ')}
         ON CONFLICT ON CONSTRAINT raw_clockings_device_record DO NOTHING
         RETURNING id, pin, employee_id, clocked_at, scanner_id, direction, source, verify, work_code`,
        values,
      );
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
  }
  await appendToOutbox(manager, events);
  return stored;
}
