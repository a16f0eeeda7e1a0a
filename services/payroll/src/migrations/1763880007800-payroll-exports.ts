import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payroll exports (docs/payroll.md, "Export"). `exports`: one row per export, never changed nor
 * removed (a trigger refuses both), holding the file itself as bytea: files are a few MB at most,
 * are read whole to be downloaded, and go and come with the row in a backup, which large objects
 * do not. `export_days`: what each export left payroll holding per employee, day and pay code
 * (one row per export and employee, the days as JSON: a month of 10,000 employees is 10,000
 * rows, not 310,000), the baseline a later delta export subtracts. `export_templates`: the shipped templates as the
 * service last started with them, for the api's template lookups. The api reads the views.
 */
export class PayrollExports1763880007800 implements MigrationInterface {
  name = 'PayrollExports1763880007800';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE SEQUENCE payroll.exports_seq');
    await q.query(`CREATE TABLE payroll.exports (
      id uuid PRIMARY KEY,
      seq bigint NOT NULL UNIQUE,
      job_id uuid UNIQUE,
      payroll_id uuid NOT NULL,
      payroll_name text NOT NULL,
      from_date date NOT NULL,
      to_date date NOT NULL,
      template_id uuid NOT NULL,
      template_name text NOT NULL,
      template_version integer NOT NULL,
      approved_only boolean NOT NULL,
      not_yet_exported boolean NOT NULL,
      full_export boolean NOT NULL,
      delta boolean NOT NULL,
      row_count integer NOT NULL,
      totals jsonb NOT NULL,
      sha256 text NOT NULL,
      file_name text NOT NULL,
      file bytea NOT NULL,
      created_by uuid,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX exports_newest ON payroll.exports (created_at DESC, seq DESC)');
    // Written before the export row, in the same transaction: the row comes at the end, with the file.
    await q.query(`CREATE TABLE payroll.export_days (
      export_id uuid NOT NULL REFERENCES payroll.exports (id) DEFERRABLE INITIALLY DEFERRED,
      export_seq bigint NOT NULL,
      employee_id uuid NOT NULL,
      from_date date NOT NULL,
      to_date date NOT NULL,
      -- {"2026-03-02": {"NT": 480, "OT": 60}, ...}: every day the export covered, even one with nothing.
      days jsonb NOT NULL
    )`);
    await q.query('CREATE INDEX export_days_latest ON payroll.export_days (employee_id, export_seq DESC)');
    await q.query(`CREATE FUNCTION payroll.exports_never_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'payroll exports never change (%)', TG_TABLE_NAME; END $$`);
    await q.query('CREATE TRIGGER exports_never_change BEFORE UPDATE OR DELETE ON payroll.exports FOR EACH ROW EXECUTE FUNCTION payroll.exports_never_change()');
    await q.query('CREATE TRIGGER export_days_never_change BEFORE UPDATE OR DELETE ON payroll.export_days FOR EACH ROW EXECUTE FUNCTION payroll.exports_never_change()');
    await q.query(`CREATE VIEW payroll.v_exports AS
      SELECT id, seq, payroll_id, payroll_name, from_date, to_date, template_id, template_name, template_version, approved_only, not_yet_exported,
             full_export, delta, row_count, totals, sha256, file_name, octet_length(file) AS file_bytes, created_by, created_at
        FROM payroll.exports`);
    await q.query('CREATE VIEW payroll.v_export_files AS SELECT id, file_name, sha256, file FROM payroll.exports');
    await q.query(`CREATE TABLE payroll.export_templates (
      id uuid PRIMARY KEY,
      position integer NOT NULL,
      name text NOT NULL,
      version integer NOT NULL,
      parameters jsonb NOT NULL
    )`);
    await q.query('CREATE VIEW payroll.v_export_templates AS SELECT id, position, name, version, parameters FROM payroll.export_templates');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP VIEW payroll.v_export_templates');
    await q.query('DROP TABLE payroll.export_templates');
    await q.query('DROP VIEW payroll.v_export_files');
    await q.query('DROP VIEW payroll.v_exports');
    await q.query('DROP TABLE payroll.export_days');
    await q.query('DROP TABLE payroll.exports');
    await q.query('DROP FUNCTION payroll.exports_never_change()');
    await q.query('DROP SEQUENCE payroll.exports_seq');
  }
}
