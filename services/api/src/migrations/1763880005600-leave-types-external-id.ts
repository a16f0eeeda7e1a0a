import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The balances import names a leave type by its name or its external ID (the payroll's code for
 * it), so the leave service's view of leave types shows the external ID too. A column added at
 * the end keeps `CREATE OR REPLACE VIEW` valid.
 */
export class LeaveTypesExternalID1763880005600 implements MigrationInterface {
  name = 'LeaveTypesExternalID1763880005600';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE OR REPLACE VIEW api.v_leave_types AS SELECT id, name, unit_of_measure, coalesce(min_balance, 0) AS min_balance, external_id FROM api.leave_types');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP VIEW api.v_leave_types');
    await q.query('CREATE VIEW api.v_leave_types AS SELECT id, name, unit_of_measure, coalesce(min_balance, 0) AS min_balance FROM api.leave_types');
  }
}
