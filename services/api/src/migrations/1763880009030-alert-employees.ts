import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What other services read of employees for alerts (docs/alerts.md "Evaluation"): the alerts
 * service names the employee of an alert and reaches them (`api.v_alert_employees`); the time
 * engine stores today's day of every employee in service before anyone clocks
 * (`api.v_employees_in_service`, docs/time-engine.md "Today's days").
 */
export class AlertEmployees1763880009030 implements MigrationInterface {
  name = 'AlertEmployees1763880009030';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE VIEW api.v_alert_employees AS
      SELECT id, employee_number, first_name, preferred_name, surname, time_zone, email, cellphone, employee_status, termination_date
        FROM api.employees`);
    await q.query(`CREATE VIEW api.v_employees_in_service AS
      SELECT id, time_zone, appointment_date, termination_date FROM api.employees WHERE employee_status = 1`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP VIEW api.v_employees_in_service');
    await q.query('DROP VIEW api.v_alert_employees');
  }
}
