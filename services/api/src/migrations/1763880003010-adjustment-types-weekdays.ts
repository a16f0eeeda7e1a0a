import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An adjustment type may be limited to some weekdays (`weekdays`, rows of `{dayOfWeek}` 1..7;
 * none: every day), and the views the time engine checks a time adjustment's type and reason by.
 */
export class AdjustmentTypesWeekdays1763880003010 implements MigrationInterface {
  name = 'AdjustmentTypesWeekdays1763880003010';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE api.adjustment_types
      ADD COLUMN weekdays jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(weekdays) = 'array')`);
    await q.query(`CREATE VIEW api.v_adjustment_types AS
      SELECT t.id, t.name, t.action,
             coalesce((SELECT array_agg(DISTINCT (row->>'dayOfWeek')::int) FROM jsonb_array_elements(t.weekdays) AS rows (row)), '{}') AS weekdays
        FROM api.adjustment_types t`);
    await q.query('CREATE VIEW api.v_shift_adjustment_reasons AS SELECT id, name FROM api.shift_adjustment_reasons');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP VIEW api.v_shift_adjustment_reasons');
    await q.query('DROP VIEW api.v_adjustment_types');
    await q.query('ALTER TABLE api.adjustment_types DROP COLUMN weekdays');
  }
}
