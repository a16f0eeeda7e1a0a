import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The command ledger follows the reader, not its serial, and no longer shows secrets
 * (docs/readers.md "Commands"):
 * - the open-lines index is keyed by `scanner_id`, which polls and answers now take commands by
 *   (a reader whose external id changes keeps its queue; a new reader on an old serial gets none);
 * - `v_reader_commands` masks `TMP=` (fingerprint templates) and `Card=` (card numbers), which
 *   the api's ledger would otherwise hand every operator (the templates are kept out of
 *   `v_bio_templates` for the same reason);
 * - `v_reader_open_commands` lists the lines still queued or sent, so the api refuses to delete a
 *   reader that still has some.
 */
export class ReaderCommandsByReader1763880009740 implements MigrationInterface {
  name = 'ReaderCommandsByReader1763880009740';

  async up(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX ingestion.reader_commands_open');
    await q.query(`CREATE INDEX reader_commands_open ON ingestion.reader_commands (scanner_id, id) WHERE state IN ('queued', 'sent')`);
    await q.query(`CREATE OR REPLACE VIEW ingestion.v_reader_commands AS
      SELECT id, scanner_id, serial, command, employee_id, regexp_replace(line, '(TMP|Card)=[^\\t]+', '\\1=…', 'g') AS line, state, return_code,
             attempts, created_at, sent_at, returned_at, requested_by
      FROM ingestion.reader_commands`);
    await q.query(`CREATE VIEW ingestion.v_reader_open_commands AS
      SELECT id, scanner_id FROM ingestion.reader_commands WHERE state IN ('queued', 'sent')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP VIEW ingestion.v_reader_open_commands');
    await q.query(`CREATE OR REPLACE VIEW ingestion.v_reader_commands AS
      SELECT id, scanner_id, serial, command, employee_id, line, state, return_code, attempts, created_at, sent_at, returned_at, requested_by
      FROM ingestion.reader_commands`);
    await q.query('DROP INDEX ingestion.reader_commands_open');
    await q.query(`CREATE INDEX reader_commands_open ON ingestion.reader_commands (serial, id) WHERE state IN ('queued', 'sent')`);
  }
}
