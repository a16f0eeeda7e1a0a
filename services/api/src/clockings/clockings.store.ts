import type { SqlQueryable } from '@tna/platform';
import type { Clocking, EmployeeShift } from '@tna/contracts';
import type { ShiftPairs } from '../shared/shift-pairs.util';

export type ClockingRow = Omit<Clocking, 'clockedAt'> & { clockedAt: Date };
/** A clocking as `json_agg` gives it: the instant as PostgreSQL writes a timestamptz in JSON. */
export type ShiftClockingJson = Omit<Clocking, 'employeeID'>;
export type EmployeeShiftRow = Omit<EmployeeShift, 'shiftStart' | 'shiftEnd' | 'calculatedAt' | 'timeZone' | 'clockings'> & {
  shiftStart: Date | null;
  shiftEnd: Date | null;
  calculatedAt: Date | null;
  clockings: ShiftClockingJson[];
  pairs: ShiftPairs;
};

const OVERTIME = Array.from({ length: 10 }, (_, i) => `s.over_time${i + 1}_tot AS "overTime${i + 1}Tot"`).join(', ');

/** The employee's own zone: null when they have none; undefined when there is no such employee. */
export async function findEmployeeTimeZone(db: SqlQueryable, employeeID: string): Promise<string | null | undefined> {
  const employees: { timeZone: string | null }[] = await db.query('SELECT time_zone AS "timeZone" FROM employees WHERE id = $1', [employeeID]);
  return employees.length === 0 ? undefined : employees[0].timeZone;
}

/** The employee's clockings from the time engine's view in [from, to), newest first. */
export function listEmployeeClockings(db: SqlQueryable, employeeID: string, from: Date, to: Date): Promise<ClockingRow[]> {
  return db.query(
    `SELECT id, employee_id AS "employeeID", clocked_at AS "clockedAt", scanner_id AS "scannerID", direction, source
       FROM time_engine.v_clockings
      WHERE employee_id = $1 AND clocked_at >= $2 AND clocked_at < $3
      ORDER BY clocked_at DESC`,
    [employeeID, from, to],
  );
}

/**
 * An employee shift as the clocking screen reads it (`s` the view, `sh` the shifts): its shift's
 * name, its clockings and pairs, and payroll's authorisation. The Clocked Times report reads its
 * days through the same select (add the WHERE on `s`).
 */
export const EMPLOYEE_SHIFT_SELECT = `SELECT s.id, s.employee_id AS "employeeID", to_char(s.shift_date, 'YYYY-MM-DD') AS "shiftDate", s.statuses, s.locked,
            s.normal_time_tot AS "normalTimeTot", ${OVERTIME}, s.no_pay_time_tot AS "noPayTimeTot",
            s.no_pay_tot_before AS "noPayTotBefore", s.no_pay_tot_after AS "noPayTotAfter",
            s.day_kind AS "dayKind", s.shift_id AS "shiftID", sh.name AS "shiftName", s.shift_start AS "shiftStart", s.shift_end AS "shiftEnd",
            s.short_time AS "shortTime", s.carried_short_out AS "carriedShortOut", s.break_deducted AS "breakDeducted",
            s.leave_minutes AS "leaveMinutes", s.calculated_at AS "calculatedAt", s.pairs,
            coalesce(a.authorised, false) AS authorised,
            EXISTS (SELECT 1 FROM time_engine.v_exported_days x WHERE x.employee_id = s.employee_id AND x.shift_date = s.shift_date) AS exported,
            coalesce((SELECT json_agg(json_build_object('id', c.id, 'clockedAt', c.clocked_at, 'scannerID', c.scanner_id,
                                                        'direction', c.direction, 'source', c.source) ORDER BY c.clocked_at, c.id)
                        FROM time_engine.v_clockings c WHERE c.employee_shift_id = s.id), '[]'::json) AS clockings
       FROM time_engine.v_employee_shifts s
       LEFT JOIN shifts sh ON sh.id = s.shift_id
       LEFT JOIN payroll.v_hours_authorisations a ON a.employee_shift_id = s.id`;

/**
 * The employee's shifts from the time engine's view, dates inclusive. One statement: the grid asks
 * for a month at a time and every round trip shows.
 */
export function listEmployeeShifts(db: SqlQueryable, employeeID: string, from: string, to: string): Promise<EmployeeShiftRow[]> {
  return db.query(
    `${EMPLOYEE_SHIFT_SELECT}
      WHERE s.employee_id = $1 AND s.shift_date BETWEEN $2::date AND $3::date
      ORDER BY s.shift_date`,
    [employeeID, from, to],
  );
}

/** One employee shift by its id, as listEmployeeShifts gives it. */
export async function findEmployeeShift(db: SqlQueryable, employeeShiftID: string): Promise<EmployeeShiftRow | undefined> {
  const rows: EmployeeShiftRow[] = await db.query(`${EMPLOYEE_SHIFT_SELECT} WHERE s.id = $1`, [employeeShiftID]);
  return rows[0];
}
