import type { EntityManager } from 'typeorm';
import type { AdjustmentKind, AdjustmentTypeAction, ClearableException, NoPayType, TimeValue } from '@tna/contracts';
import type { AdjustmentAction, IsoDate } from '../domain';

/** The employee and date of a stored shift row, its lock and payroll's exported flag. */
export interface ShiftDay {
  employee_id: string;
  shift_date: IsoDate;
  locked: boolean;
  exported: boolean;
}

/** Whether payroll has the employee-day: kept apart from the shift row (migration 1763880006200). */
const EXPORTED = (employeeID: string, date: string) =>
  `EXISTS (SELECT 1 FROM time_engine.exported_days x WHERE x.employee_id = ${employeeID} AND x.shift_date = ${date}) AS exported`;

export interface NewAdjustment {
  id: string;
  employeeID: string;
  date: IsoDate;
  employeeShiftID: string | null;
  kind: AdjustmentKind;
  action: AdjustmentAction;
  minutes: number;
  timeValue: TimeValue | null;
  toTimeValue: TimeValue | null;
  noPayType: NoPayType | null;
  adjustmentTypeID: string | null;
  reasonID: string | null;
  note: string | null;
  over24Hours: boolean;
  createdBy: string;
}

export interface NewShiftAdjustment {
  id: string;
  employeeID: string;
  date: IsoDate;
  employeeShiftID: string;
  exception: ClearableException;
  reasonID: string;
  note: string | null;
  createdBy: string;
}

export async function findShiftDay(manager: EntityManager, employeeShiftID: string): Promise<ShiftDay | undefined> {
  const rows: ShiftDay[] = await manager.query(
    `SELECT s.employee_id, to_char(s.shift_date, 'YYYY-MM-DD') AS shift_date, s.locked, ${EXPORTED('s.employee_id', 's.shift_date')}
       FROM time_engine.employee_shifts s WHERE s.id = $1`,
    [employeeShiftID],
  );
  return rows[0];
}

/** A day by employee and date, locked or not; a day without a row (which can hold adjustments, code 10) is never locked. */
export async function findDayOn(manager: EntityManager, employeeID: string, date: IsoDate): Promise<ShiftDay> {
  const [row]: { locked: boolean | null; exported: boolean }[] = await manager.query(
    `SELECT (SELECT locked FROM time_engine.employee_shifts WHERE employee_id = $1 AND shift_date = $2) AS locked, ${EXPORTED('$1', '$2')}`,
    [employeeID, date],
  );
  return { employee_id: employeeID, shift_date: date, locked: row.locked ?? false, exported: row.exported };
}

/** The employee's own time zone (null: the installation's); undefined when there is no such employee. */
export async function findEmployeeZone(manager: EntityManager, employeeID: string): Promise<string | null | undefined> {
  const rows: { time_zone: string | null }[] = await manager.query('SELECT time_zone FROM api.v_employee_work_rules WHERE id = $1', [employeeID]);
  return rows.length === 0 ? undefined : rows[0].time_zone;
}

export async function findAdjustmentType(manager: EntityManager, id: string): Promise<{ action: AdjustmentTypeAction; weekdays: number[] } | undefined> {
  const rows: { action: AdjustmentTypeAction; weekdays: number[] }[] = await manager.query('SELECT action, weekdays FROM api.v_adjustment_types WHERE id = $1', [id]);
  return rows[0];
}

export async function shiftAdjustmentReasonExists(manager: EntityManager, id: string): Promise<boolean> {
  const rows: unknown[] = await manager.query('SELECT 1 FROM api.v_shift_adjustment_reasons WHERE id = $1', [id]);
  return rows.length > 0;
}

export async function futureOvertimeExists(manager: EntityManager, employeeID: string, date: IsoDate): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    "SELECT 1 FROM time_engine.adjustments WHERE employee_id = $1 AND shift_date = $2 AND kind = 'futureOvertime'",
    [employeeID, date],
  );
  return rows.length > 0;
}

export async function insertAdjustment(manager: EntityManager, adjustment: NewAdjustment): Promise<void> {
  await manager.query(
    `INSERT INTO time_engine.adjustments (id, employee_id, shift_date, employee_shift_id, kind, action, minutes, time_value, to_time_value,
                                          no_pay_type, adjustment_type_id, reason_id, note, over_24_hours, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [
      adjustment.id,
      adjustment.employeeID,
      adjustment.date,
      adjustment.employeeShiftID,
      adjustment.kind,
      adjustment.action,
      adjustment.minutes,
      adjustment.timeValue,
      adjustment.toTimeValue,
      adjustment.noPayType,
      adjustment.adjustmentTypeID,
      adjustment.reasonID,
      adjustment.note,
      adjustment.over24Hours,
      adjustment.createdBy,
    ],
  );
}

/** The day of a time adjustment or a shift adjustment, with its shift row's lock (false without a row) and exported flag. */
export async function findAdjustmentDay(manager: EntityManager, table: 'adjustments' | 'shift_adjustments', id: string): Promise<ShiftDay | undefined> {
  const rows: ShiftDay[] = await manager.query(
    `SELECT a.employee_id, to_char(a.shift_date, 'YYYY-MM-DD') AS shift_date, coalesce(s.locked, false) AS locked,
            ${EXPORTED('a.employee_id', 'a.shift_date')}
       FROM time_engine.${table} a
       LEFT JOIN time_engine.employee_shifts s ON s.employee_id = a.employee_id AND s.shift_date = a.shift_date
      WHERE a.id = $1`,
    [id],
  );
  return rows[0];
}

/** Deletes one adjustment (`id`) or every adjustment of the day; answers how many went. */
export async function deleteAdjustments(manager: EntityManager, day: { employeeID: string; date: IsoDate }, id?: string): Promise<number> {
  const deleted: unknown[] = await manager.query(
    `WITH gone AS (DELETE FROM time_engine.adjustments WHERE employee_id = $1 AND shift_date = $2 AND ($3::uuid IS NULL OR id = $3) RETURNING id)
     SELECT id FROM gone`,
    [day.employeeID, day.date, id ?? null],
  );
  return deleted.length;
}

/** Stores a shift adjustment; false when the day's exception was cleared already. */
export async function insertShiftAdjustment(manager: EntityManager, adjustment: NewShiftAdjustment): Promise<boolean> {
  const inserted: unknown[] = await manager.query(
    `INSERT INTO time_engine.shift_adjustments (id, employee_id, shift_date, employee_shift_id, exception, reason_id, note, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT ON CONSTRAINT shift_adjustments_one_per_exception DO NOTHING
     RETURNING id`,
    [adjustment.id, adjustment.employeeID, adjustment.date, adjustment.employeeShiftID, adjustment.exception, adjustment.reasonID, adjustment.note, adjustment.createdBy],
  );
  return inserted.length > 0;
}

export async function deleteShiftAdjustment(manager: EntityManager, id: string): Promise<void> {
  await manager.query('DELETE FROM time_engine.shift_adjustments WHERE id = $1', [id]);
}
