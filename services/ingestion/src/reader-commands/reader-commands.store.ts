import type { EntityManager } from 'typeorm';
import { StatementParameters } from '@tna/platform';
import type { FingerprintRecord } from './domain/adms-lines';
import type { PlannedCommand } from './domain/command-plan';
import type { ReaderInfo } from './domain/reader-info';

/**
 * A reader's INFO, from its first poll's `INFO=` or an INFO command's answer. A field the reader
 * left out keeps what it said before.
 */
export async function recordReaderInfo(manager: EntityManager, serial: string, info: ReaderInfo, at: Date): Promise<void> {
  await manager.query(
    `INSERT INTO ingestion.reader_info (serial, firmware, users, fingerprints, logs, ip, reported_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (serial) DO UPDATE SET
       firmware = COALESCE(EXCLUDED.firmware, reader_info.firmware),
       users = COALESCE(EXCLUDED.users, reader_info.users),
       fingerprints = COALESCE(EXCLUDED.fingerprints, reader_info.fingerprints),
       logs = COALESCE(EXCLUDED.logs, reader_info.logs),
       ip = COALESCE(EXCLUDED.ip, reader_info.ip),
       reported_at = EXCLUDED.reported_at`,
    [serial, info.firmware, info.users, info.fingerprints, info.logs, info.ip, at],
  );
}

/** How far the reader's clock is ahead of ours (negative: behind), in seconds, as measured at `at`. */
export async function recordReaderClockOffset(manager: EntityManager, serial: string, seconds: number, at: Date = new Date()): Promise<void> {
  const parameters = new StatementParameters();
  await manager.query(`WITH ${clockOffsetCte(parameters, serial, seconds, at)} SELECT 1`, parameters.values);
}

/** recordReaderClockOffset's CTE for a larger statement; with `gate`, nothing is noted unless that CTE has a row. */
export function clockOffsetCte(parameters: StatementParameters, serial: string, seconds: number, at: Date, gate?: string): string {
  return `clock_offset AS (
       INSERT INTO ingestion.reader_info (serial, device_time_offset_seconds, offset_measured_at)
       SELECT ${parameters.add(serial)}, ${parameters.add(Math.round(seconds))}, ${parameters.add(at)} ${gate === undefined ? '' : `WHERE EXISTS (SELECT 1 FROM ${gate})`}
       ON CONFLICT (serial) DO UPDATE SET device_time_offset_seconds = EXCLUDED.device_time_offset_seconds, offset_measured_at = EXCLUDED.offset_measured_at
     )`;
}

export interface CommandScanner {
  id: string;
  name: string;
  serial: string | null;
  timeZone: string | null;
  connection: string;
}

/** The readers a request names, from the api's published view; unknown ids are simply absent. */
export async function findCommandScanners(manager: EntityManager, ids: readonly string[]): Promise<CommandScanner[]> {
  return manager.query(
    `SELECT id, name, external_id AS serial, time_zone AS "timeZone", connection FROM api.v_scanners WHERE id = ANY($1::uuid[])`,
    [ids],
  );
}

/**
 * The fingerprint templates readers uploaded for these PINs, one per finger (a finger uploaded
 * as several BIODATA parts sends its first), valid ones only.
 */
export async function fingerprintsOf(manager: EntityManager, pins: readonly string[]): Promise<Map<string, FingerprintRecord[]>> {
  const rows: FingerprintRecord[] = await manager.query(
    `SELECT DISTINCT ON (pin, number) pin, number AS finger, template, duress
       FROM ingestion.bio_templates
      WHERE pin = ANY($1::text[]) AND kind = 'fingerprint' AND valid IS DISTINCT FROM false
      ORDER BY pin, number, template_index`,
    [pins],
  );
  const byPin = new Map<string, FingerprintRecord[]>();
  for (const row of rows) byPin.set(row.pin, [...(byPin.get(row.pin) ?? []), row]);
  return byPin;
}

/** Queues the lines in order and answers their ids (the `C:<id>:` readers echo back). */
export async function queueCommands(manager: EntityManager, commands: readonly PlannedCommand[], requestedBy: string | null): Promise<string[]> {
  const rows: { id: string }[] = await manager.query(
    `INSERT INTO ingestion.reader_commands (scanner_id, serial, command, employee_id, line, requested_by)
     SELECT scanner_id, serial, command, employee_id, line, $6
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::uuid[], $5::text[]) WITH ORDINALITY AS c(scanner_id, serial, command, employee_id, line, n)
      ORDER BY n
     RETURNING id::text`,
    [commands.map((c) => c.scannerID), commands.map((c) => c.serial), commands.map((c) => c.command), commands.map((c) => c.employeeID), commands.map((c) => c.line), requestedBy],
  );
  return rows.map((row) => row.id).sort((a, b) => Number(a) - Number(b));
}

/** Of `ids`, those the ledger does not hold (for `scannerID`: not among that reader's lines). */
export async function unknownCommandIDs(manager: EntityManager, ids: readonly string[], scannerID: string | undefined): Promise<string[]> {
  const rows: { id: string }[] = await manager.query(
    `SELECT i.id FROM unnest($1::bigint[]) AS i (id)
      WHERE NOT EXISTS (SELECT 1 FROM ingestion.reader_commands c WHERE c.id = i.id AND ($2::uuid IS NULL OR c.scanner_id = $2::uuid))
      ORDER BY i.id`,
    [ids, scannerID ?? null],
  );
  return rows.map((row) => String(row.id));
}

