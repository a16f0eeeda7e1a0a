import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The alert log's filters by employee and by day, which read a year of alerts without them. */
export class AlertLogIndexes1763880009160 implements MigrationInterface {
  name = 'AlertLogIndexes1763880009160';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE INDEX alerts_employee_day ON alerts.alerts (employee_id, day) WHERE employee_id IS NOT NULL');
    await q.query('CREATE INDEX alerts_day ON alerts.alerts (day)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX alerts.alerts_day');
    await q.query('DROP INDEX alerts.alerts_employee_day');
  }
}
