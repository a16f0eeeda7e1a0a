import type { MigrationInterface, QueryRunner } from 'typeorm';

const OVERTIME_COLUMNS = Array.from({ length: 10 }, (_, i) => `over_time${i + 1}_tot integer NOT NULL DEFAULT 0`).join(',\n      ');

export class TimeEngineInitial1763880000100 implements MigrationInterface {
  name = 'TimeEngineInitial1763880000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE time_engine.employee_shifts (
      id uuid PRIMARY KEY,
      employee_id uuid NOT NULL,
      shift_date date NOT NULL,
      statuses smallint[] NOT NULL DEFAULT '{}',
      normal_time_tot integer NOT NULL DEFAULT 0,
      ${OVERTIME_COLUMNS},
      no_pay_time_tot integer NOT NULL DEFAULT 0,
      no_pay_tot_before integer NOT NULL DEFAULT 0,
      no_pay_tot_after integer NOT NULL DEFAULT 0,
      locked boolean NOT NULL DEFAULT false,
      calculated_at timestamptz,
      CONSTRAINT employee_shifts_one_per_day UNIQUE (employee_id, shift_date)
    )`);
    // A clocking is stored once per employee (or unmatched PIN), instant and reader.
    await q.query(`CREATE TABLE time_engine.clockings (
      id uuid PRIMARY KEY,
      employee_id uuid,
      employee_number text NOT NULL,
      scanner_id uuid,
      clocked_at timestamptz NOT NULL,
      direction text,
      source text NOT NULL,
      employee_shift_id uuid REFERENCES time_engine.employee_shifts (id),
      received_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX clockings_once ON time_engine.clockings
      ((coalesce(employee_id::text, 'pin:' || employee_number)), clocked_at, (coalesce(scanner_id::text, '-')))`);
    await q.query('CREATE INDEX clockings_employee_time ON time_engine.clockings (employee_id, clocked_at DESC)');
    await q.query('CREATE INDEX clockings_shift ON time_engine.clockings (employee_shift_id)');
    // Read-only views the api serves its queries from.
    await q.query(`CREATE VIEW time_engine.v_clockings AS
      SELECT id, employee_id, employee_number, scanner_id, clocked_at, direction, source, employee_shift_id FROM time_engine.clockings`);
    await q.query('CREATE VIEW time_engine.v_employee_shifts AS SELECT * FROM time_engine.employee_shifts');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP VIEW time_engine.v_employee_shifts');
    await q.query('DROP VIEW time_engine.v_clockings');
    await q.query('DROP TABLE time_engine.clockings');
    await q.query('DROP TABLE time_engine.employee_shifts');
  }
}
