import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a calculated day keeps beside its totals: the shift it was calculated with, short and
 * carried short time, its pairs, the calculation method and, while it is in progress, when it
 * stops being; and the recalculations scheduled for later (result code 12).
 */
export class ShiftCalculation1763880000600 implements MigrationInterface {
  name = 'ShiftCalculation1763880000600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE time_engine.employee_shifts
      ADD COLUMN day_kind text NOT NULL DEFAULT 'noRoster' CHECK (day_kind IN ('shift', 'dayOff', 'noRoster')),
      ADD COLUMN shift_id uuid,
      ADD COLUMN shift_start timestamptz,
      ADD COLUMN shift_end timestamptz,
      ADD COLUMN short_time integer NOT NULL DEFAULT 0,
      ADD COLUMN carried_short_out integer NOT NULL DEFAULT 0,
      ADD COLUMN break_deducted integer NOT NULL DEFAULT 0,
      ADD COLUMN leave_minutes integer NOT NULL DEFAULT 0,
      ADD COLUMN overtime_authorised boolean NOT NULL DEFAULT false,
      ADD COLUMN pairs jsonb NOT NULL DEFAULT '[]',
      ADD COLUMN calculation_method text NOT NULL DEFAULT '',
      ADD COLUMN settles_at timestamptz`);
    // Days still in progress (0, 2) and when they stop being: the open-days job recalculates them then.
    await q.query('CREATE INDEX employee_shifts_settles_at ON time_engine.employee_shifts (settles_at) WHERE settles_at IS NOT NULL');
    // `SELECT *` was expanded when the view was made; replacing it appends the new columns.
    await q.query('CREATE OR REPLACE VIEW time_engine.v_employee_shifts AS SELECT * FROM time_engine.employee_shifts');
    await q.query(`CREATE TABLE time_engine.recalc_requests (
      id uuid PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('timeValues', 'autoShift')),
      employee_ids uuid[] NOT NULL,
      date_from date NOT NULL,
      date_to date NOT NULL,
      requested_by text,
      requested_at timestamptz NOT NULL DEFAULT now(),
      started_at timestamptz,
      employees_done integer NOT NULL DEFAULT 0,
      finished_at timestamptz
    )`);
    await q.query('CREATE INDEX recalc_requests_open ON time_engine.recalc_requests (requested_at) WHERE finished_at IS NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE time_engine.recalc_requests');
    await q.query('DROP VIEW time_engine.v_employee_shifts');
    await q.query(`ALTER TABLE time_engine.employee_shifts
      DROP COLUMN day_kind, DROP COLUMN shift_id, DROP COLUMN shift_start, DROP COLUMN shift_end, DROP COLUMN short_time,
      DROP COLUMN carried_short_out, DROP COLUMN break_deducted, DROP COLUMN leave_minutes, DROP COLUMN overtime_authorised,
      DROP COLUMN pairs, DROP COLUMN calculation_method, DROP COLUMN settles_at`);
    await q.query('CREATE VIEW time_engine.v_employee_shifts AS SELECT * FROM time_engine.employee_shifts');
  }
}
