import type { EntityManager } from 'typeorm';
import type { ConcernedDay } from './domain/hours-authorisation';

/** The columns of a calculated day read from the time engine's view `s`. */
const ENGINE_DAY_COLUMNS = `s.id AS "employeeShiftID", s.employee_id AS "employeeID", to_char(s.shift_date, 'YYYY-MM-DD') AS "shiftDate", s.locked`;

const ENGINE_DAY_RANGE = 's.employee_id = ANY($1::uuid[]) AND s.shift_date BETWEEN $2 AND $3';

export type EngineDay = Omit<ConcernedDay, 'authorised'>;

/** One request per employee at a time, in one order for every caller, so two requests over the same days cannot interleave. */
export async function lockEmployees(manager: EntityManager, employeeIDs: readonly string[]): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock(key) FROM (SELECT hashtextextended(id::text, 9) AS key FROM unnest($1::uuid[]) AS id ORDER BY 1) AS keys', [
    [...new Set(employeeIDs)].sort(),
  ]);
}

export async function storeAuthorisations(manager: EntityManager, days: readonly EngineDay[], authorised: boolean, changedBy: string): Promise<void> {
  await manager.query(
    `INSERT INTO payroll.hours_authorisations (employee_shift_id, employee_id, shift_date, authorised, changed_by, changed_at)
       SELECT id, employee_id, shift_date, $4, $5, now() FROM unnest($1::uuid[], $2::uuid[], $3::date[]) AS r (id, employee_id, shift_date)
       ON CONFLICT (employee_shift_id) DO UPDATE SET authorised = EXCLUDED.authorised, changed_by = EXCLUDED.changed_by, changed_at = EXCLUDED.changed_at`,
    [days.map((day) => day.employeeShiftID), days.map((day) => day.employeeID), days.map((day) => day.shiftDate), authorised, changedBy],
  );
}

/** The user's row from the api's view. */
export async function findSystemUser(manager: EntityManager, userID: string): Promise<{ employee_id: string | null; status: number } | undefined> {
  const rows: { employee_id: string | null; status: number }[] = await manager.query('SELECT employee_id, status FROM api.v_system_users WHERE id = $1', [userID]);
  return rows[0];
}

/** Payroll's stored authorisation of each of the employee shifts that has one. */
export async function storedAuthorisations(manager: EntityManager, employeeShiftIDs: readonly string[]): Promise<Map<string, boolean>> {
  const rows: { employee_shift_id: string; authorised: boolean }[] = await manager.query(
    'SELECT employee_shift_id, authorised FROM payroll.hours_authorisations WHERE employee_shift_id = ANY($1::uuid[])',
    [employeeShiftIDs],
  );
  return new Map(rows.map((row) => [row.employee_shift_id, row.authorised]));
}

export async function knownEmployeeIDs(manager: EntityManager, employeeIDs: readonly string[]): Promise<Set<string>> {
  const known: { id: string }[] = await manager.query('SELECT id FROM api.v_employee_numbers WHERE id = ANY($1::uuid[])', [employeeIDs]);
  return new Set(known.map((row) => row.id));
}

export async function countEngineDaysInRange(manager: EntityManager, employeeIDs: readonly string[], from: string, to: string): Promise<number> {
  const [{ count }]: { count: number }[] = await manager.query(`SELECT count(*)::int AS count FROM time_engine.v_employee_shifts s WHERE ${ENGINE_DAY_RANGE}`, [employeeIDs, from, to]);
  return count;
}

export async function engineDaysInRange(manager: EntityManager, employeeIDs: readonly string[], from: string, to: string): Promise<EngineDay[]> {
  return manager.query(`SELECT ${ENGINE_DAY_COLUMNS} FROM time_engine.v_employee_shifts s WHERE ${ENGINE_DAY_RANGE}`, [employeeIDs, from, to]);
}

export async function engineDaysByID(manager: EntityManager, employeeShiftIDs: readonly string[]): Promise<EngineDay[]> {
  return manager.query(`SELECT ${ENGINE_DAY_COLUMNS} FROM time_engine.v_employee_shifts s WHERE s.id = ANY($1::uuid[])`, [employeeShiftIDs]);
}
