import type { EntityManager } from 'typeorm';
import type { PairRecord } from '../recalculation/employee-days.util';
import type { DayClocking, ManualClockingDay, NewClocking } from './domain/manual-clocking-rules';

export interface ManualClockingEmployee {
  employee_number: string;
  time_zone: string | null;
}

interface DayRow {
  locked: boolean;
  exported: boolean;
  day_kind: ManualClockingDay['dayKind'];
  pairs: PairRecord[];
  clockings: { id: string; at: string; manual: boolean }[];
}

/** The employee's number (clockings keep it) and zone, from the api's view; undefined when there is no such employee. */
export async function findManualClockingEmployee(manager: EntityManager, employeeID: string): Promise<ManualClockingEmployee | undefined> {
  const rows: ManualClockingEmployee[] = await manager.query('SELECT employee_number, time_zone FROM api.v_employee_numbers WHERE id = $1', [employeeID]);
  return rows[0];
}

/** The stored day with its lock, its exported flag, its clockings in time order and the part each plays in its pairs; null when the day has no row. */
export async function loadManualClockingDay(manager: EntityManager, employeeID: string, date: string): Promise<ManualClockingDay | null> {
  const rows: DayRow[] = await manager.query(
    `SELECT s.locked, s.day_kind, s.pairs,
            EXISTS (SELECT 1 FROM time_engine.exported_days x WHERE x.employee_id = s.employee_id AND x.shift_date = s.shift_date) AS exported,
            coalesce(json_agg(json_build_object('id', c.id, 'at', c.clocked_at, 'manual', c.entered_by IS NOT NULL) ORDER BY c.clocked_at, c.id)
                       FILTER (WHERE c.id IS NOT NULL), '[]') AS clockings
       FROM time_engine.employee_shifts s
       LEFT JOIN time_engine.clockings c ON c.employee_shift_id = s.id
      WHERE s.employee_id = $1 AND s.shift_date = $2
      GROUP BY s.id`,
    [employeeID, date],
  );
  if (rows.length === 0) return null;
  const [row] = rows;
  const roles = new Map<string, DayClocking['role']>();
  for (const pair of row.pairs) {
    roles.set(pair.in, 'IN');
    if (pair.out !== null) roles.set(pair.out, 'OUT');
  }
  const clockings = row.clockings.map((c): DayClocking => ({ id: c.id, at: new Date(c.at), role: roles.get(c.id) ?? 'ignored', manual: c.manual }));
  const open = row.pairs.find((pair) => pair.out === null);
  return {
    locked: row.locked,
    exported: row.exported,
    dayKind: row.day_kind,
    clockings,
    openIn: open === undefined ? null : (clockings.find((clocking) => clocking.id === open.in)?.at ?? null),
  };
}

/** The employee's clockings strictly between two instants, whatever their day or source. */
export async function clockingsBetween(manager: EntityManager, employeeID: string, after: Date, before: Date): Promise<Date[]> {
  const rows: { clocked_at: Date }[] = await manager.query(
    'SELECT clocked_at FROM time_engine.clockings WHERE employee_id = $1 AND clocked_at > $2 AND clocked_at < $3',
    [employeeID, after, before],
  );
  return rows.map((row) => row.clocked_at);
}

/** Stores manual clockings with who entered them; one already there (same employee and instant) is skipped, not returned. */
export async function insertManualClockings(
  manager: EntityManager,
  employee: { id: string; number: string },
  clockings: readonly (NewClocking & { id: string })[],
  enteredBy: string,
): Promise<string[]> {
  const rows: { id: string }[] = await manager.query(
    `INSERT INTO time_engine.clockings (id, employee_id, employee_number, clocked_at, direction, source, entered_by)
     SELECT c.id, $1, $2, c.clocked_at, c.direction, 'manual', $6
       FROM unnest($3::uuid[], $4::timestamptz[], $5::text[]) AS c (id, clocked_at, direction)
     ON CONFLICT DO NOTHING RETURNING id`,
    [employee.id, employee.number, clockings.map((c) => c.id), clockings.map((c) => c.at), clockings.map((c) => c.direction), enteredBy],
  );
  return rows.map((row) => row.id);
}

/** Deletes clockings entered on the clocking screen; a reader's clocking among the ids is left alone. */
export async function deleteManualClockings(manager: EntityManager, ids: readonly string[]): Promise<string[]> {
  const rows: { id: string }[] = await manager.query(
    // A SELECT around the DELETE: the driver then answers with the rows alone.
    `WITH deleted AS (DELETE FROM time_engine.clockings WHERE id = ANY($1::uuid[]) AND entered_by IS NOT NULL RETURNING id) SELECT id FROM deleted`,
    [ids],
  );
  return rows.map((row) => row.id);
}

/** Those of the clockings the engine placed on the day's row. */
export async function clockingsOnDay(manager: EntityManager, ids: readonly string[], employeeID: string, date: string): Promise<Set<string>> {
  const rows: { id: string }[] = await manager.query(
    `SELECT c.id FROM time_engine.clockings c JOIN time_engine.employee_shifts s ON s.id = c.employee_shift_id
      WHERE c.id = ANY($1::uuid[]) AND s.employee_id = $2 AND s.shift_date = $3`,
    [ids, employeeID, date],
  );
  return new Set(rows.map((row) => row.id));
}

/**
 * Runs `work` inside a savepoint of the command's transaction: when it answers `keep` false the
 * savepoint is rolled back, so a refused action stores nothing, not even the day's row it made to
 * judge. An error needs no savepoint: the whole command's transaction rolls back.
 */
export async function withinSavepoint<T>(manager: EntityManager, work: () => Promise<{ keep: boolean; value: T }>): Promise<T> {
  await manager.query('SAVEPOINT manual_clocking');
  const { keep, value } = await work();
  await manager.query(keep ? 'RELEASE SAVEPOINT manual_clocking' : 'ROLLBACK TO SAVEPOINT manual_clocking');
  return value;
}
