import type { EntityManager } from 'typeorm';
import type { ClockingFileBadRow, ClockingFileKind, ClockingFileMapping } from '@tna/contracts';

/** How many of these clockings the reader's serial already has stored (the push path's key: serial, PIN, local time). */
export async function countStored(manager: EntityManager, serial: string, clockings: readonly { pin: string; localTime: string }[]): Promise<number> {
  if (clockings.length === 0) return 0;
  const rows: { count: number }[] = await manager.query(
    `SELECT count(*)::int AS count
       FROM (SELECT DISTINCT pin, local_time FROM unnest($2::text[], $3::timestamp[]) AS k(pin, local_time)) k
       JOIN raw_clockings r ON r.serial = $1 AND r.pin = k.pin AND r.local_time = k.local_time`,
    [serial, clockings.map((c) => c.pin), clockings.map((c) => c.localTime)],
  );
  return rows[0].count;
}

export interface NewClockingImport {
  id: string;
  jobID: string;
  fileName: string;
  kind: ClockingFileKind;
  scannerID: string;
  serial: string;
  timeZone: string;
  mapping: ClockingFileMapping | null;
  content: Buffer;
  counts: { rows: number; new: number; alreadyStored: number; bad: number };
  requestedBy: string;
  badRows: readonly ClockingFileBadRow[];
}

/** The import log's entry with its bad rows, and the file its job reads. */
export async function insertImport(manager: EntityManager, entry: NewClockingImport): Promise<void> {
  await manager.query(
    `INSERT INTO clocking_imports (id, job_id, file_name, kind, scanner_id, serial, time_zone, mapping, content, rows, new_count, already_stored, bad_count, requested_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11, $12, $13, $14)`,
    [
      entry.id,
      entry.jobID,
      entry.fileName,
      entry.kind,
      entry.scannerID,
      entry.serial,
      entry.timeZone,
      entry.mapping === null ? null : JSON.stringify(entry.mapping),
      entry.content,
      entry.counts.rows,
      entry.counts.new,
      entry.counts.alreadyStored,
      entry.counts.bad,
      entry.requestedBy,
    ],
  );
  if (entry.badRows.length === 0) return;
  await manager.query(
    `INSERT INTO clocking_import_bad_rows (import_id, row_number, column_name, value, reason)
     SELECT $1, * FROM unnest($2::int[], $3::text[], $4::text[], $5::text[])`,
    [entry.id, entry.badRows.map((r) => r.row), entry.badRows.map((r) => r.column), entry.badRows.map((r) => r.value), entry.badRows.map((r) => r.reason)],
  );
}

/** The mapping a reader's next Morpho file is read with: the one its last import used. */
export async function saveMapping(manager: EntityManager, scannerID: string, mapping: ClockingFileMapping, userID: string): Promise<void> {
  await manager.query(
    `INSERT INTO clocking_file_mappings (scanner_id, mapping, updated_by) VALUES ($1, $2::jsonb, $3)
     ON CONFLICT (scanner_id) DO UPDATE SET mapping = EXCLUDED.mapping, updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [scannerID, JSON.stringify(mapping), userID],
  );
}

export async function savedMapping(manager: EntityManager, scannerID: string): Promise<ClockingFileMapping | null> {
  const rows: { mapping: ClockingFileMapping }[] = await manager.query('SELECT mapping FROM clocking_file_mappings WHERE scanner_id = $1', [scannerID]);
  return rows[0]?.mapping ?? null;
}

export interface ImportToRun {
  kind: ClockingFileKind;
  scannerID: string;
  serial: string;
  timeZone: string;
  mapping: ClockingFileMapping | null;
  /** Null once the job has stored it. */
  content: Buffer | null;
  createdAt: Date;
}

export async function importToRun(manager: EntityManager, importID: string): Promise<ImportToRun | null> {
  const rows: ImportToRun[] = await manager.query(
    `SELECT kind, scanner_id AS "scannerID", serial, time_zone AS "timeZone", mapping, content, created_at AS "createdAt" FROM clocking_imports WHERE id = $1`,
    [importID],
  );
  return rows[0] ?? null;
}

/** Counts what a chunk of the job stored. */
export async function addStored(manager: EntityManager, importID: string, stored: number): Promise<void> {
  await manager.query('UPDATE clocking_imports SET stored = stored + $2 WHERE id = $1', [importID, stored]);
}

/** The file is not kept once its clockings are: the log keeps its name, counts and bad rows. */
export async function dropContent(manager: EntityManager, importID: string): Promise<void> {
  await manager.query('UPDATE clocking_imports SET content = NULL WHERE id = $1', [importID]);
}

/** Drops the file of the import a job ran, if it was one: a cancelled import keeps its log, not its bytes. */
export async function dropContentOfJob(manager: EntityManager, jobID: string): Promise<void> {
  await manager.query('UPDATE clocking_imports SET content = NULL WHERE job_id = $1 AND content IS NOT NULL', [jobID]);
}
