import type { SqlQueryable } from '@tna/platform';
import { EMPLOYEE_ENTITY, EMPLOYEE_PUB_HOL_CALENDAR, type EmployeeBioTemplate, type EmployeeCardNumResult, type EmployeeDetail, type EmployeeMinDetails, type EmployeePubHolCalendar } from '@tna/contracts';
import type { DataSource } from 'typeorm';
import { selectList } from '../setup/record-sql.util';

import { preparedQuery } from '../shared/prepared-query.util';
import { AGE_COLUMN, HAS_PHOTO_COLUMN, referenceNameColumns } from './employee-sql.util';

/** An employee with today's shift from the time engine's view, before the handler shapes it. */
export type EmployeeDetailRow = Omit<EmployeeDetail, 'clockingStatus' | 'currentShift'> & {
  shiftID: string | null;
  shiftDate: string | null;
  statuses: number[] | null;
  locked: boolean | null;
};

export type BioTemplateRow = Omit<EmployeeBioTemplate, 'receivedAt'> & { receivedAt: Date };

export interface EmployeePhoto {
  contentType: string;
  data: Buffer;
}

export interface SavedPhoto {
  employeeID: string;
  contentType: string;
  size: number;
  version: number;
}

export async function employeeExists(db: SqlQueryable, employeeID: string): Promise<boolean> {
  const employees: unknown[] = await db.query('SELECT 1 FROM employees WHERE id = $1', [employeeID]);
  return employees.length > 0;
}

export async function findEmployeeNumber(db: SqlQueryable, employeeID: string): Promise<string | undefined> {
  const employees: { employeeNumber: string }[] = await db.query(
    'SELECT employee_number AS "employeeNumber" FROM employees WHERE id = $1',
    [employeeID],
  );
  return employees[0]?.employeeNumber;
}

/** Today is the employee's own day, in their zone or else `defaultZone`. */
export async function findEmployeeDetail(db: SqlQueryable, id: string, defaultZone: string): Promise<EmployeeDetailRow | undefined> {
  const rows: EmployeeDetailRow[] = await db.query(
    `SELECT ${selectList(EMPLOYEE_ENTITY, 'e')}, ${referenceNameColumns(EMPLOYEE_ENTITY, 'all')}, ${AGE_COLUMN()}, ${HAS_PHOTO_COLUMN()},
            s.id AS "shiftID", to_char(s.shift_date, 'YYYY-MM-DD') AS "shiftDate", s.statuses, s.locked
       FROM employees e
       LEFT JOIN time_engine.v_employee_shifts s
         ON s.employee_id = e.id AND s.shift_date = (now() AT TIME ZONE coalesce(e.time_zone, $2))::date
      WHERE e.id = $1`,
    [id, defaultZone],
  );
  return rows[0];
}

export async function findEmployeeMinDetails(db: SqlQueryable, id: string): Promise<EmployeeMinDetails | undefined> {
  const rows: EmployeeMinDetails[] = await db.query(
    `SELECT e.id, e.employee_number AS "employeeNumber", e.first_name AS "firstName", e.surname, e.preferred_name AS "preferredName",
            e.employee_status AS "employeeStatus", ${referenceNameColumns(EMPLOYEE_ENTITY, ['departmentID', 'jobTitleID'])}, ${HAS_PHOTO_COLUMN()}
       FROM employees e WHERE e.id = $1`,
    [id],
  );
  return rows[0];
}

/** The templates the readers sent for this PIN (the employee number), with the reader that sent them. */
export function listBioTemplates(db: SqlQueryable, employeeNumber: string): Promise<BioTemplateRow[]> {
  return db.query(
    `SELECT t.kind, t.number, t.template_index AS "index", t.algorithm_version AS "algorithmVersion", t.size, t.valid, t.duress,
            t.serial AS "readerSerial", s.id AS "scannerID", s.name AS "scannerName", t.received_at AS "receivedAt"
       FROM ingestion.v_bio_templates t LEFT JOIN scanners s ON s.external_id = t.serial
      WHERE t.pin = $1
      ORDER BY t.kind, t.number, t.template_index`,
    [employeeNumber],
  );
}

export function listEmployeePubHolCalendars(db: SqlQueryable, employeeID: string): Promise<EmployeePubHolCalendar[]> {
  return db.query(
    `SELECT * FROM (
       SELECT c.id, c.employee_id AS "employeeID", c.public_holiday_calendar_id AS "publicHolidayCalendarID", c.version,
              ${referenceNameColumns(EMPLOYEE_PUB_HOL_CALENDAR, ['publicHolidayCalendarID'], 'c')}
         FROM employee_pub_hol_calendars c WHERE c.employee_id = $1
     ) calendars ORDER BY lower("publicHolidayCalendarName"), id`,
    [employeeID],
  );
}

export async function findEmployeePhoto(db: SqlQueryable, employeeID: string): Promise<EmployeePhoto | undefined> {
  const rows: EmployeePhoto[] = await db.query('SELECT content_type AS "contentType", data FROM employee_photos WHERE employee_id = $1', [employeeID]);
  return rows[0];
}

