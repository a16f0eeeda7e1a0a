import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The index that stores a clocking once compares the employee's and the reader's ids as text.
 * Under the database's collation every comparison went through the locale's string compare,
 * which made this one index about 40% of a batch insert of clockings; the ids are identifiers,
 * equal only when their bytes are, so comparing bytes ("C") keeps the same rows unique and
 * costs a fraction. Rebuilt in the migration's transaction, so the table is never without it:
 * the clockings wait for the build (seconds per million rows, docs/deploy.md "Upgrading"). A
 * concurrent build would spare that wait but hangs when a second instance of the time engine
 * starts meanwhile (its wait for the migration lock holds a snapshot the build waits for).
 */
export class ClockingsOnceBytewise1763880010000 implements MigrationInterface {
  name = 'ClockingsOnceBytewise1763880010000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX time_engine.clockings_once');
    await q.query(`CREATE UNIQUE INDEX clockings_once ON time_engine.clockings
      ((coalesce(employee_id::text, 'pin:' || employee_number) COLLATE "C"), clocked_at, (coalesce(scanner_id::text, '-') COLLATE "C"))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX time_engine.clockings_once');
    await q.query(`CREATE UNIQUE INDEX clockings_once ON time_engine.clockings
      ((coalesce(employee_id::text, 'pin:' || employee_number)), clocked_at, (coalesce(scanner_id::text, '-')))`);
  }
}
