import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { timeAdjustmentOf, type StoredAdjustment } from '../adjustments/domain/adjustment-input';
import type { LeaveOfDay } from '@tna/contracts';
import { addDays, BUCKET_COUNT, type ClearableStatus, type DayLeave, type IsoDate, type TimeAdjustment } from '../domain';
import { dayLeaveOf } from '../leave-days/domain/day-leave';
import type { EmployeeWorkRulesRow, ManualShiftChangeRow, WorkCycleChangeRow } from '../rules/setup-rows.util';
import { OVERTIME_HISTORY_DAYS, type CalculatedDay, type DayKind, type PairRecord, type StoredClocking, type StoredDay } from './employee-days.util';
import type { EmployeeRange } from './recalculation.util';

/** Rows per statement: bounds the size of one statement's JSON. */
const WRITE_CHUNK = 5_000;

interface StoredRow {
  id: string;
  employee_id: string;
  shift_date: string;
  locked: boolean;
  day_kind: DayKind;
  shift_id: string | null;
  statuses: number[];
  normal_time_tot: number;
  buckets: number[];
  no_pay_time_tot: number;
  no_pay_tot_before: number;
  no_pay_tot_after: number;
  short_time: number;
  carried_short_out: number;
  break_deducted: number;
  leave_minutes: number;
  overtime_authorised: boolean;
  pairs: PairRecord[];
  settles_at: Date | null;
}

const BUCKET_ARRAY = `ARRAY[0, ${Array.from({ length: BUCKET_COUNT }, (_, i) => `over_time${i + 1}_tot`).join(', ')}]`;

/**
 * Holds an advisory lock per employee until the transaction ends, so two recalculations (or a
 * change and a recalculation) of one employee never interleave. Taken in one order for every
 * caller, so overlapping callers cannot deadlock; taking it again in the same transaction is free.
 */
export async function lockEmployees(manager: EntityManager, employeeIDs: readonly string[]): Promise<void> {
  await manager.query(
    'SELECT pg_advisory_xact_lock(key) FROM (SELECT hashtextextended(id::text, 4) AS key FROM unnest($1::uuid[]) AS id ORDER BY 1) AS keys',
    [[...employeeIDs].sort()],
  );
}

export async function loadEmployeeWorkRules(manager: EntityManager, employeeIDs: readonly string[]): Promise<EmployeeWorkRulesRow[]> {
  return manager.query('SELECT * FROM api.v_employee_work_rules WHERE id = ANY($1::uuid[])', [employeeIDs]);
}

/** Each employee's last stored day after its range and at most `days` days after it. */
export async function lastStoredDaysWithin(manager: EntityManager, ranges: readonly EmployeeRange[], days: number): Promise<Map<string, string>> {
  const rows: { employee_id: string; last: string }[] = await manager.query(
    `SELECT r.employee_id, to_char(max(s.shift_date), 'YYYY-MM-DD') AS last
       FROM unnest($1::uuid[], $2::date[], $3::date[]) AS r (employee_id, date_to, date_cap)
       JOIN time_engine.employee_shifts s ON s.employee_id = r.employee_id AND s.shift_date > r.date_to AND s.shift_date <= r.date_cap
      GROUP BY r.employee_id`,
    [ranges.map((r) => r.employeeID), ranges.map((r) => r.to), ranges.map((r) => addDays(r.to, days))],
  );
  return new Map(rows.map((row) => [row.employee_id, row.last]));
}

/**
 * The stored days of each range, from two days before `from` (the neighbours that compete for
 * its clockings) to `to`. Older days matter only for overtime limits: loadOvertimeHistory.
 */
