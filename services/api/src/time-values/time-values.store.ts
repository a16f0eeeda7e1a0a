import type { SqlQueryable } from '@tna/platform';
import type { EmployeeShiftClocking, StoredDayExplanation, TimeCalculationMethod } from '@tna/contracts';

export type ShiftClockingRow = Omit<EmployeeShiftClocking, 'clockedAt' | 'role' | 'pairNumber'> & { clockedAt: Date };

export type CalculationMethodRow = Omit<TimeCalculationMethod, 'shiftStart' | 'shiftEnd' | 'calculatedAt' | 'steps' | 'employee' | 'day' | 'explanation'> & {
  explanation: StoredDayExplanation | null;
  shiftStart: Date | null;
  shiftEnd: Date | null;
  calculatedAt: Date | null;
  method: string;
};

/** The shift's in/out pairs of clocking ids; undefined when there is no such employee shift. */
export async function findShiftPairs(db: SqlQueryable, employeeShiftID: string): Promise<{ in: string; out: string | null }[] | undefined> {
  const shifts: { pairs: { in: string; out: string | null }[] }[] = await db.query('SELECT pairs FROM time_engine.v_employee_shifts WHERE id = $1', [
    employeeShiftID,
  ]);
  return shifts[0]?.pairs;
}

export function listShiftClockings(db: SqlQueryable, employeeShiftID: string): Promise<ShiftClockingRow[]> {
  return db.query(
    `SELECT id, clocked_at AS "clockedAt", scanner_id AS "scannerID", direction, source
       FROM time_engine.v_clockings WHERE employee_shift_id = $1 ORDER BY clocked_at, id`,
    [employeeShiftID],
  );
}

/** The shift's status codes; undefined when there is no such employee shift. */
export async function findShiftStatuses(db: SqlQueryable, employeeShiftID: string): Promise<number[] | undefined> {
  const shifts: { statuses: number[] }[] = await db.query('SELECT statuses FROM time_engine.v_employee_shifts WHERE id = $1', [employeeShiftID]);
  return shifts[0]?.statuses;
}

/** The names operators gave these codes in Shift Status setup. */
export function listShiftStatusNames(db: SqlQueryable, codes: number[]): Promise<{ code: number; name: string }[]> {
  return db.query('SELECT code, name FROM shift_statuses WHERE code = ANY($1::int[])', [codes]);
}

export async function findCalculationMethod(db: SqlQueryable, employeeShiftID: string): Promise<CalculationMethodRow | undefined> {
  const rows: CalculationMethodRow[] = await db.query(
    `SELECT s.id AS "employeeShiftID", s.employee_id AS "employeeID", to_char(s.shift_date, 'YYYY-MM-DD') AS "shiftDate",
            s.day_kind AS "dayKind", s.shift_id AS "shiftID", sh.name AS "shiftName", s.shift_start AS "shiftStart",
            s.shift_end AS "shiftEnd", s.calculated_at AS "calculatedAt", s.calculation_method AS method,
            s.calculation_explanation AS explanation
       FROM time_engine.v_employee_shifts s LEFT JOIN shifts sh ON sh.id = s.shift_id
      WHERE s.id = $1`,
    [employeeShiftID],
  );
  return rows[0];
}

/** The employee's number, name and own zone (null: the installation's applies). */
export async function findShiftEmployee(db: SqlQueryable, employeeID: string): Promise<{ number: string; name: string; timeZone: string | null } | undefined> {
  const rows: { number: string; name: string; timeZone: string | null }[] = await db.query(
    `SELECT employee_number AS number, concat_ws(' ', coalesce(preferred_name, first_name), surname) AS name, time_zone AS "timeZone"
       FROM employees WHERE id = $1`,
    [employeeID],
  );
  return rows[0];
}
