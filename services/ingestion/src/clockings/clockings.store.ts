import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { EVENT_TOPIC, type Actor, type ClockingDirection, type ClockingSource } from '@tna/contracts';
import { newEvent, StatementParameters } from '@tna/platform';

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
 * A PIN is an employee's number in any letter case, as employee numbers are unique; a PIN no
 * employee has is kept with no employee: unmatched, never dropped.
 *
 * One statement over arrays, so a reader's weeks of records fit PostgreSQL's 65,535 parameters,
 * and one round trip: it finds the employees by number, inserts the rows and appends the events of
 * just the inserted rows to the outbox. The envelopes are built here beforehand, one per row, and
 * take their employee (payload and key) from the inserted row.
 * Rows go in in key order, so two overlapping uploads lock the same keys in the same order and
 * one waits for the other instead of deadlocking.
 */
export async function storeClockings(manager: EntityManager, clockings: readonly IncomingClocking[], actor: Actor): Promise<StoredClocking[]> {
  if (clockings.length === 0) return [];
  const parameters = new StatementParameters();
  const inserted: StoredClockingRow[] = await manager.query(`WITH ${storeClockingsCtes(parameters, clockings, actor)} SELECT id, pin, employee_id FROM stored`, parameters.values);
  return inserted.map(storedClocking);
}

/** A row of the `stored` CTE. */
export interface StoredClockingRow {
  id: string;
  pin: string;
  employee_id: string | null;
}

export const storedClocking = (row: StoredClockingRow): StoredClocking => ({ clockingID: row.id, pin: row.pin, employeeID: row.employee_id });

/**
 * storeClockings' CTEs (`incoming`, `stored` with the new rows, `events`) for a statement that
 * does more in the same round trip; with `gate`, the name of an earlier CTE, they store nothing
 * unless it has a row.
 */
export function storeClockingsCtes(parameters: StatementParameters, clockings: readonly IncomingClocking[], actor: Actor, gate?: string): string {
  const rows = inKeyOrder(clockings);
  const column = <T>(pick: (c: IncomingClocking) => T) => parameters.add(rows.map(pick));
  const ids = rows.map(() => randomUUID());
  const envelopes = rows.map((c, i) =>
    newEvent(
      'ClockingReceived',
      '',
      {
        clockingID: ids[i],
        employeeID: null,
        employeeNumber: c.pin,
        scannerID: c.scannerID,
        clockedAt: new Date(c.clockedAt).toISOString(),
        direction: c.direction,
        source: c.source,
        verifyType: c.verify,
        workCode: c.workCode,
      },
      { actor },
    ),
  );
  return `incoming AS (
       SELECT c.*, (SELECT e.id FROM api.v_employee_numbers e WHERE lower(e.employee_number) = lower(c.pin)) AS employee_id
         FROM unnest(${parameters.add(ids)}::uuid[], ${column((c) => c.serial)}::text[], ${column((c) => c.pin)}::text[], ${column((c) => c.localTime)}::timestamp[],
                     ${column((c) => c.clockedAt)}::timestamptz[], ${column((c) => c.state)}::smallint[], ${column((c) => c.verify)}::smallint[], ${column((c) => c.workCode)}::text[],
                     ${column((c) => c.scannerID)}::uuid[], ${column((c) => c.direction)}::text[], ${column((c) => c.source)}::text[])
              WITH ORDINALITY AS c(id, serial, pin, local_time, clocked_at, state, verify, work_code, scanner_id, direction, source, n)
        ${gate === undefined ? '' : `WHERE EXISTS (SELECT 1 FROM ${gate})`}
     ), stored AS (
       INSERT INTO raw_clockings (id, serial, pin, local_time, clocked_at, state, verify, work_code, scanner_id, employee_id, direction, source)
       SELECT id, serial, pin, local_time, clocked_at, state, verify, work_code, scanner_id, employee_id, direction, source FROM incoming ORDER BY n
       ON CONFLICT ON CONSTRAINT raw_clockings_device_record DO NOTHING
       RETURNING id, pin, employee_id
     ), events AS (
       INSERT INTO outbox (id, topic, key, envelope)
       SELECT (j.envelope->>'id')::uuid, ${parameters.add(EVENT_TOPIC.ClockingReceived)}, k.key, jsonb_set(j.envelope || jsonb_build_object('key', k.key), '{payload,employeeID}', coalesce(to_jsonb(s.employee_id), 'null'))
         FROM jsonb_array_elements(${parameters.add(JSON.stringify(envelopes))}::jsonb) WITH ORDINALITY AS j(envelope, n)
         JOIN stored s ON s.id = (j.envelope->'payload'->>'clockingID')::uuid
        CROSS JOIN LATERAL (SELECT coalesce(s.employee_id::text, 'pin:' || s.pin) AS key) AS k
        ORDER BY j.n
     )`;
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