export async function loadStoredDays(manager: EntityManager, ranges: readonly EmployeeRange[]): Promise<Map<string, Map<IsoDate, StoredDay>>> {
  const rows: StoredRow[] = await manager.query(
    `SELECT s.id, s.employee_id, to_char(s.shift_date, 'YYYY-MM-DD') AS shift_date, s.locked, s.day_kind, s.shift_id, s.statuses,
            s.normal_time_tot, ${BUCKET_ARRAY} AS buckets, s.no_pay_time_tot, s.no_pay_tot_before, s.no_pay_tot_after, s.short_time,
            s.carried_short_out, s.break_deducted, s.leave_minutes, s.overtime_authorised, s.pairs, s.settles_at
       FROM unnest($1::uuid[], $2::date[], $3::date[]) AS r (employee_id, date_from, date_to)
       JOIN time_engine.employee_shifts s ON s.employee_id = r.employee_id AND s.shift_date BETWEEN r.date_from AND r.date_to`,
    [ranges.map((r) => r.employeeID), ranges.map((r) => addDays(r.from, -2)), ranges.map((r) => r.to)],
  );
  const byEmployee = new Map<string, Map<IsoDate, StoredDay>>();
  for (const row of rows) {
    const days = byEmployee.get(row.employee_id) ?? new Map<IsoDate, StoredDay>();
    days.set(row.shift_date, {
      id: row.id,
      date: row.shift_date,
      locked: row.locked,
      overtimeAuthorised: row.overtime_authorised,
      dayKind: row.day_kind,
      shiftID: row.shift_id,
      statuses: row.statuses.map(Number),
      normal: row.normal_time_tot,
      buckets: row.buckets,
      noPay: { total: row.no_pay_time_tot, before: row.no_pay_tot_before, after: row.no_pay_tot_after },
      short: row.short_time,
      carriedShortOut: row.carried_short_out,
      breakDeducted: row.break_deducted,
      leaveMinutes: row.leave_minutes,
      pairs: row.pairs,
      settlesAt: row.settles_at,
    });
    byEmployee.set(row.employee_id, days);
  }
  return byEmployee;
}

/** The overtime buckets of each range's stored days in the OVERTIME_HISTORY_DAYS before `from`, for overtime limits: the rest of those rows is never needed. */
export async function loadOvertimeHistory(manager: EntityManager, ranges: readonly EmployeeRange[]): Promise<Map<string, Map<IsoDate, number[]>>> {
  const rows: { employee_id: string; shift_date: IsoDate; buckets: number[] }[] = await manager.query(
    `SELECT s.employee_id, to_char(s.shift_date, 'YYYY-MM-DD') AS shift_date, ${BUCKET_ARRAY} AS buckets
       FROM unnest($1::uuid[], $2::date[], $3::date[]) AS r (employee_id, date_from, date_to)
       JOIN time_engine.employee_shifts s ON s.employee_id = r.employee_id AND s.shift_date >= r.date_from AND s.shift_date < r.date_to`,
    [ranges.map((r) => r.employeeID), ranges.map((r) => addDays(r.from, -OVERTIME_HISTORY_DAYS)), ranges.map((r) => r.from)],
  );
  const byEmployee = new Map<string, Map<IsoDate, number[]>>();
  for (const row of rows) {
    const days = byEmployee.get(row.employee_id) ?? new Map<IsoDate, number[]>();
    days.set(row.shift_date, row.buckets);
    byEmployee.set(row.employee_id, days);
  }
  return byEmployee;
}

export async function loadCarriedShortBefore(manager: EntityManager, ranges: readonly EmployeeRange[]): Promise<Map<string, number>> {
  const rows: { employee_id: string; carried_short_out: number }[] = await manager.query(
    `SELECT r.employee_id, last.carried_short_out
       FROM unnest($1::uuid[], $2::date[]) AS r (employee_id, date_from)
       CROSS JOIN LATERAL (
         SELECT carried_short_out FROM time_engine.employee_shifts s
          WHERE s.employee_id = r.employee_id AND s.shift_date < r.date_from
          ORDER BY s.shift_date DESC LIMIT 1) AS last
      WHERE last.carried_short_out > 0`,
    [ranges.map((r) => r.employeeID), ranges.map((r) => r.from)],
  );
  return new Map(rows.map((row) => [row.employee_id, row.carried_short_out]));
}

/**
 * Clockings from three days before a range to four days after, in UTC: whatever the employee's
 * zone, that covers the windows of the planned days around the range.
 */
export async function loadClockings(manager: EntityManager, ranges: readonly EmployeeRange[]): Promise<Map<string, StoredClocking[]>> {
  const rows: { id: string; employee_id: string; clocked_at: Date; direction: 'IN' | 'OUT' | null; employee_shift_id: string | null; scanner_id: string | null }[] =
    await manager.query(
      `SELECT c.id, c.employee_id, c.clocked_at, c.direction, c.employee_shift_id, c.scanner_id
         FROM unnest($1::uuid[], $2::timestamptz[], $3::timestamptz[]) AS r (employee_id, time_from, time_to)
         JOIN time_engine.clockings c ON c.employee_id = r.employee_id AND c.clocked_at >= r.time_from AND c.clocked_at < r.time_to
        ORDER BY c.employee_id, c.clocked_at, c.id`,
      [ranges.map((r) => r.employeeID), ranges.map((r) => `${addDays(r.from, -3)}T00:00:00Z`), ranges.map((r) => `${addDays(r.to, 4)}T00:00:00Z`)],
    );
  const byEmployee = new Map<string, StoredClocking[]>();
  for (const row of rows) {
    const list = byEmployee.get(row.employee_id) ?? [];
    list.push({ id: row.id, at: row.clocked_at, direction: row.direction, employeeShiftID: row.employee_shift_id, scannerID: row.scanner_id });
    byEmployee.set(row.employee_id, list);
  }
  return byEmployee;
}

