import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Scheduled recalculations become jobs of the platform's `jobs` table (kind `recalculation`):
 * every request moves with its id (the `requestID` callers hold), its progress and its state,
 * so an unfinished one carries on from its last chunk; then the old table goes.
 */
export class RecalcRequestsToJobs1763880001300 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`INSERT INTO time_engine.jobs (id, kind, payload, state, progress_done, progress_total, requested_by_kind, requested_by_id,
                                                 created_at, started_at, finished_at)
      SELECT id, 'recalculation',
             jsonb_build_object('mode', kind, 'employeeIDs', to_jsonb(employee_ids), 'from', to_char(date_from, 'YYYY-MM-DD'), 'to', to_char(date_to, 'YYYY-MM-DD')),
             CASE WHEN finished_at IS NULL THEN 'queued' ELSE 'succeeded' END,
             employees_done, cardinality(employee_ids),
             CASE WHEN requested_by IS NULL THEN NULL ELSE 'user' END, requested_by,
             requested_at, started_at, finished_at
        FROM time_engine.recalc_requests`);
    await q.query('DROP TABLE time_engine.recalc_requests');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE time_engine.recalc_requests (
      id uuid PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('timeValues', 'autoShift')),
      employee_ids uuid[] NOT NULL,
      date_from date NOT NULL,
      date_to date NOT NULL,
      requested_by text,
      requested_at timestamptz NOT NULL DEFAULT now(),
      started_at timestamptz,
      employees_done integer NOT NULL DEFAULT 0,
      finished_at timestamptz
    )`);
    await q.query('CREATE INDEX recalc_requests_open ON time_engine.recalc_requests (requested_at) WHERE finished_at IS NULL');
    await q.query(`INSERT INTO time_engine.recalc_requests (id, kind, employee_ids, date_from, date_to, requested_by, requested_at, started_at, employees_done, finished_at)
      SELECT id, payload->>'mode', ARRAY(SELECT jsonb_array_elements_text(payload->'employeeIDs'))::uuid[], (payload->>'from')::date, (payload->>'to')::date,
             requested_by_id, created_at, started_at, progress_done, finished_at
        FROM time_engine.jobs WHERE kind = 'recalculation'`);
    await q.query(`DELETE FROM time_engine.jobs WHERE kind = 'recalculation'`);
  }
}
