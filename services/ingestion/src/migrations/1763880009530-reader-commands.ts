import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ADMS command ledger and what readers say about themselves (docs/readers.md "Commands").
 * `reader_info` is published as `v_reader_info` for the api's reader status view; the pull
 * reader writes its clock offset into the same row.
 */
export class ReaderCommands1763880009530 implements MigrationInterface {
  name = 'ReaderCommands1763880009530';

  async up(q: QueryRunner): Promise<void> {
    // One row per ADMS line: the id is the `C:<id>:` the reader echoes back in devicecmd, so a
    // user with three templates is four rows, each with its own answer.
    await q.query(`CREATE TABLE ingestion.reader_commands (
      id bigserial PRIMARY KEY,
      scanner_id uuid NOT NULL,
      serial text NOT NULL,
      command text NOT NULL,
      employee_id uuid,
      line text NOT NULL,
      state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sent', 'succeeded', 'failed')),
      return_code integer,
      attempts integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz,
      returned_at timestamptz,
      requested_by text
    )`);
    // Every poll reads the reader's open commands: the partial index stays as small as the queue.
    await q.query(`CREATE INDEX reader_commands_open ON ingestion.reader_commands (serial, id) WHERE state IN ('queued', 'sent')`);
    await q.query('CREATE INDEX reader_commands_scanner ON ingestion.reader_commands (scanner_id, id DESC)');
    await q.query(`CREATE VIEW ingestion.v_reader_commands AS
      SELECT id, scanner_id, serial, command, employee_id, line, state, return_code, attempts, created_at, sent_at, returned_at, requested_by
      FROM ingestion.reader_commands`);
    // The latest INFO a reader gave (first poll's INFO= or an INFO command's answer) and the
    // latest clock offset measured (device minus server, seconds), each with its own instant.
    await q.query(`CREATE TABLE ingestion.reader_info (
      serial text PRIMARY KEY,
      firmware text,
      users integer,
      fingerprints integer,
      logs integer,
      ip text,
      reported_at timestamptz,
      device_time_offset_seconds integer,
      offset_measured_at timestamptz
    )`);
    await q.query(`CREATE VIEW ingestion.v_reader_info AS
      SELECT serial, firmware, users, fingerprints, logs, ip, reported_at, device_time_offset_seconds, offset_measured_at
      FROM ingestion.reader_info`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP VIEW ingestion.v_reader_info');
    await q.query('DROP TABLE ingestion.reader_info');
    await q.query('DROP VIEW ingestion.v_reader_commands');
    await q.query('DROP TABLE ingestion.reader_commands');
  }
}
