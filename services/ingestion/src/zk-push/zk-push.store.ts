import type { EntityManager } from 'typeorm';
import { StatementParameters, type SqlQueryable } from '@tna/platform';
import { storeClockingsCtes, storedClocking, type IncomingClocking, type StoredClocking, type StoredClockingRow } from '../clockings/clockings.store';
import { clockOffsetCte } from '../reader-commands/reader-commands.store';
import { readerRecordText, readerUploadCtes, type ReaderUpload } from '../readers/readers.store';
import type { RejectedLine } from './domain/attendance-log';
import type { BioTemplateRecord } from './domain/operation-log';

/** Stores biometric templates; a later upload of the same key replaces the stored one. */
export async function storeBioTemplates(manager: EntityManager, templates: readonly BioTemplateRecord[], serial: string, receivedAt: Date): Promise<void> {
  if (templates.length === 0) return;
  await manager.query(
    `INSERT INTO bio_templates (pin, kind, number, template_index, algorithm_version, format, size, valid, duress, template, serial, received_at)
     SELECT *, $11::text, $12::timestamptz
       FROM unnest($1::text[], $2::text[], $3::smallint[], $4::smallint[], $5::text[], $6::smallint[], $7::integer[], $8::boolean[], $9::boolean[], $10::text[])
     ON CONFLICT (pin, kind, number, template_index) DO UPDATE SET
       algorithm_version = EXCLUDED.algorithm_version, format = EXCLUDED.format, size = EXCLUDED.size, valid = EXCLUDED.valid,
       duress = EXCLUDED.duress, template = EXCLUDED.template, serial = EXCLUDED.serial, received_at = EXCLUDED.received_at`,
    [
      templates.map((t) => t.pin),
      templates.map((t) => t.kind),
      templates.map((t) => t.number),
      templates.map((t) => t.index),
      templates.map((t) => t.algorithmVersion),
      templates.map((t) => t.format),
      templates.map((t) => t.size),
      templates.map((t) => t.valid),
      templates.map((t) => t.duress),
      templates.map((t) => t.template),
      serial,
      receivedAt,
    ],
  );
}

/**
 * Keeps the lines of an upload that could not be taken, for the reader's quarantine list: each
 * line once per reader and table (a re-sent batch adds nothing), in digest order, so two
 * overlapping uploads wait for each other rather than deadlock.
 */
export async function quarantineLines(manager: EntityManager, reader: { id: string; serial: string }, table: string, lines: readonly RejectedLine[], receivedAt: Date): Promise<void> {
  if (lines.length === 0) return;
  const parameters = new StatementParameters();
  await manager.query(`WITH ${quarantineCte(parameters, parameters.add(reader.id), { serial: reader.serial, table, lines, receivedAt })} SELECT 1`, parameters.values);
}

/** quarantineLines' CTE for a larger statement: `scannerID` is an SQL expression; with `gate`, nothing is kept unless that CTE has a row. */
function quarantineCte(
  parameters: StatementParameters,
  scannerID: string,
  { serial, table, lines, receivedAt }: { serial: string; table: string; lines: readonly RejectedLine[]; receivedAt: Date },
  gate?: string,
): string {
  return `quarantined AS (
       INSERT INTO reader_quarantine (scanner_id, serial, table_name, line_number, line, reason, received_at)
       SELECT ${scannerID}, ${parameters.add(serial)}, ${parameters.add(table)}, line_number, line, reason, ${parameters.add(receivedAt)}
         FROM unnest(${parameters.add(lines.map((l) => l.line))}::integer[], ${parameters.add(lines.map((l) => l.text))}::text[], ${parameters.add(lines.map((l) => l.reason))}::text[]) AS l(line_number, line, reason)
        ${gate === undefined ? '' : `WHERE EXISTS (SELECT 1 FROM ${gate})`}
        ORDER BY md5(l.line)
       ON CONFLICT (scanner_id, table_name, md5(line)) DO NOTHING
     )`;
}

/** What storeAttendanceUpload answers. */
export interface AttendanceUploadResult {
  /** The serial's reader as it reads now (readerRecordText), null for an unknown serial. */
  readerRecord: string | null;
  /** Whether the upload was taken: false when the reader's record was not the one given, and nothing was written. */
  taken: boolean;
  stored: StoredClocking[];
}

/**
 * A reader's ATTLOG upload in ONE statement, so one round trip and no BEGIN or COMMIT: the
 * contact and stamp, the clockings with their ClockingReceived, the quarantined lines and the
 * reader's clock offset are all written, or none. They were worked out from the reader's record
 * `expected`; if the reader reads otherwise now (a new time zone, say), nothing is written and
 * the caller works the upload out again from the record answered.
 */
export async function storeAttendanceUpload(
  queryable: SqlQueryable,
  upload: ReaderUpload,
  expected: string,
  work: { scannerID: string; clockings: readonly IncomingClocking[]; rejected: readonly RejectedLine[]; clockOffsetSeconds: number | null },
): Promise<AttendanceUploadResult> {
  const parameters = new StatementParameters();
  const ctes = [
    readerUploadCtes(parameters, upload, expected),
    storeClockingsCtes(parameters, work.clockings, { kind: 'reader', id: work.scannerID }, 'taken'),
    ...(work.rejected.length > 0 ? [quarantineCte(parameters, '(SELECT id FROM taken)', { serial: upload.serial, table: upload.table, lines: work.rejected, receivedAt: upload.at }, 'taken')] : []),
    ...(work.clockOffsetSeconds === null ? [] : [clockOffsetCte(parameters, upload.serial, work.clockOffsetSeconds, upload.at, 'taken')]),
  ];
  const [row]: { reader: string | null; taken: boolean; stored: StoredClockingRow[] }[] = await queryable.query(
    `WITH ${ctes.join(', ')}
     SELECT (SELECT ${readerRecordText('r')} FROM reader r) AS reader, EXISTS (SELECT 1 FROM taken) AS taken,
            coalesce((SELECT json_agg(stored) FROM stored), '[]') AS stored`,
    parameters.values,
  );
  return { readerRecord: row.reader, taken: row.taken, stored: row.stored.map(storedClocking) };
}
