import type { EntityManager } from 'typeorm';
import { StatementParameters } from '@tna/platform';
import type { ClockingDirection } from '@tna/contracts';

export interface KnownReader {
  id: string;
  externalId: string;
  type: string;
  direction: ClockingDirection | null;
  timeZone: string | null;
  /** The reader's states mapped to directions where the device is set up otherwise than ZKTeco's default. */
  stateMap: Readonly<Record<string, ClockingDirection>> | null;
}

const READER_COLUMNS = 'id, external_id AS "externalId", type, direction, time_zone AS "timeZone", state_map AS "stateMap"';

/** A reader polls every few seconds: its contact is noted at most this often from polls, so an idle reader costs no write per poll. */
const POLL_CONTACT_EVERY_SECONDS = 30;

/** Readers and employee numbers come from the api's published read-only views. */
export async function findReaderBySerial(manager: EntityManager, serial: string): Promise<KnownReader | null> {
  const rows: KnownReader[] = await manager.query(`SELECT ${READER_COLUMNS} FROM api.v_scanners WHERE external_id = $1 LIMIT 1`, [serial]);
  return rows[0] ?? null;
}

/**
 * The reader of a handshake or a poll, in the same round trip noting that it was heard from
 * (readerSilent alerts read it: a reader with nothing to upload still polls); null, and nothing
 * noted, for an unknown serial.
 */
export async function takeReaderPoll(manager: EntityManager, poll: { serial: string; at: Date; remoteAddress: string | null }): Promise<KnownReader | null> {
  const rows: KnownReader[] = await manager.query(
    `WITH reader AS (
       SELECT ${READER_COLUMNS} FROM api.v_scanners WHERE external_id = $1 LIMIT 1
     ), contact AS (
       INSERT INTO reader_contacts (serial, last_seen_at, remote_address) SELECT $1, $2, $3 FROM reader
       ON CONFLICT (serial) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at, remote_address = EXCLUDED.remote_address
       WHERE reader_contacts.last_seen_at < EXCLUDED.last_seen_at - make_interval(secs => $4)
     )
     SELECT * FROM reader`,
    [poll.serial, poll.at, poll.remoteAddress, POLL_CONTACT_EVERY_SECONDS],
  );
  return rows[0] ?? null;
}

/** What an upload notes of its reader. */
export interface ReaderUpload {
  serial: string;
  table: string;
  at: Date;
  remoteAddress: string | null;
  stamp: string | null;
}

/**
 * The reader of an upload, in the same round trip noting its contact and, when the upload
 * carries one, its stamp for `table`; null, and nothing noted, for an unknown serial.
 */
export async function takeReaderUpload(manager: EntityManager, upload: ReaderUpload): Promise<KnownReader | null> {
  const parameters = new StatementParameters();
  const rows: KnownReader[] = await manager.query(`WITH ${readerUploadCtes(parameters, upload)} SELECT * FROM reader`, parameters.values);
  return rows[0] ?? null;
}

/**
 * takeReaderUpload's CTEs for a statement that does more in the same round trip: `reader` (the
 * serial's reader), `taken` (it, when the upload is taken) and the notes. With `expected` (a
 * reader's record as `readerRecordText` gave it) the upload is taken only if the reader's record
 * still reads so: what the statement stores was worked out from that record.
 */
export function readerUploadCtes(parameters: StatementParameters, upload: ReaderUpload, expected?: string): string {
  const serial = parameters.add(upload.serial);
  const stamp = parameters.add(upload.stamp?.slice(0, 64) ?? null);
  return `reader AS (
       SELECT ${READER_COLUMNS} FROM api.v_scanners WHERE external_id = ${serial} LIMIT 1
     ), taken AS (
       SELECT * FROM reader r ${expected === undefined ? '' : `WHERE ${readerRecordText('r')} = ${parameters.add(expected)}`}
     ), contact AS (
       INSERT INTO reader_contacts (serial, last_seen_at, remote_address) SELECT ${serial}, ${parameters.add(upload.at)}, ${parameters.add(upload.remoteAddress)} FROM taken
       ON CONFLICT (serial) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at, remote_address = EXCLUDED.remote_address
     ), stamp AS (
       INSERT INTO reader_stamps (serial, table_name, stamp) SELECT ${serial}, ${parameters.add(upload.table)}, ${stamp} FROM taken WHERE ${stamp}::text IS NOT NULL
       ON CONFLICT (serial, table_name) DO UPDATE SET stamp = EXCLUDED.stamp, updated_at = now()
     )`;
}

/** The serial's reader record as readerUploadCtes compares it, null for an unknown serial. */
export async function readerRecordOf(manager: EntityManager, serial: string): Promise<string | null> {
  const rows: { record: string }[] = await manager.query(
    `SELECT ${readerRecordText('r')} AS record FROM (SELECT ${READER_COLUMNS} FROM api.v_scanners WHERE external_id = $1 LIMIT 1) r`,
    [serial],
  );
  return rows[0]?.record ?? null;
}

/** A `reader` row as text, in jsonb's canonical form: the same record always reads the same. */
export const readerRecordText = (alias: string) => `to_jsonb(${alias})::text`;

export async function findReaderById(manager: EntityManager, id: string): Promise<KnownReader | null> {
  const rows: KnownReader[] = await manager.query(`SELECT ${READER_COLUMNS} FROM api.v_scanners WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** The employee number of an employee, null for an unknown id. */
export async function employeeNumberOf(manager: EntityManager, employeeID: string): Promise<string | null> {
  const rows: { employeeNumber: string }[] = await manager.query('SELECT employee_number AS "employeeNumber" FROM api.v_employee_numbers WHERE id = $1', [employeeID]);
  return rows[0]?.employeeNumber ?? null;
}

/** When and from where a reader was last heard from. */
export async function noteReaderContact(manager: EntityManager, serial: string, at: Date, remoteAddress: string | null): Promise<void> {
  await manager.query(
    `INSERT INTO reader_contacts (serial, last_seen_at, remote_address) VALUES ($1, $2, $3)
     ON CONFLICT (serial) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at, remote_address = EXCLUDED.remote_address`,
    [serial, at, remoteAddress],
  );
}

/** The device's opaque stamp for a table, echoed back in its next handshake. */
export async function saveReaderStamp(manager: EntityManager, serial: string, table: string, stamp: string): Promise<void> {
  await manager.query(
    `INSERT INTO reader_stamps (serial, table_name, stamp) VALUES ($1, $2, $3)
     ON CONFLICT (serial, table_name) DO UPDATE SET stamp = EXCLUDED.stamp, updated_at = now()`,
    [serial, table, stamp.slice(0, 64)],
  );
}

/** The stamps a reader last sent per table, by table name. */
export async function readerStamps(manager: EntityManager, serial: string): Promise<Record<string, string>> {
  const rows: { table_name: string; stamp: string }[] = await manager.query('SELECT table_name, stamp FROM reader_stamps WHERE serial = $1', [serial]);
  return Object.fromEntries(rows.map((row) => [row.table_name, row.stamp]));
}
