import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What changes an employee's roster beside their own work cycle: manual shift changes (one per
 * employee and date; a null shift is a day off) and work cycle changes (one per employee and
 * effective date). The api reads the work cycle changes through `v_work_cycle_changes`.
 */
export class ShiftChanges1763880000800 implements MigrationInterface {
  name = 'ShiftChanges1763880000800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE time_engine.manual_shift_changes (
      employee_id uuid NOT NULL,
      shift_date date NOT NULL,
      shift_id uuid,
      reason_id uuid,
      changed_by text,
      changed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (employee_id, shift_date)
    )`);
    await q.query(`CREATE TABLE time_engine.work_cycle_changes (
      id uuid PRIMARY KEY,
      employee_id uuid NOT NULL,
      effective_date date NOT NULL,
      work_cycle_id uuid NOT NULL,
      starting_work_pattern_id uuid NOT NULL,
      start_day smallint NOT NULL CHECK (start_day BETWEEN 1 AND 14),
      start_date date,
      reason_id uuid,
      created_by text,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT work_cycle_changes_one_per_day UNIQUE (employee_id, effective_date)
    )`);
    await q.query(`CREATE VIEW time_engine.v_work_cycle_changes AS
      SELECT id, employee_id, effective_date, work_cycle_id, starting_work_pattern_id, start_day, start_date, reason_id, created_by, created_at
        FROM time_engine.work_cycle_changes`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP VIEW time_engine.v_work_cycle_changes');
    await q.query('DROP TABLE time_engine.work_cycle_changes');
    await q.query('DROP TABLE time_engine.manual_shift_changes');
  }
}
