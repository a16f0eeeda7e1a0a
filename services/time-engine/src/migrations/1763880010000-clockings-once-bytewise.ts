import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The index that stores a clocking once compares the employee's and the reader's ids as text.
 * Under the database's collation every comparison went through the locale's string compare,
 * which made this one index about 40% of a batch insert of clockings; the ids are identifiers,
 * equal only when their bytes are, so comparing bytes ("C") keeps the same rows unique and
 * costs a fraction. Built concurrently, outside a transaction, so an installation with many
 * clockings goes on reading and storing them meanwhile; the old index keeps them unique until
 * the new one is there. A build interrupted before (an invalid index of the new name) is
 * dropped and built again.
 */
export class ClockingsOnceBytewise1763880010000 implements MigrationInterface {
  name = 'ClockingsOnceBytewise1763880010000';
  transaction = false;

  async up(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX CONCURRENTLY IF EXISTS time_engine.clockings_once_bytewise');
    await q.query(`CREATE UNIQUE INDEX CONCURRENTLY clockings_once_bytewise ON time_engine.clockings
      ((coalesce(employee_id::text, 'pin:' || employee_number) COLLATE "C"), clocked_at, (coalesce(scanner_id::text, '-') COLLATE "C"))`);
    await q.query('DROP INDEX CONCURRENTLY IF EXISTS time_engine.clockings_once');
    await q.query('ALTER INDEX time_engine.clockings_once_bytewise RENAME TO clockings_once');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE UNIQUE INDEX CONCURRENTLY clockings_once_by_locale ON time_engine.clockings
      ((coalesce(employee_id::text, 'pin:' || employee_number)), clocked_at, (coalesce(scanner_id::text, '-')))`);
    await q.query('DROP INDEX CONCURRENTLY time_engine.clockings_once');
    await q.query('ALTER INDEX time_engine.clockings_once_by_locale RENAME TO clockings_once');
  }
}
