import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Clockings entered on the clocking screen (CreateClockInOnly … InsertClocking) keep who entered
 * them. They are the time engine's own record, not ingestion's: `entered_by` set marks the only
 * clockings DeleteClocking may remove. The api's view shows it.
 */
export class ManualClockings1763880003100 implements MigrationInterface {
  name = 'ManualClockings1763880003100';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE time_engine.clockings ADD COLUMN entered_by text');
    // Appended last: CREATE OR REPLACE VIEW may add columns only at the end.
    await q.query(`CREATE OR REPLACE VIEW time_engine.v_clockings AS
      SELECT id, employee_id, employee_number, scanner_id, clocked_at, direction, source, employee_shift_id, entered_by FROM time_engine.clockings`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP VIEW time_engine.v_clockings');
    await q.query(`CREATE VIEW time_engine.v_clockings AS
      SELECT id, employee_id, employee_number, scanner_id, clocked_at, direction, source, employee_shift_id FROM time_engine.clockings`);
    await q.query('ALTER TABLE time_engine.clockings DROP COLUMN entered_by');
  }
}
