import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When each reader last delivered data, published for the alerts service's readerSilent
 * (docs/alerts.md "Sources"). Only the ingestion's own table: the alerts service joins
 * `api.v_scanners` (by `external_id = serial`) for the reader's id, name and time zone when it
 * reads, so this view never ties the api's view down.
 */
export class ReaderContactsView1763880009140 implements MigrationInterface {
  name = 'ReaderContactsView1763880009140';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE VIEW ingestion.v_reader_contacts AS SELECT serial, last_seen_at FROM ingestion.reader_contacts');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP VIEW ingestion.v_reader_contacts');
  }
}
