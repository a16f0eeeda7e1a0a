import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A pull reader's position names its last record by PIN and wall time as the reader packed it.
 * Firmware packs every month as 31 days, so a record may carry a date that does not exist
 * (30 February), which a timestamp column refuses: the batch's transaction failed, and the
 * reader was never read again. The time is kept as the text it was read as.
 */
export class PullPositionAsRead1763880010300 implements MigrationInterface {
  name = 'PullPositionAsRead1763880010300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ingestion.pull_positions ALTER COLUMN last_local_time TYPE text USING to_char(last_local_time, 'YYYY-MM-DD"T"HH24:MI:SS')`);
  }

  async down(q: QueryRunner): Promise<void> {
    // A date that does not exist cannot go back into a timestamp: every position starts again, and repeats are dropped by their key.
    await q.query('UPDATE ingestion.pull_positions SET records_taken = 0, last_pin = NULL, last_local_time = NULL');
    await q.query('ALTER TABLE ingestion.pull_positions ALTER COLUMN last_local_time TYPE timestamp USING NULL');
  }
}
