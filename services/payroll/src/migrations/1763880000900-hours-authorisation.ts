import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payroll's record of whose hours are authorised: one row per calculated day (a row of
 * time_engine.employee_shifts) that was ever authorised or unauthorised, with who last set it
 * and when. A day without a row is not authorised.
 */
export class HoursAuthorisation1763880000900 implements MigrationInterface {
  name = 'HoursAuthorisation1763880000900';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE payroll.hours_authorisations (
      employee_shift_id uuid PRIMARY KEY,
      employee_id uuid NOT NULL,
      shift_date date NOT NULL,
      authorised boolean NOT NULL,
      changed_by uuid NOT NULL,
      changed_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX hours_authorisations_employee_date ON payroll.hours_authorisations (employee_id, shift_date)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE payroll.hours_authorisations');
  }
}
