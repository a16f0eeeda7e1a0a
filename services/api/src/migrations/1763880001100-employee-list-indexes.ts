import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The employee list's toolbar filters, each with the list's default sort. */
const FILTERED = ['department_id', 'business_unit_id', 'job_title_id'];

/**
 * Indexes that hand GetEmployees a page of ids in surname order straight from the index (an
 * index-only scan: `surname` is included because the planner cannot read it out of
 * `lower(surname)`, and `employee_status`, the toolbar's other filter, so it is checked there too),
 * so a page reads 250 rows rather than every match, sorted.
 * `employees_surname_id` serves the unfiltered list and replaces `employees_surname`.
 */
export class EmployeeListIndexes1763880001100 implements MigrationInterface {
  name = 'EmployeeListIndexes1763880001100';

  async up(q: QueryRunner): Promise<void> {
    for (const column of FILTERED) {
      await q.query(`CREATE INDEX employees_${column}_surname ON api.employees (${column}, lower(surname), id) INCLUDE (surname, employee_status)`);
    }
    await q.query('CREATE INDEX employees_surname_id ON api.employees (lower(surname), id) INCLUDE (surname, employee_status)');
    await q.query('DROP INDEX api.employees_surname');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('CREATE INDEX employees_surname ON api.employees (lower(surname))');
    await q.query('DROP INDEX api.employees_surname_id');
    for (const column of FILTERED) await q.query(`DROP INDEX api.employees_${column}_surname`);
  }
}