/** Adds the photograph or replaces the one there, its version going up. */
export async function upsertEmployeePhoto(db: SqlQueryable, employeeID: string, contentType: string, data: Buffer, username: string): Promise<SavedPhoto> {
  const [saved]: SavedPhoto[] = await db.query(
    `INSERT INTO employee_photos (employee_id, content_type, data, created_by, updated_by) VALUES ($1, $2, $3, $4, $4)
     ON CONFLICT (employee_id) DO UPDATE SET content_type = EXCLUDED.content_type, data = EXCLUDED.data,
       version = employee_photos.version + 1, updated_at = now(), updated_by = EXCLUDED.updated_by
     RETURNING employee_id AS "employeeID", content_type AS "contentType", octet_length(data) AS size, version`,
    [employeeID, contentType, data, username],
  );
  return saved;
}

/** Locks the employee's row for the rest of the transaction. */
export async function lockEmployeeCard(db: SqlQueryable, employeeID: string): Promise<EmployeeCardNumResult | undefined> {
  const rows: EmployeeCardNumResult[] = await db.query(
    'SELECT id AS "employeeID", card_number AS "cardNumber", version FROM employees WHERE id = $1 FOR UPDATE',
    [employeeID],
  );
  return rows[0];
}

export async function updateEmployeeCard(db: SqlQueryable, employeeID: string, cardNumber: string | null, username: string): Promise<EmployeeCardNumResult> {
  const [updated]: EmployeeCardNumResult[] = await db.query(
    // Wrapped so that the driver answers the rows (a bare UPDATE answers [rows, count]).
    `WITH updated AS (
       UPDATE employees SET card_number = $2, version = version + 1, updated_at = now(), updated_by = $3 WHERE id = $1
       RETURNING id AS "employeeID", card_number AS "cardNumber", version
     ) SELECT * FROM updated`,
    [employeeID, cardNumber, username],
  );
  return updated;
}

/** Sets the same columns on many employees; `assignments` uses placeholders from $3, `values` fills them. Answers the ids updated. */
export function bulkUpdateEmployees(db: SqlQueryable, ids: string[], username: string, assignments: string, values: unknown[]): Promise<{ id: string }[]> {
  return db.query(
    // Wrapped so that the driver answers the rows (a bare UPDATE answers [rows, count]).
    `WITH updated AS (
       UPDATE employees SET version = version + 1, updated_at = now(), updated_by = $2${assignments} WHERE id = ANY($1::uuid[]) RETURNING id
     ) SELECT id FROM updated`,
    [ids, username, ...values],
  );
}

export async function deleteEmployeePubHolCalendars(db: SqlQueryable, employeeID: string): Promise<void> {
  await db.query('DELETE FROM employee_pub_hol_calendars WHERE employee_id = $1', [employeeID]);
}

/** What else keeps an employee: their clockings (the time engine's view) and the system users that log in as them. */
export async function countEmployeeUses(db: SqlQueryable, employeeID: string): Promise<{ clockings: number; users: number }> {
  const [counts] = await db.query(
    `SELECT (SELECT count(*) FROM time_engine.v_clockings WHERE employee_id = $1)::int AS clockings,
            (SELECT count(*) FROM system_users WHERE employee_id = $1)::int AS users`,
    [employeeID],
  );
  return counts;
}

/**
 * One page of employees as JSON text (null when empty) and the total. `filter` is a WHERE clause on
 * `e` or ''; `limit` and `offset` are placeholders into `params`. The page's ids are chosen on the
 * employees table alone, then only those rows are read and joined to their names.
 */
export async function listEmployeesPage(
  db: DataSource,
  page: { columns: string; joins: string; filter: string; order: string; limit: string; offset: string; params: unknown[] },
): Promise<{ items: string | null; total: number }> {
  const { columns, joins, filter, order, limit, offset, params } = page;
  // unnest keeps the ids' order (n) and lets each one be read by its primary key.
  const [answer] = await preparedQuery<{ items: string | null; total: number }>(
    db,
    `WITH chosen AS (SELECT ARRAY(SELECT e.id FROM employees e ${filter} ORDER BY ${order} LIMIT ${limit}::int OFFSET ${offset}::int) AS ids)
     SELECT (SELECT json_agg(item ORDER BY page.n)
               FROM unnest(chosen.ids) WITH ORDINALITY AS page (id, n)
               JOIN employees e ON e.id = page.id ${joins}
               CROSS JOIN LATERAL (SELECT ${columns}) item)::text AS items,
            CASE WHEN cardinality(chosen.ids) BETWEEN 1 AND ${limit}::int - 1 OR (cardinality(chosen.ids) = 0 AND ${offset}::int = 0)
                 THEN ${offset}::int + cardinality(chosen.ids)
                 ELSE (SELECT count(*) FROM employees e ${filter})::int END AS total
       FROM chosen`,
    params,
  );
  return answer;
}
