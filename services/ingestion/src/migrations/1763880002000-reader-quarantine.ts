import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ReaderQuarantine1763880002000 implements MigrationInterface {
  name = 'ReaderQuarantine1763880002000';

  async up(q: QueryRunner): Promise<void> {
    // Lines a reader sent that could not be taken: the reader is answered OK so it moves on, and
    // the line is kept here for an operator instead of vanishing.
    await q.query(`CREATE TABLE ingestion.reader_quarantine (
      id bigserial PRIMARY KEY,
      scanner_id uuid NOT NULL,
      serial text NOT NULL,
      table_name text NOT NULL,
      line_number integer NOT NULL,
      line text NOT NULL,
      reason text NOT NULL,
      received_at timestamptz NOT NULL
    )`);
    await q.query('CREATE INDEX reader_quarantine_scanner ON ingestion.reader_quarantine (scanner_id, received_at DESC)');
    await q.query(`CREATE VIEW ingestion.v_reader_quarantine AS
      SELECT id, scanner_id, serial, table_name, line_number, line, reason, received_at FROM ingestion.reader_quarantine`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP VIEW ingestion.v_reader_quarantine');
    await q.query('DROP TABLE ingestion.reader_quarantine');
  }
}
