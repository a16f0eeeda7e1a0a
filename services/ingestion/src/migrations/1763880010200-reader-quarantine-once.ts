import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A reader re-sends a batch it was not answered OK for (three times on most firmware), and an
 * operator re-sends a day's log: a rejected line is kept once per reader and table, as first
 * received, so the readers list counts lines, not sends. By a digest of the line: a line of 1,024
 * characters may be longer than an index entry can hold.
 */
export class ReaderQuarantineOnce1763880010200 implements MigrationInterface {
  name = 'ReaderQuarantineOnce1763880010200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM ingestion.reader_quarantine later
      USING ingestion.reader_quarantine first
      WHERE first.scanner_id = later.scanner_id AND first.table_name = later.table_name AND md5(first.line) = md5(later.line) AND first.id < later.id`);
    await q.query('CREATE UNIQUE INDEX reader_quarantine_once ON ingestion.reader_quarantine (scanner_id, table_name, md5(line))');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX ingestion.reader_quarantine_once');
  }
}
