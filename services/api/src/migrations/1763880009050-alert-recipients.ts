import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the alerts service reads to address its messages (docs/alerts.md, "Delivery"): each
 * employee's name, e-mail and cellphone, and each user's, with the user team that makes them a
 * recipient. Inactive users receive none.
 */
export class AlertRecipients1763880009050 implements MigrationInterface {
  name = 'AlertRecipients1763880009050';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE VIEW api.v_alert_employees AS
      SELECT id, employee_number, first_name, surname, preferred_name, email, cellphone
        FROM api.employees`);
    await q.query(`CREATE VIEW api.v_alert_users AS
      SELECT id, full_name, email, cell_phone, user_team_id
        FROM api.system_users
       WHERE status = 1`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP VIEW api.v_alert_users');
    await q.query('DROP VIEW api.v_alert_employees');
  }
}
