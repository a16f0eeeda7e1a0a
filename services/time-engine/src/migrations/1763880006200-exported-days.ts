import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The days payroll marked exported (HoursExportChanged), one row per employee-day, removed when
 * payroll clears the flag. Kept apart from employee_shifts so a recalculation, which rewrites
 * the day's row, never loses it. Read by unlock (110), PlanLeaveDays and, through the view, the
 * api's clocking grid.
 */
export class ExportedDays1763880006200 implements MigrationInterface {
  name = 'ExportedDays1763880006200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE time_engine.exported_days (
      employee_id uuid NOT NULL,
      shift_date date NOT NULL,
      employee_shift_id uuid NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (employee_id, shift_date)
    )`);
    await q.query('CREATE VIEW time_engine.v_exported_days AS SELECT employee_id, shift_date, employee_shift_id, updated_at FROM time_engine.exported_days');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP VIEW time_engine.v_exported_days');
    await q.query('DROP TABLE time_engine.exported_days');
  }
}