/** Every work cycle change effective by two days after a range (the latest one before it still applies). */
export async function loadWorkCycleChanges(manager: EntityManager, ranges: readonly EmployeeRange[]): Promise<Map<string, WorkCycleChangeRow[]>> {
  const rows: WorkCycleChangeRow[] = await manager.query(
    `SELECT w.employee_id, to_char(w.effective_date, 'YYYY-MM-DD') AS effective_date, w.work_cycle_id, w.starting_work_pattern_id, w.start_day,
            to_char(w.start_date, 'YYYY-MM-DD') AS start_date
       FROM unnest($1::uuid[], $2::date[]) AS r (employee_id, date_to)
       JOIN time_engine.work_cycle_changes w ON w.employee_id = r.employee_id AND w.effective_date <= r.date_to`,
    [ranges.map((r) => r.employeeID), ranges.map((r) => addDays(r.to, 2))],
  );
  return groupByEmployee(rows);
}

/** Manual shift changes of the planned dates: two days either side of a range. */
export async function loadManualShiftChanges(manager: EntityManager, ranges: readonly EmployeeRange[]): Promise<Map<string, ManualShiftChangeRow[]>> {
  const rows: ManualShiftChangeRow[] = await manager.query(
    `SELECT m.employee_id, to_char(m.shift_date, 'YYYY-MM-DD') AS shift_date, m.shift_id
       FROM unnest($1::uuid[], $2::date[], $3::date[]) AS r (employee_id, date_from, date_to)
       JOIN time_engine.manual_shift_changes m ON m.employee_id = r.employee_id AND m.shift_date BETWEEN r.date_from AND r.date_to`,
    [ranges.map((r) => r.employeeID), ranges.map((r) => addDays(r.from, -2)), ranges.map((r) => addDays(r.to, 2))],
  );
  return groupByEmployee(rows);
}

/** Each employee's time adjustments by date over the ranges, in the order they were made. */
export async function loadAdjustments(manager: EntityManager, ranges: readonly EmployeeRange[]): Promise<Map<string, Map<IsoDate, TimeAdjustment[]>>> {
  const rows: (StoredAdjustment & { employee_id: string; shift_date: string })[] = await manager.query(
    `SELECT a.employee_id, to_char(a.shift_date, 'YYYY-MM-DD') AS shift_date, a.action, a.minutes, a.time_value AS "timeValue",
            a.to_time_value AS "toTimeValue", a.no_pay_type AS "noPayType"
       FROM unnest($1::uuid[], $2::date[], $3::date[]) AS r (employee_id, date_from, date_to)
       JOIN time_engine.adjustments a ON a.employee_id = r.employee_id AND a.shift_date BETWEEN r.date_from AND r.date_to
      ORDER BY a.sequence`,
    [ranges.map((r) => r.employeeID), ranges.map((r) => r.from), ranges.map((r) => r.to)],
  );
  return groupByDay(rows, timeAdjustmentOf);
}

/** The exceptions shift adjustments clear, by employee and date over the ranges. */
export async function loadClearedExceptions(manager: EntityManager, ranges: readonly EmployeeRange[]): Promise<Map<string, Map<IsoDate, ClearableStatus[]>>> {
  const rows: { employee_id: string; shift_date: string; exception: ClearableStatus }[] = await manager.query(
    `SELECT s.employee_id, to_char(s.shift_date, 'YYYY-MM-DD') AS shift_date, s.exception
       FROM unnest($1::uuid[], $2::date[], $3::date[]) AS r (employee_id, date_from, date_to)
       JOIN time_engine.shift_adjustments s ON s.employee_id = r.employee_id AND s.shift_date BETWEEN r.date_from AND r.date_to
      ORDER BY s.exception`,
    [ranges.map((r) => r.employeeID), ranges.map((r) => r.from), ranges.map((r) => r.to)],
  );
  return groupByDay(rows, (row) => row.exception);
}

