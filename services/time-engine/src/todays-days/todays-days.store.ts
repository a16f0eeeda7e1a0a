import type { DataSource, EntityManager } from 'typeorm';

/** An employee in service without a day stored for their own today. */
export interface EmployeeToday {
  employee_id: string;
  today: string;
}

/** How long a check is kept: past any employee's today in any zone. */
const CHECKS_KEPT_DAYS = 3;

/**
 * Each employee in service (active, appointed and not terminated by their today) with their local
 * today, where neither a stored day nor a check exists for it. `$3` lists the zones PostgreSQL
 * knows among the employees'; any other is read as the company's (`$1`).
 */
const WITHOUT_TODAY = `
  WITH employees AS (
         SELECT e.id, ($2::timestamptz AT TIME ZONE CASE WHEN e.time_zone = ANY($3::text[]) THEN e.time_zone ELSE $1 END)::date AS today,
                e.appointment_date, e.termination_date
           FROM api.v_employees_in_service e)
  SELECT e.id AS employee_id, to_char(e.today, 'YYYY-MM-DD') AS today
    FROM employees e
   WHERE (e.appointment_date IS NULL OR e.appointment_date <= e.today)
     AND (e.termination_date IS NULL OR e.termination_date >= e.today)
     AND NOT EXISTS (SELECT 1 FROM time_engine.employee_shifts s WHERE s.employee_id = e.id AND s.shift_date = e.today)
     AND NOT EXISTS (SELECT 1 FROM time_engine.todays_days_checked c WHERE c.employee_id = e.id AND c.shift_date = e.today)`;

/** Where "today" is read: the company's zone and the employees' zones PostgreSQL knows. */
export interface TodayZones {
  defaultTimeZone: string;
  known: readonly string[];
}

/** Every zone name PostgreSQL knows (a scan of its zone files: read once per process). */
export async function postgresTimeZones(db: DataSource): Promise<Set<string>> {
  const rows: { name: string }[] = await db.query('SELECT name FROM pg_timezone_names');
  return new Set(rows.map((row) => row.name));
}

/** The zones employees in service have on their records. */
export async function employeeTimeZones(db: DataSource): Promise<string[]> {
  const rows: { time_zone: string }[] = await db.query('SELECT DISTINCT time_zone FROM api.v_employees_in_service WHERE time_zone IS NOT NULL');
  return rows.map((row) => row.time_zone);
}

/**
 * Whether anything needs days before their clockings: an active notClockedIn event type (alerts).
 * Without one the engine keeps to its rule that a day nobody clocked on gets its row from a recalculation.
 */
export async function todaysDaysWanted(db: DataSource): Promise<boolean> {
  const [row]: { wanted: boolean }[] = await db.query("SELECT EXISTS (SELECT 1 FROM api.v_event_types WHERE active AND event_kind = 'notClockedIn') AS wanted");
  return row.wanted;
}

export async function countEmployeesWithoutToday(db: DataSource, zones: TodayZones, now: Date): Promise<number> {
  const [row]: { n: number }[] = await db.query(`SELECT count(*)::int AS n FROM (${WITHOUT_TODAY}) AS due`, [zones.defaultTimeZone, now, zones.known]);
  return row.n;
}

export function employeesWithoutToday(db: DataSource, zones: TodayZones, now: Date, limit: number): Promise<EmployeeToday[]> {
  return db.query(`${WITHOUT_TODAY} ORDER BY e.id LIMIT ${limit}`, [zones.defaultTimeZone, now, zones.known]);
}

/** Records that these employees' today has been seen to, whether or not it got a row. */
export async function checkTodays(manager: EntityManager, employees: readonly EmployeeToday[]): Promise<void> {
  await manager.query(
    `INSERT INTO time_engine.todays_days_checked (employee_id, shift_date)
     SELECT * FROM unnest($1::uuid[], $2::date[]) ON CONFLICT DO NOTHING`,
    [employees.map((row) => row.employee_id), employees.map((row) => row.today)],
  );
}

export async function forgetOldChecks(db: DataSource, now: Date): Promise<void> {
  await db.query(`DELETE FROM time_engine.todays_days_checked WHERE shift_date < ($1::timestamptz)::date - ${CHECKS_KEPT_DAYS}`, [now]);
}
