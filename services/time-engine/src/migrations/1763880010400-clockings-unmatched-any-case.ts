import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * DeleteReprocessClockings finds the clockings stored under an employee's number before the
 * employee had it in any letter case, as ingestion matches PINs: by `lower(employee_number)`,
 * which no index served. Only unmatched clockings, so the index stays small.
 */
export class ClockingsUnmatchedAnyCase1763880010400 implements MigrationInterface {
  name = 'ClockingsUnmatchedAnyCase1763880010400';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE INDEX clockings_unmatched_any_case ON time_engine.clockings (lower(employee_number), clocked_at) WHERE employee_id IS NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX time_engine.clockings_unmatched_any_case');
  }
}
