import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Time adjustments (TIME-ENGINE.md §10) and shift adjustments that clear an exception (§8), kept
 * by employee and date so a day without a shift row yet can take one (code 10); every
 * recalculation hands them to the engine, adjustments in `sequence` order. The api reads them
 * through `v_adjustments` and `v_shift_adjustments`.
 */
export class Adjustments1763880003000 implements MigrationInterface {
  name = 'Adjustments1763880003000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE time_engine.adjustments (
      id uuid PRIMARY KEY,
      sequence bigint GENERATED ALWAYS AS IDENTITY,
      employee_id uuid NOT NULL,
      shift_date date NOT NULL,
      employee_shift_id uuid,
      kind text NOT NULL CHECK (kind IN ('time', 'fromNoPay', 'futureOvertime', 'transfer')),
      action text NOT NULL CHECK (action IN ('none', 'add', 'deduct', 'deductMakeUp', 'deductCarried', 'fromNoPay', 'futureOvertime', 'transfer')),
      minutes integer NOT NULL CHECK (minutes > 0),
      time_value text CHECK (time_value ~ '^(normal|overtime([1-9]|10))$'),
      to_time_value text CHECK (to_time_value ~ '^(normal|overtime([1-9]|10))$'),
      no_pay_type text CHECK (no_pay_type IN ('NP', 'NPB', 'NPA')),
      adjustment_type_id uuid,
      reason_id uuid,
      note text,
      over_24_hours boolean NOT NULL DEFAULT false,
      created_by text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX adjustments_day ON time_engine.adjustments (employee_id, shift_date, sequence)');
    // One approved future overtime per day (165).
    await q.query("CREATE UNIQUE INDEX adjustments_one_future_overtime ON time_engine.adjustments (employee_id, shift_date) WHERE kind = 'futureOvertime'");
    await q.query(`CREATE TABLE time_engine.shift_adjustments (
      id uuid PRIMARY KEY,
      employee_id uuid NOT NULL,
      shift_date date NOT NULL,
      employee_shift_id uuid NOT NULL,
      exception smallint NOT NULL CHECK (exception IN (100, 103, 104, 106, 107)),
      reason_id uuid NOT NULL,
      note text,
      created_by text,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT shift_adjustments_one_per_exception UNIQUE (employee_id, shift_date, exception)
    )`);
    await q.query(`CREATE VIEW time_engine.v_adjustments AS
      SELECT id, sequence, employee_id, shift_date, employee_shift_id, kind, action, minutes, time_value, to_time_value, no_pay_type,
             adjustment_type_id, reason_id, note, over_24_hours, created_by, created_at
        FROM time_engine.adjustments`);
    await q.query(`CREATE VIEW time_engine.v_shift_adjustments AS
      SELECT id, employee_id, shift_date, employee_shift_id, exception, reason_id, note, created_by, created_at
        FROM time_engine.shift_adjustments`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP VIEW time_engine.v_shift_adjustments');
    await q.query('DROP VIEW time_engine.v_adjustments');
    await q.query('DROP TABLE time_engine.shift_adjustments');
    await q.query('DROP TABLE time_engine.adjustments');
  }
}
