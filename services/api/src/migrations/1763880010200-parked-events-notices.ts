import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The last mail that told the users who may see parked events about them (docs/deploy.md,
 * "Parked events"), with the newest failing event it covered: one row, so that every api
 * instance's notice job sees what was mailed.
 */
export class ParkedEventsNotices1763880010200 implements MigrationInterface {
  name = 'ParkedEventsNotices1763880010200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE api.parked_events_notices (
      id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
      noticed_at timestamptz NOT NULL,
      newest_failed_at timestamptz NOT NULL
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE api.parked_events_notices');
  }
}
