import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { EVENT_TOPIC, type Actor, type ClockingDirection, type ClockingSource } from '@tna/contracts';
import { newEvent } from '@tna/platform';

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
 * One statement over arrays, so a reader's weeks of records fit PostgreSQL's 65,535 parameters,
 * and one round trip: it finds the employees by number, inserts the rows and appends the events of
 * just the inserted rows to the outbox. The envelopes are built here beforehand, one per row, and
 * take their employee (payload and key) from the inserted row.
 * Rows go in in key order, so two overlapping uploads lock the same keys in the same order and
 * one waits for the other instead of deadlocking.
 */
export async function storeClockings(manager: EntityManager, clockings: readonly IncomingClocking[], actor: Actor): Promise<StoredClocking[]> {
  if (clockings.length === 0) return [];
  const rows = inKeyOrder(clockings);
  const column = <T>(pick: (c: IncomingClocking) => T) => rows.map(pick);
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
  const inserted: { id: string; pin: string; employee_id: string | null }[] = await manager.query(
    `WITH incoming AS (
       SELECT c.*, (SELECT e.id FROM api.v_employee_numbers e WHERE e.employee_number = c.pin) AS employee_id
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::timestamp[], $5::timestamptz[], $6::smallint[], $7::smallint[], $8::text[], $9::uuid[], $10::text[], $11::text[])
              WITH ORDINALITY AS c(id, serial, pin, local_time, clocked_at, state, verify, work_code, scanner_id, direction, source, n)
     ), stored AS (
       INSERT INTO raw_clockings (id, serial, pin, local_time, clocked_at, state, verify, work_code, scanner_id, employee_id, direction, source)
       SELECT id, serial, pin, local_time, clocked_at, state, verify, work_code, scanner_id, employee_id, direction, source FROM incoming ORDER BY n
       ON CONFLICT ON CONSTRAINT raw_clockings_device_record DO NOTHING
       RETURNING id, pin, employee_id
     ), events AS (
       INSERT INTO outbox (id, topic, key, envelope)
       SELECT (j.envelope->>'id')::uuid, $13, k.key, jsonb_set(j.envelope || jsonb_build_object('key', k.key), '{payload,employeeID}', coalesce(to_jsonb(s.employee_id), 'null'))
         FROM jsonb_array_elements($12::jsonb) WITH ORDINALITY AS j(envelope, n)
         JOIN stored s ON s.id = (j.envelope->'payload'->>'clockingID')::uuid
        CROSS JOIN LATERAL (SELECT coalesce(s.employee_id::text, 'pin:' || s.pin) AS key) AS k
        ORDER BY j.n
     )
     SELECT id, pin, employee_id FROM stored`,
    [
      ids,
      column((c) => c.serial),
      column((c) => c.pin),
      column((c) => c.localTime),
      column((c) => c.clockedAt),
      column((c) => c.state),
      column((c) => c.verify),
      column((c) => c.workCode),
      column((c) => c.scannerID),
      column((c) => c.direction),
      column((c) => c.source),
      JSON.stringify(envelopes),
      EVENT_TOPIC.ClockingReceived,
    ],
  );
  return inserted.map((row) => ({ clockingID: row.id, pin: row.pin, employeeID: row.employee_id }));
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
