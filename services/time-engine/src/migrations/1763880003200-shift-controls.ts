import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the clocking screen's shift controls set per employee-day: FILO switched on or off
 * (FILOSwitchOnOff), and the organisation and location a day is reported under (ChangeOrgInfo,
 * ChangeLocation). Stored per day rather than as effective-dated rows: each call names a date
 * range, a locked day must keep what it had, and a report joins one row per day.
 */
export class ShiftControls1763880003200 implements MigrationInterface {
  name = 'ShiftControls1763880003200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE time_engine.filo_days (
      employee_id uuid NOT NULL,
      shift_date date NOT NULL,
      filo boolean NOT NULL,
      changed_by text NOT NULL,
      changed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (employee_id, shift_date)
    )`);
    // A null column: the day takes that field from the employee record.
    await q.query(`CREATE TABLE time_engine.employee_day_org (
      employee_id uuid NOT NULL,
      shift_date date NOT NULL,
      business_unit_id uuid,
      department_id uuid,
      cost_centre_id uuid,
      team_id uuid,
      job_title_id uuid,
      location_id uuid,
      changed_by text NOT NULL,
      changed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (employee_id, shift_date)
    )`);
    await q.query('CREATE VIEW time_engine.v_filo_days AS SELECT employee_id, shift_date, filo, changed_by, changed_at FROM time_engine.filo_days');
    await q.query(`CREATE VIEW time_engine.v_employee_day_org AS
      SELECT employee_id, shift_date, business_unit_id, department_id, cost_centre_id, team_id, job_title_id, location_id, changed_by, changed_at
        FROM time_engine.employee_day_org`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP VIEW time_engine.v_employee_day_org');
    await q.query('DROP VIEW time_engine.v_filo_days');
    await q.query('DROP TABLE time_engine.employee_day_org');
    await q.query('DROP TABLE time_engine.filo_days');
  }
}
