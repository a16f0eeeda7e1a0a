import type { MigrationInterface, QueryRunner } from 'typeorm';

export class IngestionInitial1763880000000 implements MigrationInterface {
  name = 'IngestionInitial1763880000000';

  async up(q: QueryRunner): Promise<void> {
    // Every clocking as a reader sent it; (serial, pin, local time) is what a device re-sends.
    await q.query(`CREATE TABLE ingestion.raw_clockings (
      id uuid PRIMARY KEY,
      serial text NOT NULL,
      pin text NOT NULL,
      local_time timestamp NOT NULL,
      clocked_at timestamptz NOT NULL,
      state smallint,
      verify smallint,
      work_code text,
      scanner_id uuid,
      employee_id uuid,
      direction text,
      source text NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT raw_clockings_device_record UNIQUE (serial, pin, local_time)
    )`);
    await q.query('CREATE INDEX raw_clockings_unmatched ON ingestion.raw_clockings (pin) WHERE employee_id IS NULL');
    await q.query(`CREATE TABLE ingestion.reader_stamps (
      serial text NOT NULL,
      table_name text NOT NULL,
      stamp text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (serial, table_name)
    )`);
    await q.query(`CREATE TABLE ingestion.reader_contacts (
      serial text PRIMARY KEY,
      last_seen_at timestamptz NOT NULL,
      remote_address text
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE ingestion.reader_contacts');
    await q.query('DROP TABLE ingestion.reader_stamps');
    await q.query('DROP TABLE ingestion.raw_clockings');
  }
}