/** The days of the ranges on which FILO was switched on or off, by employee. */
export async function loadFiloDays(manager: EntityManager, ranges: readonly EmployeeRange[]): Promise<Map<string, Map<IsoDate, boolean>>> {
  const rows: { employee_id: string; shift_date: string; filo: boolean }[] = await manager.query(
    `SELECT f.employee_id, to_char(f.shift_date, 'YYYY-MM-DD') AS shift_date, f.filo
       FROM unnest($1::uuid[], $2::date[], $3::date[]) AS r (employee_id, date_from, date_to)
       JOIN time_engine.filo_days f ON f.employee_id = r.employee_id AND f.shift_date BETWEEN r.date_from AND r.date_to`,
    [ranges.map((r) => r.employeeID), ranges.map((r) => r.from), ranges.map((r) => r.to)],
  );
  const lists = groupByDay(rows, (row) => row.filo);
  return new Map([...lists].map(([employeeID, days]) => [employeeID, new Map([...days].map(([date, [filo]]) => [date, filo]))]));
}

/**
 * The leave the leave service sent for the days of the ranges (LeaveDaysChanged), in the
 * engine's form, by employee and date.
 */
export async function loadLeaveDays(manager: EntityManager, ranges: readonly EmployeeRange[]): Promise<Map<string, Map<IsoDate, DayLeave>>> {
  const rows: { employee_id: string; shift_date: string; leave: LeaveOfDay }[] = await manager.query(
    `SELECT l.employee_id, to_char(l.shift_date, 'YYYY-MM-DD') AS shift_date, l.leave
       FROM unnest($1::uuid[], $2::date[], $3::date[]) AS r (employee_id, date_from, date_to)
       JOIN time_engine.leave_days l ON l.employee_id = r.employee_id AND l.shift_date BETWEEN r.date_from AND r.date_to`,
    [ranges.map((r) => r.employeeID), ranges.map((r) => r.from), ranges.map((r) => r.to)],
  );
  const lists = groupByDay(rows, (row) => dayLeaveOf(row.leave));
  return new Map([...lists].map(([employeeID, days]) => [employeeID, new Map([...days].map(([date, [leave]]) => [date, leave]))]));
}

function groupByDay<T extends { employee_id: string; shift_date: string }, V>(rows: readonly T[], valueOf: (row: T) => V): Map<string, Map<IsoDate, V[]>> {
  const byEmployee = new Map<string, Map<IsoDate, V[]>>();
  for (const row of rows) {
    const days = byEmployee.get(row.employee_id) ?? new Map<IsoDate, V[]>();
    const list = days.get(row.shift_date) ?? [];
    list.push(valueOf(row));
    days.set(row.shift_date, list);
    byEmployee.set(row.employee_id, days);
  }
  return byEmployee;
}

function groupByEmployee<T extends { employee_id: string }>(rows: readonly T[]): Map<string, T[]> {
  const byEmployee = new Map<string, T[]>();
  for (const row of rows) {
    const list = byEmployee.get(row.employee_id) ?? [];
    list.push(row);
    byEmployee.set(row.employee_id, list);
  }
  return byEmployee;
}

export interface WrittenRow {
  id: string;
  employee_id: string;
  shift_date: string;
  statuses: number[];
}

/** The columns a calculation writes, with their types; the first three identify the day. */
const COLUMNS: readonly [string, string][] = [
  ['id', 'uuid'],
  ['employee_id', 'uuid'],
  ['shift_date', 'date'],
  ['day_kind', 'text'],
  ['shift_id', 'uuid'],
  ['shift_start', 'timestamptz'],
  ['shift_end', 'timestamptz'],
  ['statuses', 'smallint[]'],
  ['normal_time_tot', 'integer'],
  ...Array.from({ length: BUCKET_COUNT }, (_, i): [string, string] => [`over_time${i + 1}_tot`, 'integer']),
  ['no_pay_time_tot', 'integer'],
  ['no_pay_tot_before', 'integer'],
  ['no_pay_tot_after', 'integer'],
  ['short_time', 'integer'],
  ['carried_short_out', 'integer'],
  ['break_deducted', 'integer'],
  ['leave_minutes', 'integer'],
  ['pairs', 'jsonb'],
  ['calculation_method', 'text'],
  ['calculation_explanation', 'jsonb'],
  ['settles_at', 'timestamptz'],
];

