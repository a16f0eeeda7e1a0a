import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Publishes the manual shift changes to the api, as `v_work_cycle_changes` does the work cycle
 * changes, so that deleting a shift or a shift adjustment reason a change still names is refused.
 */
export class ManualShiftChangesView1763880004100 implements MigrationInterface {
  name = 'ManualShiftChangesView1763880004100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE VIEW time_engine.v_manual_shift_changes AS
      SELECT employee_id, shift_date, shift_id, reason_id, changed_by, changed_at
        FROM time_engine.manual_shift_changes`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP VIEW time_engine.v_manual_shift_changes');
  }
}
