import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An export's file kept in parts (docs/payroll.md, "The record"): the job writes each chunk of
 * employees' lines as it renders them, so it never holds the whole file, nor the one Buffer a
 * single bytea needed on top of it (a per-day file is tens of MB). The parts are written in the
 * export's transaction like its other rows, never change, and go with it in a dump. The views
 * give the api the file whole, as before.
 */
export class ExportFileParts1763880009310 implements MigrationInterface {
  name = 'ExportFileParts1763880009310';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE payroll.export_file_parts (
      export_id uuid NOT NULL REFERENCES payroll.exports (id) DEFERRABLE INITIALLY DEFERRED,
      part integer NOT NULL,
      bytes bytea NOT NULL,
      PRIMARY KEY (export_id, part)
    )`);
    await q.query(
      'CREATE TRIGGER export_file_parts_never_change BEFORE UPDATE OR DELETE ON payroll.export_file_parts FOR EACH ROW EXECUTE FUNCTION payroll.exports_never_change()',
    );
    await q.query('INSERT INTO payroll.export_file_parts (export_id, part, bytes) SELECT id, 0, file FROM payroll.exports WHERE octet_length(file) > 0');
    await q.query('DROP VIEW payroll.v_export_files');
    await q.query('DROP VIEW payroll.v_exports');
    await q.query('ALTER TABLE payroll.exports DROP COLUMN file');
    await q.query(`CREATE VIEW payroll.v_exports AS
      SELECT id, seq, payroll_id, payroll_name, from_date, to_date, template_id, template_name, template_version, approved_only, not_yet_exported,
             full_export, delta, row_count, totals, sha256, file_name,
             (SELECT coalesce(sum(octet_length(p.bytes)), 0) FROM payroll.export_file_parts p WHERE p.export_id = e.id) AS file_bytes, created_by, created_at
        FROM payroll.exports e`);
    await q.query(`CREATE VIEW payroll.v_export_files AS
      SELECT id, file_name, sha256, coalesce((SELECT string_agg(p.bytes, ''::bytea ORDER BY p.part) FROM payroll.export_file_parts p WHERE p.export_id = e.id), ''::bytea) AS file
        FROM payroll.exports e`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP VIEW payroll.v_export_files');
    await q.query('DROP VIEW payroll.v_exports');
    await q.query("ALTER TABLE payroll.exports ADD COLUMN file bytea NOT NULL DEFAULT ''::bytea");
    await q.query('ALTER TABLE payroll.exports DISABLE TRIGGER exports_never_change');
    await q.query(`UPDATE payroll.exports e SET file = (SELECT string_agg(p.bytes, ''::bytea ORDER BY p.part) FROM payroll.export_file_parts p WHERE p.export_id = e.id)
      WHERE EXISTS (SELECT 1 FROM payroll.export_file_parts p WHERE p.export_id = e.id)`);
    await q.query('ALTER TABLE payroll.exports ENABLE TRIGGER exports_never_change');
    await q.query('ALTER TABLE payroll.exports ALTER COLUMN file DROP DEFAULT');
    await q.query('DROP TABLE payroll.export_file_parts');
    await q.query(`CREATE VIEW payroll.v_exports AS
      SELECT id, seq, payroll_id, payroll_name, from_date, to_date, template_id, template_name, template_version, approved_only, not_yet_exported,
             full_export, delta, row_count, totals, sha256, file_name, octet_length(file) AS file_bytes, created_by, created_at
        FROM payroll.exports`);
    await q.query('CREATE VIEW payroll.v_export_files AS SELECT id, file_name, sha256, file FROM payroll.exports');
  }
}
