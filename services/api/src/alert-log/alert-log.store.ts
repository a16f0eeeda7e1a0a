import type { AlertLogEntry, DeliveryState, GetAlertLogResult } from '@tna/contracts';
import type { DataSource } from 'typeorm';

export interface AlertLogFilter {
  from: string | null;
  to: string | null;
  eventTypeID: string | null;
  employeeID: string | null;
  state: DeliveryState | null;
}

/**
 * The alert log from the alerts service's view, newest alert first, with the event type's and
 * the employee's names as the api's records hold them now (an employee since deleted keeps the
 * name the alert was decided with).
 */
export async function readAlertLog(db: DataSource, filter: AlertLogFilter, page: { limit: number; offset: number }): Promise<GetAlertLogResult> {
  const where = `($1::date IS NULL OR l.day >= $1) AND ($2::date IS NULL OR l.day <= $2) AND ($3::uuid IS NULL OR l.event_type_id = $3)
                 AND ($4::uuid IS NULL OR l.employee_id = $4) AND ($5::text IS NULL OR l.state = $5)`;
  const params = [filter.from, filter.to, filter.eventTypeID, filter.employeeID, filter.state];
  const items: AlertLogEntry[] = await db.query(
    `SELECT l.alert_id AS "alertID", l.delivery_id AS "deliveryID", l.event_type_id AS "eventTypeID",
            coalesce(t.name, l.details->>'eventTypeName') AS "eventTypeName", l.event_kind AS "eventKind", l.cause,
            l.employee_id AS "employeeID",
            CASE WHEN l.employee_id IS NOT NULL
                 THEN coalesce(coalesce(nullif(e.preferred_name, ''), e.first_name) || ' ' || e.surname, l.details->>'employeeName') END AS "employeeName",
            to_char(l.day, 'YYYY-MM-DD') AS day, l.decided_at AS "decidedAt", l.planned_at AS "plannedAt", l.channel,
            l.recipient_kind AS "recipientKind", l.address, l.subject, l.body, l.state, l.attempts, l.last_error AS "lastError",
            l.sent_at AS "sentAt", l.test
       FROM alerts.v_alert_log l
       LEFT JOIN api.event_types t ON t.id = l.event_type_id
       LEFT JOIN api.employees e ON e.id = l.employee_id
      WHERE ${where}
      ORDER BY l.decided_at DESC, l.alert_id, l.delivery_created_at, l.recipient_kind, l.address, l.delivery_id
      LIMIT $6 OFFSET $7`,
    [...params, page.limit, page.offset],
  );
  const [{ total }]: { total: number }[] = await db.query(`SELECT count(*)::int AS total FROM alerts.v_alert_log l WHERE ${where}`, params);
  return { items: items.map((item) => ({ ...item, decidedAt: iso(item.decidedAt)!, plannedAt: iso(item.plannedAt), sentAt: iso(item.sentAt) })), total };
}

const iso = (value: unknown): string | null => (value instanceof Date ? value.toISOString() : value === null ? null : String(value));
