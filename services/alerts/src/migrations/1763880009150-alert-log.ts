import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The alert log the api reads (GetAlertLog, docs/alerts.md "Delivery"): each alert with each
 * of its messages, and an alert with none (not planned yet, or nobody to send to) once with the
 * message columns null. Names of event types and employees are the api's own: it joins them.
 */
export class AlertLog1763880009150 implements MigrationInterface {
  name = 'AlertLog1763880009150';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE VIEW alerts.v_alert_log AS
      SELECT a.id AS alert_id, d.id AS delivery_id, a.event_type_id, a.event_kind, a.subject_id, a.employee_id, a.day, a.cause,
             a.details, a.decided_at, a.planned_at, a.test,
             d.channel, d.recipient_kind, d.recipient_id, d.address, d.subject, d.body, d.state, coalesce(d.attempts, 0) AS attempts,
             d.last_error, d.sent_at, d.created_at AS delivery_created_at
        FROM alerts.alerts a
        LEFT JOIN alerts.deliveries d ON d.alert_id = a.id`);
    // The log's state filter (dead letters above all) without reading every message.
    await q.query('CREATE INDEX deliveries_state ON alerts.deliveries (state, alert_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX alerts.deliveries_state');
    await q.query('DROP VIEW alerts.v_alert_log');
  }
}