/**
 * Takes back the lines still queued or sent among those named (by id, by reader, or both), noting
 * who and when; answers their ids in order. A sent line the reader answers after all still gets
 * its answer recorded (recordCommandResults): what the reader did is what the ledger shows.
 */
export async function cancelCommands(
  manager: EntityManager,
  lines: { scannerID?: string; commandIDs?: readonly string[] },
  cancelledBy: string | null,
  at: Date,
): Promise<string[]> {
  if (lines.scannerID == null && lines.commandIDs == null) throw new Error('cancelCommands needs a reader or the lines');
  const rows: { id: string }[] = await manager.query(
    `WITH cancelled AS (
       UPDATE ingestion.reader_commands SET state = 'cancelled', returned_at = $4, cancelled_by = $3
        WHERE state IN ('queued', 'sent') AND ($1::uuid IS NULL OR scanner_id = $1::uuid) AND ($2::bigint[] IS NULL OR id = ANY ($2::bigint[]))
        RETURNING id
     )
     SELECT id::text FROM cancelled ORDER BY id`,
    [lines.scannerID ?? null, lines.commandIDs ?? null, cancelledBy, at],
  );
  return rows.map((row) => row.id);
}

/** A reboot is sent once: a reader that restarted before answering must not be restarted again. */
const MAX_ATTEMPTS_SQL = "CASE command WHEN 'reboot' THEN 1 ELSE 3 END";

export interface DueCommand {
  id: string;
  line: string;
}

/**
 * What a reader's poll takes, in one statement: its queued lines, and sent lines left unanswered
 * for `resendAfterSeconds` sent again, oldest first, at most `limit`; each marked sent. A line
 * unanswered after its last attempt fails without a code. A setTime line is written again with
 * `setTimeLine`, the reader's wall clock now.
 */
export async function takeDueCommands(
  manager: EntityManager,
  poll: { scannerID: string; at: Date; resendAfterSeconds: number; setTimeLine: string; limit: number },
): Promise<DueCommand[]> {
  // An UPDATE … RETURNING answers [rows, count].
  const [rows]: [DueCommand[], number] = await manager.query(
    `WITH given_up AS (
       UPDATE ingestion.reader_commands SET state = 'failed', returned_at = $2::timestamptz
        WHERE scanner_id = $1 AND state = 'sent' AND sent_at < $2::timestamptz - make_interval(secs => $3::double precision) AND attempts >= ${MAX_ATTEMPTS_SQL}
     ), due AS (
       SELECT id FROM ingestion.reader_commands
        WHERE scanner_id = $1 AND (state = 'queued' OR (state = 'sent' AND sent_at < $2::timestamptz - make_interval(secs => $3::double precision) AND attempts < ${MAX_ATTEMPTS_SQL}))
        ORDER BY id LIMIT $5
        FOR UPDATE SKIP LOCKED
     )
     UPDATE ingestion.reader_commands c
        SET state = 'sent', sent_at = $2, attempts = c.attempts + 1, line = CASE WHEN c.command = 'setTime' THEN $4 ELSE c.line END
       FROM due WHERE c.id = due.id
     RETURNING c.id::text, c.line`,
    [poll.scannerID, poll.at, poll.resendAfterSeconds, poll.setTimeLine, poll.limit],
  );
  return rows.sort((a, b) => Number(a.id) - Number(b.id));
}

/**
 * Whether the reader that presents `serial` has anything queued or sent: the cheap check every
 * poll makes first, beside the reader's lookup. Lines belong to the reader (its id), not to the
 * serial: a reader whose external id changed keeps its queue, a new reader on an old serial
 * inherits none.
 */
export async function hasOpenCommands(manager: EntityManager, serial: string): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    `SELECT 1 FROM api.v_scanners s JOIN ingestion.reader_commands c ON c.scanner_id = s.id AND c.state IN ('queued', 'sent')
      WHERE s.external_id = $1 LIMIT 1`,
    [serial],
  );
  return rows.length > 0;
}

/**
 * A reader's answers: 0 succeeded, any other code failed with it. Only the reader's own commands
 * that it was sent are touched (an id of another reader's, or of a line cancelled before any send,
 * is ignored); answers the kind of each command answered.
 */
export async function recordCommandResults(
  manager: EntityManager,
  scannerID: string,
  results: readonly { id: string; returnCode: number }[],
  at: Date,
): Promise<{ id: string; command: string }[]> {
  if (results.length === 0) return [];
  const [rows]: [{ id: string; command: string }[], number] = await manager.query(
    `UPDATE ingestion.reader_commands c
        SET state = CASE WHEN r.code = 0 THEN 'succeeded' ELSE 'failed' END, return_code = r.code, returned_at = $4
       FROM unnest($2::bigint[], $3::integer[]) AS r(id, code)
      WHERE c.id = r.id AND c.scanner_id = $1 AND c.sent_at IS NOT NULL
     RETURNING c.id::text, c.command`,
    [scannerID, results.map((r) => r.id), results.map((r) => r.returnCode), at],
  );
  return rows;
}
