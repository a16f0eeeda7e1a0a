import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * DeleteReprocessClockings reads back the raw clockings stored under an employee's number in any
 * letter case, as PINs are matched: by `lower(pin)`, which no index served. Only unmatched
 * clockings, so the index stays small.
 */
export class RawClockingsUnmatchedAnyCase1763880010410 implements MigrationInterface {
  name = 'RawClockingsUnmatchedAnyCase1763880010410';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE INDEX raw_clockings_unmatched_any_case ON ingestion.raw_clockings (lower(pin), clocked_at) WHERE employee_id IS NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX ingestion.raw_clockings_unmatched_any_case');
  }
}
