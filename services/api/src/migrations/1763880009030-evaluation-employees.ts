import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What other services read of employees for alerts (docs/alerts.md "Evaluation"): alert
 * evaluation names the employee of an alert and shows times in their zone
 * (`api.v_evaluation_employees`; delivery reads addresses from its own view); the time
 * engine stores today's day of every employee in service before anyone clocks
 * (`api.v_employees_in_service`, docs/time-engine.md "Today's days").
 */
export class EvaluationEmployees1763880009030 implements MigrationInterface {
  name = 'EvaluationEmployees1763880009030';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE VIEW api.v_evaluation_employees AS
      SELECT id, employee_number, first_name, preferred_name, surname, time_zone FROM api.employees`);
    await q.query(`CREATE VIEW api.v_employees_in_service AS
      SELECT id, time_zone, appointment_date, termination_date FROM api.employees WHERE employee_status = 1`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP VIEW api.v_employees_in_service');
    await q.query('DROP VIEW api.v_evaluation_employees');
  }
}
