import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Alerts (docs/alerts.md): one row per alert decided, unique per (event type, subject, day,
 * cause) so a redelivered event or a recalculated day decides nothing twice; and the messages
 * each alert became, one per recipient and channel, with their delivery state. Evaluation writes
 * `alerts`; delivery plans the messages (`planned_at`), sends them and keeps trying the temporary
 * failures. The api reads both through `alerts.v_alert_log`.
 */
export class Alerts1763880009100 implements MigrationInterface {
  name = 'Alerts1763880009100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE alerts.alerts (
      id uuid PRIMARY KEY,
      event_type_id uuid NOT NULL,
      event_kind text NOT NULL,
      -- The employee, reader, export or leave application the alert is about.
      subject_id uuid NOT NULL,
      employee_id uuid,
      -- The subject's day in its own time zone (an employee's shift date, a reader's local date).
      day date NOT NULL,
      -- What caused it, as evaluation names it: 'status:103', 'notClockedIn', 'leave:approved', or a
      -- correction 'withdrawn:status:103'.
      cause text NOT NULL,
      -- What the message templates are given: names, times, codes, all as text already in the subject's zone.
      details jsonb NOT NULL DEFAULT '{}',
      decided_at timestamptz NOT NULL DEFAULT now(),
      planned_at timestamptz,
      test boolean NOT NULL DEFAULT false,
      UNIQUE (event_type_id, subject_id, day, cause)
    )`);
    await q.query('CREATE INDEX alerts_unplanned ON alerts.alerts (decided_at) WHERE planned_at IS NULL');
    await q.query('CREATE INDEX alerts_decided ON alerts.alerts (decided_at DESC)');

    await q.query(`CREATE TABLE alerts.deliveries (
      id uuid PRIMARY KEY,
      alert_id uuid NOT NULL REFERENCES alerts.alerts (id),
      channel text NOT NULL CHECK (channel IN ('email', 'sms')),
      recipient_kind text NOT NULL CHECK (recipient_kind IN ('employee', 'user', 'test')),
      recipient_id uuid,
      -- The e-mail address or E.164 number used; null when the record has none (state 'skipped').
      address text,
      subject text,
      body text NOT NULL,
      state text NOT NULL CHECK (state IN ('pending', 'retrying', 'sent', 'dead', 'skipped')),
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      last_error text,
      provider_id text,
      sent_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query("CREATE INDEX deliveries_due ON alerts.deliveries (next_attempt_at) WHERE state IN ('pending', 'retrying')");
    await q.query('CREATE INDEX deliveries_alert ON alerts.deliveries (alert_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE alerts.deliveries');
    await q.query('DROP TABLE alerts.alerts');
  }
}
