import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The leave ledger (LEAVE.md §1): every change to a balance is an entry, never edited or deleted;
 * a correction is a new entry. `source_key` names what made it, so that the accrual job, an
 * application and the balances import can each post idempotently (one key, one entry, unless
 * the entry is a correction, which carries its own key). `seq` keeps the order entries were
 * written in, for entries of one day and action. The api reads `leave.v_ledger_entries`.
 */
export class LeaveLedger1763880005000 implements MigrationInterface {
  name = 'LeaveLedger1763880005000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE leave.ledger_entries (
      id uuid PRIMARY KEY,
      seq bigserial NOT NULL,
      employee_id uuid NOT NULL,
      leave_type_id uuid NOT NULL,
      entry_date date NOT NULL,
      action smallint NOT NULL CHECK (action BETWEEN 1 AND 5),
      amount numeric(14, 4) NOT NULL,
      source_kind text NOT NULL CHECK (source_kind IN ('accrual', 'yearEnd', 'application', 'reversal', 'import')),
      source_key text NOT NULL,
      leave_rule_id uuid,
      period_start date,
      period_end date,
      application_id uuid,
      reverses_id uuid REFERENCES leave.ledger_entries (id),
      note text,
      created_by uuid,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT ledger_entries_source_key UNIQUE (employee_id, leave_type_id, source_key)
    )`);
    await q.query('CREATE INDEX ledger_entries_employee_type_date ON leave.ledger_entries (employee_id, leave_type_id, entry_date)');
    await q.query('CREATE INDEX ledger_entries_application ON leave.ledger_entries (application_id) WHERE application_id IS NOT NULL');
    await q.query(`CREATE VIEW leave.v_ledger_entries AS
      SELECT id, seq, employee_id, leave_type_id, entry_date, action, amount, source_kind, source_key, leave_rule_id,
             period_start, period_end, application_id, reverses_id, note, created_by, created_at
      FROM leave.ledger_entries`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP VIEW leave.v_ledger_entries');
    await q.query('DROP TABLE leave.ledger_entries');
  }
}
