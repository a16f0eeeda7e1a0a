import type { DataSource } from 'typeorm';
import type { ClockingFileBadRow, ClockingFileMapping, ClockingImport } from '@tna/contracts';
import type { PageWindow } from '../shared/list-query.util';

/** The columns GetClockingImports sorts on. */
export const CLOCKING_IMPORT_SORTS: Readonly<Record<string, string>> = {
  createdAt: 'created_at',
  fileName: 'file_name',
  scannerName: 'scanner_name',
  state: 'state',
  rows: 'rows',
  new: 'new_count',
  bad: 'bad_count',
};

/** The import log from ingestion's view, with the reader's and the user's names from the api's own tables. */
const IMPORTS = `
  SELECT i.id, i.job_id, i.file_name, i.kind, i.scanner_id, s.name AS scanner_name, s.time_zone AS scanner_time_zone, i.rows, i.new_count, i.already_stored, i.bad_count, i.stored,
         i.requested_by, u.full_name AS requested_by_name, i.state, i.created_at, i.finished_at
    FROM ingestion.v_clocking_imports i
    LEFT JOIN scanners s ON s.id = i.scanner_id
    LEFT JOIN system_users u ON u.id::text = i.requested_by`;

interface ImportRow {
  id: string;
  job_id: string;
  file_name: string;
  kind: ClockingImport['kind'];
  scanner_id: string;
  scanner_name: string | null;
  scanner_time_zone: string | null;
  rows: number;
  new_count: number;
  already_stored: number;
  bad_count: number;
  stored: number;
  requested_by: string;
  requested_by_name: string | null;
  state: ClockingImport['state'];
  created_at: Date;
  finished_at: Date | null;
}

export async function listClockingImports(
  db: DataSource,
  filter: { scannerID?: string; search: string | null },
  window: PageWindow,
  installationZone: string,
): Promise<{ items: ClockingImport[]; total: number }> {
  const where = `WHERE ($1::uuid IS NULL OR scanner_id = $1) AND ($2::text IS NULL OR file_name ILIKE $2 OR scanner_name ILIKE $2)`;
  const params = [filter.scannerID ?? null, filter.search];
  const [{ total }]: { total: number }[] = await db.query(`SELECT count(*)::int AS total FROM (${IMPORTS}) l ${where}`, params);
  const rows: ImportRow[] = await db.query(`SELECT * FROM (${IMPORTS}) l ${where} ORDER BY ${window.orderBy} LIMIT $3 OFFSET $4`, [...params, window.limit, window.offset]);
  return { items: rows.map((row) => toImport(row, installationZone)), total };
}

export async function findClockingImport(db: DataSource, id: string, installationZone: string): Promise<ClockingImport | undefined> {
  const rows: ImportRow[] = await db.query(`SELECT * FROM (${IMPORTS}) l WHERE id = $1`, [id]);
  return rows[0] && toImport(rows[0], installationZone);
}

export function clockingImportBadRows(db: DataSource, id: string): Promise<ClockingFileBadRow[]> {
  return db.query(
    `SELECT row_number AS row, column_name AS "column", value, reason FROM ingestion.v_clocking_import_bad_rows WHERE import_id = $1 ORDER BY row_number, column_name`,
    [id],
  );
}

export async function readerExists(db: DataSource, id: string): Promise<boolean> {
  const rows: unknown[] = await db.query('SELECT 1 FROM scanners WHERE id = $1', [id]);
  return rows.length > 0;
}

export async function savedClockingFileMapping(db: DataSource, scannerID: string): Promise<ClockingFileMapping | null> {
  const rows: { mapping: ClockingFileMapping }[] = await db.query('SELECT mapping FROM ingestion.v_clocking_file_mappings WHERE scanner_id = $1', [scannerID]);
  return rows[0]?.mapping ?? null;
}

/** An entry as answered; its times are shown on the reader's clock: its zone, else the installation's (a deleted reader's too). */
function toImport(row: ImportRow, installationZone: string): ClockingImport {
  return {
    id: row.id,
    jobID: row.job_id,
    fileName: row.file_name,
    kind: row.kind,
    scannerID: row.scanner_id,
    scannerName: row.scanner_name,
    timeZone: row.scanner_time_zone ?? installationZone,
    rows: row.rows,
    new: row.new_count,
    alreadyStored: row.already_stored,
    bad: row.bad_count,
    stored: row.stored,
    requestedBy: row.requested_by,
    requestedByName: row.requested_by_name,
    state: row.state,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}
