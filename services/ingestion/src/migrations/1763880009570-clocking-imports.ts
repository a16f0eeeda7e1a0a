import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Clocking files (docs/readers.md "Clocking files"): the import log, each import's bad rows, and
 * the Morpho column mapping saved per reader. An import's state and progress are its job's; the
 * file itself is kept only until its job has stored it. The api reads the log and the mappings
 * through the views.
 */
export class ClockingImports1763880009570 implements MigrationInterface {
  name = 'ClockingImports1763880009570';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE ingestion.clocking_imports (
      id uuid PRIMARY KEY,
      job_id uuid NOT NULL,
      file_name text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('zk-attlog', 'morpho')),
      scanner_id uuid NOT NULL,
      serial text NOT NULL,
      time_zone text NOT NULL,
      mapping jsonb,
      content bytea,
      rows integer NOT NULL,
      new_count integer NOT NULL,
      already_stored integer NOT NULL,
      bad_count integer NOT NULL,
      stored integer NOT NULL DEFAULT 0,
      requested_by text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX clocking_imports_created ON ingestion.clocking_imports (created_at DESC)');
    await q.query('CREATE INDEX clocking_imports_scanner ON ingestion.clocking_imports (scanner_id, created_at DESC)');
    await q.query(`CREATE TABLE ingestion.clocking_import_bad_rows (
      import_id uuid NOT NULL REFERENCES ingestion.clocking_imports (id) ON DELETE CASCADE,
      row_number integer NOT NULL,
      column_name text NOT NULL,
      value text NOT NULL,
      reason text NOT NULL,
      PRIMARY KEY (import_id, row_number, column_name)
    )`);
    await q.query(`CREATE TABLE ingestion.clocking_file_mappings (
      scanner_id uuid PRIMARY KEY,
      mapping jsonb NOT NULL,
      updated_by text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE VIEW ingestion.v_clocking_imports AS
      SELECT i.id, i.job_id, i.file_name, i.kind, i.scanner_id, i.rows, i.new_count, i.already_stored, i.bad_count, i.stored,
             i.requested_by, i.created_at, j.state, j.finished_at
        FROM ingestion.clocking_imports i JOIN ingestion.jobs j ON j.id = i.job_id`);
    await q.query(`CREATE VIEW ingestion.v_clocking_import_bad_rows AS
      SELECT import_id, row_number, column_name, value, reason FROM ingestion.clocking_import_bad_rows`);
    await q.query('CREATE VIEW ingestion.v_clocking_file_mappings AS SELECT scanner_id, mapping, updated_at FROM ingestion.clocking_file_mappings');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP VIEW ingestion.v_clocking_file_mappings');
    await q.query('DROP VIEW ingestion.v_clocking_import_bad_rows');
    await q.query('DROP VIEW ingestion.v_clocking_imports');
    await q.query('DROP TABLE ingestion.clocking_file_mappings');
    await q.query('DROP TABLE ingestion.clocking_import_bad_rows');
    await q.query('DROP TABLE ingestion.clocking_imports');
  }
}
