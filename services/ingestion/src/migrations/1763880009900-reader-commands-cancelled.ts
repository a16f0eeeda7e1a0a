import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The published line, masked as since migration 1763880009740. */
const MASKED_LINE = "regexp_replace(line, '(TMP|Card)=[^\\t]+', '\\1=…', 'g')";

/**
 * An operator can take back lines still queued or sent (CancelReaderCommands, docs/readers.md
 * "Commands"): they become `cancelled`, with who did it (published for the ledger), and leave the
 * open lines, so a reader that never polls again can be deleted.
 */
export class ReaderCommandsCancelled1763880009900 implements MigrationInterface {
  name = 'ReaderCommandsCancelled1763880009900';

  async up(q: QueryRunner): Promise<void> {
    // Checked apart from the change (NOT VALID, then VALIDATE): the long scan of an old ledger then
    // holds a lock that lets readers' polls and answers go on.
    await q.query(`ALTER TABLE ingestion.reader_commands
      DROP CONSTRAINT reader_commands_state_check,
      ADD CONSTRAINT reader_commands_state_check CHECK (state IN ('queued', 'sent', 'succeeded', 'failed', 'cancelled')) NOT VALID,
      ADD COLUMN cancelled_by text`);
    await q.query('ALTER TABLE ingestion.reader_commands VALIDATE CONSTRAINT reader_commands_state_check');
    await q.query(`CREATE OR REPLACE VIEW ingestion.v_reader_commands AS
      SELECT id, scanner_id, serial, command, employee_id, ${MASKED_LINE} AS line, state, return_code,
             attempts, created_at, sent_at, returned_at, requested_by, cancelled_by
      FROM ingestion.reader_commands`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP VIEW ingestion.v_reader_commands');
    await q.query(`CREATE VIEW ingestion.v_reader_commands AS
      SELECT id, scanner_id, serial, command, employee_id, ${MASKED_LINE} AS line, state, return_code,
             attempts, created_at, sent_at, returned_at, requested_by
      FROM ingestion.reader_commands`);
    await q.query(`UPDATE ingestion.reader_commands SET state = 'failed' WHERE state = 'cancelled'`);
    await q.query(`ALTER TABLE ingestion.reader_commands
      DROP COLUMN cancelled_by,
      DROP CONSTRAINT reader_commands_state_check,
      ADD CONSTRAINT reader_commands_state_check CHECK (state IN ('queued', 'sent', 'succeeded', 'failed'))`);
  }
}
