import type { EntityManager } from 'typeorm';
import type { EngineDay } from '../hours-authorisation/hours-authorisation.store';

export async function storeExportFlags(manager: EntityManager, days: readonly EngineDay[], exported: boolean, changedBy: string): Promise<void> {
  await manager.query(
    `INSERT INTO payroll.hours_exports (employee_shift_id, employee_id, shift_date, exported, changed_by, changed_at)
       SELECT id, employee_id, shift_date, $4, $5, now() FROM unnest($1::uuid[], $2::uuid[], $3::date[]) AS r (id, employee_id, shift_date)
       ON CONFLICT (employee_shift_id) DO UPDATE SET exported = EXCLUDED.exported, changed_by = EXCLUDED.changed_by, changed_at = EXCLUDED.changed_at`,
    [days.map((day) => day.employeeShiftID), days.map((day) => day.employeeID), days.map((day) => day.shiftDate), exported, changedBy],
  );
}

/** Payroll's stored exported flag of each of the employee shifts that has one. */
export async function storedExportFlags(manager: EntityManager, employeeShiftIDs: readonly string[]): Promise<Map<string, boolean>> {
  const rows: { employee_shift_id: string; exported: boolean }[] = await manager.query(
    'SELECT employee_shift_id, exported FROM payroll.hours_exports WHERE employee_shift_id = ANY($1::uuid[])',
    [employeeShiftIDs],
  );
  return new Map(rows.map((row) => [row.employee_shift_id, row.exported]));
}
