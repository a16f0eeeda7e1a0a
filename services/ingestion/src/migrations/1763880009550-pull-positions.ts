import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where the pull of each reader stands (docs/readers.md "Pull"): how far its attendance table
 * was taken, the last attempt and its error, the backoff, and the lease that keeps two ingestion
 * processes from reading one reader at once. Published as `v_pull_states` for the api's reader
 * status (last pull, its error, when the next attempt is due).
 */
export class PullPositions1763880009550 implements MigrationInterface {
  name = 'PullPositions1763880009550';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE ingestion.pull_positions (
      scanner_id uuid PRIMARY KEY,
      serial text NOT NULL,
      records_taken integer NOT NULL DEFAULT 0,
      last_pin text,
      last_local_time timestamp,
      last_pull_at timestamptz,
      last_success_at timestamptz,
      last_error text,
      failures integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz,
      lease_until timestamptz
    )`);
    await q.query(`CREATE VIEW ingestion.v_pull_states AS
      SELECT scanner_id, serial, records_taken, last_pull_at, last_success_at, last_error, failures, next_attempt_at
      FROM ingestion.pull_positions`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP VIEW ingestion.v_pull_states');
    await q.query('DROP TABLE ingestion.pull_positions');
  }
}
