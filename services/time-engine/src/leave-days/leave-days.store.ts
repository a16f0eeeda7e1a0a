import type { EntityManager } from 'typeorm';
import type { LeaveOfDay } from '@tna/contracts';

export interface LeaveDayChange {
  readonly employeeID: string;
  readonly shiftDate: string;
  /** Null: the day has no leave any more. */
  readonly leave: LeaveOfDay | null;
  readonly applicationID: string;
}

/**
 * Stores each day's leave (one row per employee-day; one change per day, the caller keeps the
 * last) and deletes the rows whose leave is gone, in two statements. A removal deletes only the
 * leave of its own application, so a stale one cannot take another application's leave away.
 */
export async function storeLeaveDays(manager: EntityManager, changes: readonly LeaveDayChange[]): Promise<void> {
  const kept = changes.filter((change) => change.leave !== null);
  const gone = changes.filter((change) => change.leave === null);
  if (kept.length > 0) {
    await manager.query(
      `INSERT INTO time_engine.leave_days (employee_id, shift_date, leave, application_id)
         SELECT c.employee_id, c.shift_date, c.leave, c.application_id
           FROM unnest($1::uuid[], $2::date[], $3::jsonb[], $4::uuid[]) AS c (employee_id, shift_date, leave, application_id)
         ON CONFLICT (employee_id, shift_date) DO UPDATE
           SET leave = EXCLUDED.leave, application_id = EXCLUDED.application_id, updated_at = now()`,
      [kept.map((c) => c.employeeID), kept.map((c) => c.shiftDate), kept.map((c) => JSON.stringify(c.leave)), kept.map((c) => c.applicationID)],
    );
  }
  if (gone.length > 0) {
    await manager.query(
      `DELETE FROM time_engine.leave_days l
         USING unnest($1::uuid[], $2::date[], $3::uuid[]) AS c (employee_id, shift_date, application_id)
        WHERE l.employee_id = c.employee_id AND l.shift_date = c.shift_date AND l.application_id = c.application_id`,
      [gone.map((c) => c.employeeID), gone.map((c) => c.shiftDate), gone.map((c) => c.applicationID)],
    );
  }
}
