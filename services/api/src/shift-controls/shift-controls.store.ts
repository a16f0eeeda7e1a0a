import type { SqlQueryable } from '@tna/platform';
import type { EmployeeClocking, EmployeeShiftOrgInfo } from '@tna/contracts';

/** The api's tables the organisation fields of ChangeOrgInfo and ChangeLocation name. */
export const ORG_TABLES = {
  businessUnitID: 'business_units',
  departmentID: 'departments',
  costCentreID: 'cost_centres',
  teamID: 'teams',
  jobTitleID: 'job_titles',
  locationID: 'locations',
} as const;
export type OrgReference = keyof typeof ORG_TABLES;

export async function orgRecordExists(db: SqlQueryable, field: OrgReference, id: string): Promise<boolean> {
  const rows: unknown[] = await db.query(`SELECT 1 FROM api.${ORG_TABLES[field]} WHERE id = $1`, [id]);
  return rows.length > 0;
}

export type EmployeeClockingRow = Omit<EmployeeClocking, 'clockedAt'> & { clockedAt: Date };

const CLOCKING_COLUMNS = `c.id, c.clocked_at AS "clockedAt", to_char(c.clocked_at AT TIME ZONE z.zone, 'YYYY-MM-DD"T"HH24:MI:SS') AS "localTime",
       z.zone AS "timeZone", c.scanner_id AS "scannerID", sc.name AS "scannerName", c.direction, c.source, c.employee_shift_id AS "employeeShiftID"`;

/** The employee's newest `lastX` clockings; undefined when there is no such employee. */
export async function listLastClockings(db: SqlQueryable, employeeID: string, lastX: number, defaultZone: string): Promise<EmployeeClockingRow[] | undefined> {
  const employees: unknown[] = await db.query('SELECT 1 FROM api.employees WHERE id = $1', [employeeID]);
  if (employees.length === 0) return undefined;
  return db.query(
    `SELECT ${CLOCKING_COLUMNS}
       FROM time_engine.v_clockings c
       CROSS JOIN (SELECT coalesce(time_zone, $3) AS zone FROM api.employees WHERE id = $1) AS z
       LEFT JOIN api.scanners sc ON sc.id = c.scanner_id
      WHERE c.employee_id = $1
      ORDER BY c.clocked_at DESC, c.id
      LIMIT $2`,
    [employeeID, lastX, defaultZone],
  );
}

/** Whether the employee shift exists. */
export async function employeeShiftExists(db: SqlQueryable, employeeShiftID: string): Promise<boolean> {
  const rows: unknown[] = await db.query('SELECT 1 FROM time_engine.v_employee_shifts WHERE id = $1', [employeeShiftID]);
  return rows.length > 0;
}

/**
 * The clockings at access-control readers within the shift's window (S − 4h to E + 4h; a day
 * without a shift: its calendar day in the employee's zone), or placed on the shift.
 */
export function listShiftAccessClockings(db: SqlQueryable, employeeShiftID: string, defaultZone: string): Promise<EmployeeClockingRow[]> {
  return db.query(
    `WITH day AS (
       SELECT s.id, s.employee_id, z.zone,
              coalesce(s.shift_start - interval '4 hours', s.shift_date::timestamp AT TIME ZONE z.zone) AS time_from,
              coalesce(s.shift_end + interval '4 hours', (s.shift_date + 1)::timestamp AT TIME ZONE z.zone) AS time_to
         FROM time_engine.v_employee_shifts s
         JOIN api.employees e ON e.id = s.employee_id
         CROSS JOIN LATERAL (SELECT coalesce(e.time_zone, $2) AS zone) AS z
        WHERE s.id = $1)
     SELECT ${CLOCKING_COLUMNS}
       FROM day z
       JOIN time_engine.v_clockings c ON c.employee_id = z.employee_id
        AND ((c.clocked_at >= z.time_from AND c.clocked_at < z.time_to) OR c.employee_shift_id = z.id)
       JOIN api.scanners sc ON sc.id = c.scanner_id AND sc.type = 'Access Control'
      ORDER BY c.clocked_at, c.id`,
    [employeeShiftID, defaultZone],
  );
}

export type ShiftOrgInfoRow = Omit<EmployeeShiftOrgInfo, 'changedAt'> & { changedAt: Date | null };

/** The row as read: which fields the day's own row sets, beside the organisation in force. */
type OrgInfoRow = Omit<ShiftOrgInfoRow, 'changedFields'> & { changed: Record<string, string | null> | null };

const idName = (alias: string) => `CASE WHEN ${alias}.id IS NULL THEN NULL ELSE json_build_object('id', ${alias}.id, 'name', ${alias}.name) END`;

/** The day's own organisation where ChangeOrgInfo or ChangeLocation set it, else the employee record's; undefined when there is no such shift. */
export async function findShiftOrgInfo(db: SqlQueryable, employeeShiftID: string): Promise<ShiftOrgInfoRow | undefined> {
  const rows: OrgInfoRow[] = await db.query(
    `SELECT s.id AS "employeeShiftID", s.employee_id AS "employeeID", to_char(s.shift_date, 'YYYY-MM-DD') AS "shiftDate",
            o.changed_by AS "changedBy", o.changed_at AS "changedAt",
            CASE WHEN o.employee_id IS NULL THEN NULL ELSE json_build_object('businessUnitID', o.business_unit_id, 'departmentID', o.department_id,
              'costCentreID', o.cost_centre_id, 'teamID', o.team_id, 'jobTitleID', o.job_title_id, 'locationID', o.location_id) END AS changed,
            ${idName('bu')} AS "businessUnit", ${idName('d')} AS department, ${idName('cc')} AS "costCentre",
            ${idName('t')} AS team, ${idName('jt')} AS "jobTitle", ${idName('l')} AS location
       FROM time_engine.v_employee_shifts s
       JOIN api.employees e ON e.id = s.employee_id
       LEFT JOIN time_engine.v_employee_day_org o ON o.employee_id = s.employee_id AND o.shift_date = s.shift_date
       LEFT JOIN api.business_units bu ON bu.id = coalesce(o.business_unit_id, e.business_unit_id)
       LEFT JOIN api.departments d ON d.id = coalesce(o.department_id, e.department_id)
       LEFT JOIN api.cost_centres cc ON cc.id = coalesce(o.cost_centre_id, e.cost_centre_id)
       LEFT JOIN api.teams t ON t.id = coalesce(o.team_id, e.team_id)
       LEFT JOIN api.job_titles jt ON jt.id = coalesce(o.job_title_id, e.job_title_id)
       LEFT JOIN api.locations l ON l.id = o.location_id
      WHERE s.id = $1`,
    [employeeShiftID],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { changed, ...rest } = row;
  return { ...rest, changedFields: Object.entries(changed ?? {}).filter(([, value]) => value !== null).map(([field]) => field) };
}
