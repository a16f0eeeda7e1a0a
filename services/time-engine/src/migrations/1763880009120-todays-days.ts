import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The employee-dates whose "today" `TodaysDaysJob` has seen to (docs/time-engine.md, "Today's
 * days"): stored, or found without a roster and so without a row. Kept so the job takes each
 * employee once a day, not every minute; rows older than a few days are deleted by the job.
 */
export class TodaysDays1763880009120 implements MigrationInterface {
  name = 'TodaysDays1763880009120';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE time_engine.todays_days_checked (
      employee_id uuid NOT NULL,
      shift_date date NOT NULL,
      checked_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (employee_id, shift_date)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE time_engine.todays_days_checked');
  }
}
