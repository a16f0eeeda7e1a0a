import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Publishes whose hours are authorised to the api, which shows it on the clocking screen. */
export class HoursAuthorisationsView1763880002410 implements MigrationInterface {
  name = 'HoursAuthorisationsView1763880002410';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE VIEW payroll.v_hours_authorisations AS
      SELECT employee_shift_id, employee_id, shift_date, authorised, changed_by, changed_at FROM payroll.hours_authorisations`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP VIEW payroll.v_hours_authorisations');
  }
}
