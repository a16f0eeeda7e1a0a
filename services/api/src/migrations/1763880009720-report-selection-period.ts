import type { MigrationInterface, QueryRunner } from 'typeorm';
import { MATCHING } from './1763880009600-report-files';

/** A key of `text` matches a value that starts with it, % and _ taken literally. */
const startsWith = (key: string, column: string) => `(${key} IS NULL OR ${column} ILIKE replace(replace(replace(${key}, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%')`;

/**
 * The employee filter keys' test with whom it considers: with no period (`employed_from` null),
 * the employees in service today (the alerts' rule: they act on today's staff); with a period,
 * everyone employed at some point in it (appointed by its end, not terminated before its start),
 * so a report of last month through a saved filter keeps those who have left since, as "every
 * employee" does (docs/reports.md, "Employee selection").
 */
const MATCHING_IN_PERIOD = `CREATE FUNCTION api.employees_matching(
      surname text, preferred_name text, gender_id uuid, job_title_id uuid, business_unit_id uuid, department_id uuid,
      cost_centre_id uuid, team_id uuid, scanner_group_id uuid, appointment_date_from date, appointment_date_to date,
      employed_from date DEFAULT NULL, employed_to date DEFAULT NULL) RETURNS SETOF uuid
    LANGUAGE sql STABLE AS $$
      SELECT e.id
        FROM api.employees e
       WHERE CASE WHEN $12 IS NULL THEN e.employee_status = 1 AND (e.termination_date IS NULL OR e.termination_date >= current_date)
                  ELSE (e.appointment_date IS NULL OR e.appointment_date <= $13) AND (e.termination_date IS NULL OR e.termination_date >= $12) END
         AND ${startsWith('$1', 'e.surname')}
         AND ${startsWith('$2', 'e.preferred_name')}
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

/** A saved filter's members: today's (alerts), or of a period (reports: `employed_from`, `employed_to`). */
const membersFunction = (period: boolean) => `CREATE OR REPLACE FUNCTION api.employee_filter_members(filter_id uuid${period ? ', employed_from date, employed_to date' : ''}) RETURNS SETOF uuid
      LANGUAGE sql STABLE AS $$
        SELECT m.id
          FROM api.employee_filters f
          CROSS JOIN LATERAL api.employees_matching(f.surname, f.preferred_name, f.gender_id, f.job_title_id, f.business_unit_id, f.department_id,
                                                    f.cost_centre_id, f.team_id, f.scanner_group_id, f.appointment_date_from, f.appointment_date_to${period ? ', $2, $3' : ''}) AS m (id)
         WHERE f.id = $1
      $$`;

/**
 * A report's saved filter considers the report's period (employed at some point in it) rather than
 * today's staff; the alerts keep `api.employee_filter_members(id)`, today's staff.
 */
export class ReportSelectionPeriod1763880009720 implements MigrationInterface {
  name = 'ReportSelectionPeriod1763880009720';

  async up(q: QueryRunner): Promise<void> {
    await q.query('DROP FUNCTION api.employees_matching(text, text, uuid, uuid, uuid, uuid, uuid, uuid, uuid, date, date)');
    await q.query(MATCHING_IN_PERIOD);
    await q.query(membersFunction(false));
    await q.query(membersFunction(true));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP FUNCTION api.employee_filter_members(uuid, date, date)');
    await q.query('DROP FUNCTION api.employees_matching(text, text, uuid, uuid, uuid, uuid, uuid, uuid, uuid, date, date, date, date)');
    await q.query(MATCHING);
    await q.query(membersFunction(false));
  }
}
