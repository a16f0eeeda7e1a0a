import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payroll's exported flag keyed by employee and day, its one index: an export marks a month of
 * 10,000 employees (240,000 rows) in its transaction, and each row cost an entry in a primary key
 * of random UUIDs plus one in the (employee, day) index the exports read. Keyed by employee and
 * day, a chunk's rows go into a few neighbouring pages of one index, and the flag is kept per day
 * as the time engine keeps it (time_engine.exported_days); employee_shift_id stays for the events.
 * The engine keeps a day's id through every recalculation (employee_shifts is upserted per
 * employee and day), so no two rows name the same day.
 */
export class HoursExportsByDay1763880009300 implements MigrationInterface {
  name = 'HoursExportsByDay1763880009300';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE payroll.hours_exports DROP CONSTRAINT hours_exports_pkey');
    await q.query('DROP INDEX payroll.hours_exports_employee_date');
    await q.query('ALTER TABLE payroll.hours_exports ADD PRIMARY KEY (employee_id, shift_date)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE payroll.hours_exports DROP CONSTRAINT hours_exports_pkey');
    await q.query('ALTER TABLE payroll.hours_exports ADD PRIMARY KEY (employee_shift_id)');
    await q.query('CREATE INDEX hours_exports_employee_date ON payroll.hours_exports (employee_id, shift_date)');
  }
}
