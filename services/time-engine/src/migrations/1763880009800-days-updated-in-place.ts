import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A stored day is rewritten with each clocking of its day, then as it settles, is adjusted or
 * authorised. Leaving half of each page free lets PostgreSQL write the new version beside the old
 * one without touching the table's three indexes (a heap-only update), and reclaim the old one
 * when the page is next read, without waiting for vacuum. Pages written from now on keep the room.
 */
export class DaysUpdatedInPlace1763880009800 implements MigrationInterface {
  name = 'DaysUpdatedInPlace1763880009800';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE time_engine.employee_shifts SET (fillfactor = 50)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE time_engine.employee_shifts RESET (fillfactor)');
  }
}
