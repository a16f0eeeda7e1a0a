import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the payroll value calculation reads beyond the payroll setup's views: each shift's
 * scheduled target (0 with "no target hours", as the engine has no target then), its own pay code
 * and its pay code allocations (rows `{payCodeID, from?, to?, formula?}`), and an index that walks
 * one payroll's employees in employee number order, a chunk at a time.
 */
export class PayrollRunReads1763880007610 implements MigrationInterface {
  name = 'PayrollRunReads1763880007610';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE VIEW api.v_payroll_shifts AS
      SELECT id, CASE WHEN no_target_hours THEN 0 ELSE target_work_hours END AS target_minutes, pay_code_id, pay_code_allocations
        FROM api.shifts`);
    await q.query('CREATE INDEX employees_payroll_number ON api.employees (payroll_id, employee_number) WHERE payroll_id IS NOT NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX api.employees_payroll_number');
    await q.query('DROP VIEW api.v_payroll_shifts');
  }
}
