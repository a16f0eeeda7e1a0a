import type { EntityManager } from 'typeorm';
import type { ExportFlagOfDay } from './domain/export-flags';

/** Marks or clears each day (one flag per day). */
export async function setExportedDays(manager: EntityManager, days: readonly ExportFlagOfDay[]): Promise<void> {
  const marked = days.filter((day) => day.exported);
  const cleared = days.filter((day) => !day.exported);
  if (cleared.length > 0) {
    await manager.query('DELETE FROM time_engine.exported_days d USING unnest($1::uuid[], $2::date[]) AS u (employee_id, shift_date) WHERE d.employee_id = u.employee_id AND d.shift_date = u.shift_date', [
      cleared.map((day) => day.employeeID),
      cleared.map((day) => day.shiftDate),
    ]);
  }
  if (marked.length > 0) {
    await manager.query(
      `INSERT INTO time_engine.exported_days (employee_id, shift_date, employee_shift_id)
         SELECT * FROM unnest($1::uuid[], $2::date[], $3::uuid[])
         ON CONFLICT (employee_id, shift_date) DO UPDATE SET employee_shift_id = EXCLUDED.employee_shift_id, updated_at = now()`,
      [marked.map((day) => day.employeeID), marked.map((day) => day.shiftDate), marked.map((day) => day.employeeShiftID)],
    );
  }
}

/** The employees' exported days from `from` to `to`, as YYYY-MM-DD per employee. */
export async function exportedDaysIn(manager: Pick<EntityManager, 'query'>, employeeIDs: readonly string[], from: string, to: string): Promise<{ employeeID: string; shiftDate: string }[]> {
  return manager.query(
    `SELECT employee_id AS "employeeID", to_char(shift_date, 'YYYY-MM-DD') AS "shiftDate" FROM time_engine.exported_days
      WHERE employee_id = ANY($1::uuid[]) AND shift_date BETWEEN $2 AND $3 ORDER BY shift_date`,
    [employeeIDs, from, to],
  );
}