/**
 * One upsert per chunk, the rows as one JSON parameter (PostgreSQL parses it faster than the
 * driver writes array literals); a row locked meanwhile is left alone.
 */
export async function upsertDays(manager: EntityManager, writes: readonly { employeeID: string; day: CalculatedDay }[]): Promise<WrittenRow[]> {
  const written: WrittenRow[] = [];
  for (let start = 0; start < writes.length; start += WRITE_CHUNK) {
    const rows = writes.slice(start, start + WRITE_CHUNK).map(({ employeeID, day }) => {
      const row: Record<string, unknown> = {
        id: randomUUID(),
        employee_id: employeeID,
        shift_date: day.date,
        day_kind: day.dayKind,
        shift_id: day.shiftID,
        shift_start: day.shiftStart,
        shift_end: day.shiftEnd,
        statuses: day.statuses,
        normal_time_tot: day.normal,
        no_pay_time_tot: day.noPay.total,
        no_pay_tot_before: day.noPay.before,
        no_pay_tot_after: day.noPay.after,
        short_time: day.short,
        carried_short_out: day.carriedShortOut,
        break_deducted: day.breakDeducted,
        leave_minutes: day.leaveMinutes,
        pairs: day.pairs,
        calculation_method: day.method.join('\n'),
        calculation_explanation: day.explanation,
        settles_at: day.settlesAt,
      };
      for (let bucket = 1; bucket <= BUCKET_COUNT; bucket++) row[`over_time${bucket}_tot`] = day.buckets[bucket];
      return row;
    });
    const inserted: WrittenRow[] = await manager.query(
      `INSERT INTO time_engine.employee_shifts (${COLUMNS.map(([column]) => column).join(', ')}, calculated_at)
       SELECT ${COLUMNS.map(([column]) => column).join(', ')}, now()
         FROM json_to_recordset($1::json) AS r (${COLUMNS.map(([column, type]) => `${column} ${type}`).join(', ')})
       ON CONFLICT ON CONSTRAINT employee_shifts_one_per_day DO UPDATE
         SET ${COLUMNS.slice(3).map(([column]) => `${column} = EXCLUDED.${column}`).join(', ')}, calculated_at = now()
         WHERE NOT employee_shifts.locked
       RETURNING id, employee_id, to_char(shift_date, 'YYYY-MM-DD') AS shift_date, statuses`,
      [JSON.stringify(rows)],
    );
    written.push(...inserted);
  }
  return written;
}

export async function relinkClockings(manager: EntityManager, relinks: readonly { clockingID: string; shiftID: string }[]): Promise<void> {
  for (let start = 0; start < relinks.length; start += WRITE_CHUNK) {
    const chunk = relinks.slice(start, start + WRITE_CHUNK);
    await manager.query(
      `UPDATE time_engine.clockings c SET employee_shift_id = u.shift_id
         FROM unnest($1::uuid[], $2::uuid[]) AS u (clocking_id, shift_id)
        WHERE c.id = u.clocking_id`,
      [chunk.map((link) => link.clockingID), chunk.map((link) => link.shiftID)],
    );
  }
}

/** The given employees that exist, read from the api's view of work rules. */
export async function knownEmployeeIDs(db: DataSource, employeeIDs: readonly string[]): Promise<Set<string>> {
  const known: { id: string }[] = await db.query('SELECT id FROM api.v_employee_work_rules WHERE id = ANY($1::uuid[])', [employeeIDs]);
  return new Set(known.map((row) => row.id));
}

/** An employee's stored days that were in progress and no longer are: the first and last such date. */
export interface DueEmployee {
  employee_id: string;
  date_from: string;
  date_to: string;
}

/** How many employees have days in progress that are due to settle. */
export async function countDueEmployees(db: DataSource): Promise<number> {
  const [due]: { employees: number }[] = await db.query(
    'SELECT count(DISTINCT employee_id)::int AS employees FROM time_engine.employee_shifts WHERE settles_at <= now() AND NOT locked',
  );
  return due.employees;
}

/** The next `limit` employees with days due to settle, the longest due first. */
export function dueEmployees(db: DataSource, limit: number): Promise<DueEmployee[]> {
  return db.query(
    `SELECT employee_id, to_char(min(shift_date), 'YYYY-MM-DD') AS date_from, to_char(max(shift_date), 'YYYY-MM-DD') AS date_to
         FROM time_engine.employee_shifts
        WHERE settles_at <= now() AND NOT locked
        GROUP BY employee_id ORDER BY min(settles_at) LIMIT ${limit}`,
  );
}
