import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What each payroll export left payroll holding per employee, day and pay code, published for the
 * api's Pay Code Allocations report (docs/reports.md). The report takes, per day, the latest export
 * that covered it (`export_seq`), which the index export_days_latest (employee_id, export_seq DESC)
 * serves.
 */
export class ExportDaysView1763880009650 implements MigrationInterface {
  name = 'ExportDaysView1763880009650';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE VIEW payroll.v_export_days AS
      SELECT export_id, export_seq, employee_id, from_date, to_date, days FROM payroll.export_days`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP VIEW payroll.v_export_days');
  }
}
