import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the alerts service reads to address its messages (docs/alerts.md, "Delivery"): each
 * user's name, e-mail and cellphone, with the user team that makes them a recipient. Inactive
 * users receive none. Employees' come from api.v_alert_employees (migration 1763880009030).
 */
export class AlertRecipients1763880009050 implements MigrationInterface {
  name = 'AlertRecipients1763880009050';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE VIEW api.v_alert_users AS
      SELECT id, full_name, email, cell_phone, user_team_id
        FROM api.system_users
       WHERE status = 1`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP VIEW api.v_alert_users');
  }
}
