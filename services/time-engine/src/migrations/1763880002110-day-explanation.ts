import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The structured explanation of each calculated day (windows, grace bands, clockings, pairs,
 * breaks, where every minute went), written with the calculation method; null for a day
 * calculated before this column, until it is calculated again.
 */
export class DayExplanation1763880002110 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE time_engine.employee_shifts ADD COLUMN calculation_explanation jsonb');
    // `SELECT *` was expanded when the view was made; replacing it appends the new column.
    await q.query('CREATE OR REPLACE VIEW time_engine.v_employee_shifts AS SELECT * FROM time_engine.employee_shifts');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP VIEW time_engine.v_employee_shifts');
    await q.query('ALTER TABLE time_engine.employee_shifts DROP COLUMN calculation_explanation');
    await q.query('CREATE VIEW time_engine.v_employee_shifts AS SELECT * FROM time_engine.employee_shifts');
  }
}
