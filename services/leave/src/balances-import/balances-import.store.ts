import type { EntityManager } from 'typeorm';
import type { ImportLeaveType, PlannedEntry, ResolvedRow, StoredImport } from './domain/import-plan';

/** One import at a time: two imports of the same day's balances could otherwise both post the first anchor's key. */
export async function lockBalancesImport(manager: EntityManager): Promise<void> {
  await manager.query("SELECT pg_advisory_xact_lock(hashtextextended('leave.balances-import', 0))");
}

/**
 * The employees the file names, with today in each one's time zone (the server's zone for an
 * employee without one). A join on the list, not `= ANY`: thousands of numbers stay one hash join.
 */
export async function employeesByNumber(manager: EntityManager, numbers: readonly string[]): Promise<{ id: string; employeeNumber: string; today: string }[]> {
  if (numbers.length === 0) return [];
  return manager.query(
    `SELECT e.id, e.employee_number AS "employeeNumber",
            to_char((now() AT TIME ZONE coalesce(nullif(e.time_zone, ''), current_setting('TimeZone')))::date, 'YYYY-MM-DD') AS today
       FROM api.v_leave_employees e JOIN unnest($1::text[]) AS n (employee_number) ON n.employee_number = e.employee_number`,
    [numbers],
  );
}

export async function leaveTypes(manager: EntityManager): Promise<ImportLeaveType[]> {
  return manager.query('SELECT id, name, external_id AS "externalID" FROM api.v_leave_types');
}

/** For each (employee, leave type, as-of date) of the rows: the newest import anchor's amount and how many import entries the key has. */
export async function storedImports(manager: EntityManager, rows: readonly ResolvedRow[]): Promise<StoredImport[]> {
  if (rows.length === 0) return [];
  const stored: { employeeID: string; leaveTypeID: string; asOfDate: string; amount: string; entries: number }[] = await manager.query(
    `SELECT DISTINCT ON (e.employee_id, e.leave_type_id, e.entry_date)
            e.employee_id AS "employeeID", e.leave_type_id AS "leaveTypeID", to_char(e.entry_date, 'YYYY-MM-DD') AS "asOfDate", e.amount,
            count(*) OVER (PARTITION BY e.employee_id, e.leave_type_id, e.entry_date)::int AS entries
       FROM leave.ledger_entries e
       JOIN unnest($1::uuid[], $2::uuid[], $3::date[]) AS r (employee_id, leave_type_id, entry_date)
         ON e.employee_id = r.employee_id AND e.leave_type_id = r.leave_type_id AND e.entry_date = r.entry_date
      WHERE e.source_kind = 'import' AND e.action = 3
      ORDER BY e.employee_id, e.leave_type_id, e.entry_date, e.seq DESC`,
    [rows.map((row) => row.employeeID), rows.map((row) => row.leaveTypeID), rows.map((row) => row.asOfDate)],
  );
  return stored.map((row) => ({ ...row, amount: Number(row.amount) }));
}

/** Posts the entries in file order (so `seq` follows it) in one statement; answers how many were written. */
export async function postImportEntries(manager: EntityManager, entries: readonly PlannedEntry[], createdBy: string): Promise<number> {
  if (entries.length === 0) return 0;
  const inserted: { id: string }[] = await manager.query(
    `INSERT INTO leave.ledger_entries (id, employee_id, leave_type_id, entry_date, action, amount, source_kind, source_key, note, created_by)
     SELECT gen_random_uuid(), r.employee_id, r.leave_type_id, r.entry_date, 3, r.amount, 'import', r.source_key, 'balances import row ' || r.row_number, $7
       FROM unnest($1::uuid[], $2::uuid[], $3::date[], $4::numeric[], $5::text[], $6::int[]) WITH ORDINALITY
            AS r (employee_id, leave_type_id, entry_date, amount, source_key, row_number, position)
      ORDER BY r.position
     ON CONFLICT (employee_id, leave_type_id, source_key) DO NOTHING
     RETURNING id`,
    [
      entries.map((entry) => entry.employeeID),
      entries.map((entry) => entry.leaveTypeID),
      entries.map((entry) => entry.asOfDate),
      entries.map((entry) => entry.amount),
      entries.map((entry) => entry.sourceKey),
      entries.map((entry) => entry.row),
      createdBy,
    ],
  );
  return inserted.length;
}
