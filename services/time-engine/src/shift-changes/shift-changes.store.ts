import type { DataSource, EntityManager } from 'typeorm';
import type { DayKind } from '../recalculation/employee-days.util';
import type { WorkCycleRow, WorkPatternRow } from '../rules/setup-rows.util';

export interface ShiftChangeDayRow {
  employee_id: string;
  date: string;
  locked: boolean | null;
  day_kind: DayKind | null;
  stored_shift_id: string | null;
  has_manual: boolean;
  manual_shift_id: string | null;
  on_leave: boolean;
}

export interface NewWorkCycleChange {
  effectiveDate: string;
  workCycleID: string;
  startingWorkPatternID: string;
  startDay: number;
  startDate: string | null;
  reasonID: string | null;
  createdBy: string;
}

export async function shiftExists(db: DataSource, shiftID: string): Promise<boolean> {
  const shifts: unknown[] = await db.query('SELECT 1 FROM api.v_shifts WHERE id = $1', [shiftID]);
  return shifts.length > 0;
}

/** Every employee-date of the range with its lock, stored shift, manual change and whether it has leave. */
export async function shiftChangeDays(manager: EntityManager, employeeIDs: readonly string[], from: string, to: string): Promise<ShiftChangeDayRow[]> {
  return manager.query(
    `SELECT e.employee_id, to_char(d.day, 'YYYY-MM-DD') AS date, s.locked, s.day_kind, s.shift_id AS stored_shift_id,
                m.employee_id IS NOT NULL AS has_manual, m.shift_id AS manual_shift_id, l.employee_id IS NOT NULL AS on_leave
           FROM unnest($1::uuid[]) AS e (employee_id)
          CROSS JOIN generate_series($2::date, $3::date, interval '1 day') AS d (day)
           LEFT JOIN time_engine.employee_shifts s ON s.employee_id = e.employee_id AND s.shift_date = d.day::date
           LEFT JOIN time_engine.manual_shift_changes m ON m.employee_id = e.employee_id AND m.shift_date = d.day::date
           LEFT JOIN time_engine.leave_days l ON l.employee_id = e.employee_id AND l.shift_date = d.day::date`,
    [employeeIDs, from, to],
  );
}

export async function upsertManualShiftChanges(
  manager: EntityManager,
  changes: readonly { employeeID: string; date: string }[],
  change: { shiftID: string | null; reasonID: string | null; changedBy: string },
): Promise<void> {
  await manager.query(
    `INSERT INTO time_engine.manual_shift_changes (employee_id, shift_date, shift_id, reason_id, changed_by)
           SELECT c.employee_id, c.shift_date, $3, $4, $5 FROM unnest($1::uuid[], $2::date[]) AS c (employee_id, shift_date)
           ON CONFLICT (employee_id, shift_date) DO UPDATE
             SET shift_id = EXCLUDED.shift_id, reason_id = EXCLUDED.reason_id, changed_by = EXCLUDED.changed_by, changed_at = now()`,
    [changes.map((c) => c.employeeID), changes.map((c) => c.date), change.shiftID, change.reasonID, change.changedBy],
  );
}

export async function countStoredDays(manager: EntityManager, employeeIDs: readonly string[], from: string, to: string): Promise<number> {
  const [{ stored }]: { stored: number }[] = await manager.query(
    'SELECT count(*)::int AS stored FROM time_engine.employee_shifts WHERE employee_id = ANY($1::uuid[]) AND shift_date BETWEEN $2 AND $3',
    [employeeIDs, from, to],
  );
  return stored;
}

/** Sets the lock of the stored days in the range; returns the days whose lock changed. */
export async function setDaysLocked(
  manager: EntityManager,
  employeeIDs: readonly string[],
  from: string,
  to: string,
  lock: boolean,
): Promise<{ employee_id: string; shift_date: string }[]> {
  return manager.query(
    // A SELECT around the UPDATE: the driver then answers with the rows alone.
    `WITH changed AS (
           UPDATE time_engine.employee_shifts SET locked = $4
            WHERE employee_id = ANY($1::uuid[]) AND shift_date BETWEEN $2 AND $3 AND locked <> $4
            RETURNING employee_id, to_char(shift_date, 'YYYY-MM-DD') AS shift_date)
         SELECT * FROM changed`,
    [employeeIDs, from, to, lock],
  );
}

/** Stores one work cycle change per employee (ids given, one each); returns the employees that had none that day. */
export async function insertWorkCycleChanges(
  manager: EntityManager,
  ids: readonly string[],
  employeeIDs: readonly string[],
  change: NewWorkCycleChange,
): Promise<{ employee_id: string }[]> {
  return manager.query(
    `INSERT INTO time_engine.work_cycle_changes
                (id, employee_id, effective_date, work_cycle_id, starting_work_pattern_id, start_day, start_date, reason_id, created_by)
         SELECT c.id, c.employee_id, $3, $4, $5, $6, $7, $8, $9 FROM unnest($1::uuid[], $2::uuid[]) AS c (id, employee_id)
         ON CONFLICT ON CONSTRAINT work_cycle_changes_one_per_day DO NOTHING
         RETURNING employee_id`,
    [
      ids,
      employeeIDs,
      change.effectiveDate,
      change.workCycleID,
      change.startingWorkPatternID,
      change.startDay,
      change.startDate,
      change.reasonID,
      change.createdBy,
    ],
  );
}

export async function findWorkCycle(db: DataSource, workCycleID: string): Promise<WorkCycleRow | undefined> {
  const cycles: WorkCycleRow[] = await db.query('SELECT id, work_patterns FROM api.v_work_cycles WHERE id = $1', [workCycleID]);
  return cycles[0];
}

export async function findWorkPattern(db: DataSource, workPatternID: string): Promise<WorkPatternRow | undefined> {
  const patterns: WorkPatternRow[] = await db.query('SELECT id, days FROM api.v_work_patterns WHERE id = $1', [workPatternID]);
  return patterns[0];
}

/** Each employee's last stored day on or after the effective date. */
export async function lastStoredDays(db: DataSource | EntityManager, employeeIDs: readonly string[], effectiveDate: string): Promise<Map<string, string>> {
  const rows: { employee_id: string; last: string }[] = await db.query(
    `SELECT employee_id, to_char(max(shift_date), 'YYYY-MM-DD') AS last
         FROM time_engine.employee_shifts WHERE employee_id = ANY($1::uuid[]) AND shift_date >= $2 GROUP BY employee_id`,
    [employeeIDs, effectiveDate],
  );
  return new Map(rows.map((row) => [row.employee_id, row.last]));
}
