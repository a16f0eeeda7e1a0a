import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The leave of each employee-day as the leave service last sent it (LeaveDaysChanged): one row
 * per day (the leave service's overlap refusals keep it one), removed when the leave is gone.
 * Kept apart from employee_shifts so a day without a row yet (a future day) has its leave ready
 * when it is first calculated, and every recalculation of the day reads it again.
 */
export class LeaveDays1763880005500 implements MigrationInterface {
  name = 'LeaveDays1763880005500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE time_engine.leave_days (
      employee_id uuid NOT NULL,
      shift_date date NOT NULL,
      leave jsonb NOT NULL,
      application_id uuid NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (employee_id, shift_date)
    )`);
    await q.query('CREATE VIEW time_engine.v_leave_days AS SELECT employee_id, shift_date, leave, application_id, updated_at FROM time_engine.leave_days');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP VIEW time_engine.v_leave_days');
    await q.query('DROP TABLE time_engine.leave_days');
  }
}
