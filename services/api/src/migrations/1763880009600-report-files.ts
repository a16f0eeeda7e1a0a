import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The employee filter keys' test, once: a saved filter's members and an unsaved selection (reportFilterEmployeesCreate) both use it. Exported: ReportSelectionPeriod1763880009720's down puts it back. */
export const MATCHING = `CREATE FUNCTION api.employees_matching(
      surname text, preferred_name text, gender_id uuid, job_title_id uuid, business_unit_id uuid, department_id uuid,
      cost_centre_id uuid, team_id uuid, scanner_group_id uuid, appointment_date_from date, appointment_date_to date) RETURNS SETOF uuid
    LANGUAGE sql STABLE AS $$
      SELECT e.id
        FROM api.employees e
       WHERE e.employee_status = 1
         AND (e.termination_date IS NULL OR e.termination_date >= current_date)
         AND ($1 IS NULL OR e.surname ILIKE replace(replace(replace($1, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%')
         AND ($2 IS NULL OR e.preferred_name ILIKE replace(replace(replace($2, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%')
         AND ($3 IS NULL OR e.gender_id = $3)
         AND ($4 IS NULL OR e.job_title_id = $4)
         AND ($5 IS NULL OR e.business_unit_id = $5)
         AND ($6 IS NULL OR e.department_id = $6)
         AND ($7 IS NULL OR e.cost_centre_id = $7)
         AND ($8 IS NULL OR e.team_id = $8
              OR EXISTS (SELECT 1 FROM api.teams t WHERE t.id = $8 AND t.members @> jsonb_build_array(jsonb_build_object('employeeID', e.id::text))))
         AND ($9 IS NULL OR e.scanner_group_id = $9)
         AND ($10 IS NULL OR e.appointment_date >= $10)
         AND ($11 IS NULL OR e.appointment_date <= $11)
    $$`;

/**
 * Reports (docs/reports.md, "Jobs and downloads"): a report job's file, stored as it is written in
 * parts of about a megabyte (as payroll.export_file_parts), so neither the job nor a download holds
 * a whole file; a daily job deletes files after 7 days. And the employee filter keys' test as a
 * function of the keys (api.employees_matching), which the saved filters' members now call.
 */
export class ReportFiles1763880009600 implements MigrationInterface {
  name = 'ReportFiles1763880009600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE api.report_files (
      job_id uuid PRIMARY KEY REFERENCES api.jobs (id) ON DELETE CASCADE,
      kind text NOT NULL,
      file_name text NOT NULL,
      content_type text NOT NULL,
      bytes bigint,
      row_count integer,
      created_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz
    )`);
    await q.query('CREATE INDEX report_files_created_at ON api.report_files (created_at)');
    await q.query(`CREATE TABLE api.report_file_parts (
      job_id uuid NOT NULL REFERENCES api.report_files (job_id) ON DELETE CASCADE,
      part integer NOT NULL CHECK (part >= 0),
      bytes bytea NOT NULL,
      PRIMARY KEY (job_id, part)
    )`);
    await q.query(MATCHING);
    await q.query(`CREATE OR REPLACE FUNCTION api.employee_filter_members(filter_id uuid) RETURNS SETOF uuid
      LANGUAGE sql STABLE AS $$
        SELECT m.id
          FROM api.employee_filters f
          CROSS JOIN LATERAL api.employees_matching(f.surname, f.preferred_name, f.gender_id, f.job_title_id, f.business_unit_id, f.department_id,
                                                    f.cost_centre_id, f.team_id, f.scanner_group_id, f.appointment_date_from, f.appointment_date_to) AS m (id)
         WHERE f.id = $1
      $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    // The members' previous body, as EventAlertsSetup1763880009010 wrote it: the keys' test inline.
    await q.query(`CREATE OR REPLACE FUNCTION api.employee_filter_members(filter_id uuid) RETURNS SETOF uuid
      LANGUAGE sql STABLE AS $$
        SELECT e.id
          FROM api.employee_filters f
          JOIN api.employees e ON true
         WHERE f.id = $1
           AND e.employee_status = 1
           AND (e.termination_date IS NULL OR e.termination_date >= current_date)
           AND (f.surname IS NULL OR e.surname ILIKE replace(replace(replace(f.surname, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%')
           AND (f.preferred_name IS NULL OR e.preferred_name ILIKE replace(replace(replace(f.preferred_name, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%')
           AND (f.gender_id IS NULL OR e.gender_id = f.gender_id)
           AND (f.job_title_id IS NULL OR e.job_title_id = f.job_title_id)
           AND (f.business_unit_id IS NULL OR e.business_unit_id = f.business_unit_id)
           AND (f.department_id IS NULL OR e.department_id = f.department_id)
           AND (f.cost_centre_id IS NULL OR e.cost_centre_id = f.cost_centre_id)
           AND (f.team_id IS NULL OR e.team_id = f.team_id
                OR EXISTS (SELECT 1 FROM api.teams t WHERE t.id = f.team_id AND t.members @> jsonb_build_array(jsonb_build_object('employeeID', e.id::text))))
           AND (f.scanner_group_id IS NULL OR e.scanner_group_id = f.scanner_group_id)
           AND (f.appointment_date_from IS NULL OR e.appointment_date >= f.appointment_date_from)
           AND (f.appointment_date_to IS NULL OR e.appointment_date <= f.appointment_date_to)
      $$`);
    await q.query('DROP FUNCTION api.employees_matching(text, text, uuid, uuid, uuid, uuid, uuid, uuid, uuid, date, date)');
    await q.query('DROP TABLE api.report_file_parts');
    await q.query('DROP TABLE api.report_files');
  }
}
