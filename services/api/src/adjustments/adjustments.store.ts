import type { SqlQueryable } from '@tna/platform';
import type { Adjustment, ShiftAdjustment } from '@tna/contracts';

export type AdjustmentRow = Omit<Adjustment, 'createdAt' | 'sequence'> & { createdAt: Date; sequence: string };
export type ShiftAdjustmentRow = Omit<ShiftAdjustment, 'createdAt' | 'clearedStatus'> & { createdAt: Date };

const ADJUSTMENT_COLUMNS = `a.id, a.employee_id AS "employeeID", to_char(a.shift_date, 'YYYY-MM-DD') AS "shiftDate", a.employee_shift_id AS "employeeShiftID",
       a.kind, a.action, a.minutes, a.time_value AS "timeValue", a.to_time_value AS "toTimeValue", a.no_pay_type AS "noPayType",
       a.adjustment_type_id AS "adjustmentTypeID", t.name AS "adjustmentTypeName", a.reason_id AS "reasonID", r.name AS "reasonName",
       a.note, a.over_24_hours AS "over24Hours", a.sequence, a.created_by AS "createdBy", a.created_at AS "createdAt"
  FROM time_engine.v_adjustments a
  LEFT JOIN adjustment_types t ON t.id = a.adjustment_type_id
  LEFT JOIN shift_adjustment_reasons r ON r.id = a.reason_id`;

export async function shiftExists(db: SqlQueryable, employeeShiftID: string): Promise<boolean> {
  const rows: unknown[] = await db.query('SELECT 1 FROM time_engine.v_employee_shifts WHERE id = $1', [employeeShiftID]);
  return rows.length > 0;
}

/** The adjustments of the employee shift's day, in the order they are applied. */
export function listDayAdjustments(db: SqlQueryable, employeeShiftID: string): Promise<AdjustmentRow[]> {
  return db.query(
    `SELECT ${ADJUSTMENT_COLUMNS}
       JOIN time_engine.v_employee_shifts s ON s.employee_id = a.employee_id AND s.shift_date = a.shift_date
      WHERE s.id = $1
      ORDER BY a.sequence`,
    [employeeShiftID],
  );
}

export async function findAdjustment(db: SqlQueryable, id: string): Promise<AdjustmentRow | undefined> {
  const rows: AdjustmentRow[] = await db.query(`SELECT ${ADJUSTMENT_COLUMNS} WHERE a.id = $1`, [id]);
  return rows[0];
}

export function listDayShiftAdjustments(db: SqlQueryable, employeeShiftID: string): Promise<ShiftAdjustmentRow[]> {
  return db.query(
    `SELECT a.id, a.employee_id AS "employeeID", to_char(a.shift_date, 'YYYY-MM-DD') AS "shiftDate", a.employee_shift_id AS "employeeShiftID",
            a.exception, a.reason_id AS "reasonID", r.name AS "reasonName", a.note, a.created_by AS "createdBy", a.created_at AS "createdAt"
       FROM time_engine.v_shift_adjustments a
       JOIN time_engine.v_employee_shifts s ON s.employee_id = a.employee_id AND s.shift_date = a.shift_date
       LEFT JOIN shift_adjustment_reasons r ON r.id = a.reason_id
      WHERE s.id = $1
      ORDER BY a.exception`,
    [employeeShiftID],
  );
}

/** How many no-pay adjustments a delete would remove: one (`id`) or a day's (by its row, or employee and date). */
export async function countNoPayAdjustments(db: SqlQueryable, target: { id?: string; employeeShiftID?: string; employeeID?: string; date?: string }): Promise<number> {
  const [{ count }]: { count: number }[] = await db.query(
    `SELECT count(*)::int AS count FROM time_engine.v_adjustments a
      WHERE a.kind = 'fromNoPay'
        AND ($1::uuid IS NULL OR a.id = $1)
        AND ($2::uuid IS NULL OR (a.employee_id, a.shift_date) IN (SELECT employee_id, shift_date FROM time_engine.v_employee_shifts WHERE id = $2))
        AND ($3::uuid IS NULL OR (a.employee_id = $3 AND a.shift_date = $4::date))`,
    [target.id ?? null, target.employeeShiftID ?? null, target.employeeID ?? null, target.date ?? null],
  );
  return count;
}
