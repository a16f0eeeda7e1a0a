import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payroll's exported flag: one row per calculated day (a row of time_engine.employee_shifts)
 * whose flag was ever set or cleared, with who last did it and when. A day without a row is not
 * exported. HoursExported writes it by hand; the export itself will write it too.
 */
export class HoursExports1763880006100 implements MigrationInterface {
  name = 'HoursExports1763880006100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE payroll.hours_exports (
      employee_shift_id uuid PRIMARY KEY,
      employee_id uuid NOT NULL,
      shift_date date NOT NULL,
      exported boolean NOT NULL,
      changed_by uuid NOT NULL,
      changed_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX hours_exports_employee_date ON payroll.hours_exports (employee_id, shift_date)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE payroll.hours_exports');
  }
}
