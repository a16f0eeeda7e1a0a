import type { DeliveryChannel, DeliveryState, RecipientKind } from '@tna/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { Contact } from './domain/recipients';

/** An alert evaluation decided and delivery has yet to plan. */
export interface UnplannedAlert {
  id: string;
  eventTypeID: string;
  eventKind: string;
  employeeID: string | null;
  day: string;
  cause: string;
  details: Record<string, unknown>;
  test: boolean;
}

/** What delivery reads of an event type (api.v_event_types). */
export interface EventTypeForDelivery {
  id: string;
  name: string;
  eventKind: string;
  notificationType: string;
  emailHeader: string | null;
  emailFooter: string | null;
  smsHeader: string | null;
  smsFooter: string | null;
  notifyEmployee: boolean;
  recipientUserTeamIDs: string[];
}

/** A message to store: its address null (and `lastError` the reason) when it is skipped. */
export interface NewDelivery {
  id: string;
  alertID: string;
  channel: DeliveryChannel;
  recipientKind: RecipientKind;
  recipientID: string | null;
  address: string | null;
  subject: string | null;
  body: string;
  state: Extract<DeliveryState, 'pending' | 'skipped'>;
  lastError: string | null;
}

/** A message due for an attempt. */
export interface DueDelivery {
  id: string;
  channel: DeliveryChannel;
  address: string;
  subject: string | null;
  body: string;
  attempts: number;
}

type Db = DataSource | EntityManager;

/** The oldest unplanned alerts, locked so another instance plans others meanwhile. */
export async function lockUnplanned(manager: EntityManager, limit: number): Promise<UnplannedAlert[]> {
  return manager.query(
    `SELECT id, event_type_id AS "eventTypeID", event_kind AS "eventKind", employee_id AS "employeeID", to_char(day, 'YYYY-MM-DD') AS day,
            cause, details, test
       FROM alerts.alerts WHERE planned_at IS NULL
      ORDER BY decided_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
    [limit],
  );
}

export async function eventTypesByID(db: Db, ids: readonly string[]): Promise<EventTypeForDelivery[]> {
  return db.query(
    `SELECT id, name, event_kind AS "eventKind", notification_type AS "notificationType", email_header AS "emailHeader", email_footer AS "emailFooter",
            sms_header AS "smsHeader", sms_footer AS "smsFooter", notify_employee AS "notifyEmployee",
            recipient_user_team_ids::text[] AS "recipientUserTeamIDs"
       FROM api.v_event_types WHERE id = ANY($1::uuid[])`,
    [ids],
  );
}

/** Employees by id, named as people call them (preferred name, else first name, and surname). */
export async function employeeContacts(db: Db, ids: readonly string[]): Promise<Contact[]> {
  return db.query(
    `SELECT id, coalesce(nullif(preferred_name, ''), first_name) || ' ' || surname AS name, email, cellphone
       FROM api.v_alert_employees WHERE id = ANY($1::uuid[])`,
    [ids],
  );
}

/** The active users of the given user teams, with their team. */
export async function teamUserContacts(db: Db, teamIDs: readonly string[]): Promise<(Contact & { userTeamID: string })[]> {
  return db.query(
    `SELECT id, full_name AS name, email, cell_phone AS cellphone, user_team_id AS "userTeamID"
       FROM api.v_alert_users WHERE user_team_id = ANY($1::uuid[]) ORDER BY full_name, id`,
    [teamIDs],
  );
}

export async function insertDeliveries(manager: EntityManager, deliveries: readonly NewDelivery[]): Promise<void> {
  if (deliveries.length === 0) return;
  await manager.query(
    `INSERT INTO alerts.deliveries (id, alert_id, channel, recipient_kind, recipient_id, address, subject, body, state, last_error)
     SELECT id, "alertID", channel, "recipientKind", "recipientID", address, subject, body, state, "lastError"
       FROM jsonb_to_recordset($1::jsonb) AS d (id uuid, "alertID" uuid, channel text, "recipientKind" text, "recipientID" uuid,
            address text, subject text, body text, state text, "lastError" text)`,
    [JSON.stringify(deliveries)],
  );
}

export async function markPlanned(manager: EntityManager, alertIDs: readonly string[]): Promise<void> {
  await manager.query('UPDATE alerts.alerts SET planned_at = now() WHERE id = ANY($1::uuid[])', [alertIDs]);
}

/**
 * Takes the messages due for an attempt, oldest first, and moves their next attempt `leaseMs`
 * ahead: another instance leaves them alone while this one sends, and if this one dies they are
 * due again then.
 */
export async function claimDue(db: DataSource, limit: number, leaseMs: number): Promise<DueDelivery[]> {
  // An UPDATE … RETURNING answers [rows, count].
  const [rows]: [DueDelivery[], number] = await db.query(
    `UPDATE alerts.deliveries d SET next_attempt_at = now() + $2 * interval '1 millisecond'
      WHERE d.id IN (SELECT id FROM alerts.deliveries
                      WHERE state IN ('pending', 'retrying') AND next_attempt_at <= now()
                      ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING d.id, d.channel, d.address, d.subject, d.body, d.attempts`,
    [limit, leaseMs],
  );
  return rows;
}

/** What one attempt came to. */
export type AttemptOutcome =
  | { state: 'sent'; providerID: string | null }
  | { state: 'retrying'; error: string; retryInMs: number }
  | { state: 'dead'; error: string }
  | { state: 'skipped'; error: string };

export async function recordAttempt(db: DataSource, id: string, outcome: AttemptOutcome): Promise<void> {
  switch (outcome.state) {
    case 'sent':
      await db.query(
        `UPDATE alerts.deliveries SET state = 'sent', attempts = attempts + 1, sent_at = now(), provider_id = $2, last_error = NULL WHERE id = $1`,
        [id, outcome.providerID],
      );
      return;
    case 'retrying':
      await db.query(
        `UPDATE alerts.deliveries SET state = 'retrying', attempts = attempts + 1, last_error = $2, next_attempt_at = now() + $3 * interval '1 millisecond' WHERE id = $1`,
        [id, outcome.error, outcome.retryInMs],
      );
      return;
    case 'dead':
      await db.query(`UPDATE alerts.deliveries SET state = 'dead', attempts = attempts + 1, last_error = $2 WHERE id = $1`, [id, outcome.error]);
      return;
    case 'skipped':
      await db.query(`UPDATE alerts.deliveries SET state = 'skipped', last_error = $2 WHERE id = $1`, [id, outcome.error]);
      return;
  }
}

/** A test alert of `day`: planned already (its messages are stored with it), its cause unique to it. */
export async function insertTestAlert(manager: EntityManager, alert: { id: string; eventTypeID: string; eventKind: string; day: string; details: object }): Promise<void> {
  await manager.query(
    `INSERT INTO alerts.alerts (id, event_type_id, event_kind, subject_id, day, cause, details, planned_at, test)
     VALUES ($1, $2, $3, $2, $4, $5, $6, now(), true)`,
    [alert.id, alert.eventTypeID, alert.eventKind, alert.day, `test:${alert.id}`, JSON.stringify(alert.details)],
  );
}
