import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The raw clockings as readers sent them, published for the time engine's DeleteReprocessClockings,
 * which reads an employee's span of them back (by employee, or by PIN for those stored unmatched).
 */
export class RawClockingsView1763880003210 implements MigrationInterface {
  name = 'RawClockingsView1763880003210';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE INDEX raw_clockings_employee_time ON ingestion.raw_clockings (employee_id, clocked_at)');
    await q.query('CREATE INDEX raw_clockings_pin_time ON ingestion.raw_clockings (pin, clocked_at)');
    await q.query(`CREATE VIEW ingestion.v_raw_clockings AS
      SELECT id, pin, employee_id, scanner_id, clocked_at, direction, source FROM ingestion.raw_clockings`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP VIEW ingestion.v_raw_clockings');
    await q.query('DROP INDEX ingestion.raw_clockings_pin_time');
    await q.query('DROP INDEX ingestion.raw_clockings_employee_time');
  }
}
