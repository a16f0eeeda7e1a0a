import type { Actor } from '@tna/contracts';
import type { SqlQueryable } from '@tna/platform';
import { appendToOutbox, newEvent } from '@tna/platform/outbox';
import { exportFlagChanges, markedDaysByEmployee, type FlaggedDay } from './domain/export-flag';

/**
 * Sets the flag of those days not already in the asked state, with who and when, and writes one
 * HoursExportChanged per employee to the outbox in the caller's transaction: HoursExported by
 * hand and the export jobs both change the flag through here.
 */
export async function changeExportFlags(manager: SqlQueryable, days: readonly FlaggedDay[], exported: boolean, actor: Actor): Promise<void> {
  const changes = exportFlagChanges(days, exported);
  if (changes.length === 0) return;
  await storeExportFlags(manager, changes.flatMap((change) => change.days), exported, actor.id);
  await appendToOutbox(manager, exportFlagEvents(changes, exported, actor));
}

/** A calculated day an export covers: its id (from the export's own read of the day), employee and date. */
export interface CoveredDay {
  readonly employeeShiftID: string;
  readonly employeeID: string;
  readonly shiftDate: string;
}

/**
 * An export's marking: sets the flag of the given days (those the export read as not exported)
 * and writes one HoursExportChanged per employee, as changeExportFlags does. The export read the
 * days' ids with their values, so one statement per chunk stores them straight from the arrays
 * (looking them up again by employee and date cost a scan of the calculated days per chunk). It
 * answers the days it did NOT change (a day flagged in between by HoursExported, which is not
 * sent again): nearly always none, where answering the changed ones parsed a row per day. The
 * events keep the export's order of employees and days.
 */
export async function markDaysExported(manager: SqlQueryable, days: readonly CoveredDay[], actor: Actor): Promise<void> {
  if (days.length === 0) return;
  const unchanged: { id: string }[] = await manager.query(
    `WITH marked AS (
       INSERT INTO payroll.hours_exports (employee_shift_id, employee_id, shift_date, exported, changed_by, changed_at)
         SELECT id, employee_id, shift_date, true, $4, now()
           FROM unnest(string_to_array($1, ',')::uuid[], string_to_array($2, ',')::uuid[], string_to_array($3, ',')::date[]) AS d (id, employee_id, shift_date)
         ON CONFLICT (employee_id, shift_date) DO UPDATE
           SET employee_shift_id = EXCLUDED.employee_shift_id, exported = true, changed_by = EXCLUDED.changed_by, changed_at = EXCLUDED.changed_at
           WHERE NOT payroll.hours_exports.exported
         RETURNING employee_shift_id)
     SELECT d.id FROM unnest(string_to_array($1, ',')::uuid[]) AS d (id) WHERE NOT EXISTS (SELECT 1 FROM marked m WHERE m.employee_shift_id = d.id)`,
    [commaList(days.map((day) => day.employeeShiftID)), commaList(days.map((day) => day.employeeID)), commaList(days.map((day) => day.shiftDate)), actor.id],
  );
  await appendToOutbox(manager, exportFlagEvents(markedDaysByEmployee(days, new Set(unchanged.map((row) => row.id))), true, actor));
}

/**
 * UUIDs and ISO dates as one comma-separated text, split by string_to_array: they need no
 * quoting, so one join does what the driver's array serialisation does element by element (170 MB
 * of strings over a month's export of 10,000 employees). The join is the parameter as it is: an
 * array literal's braces made a concatenation the driver flattened into a second copy, a large
 * string straight in V8's old generation.
 */
const commaList = (values: readonly string[]): string => values.join(',');

function exportFlagEvents(changes: readonly { employeeID: string; days: readonly CoveredDay[] }[], exported: boolean, actor: Actor) {
  return changes.map((change) =>
    newEvent(
      'HoursExportChanged',
      change.employeeID,
      { employeeID: change.employeeID, exported, days: change.days.map((day) => ({ employeeShiftID: day.employeeShiftID, shiftDate: day.shiftDate })) },
      { actor },
    ),
  );
}

async function storeExportFlags(manager: SqlQueryable, days: readonly FlaggedDay[], exported: boolean, changedBy: string): Promise<void> {
  await manager.query(
    `INSERT INTO payroll.hours_exports (employee_shift_id, employee_id, shift_date, exported, changed_by, changed_at)
       SELECT id, employee_id, shift_date, $4, $5, now() FROM unnest($1::uuid[], $2::uuid[], $3::date[]) AS r (id, employee_id, shift_date)
       ON CONFLICT (employee_id, shift_date) DO UPDATE
         SET employee_shift_id = EXCLUDED.employee_shift_id, exported = EXCLUDED.exported, changed_by = EXCLUDED.changed_by, changed_at = EXCLUDED.changed_at`,
    [days.map((day) => day.employeeShiftID), days.map((day) => day.employeeID), days.map((day) => day.shiftDate), exported, changedBy],
  );
}

/** Payroll's stored exported flag of each of the calculated days that has one (kept by employee and day), by the day's id. */
export async function storedExportFlags(manager: SqlQueryable, days: readonly CoveredDay[]): Promise<Map<string, boolean>> {
  const rows: { id: string; exported: boolean }[] = await manager.query(
    `SELECT d.id, x.exported FROM unnest($1::uuid[], $2::uuid[], $3::date[]) AS d (id, employee_id, shift_date)
       JOIN payroll.hours_exports x ON x.employee_id = d.employee_id AND x.shift_date = d.shift_date`,
    [days.map((day) => day.employeeShiftID), days.map((day) => day.employeeID), days.map((day) => day.shiftDate)],
  );
  return new Map(rows.map((row) => [row.id, row.exported]));
}
