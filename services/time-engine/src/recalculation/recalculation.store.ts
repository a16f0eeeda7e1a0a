import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { preparedStatements } from '@tna/platform';
import { timeAdjustmentOf, type StoredAdjustment } from '../adjustments/domain/adjustment-input';
import type { LeaveOfDay } from '@tna/contracts';
import { addDays, BUCKET_COUNT, type ClearableStatus, type DayLeave, type IsoDate, type TimeAdjustment } from '../domain';
import { dayLeaveOf } from '../leave-days/domain/day-leave';
import type { EmployeeWorkRulesRow, ManualShiftChangeRow, WorkCycleChangeRow } from '../rules/setup-rows.util';
import { byInstantThenID, OVERTIME_HISTORY_DAYS, type CalculatedDay, type DayKind, type PairRecord, type StoredClocking, type StoredDay } from './employee-days.util';
import type { EmployeeRange } from './recalculation.util';

/** Rows per statement: bounds the size of one statement's JSON. */
const WRITE_CHUNK = 5_000;

/** A stored day as the JSON of loadJobInputs has it. */
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
  settles_at: string | null;
}

const BUCKET_ARRAY = `ARRAY[0, ${Array.from({ length: BUCKET_COUNT }, (_, i) => `over_time${i + 1}_tot`).join(', ')}]`;

/**
 * Holds an advisory lock per employee until the transaction ends, so two recalculations (or a
 * change and a recalculation) of one employee never interleave. Taken in one order for every
 * caller, so overlapping callers cannot deadlock; taking it again in the same transaction is free.
 */
export async function lockEmployees(manager: EntityManager, employeeIDs: readonly string[]): Promise<void> {
  await preparedStatements(manager).query(
    'SELECT pg_advisory_xact_lock(key) FROM (SELECT hashtextextended(id::text, 4) AS key FROM unnest($1::uuid[]) AS id ORDER BY 1) AS keys',
    [[...employeeIDs].sort()],
  );
}

export async function loadEmployeeWorkRules(manager: EntityManager, employeeIDs: readonly string[]): Promise<EmployeeWorkRulesRow[]> {
  return manager.query('SELECT * FROM api.v_employee_work_rules WHERE id = ANY($1::uuid[])', [employeeIDs]);
}

/** Each employee's last stored day after its range and at most `days` days after it (by the index, per range: see PART_SQL). */
export async function lastStoredDaysWithin(manager: EntityManager, ranges: readonly EmployeeRange[], days: number): Promise<Map<string, string>> {
  const rows: { employee_id: string; last: string }[] = await preparedStatements(manager).query(
    `SELECT r.employee_id, to_char(last.shift_date, 'YYYY-MM-DD') AS last
       FROM unnest($1::uuid[], $2::date[], $3::date[]) AS r (employee_id, date_to, date_cap)
       CROSS JOIN LATERAL (
         SELECT s.shift_date FROM time_engine.employee_shifts s
          WHERE s.employee_id = r.employee_id AND s.shift_date > r.date_to AND s.shift_date <= r.date_cap
          ORDER BY s.shift_date DESC LIMIT 1) AS last`,
    [ranges.map((r) => r.employeeID), ranges.map((r) => r.to), ranges.map((r) => addDays(r.to, days))],
  );
  return new Map(rows.map((row) => [row.employee_id, row.last]));
}

/**
 * The ranges as every part of loadJobInputs reads them: `r (employee_id, date_from, date_to,
 * limited)`, `limited` where an overtime limit can apply to the employee.
 */
const RANGES = `r AS (SELECT * FROM unnest($1::uuid[], $2::date[], $3::date[], $4::boolean[]) AS r (employee_id, date_from, date_to, limited))`;

/**
 * Each part's rows, as the JSON of one column. Each reads its table per range (LATERAL, kept
 * apart by OFFSET 0 so the planner cannot fold it back into a join), by the index on the
 * employee and the date: as joins, with no estimate of the ranges' dates, the plans scanned
 * whole tables (every clocking stored) for each recalculation, a cost that grew with the data.
 */
const PART_SQL = {
  /** The stored days from two days before `from` (the neighbours that compete for its clockings) to `to`. */
  stored: `SELECT s.id, s.employee_id, to_char(s.shift_date, 'YYYY-MM-DD') AS shift_date, s.locked, s.day_kind, s.shift_id, s.statuses,
            s.normal_time_tot, ${BUCKET_ARRAY} AS buckets, s.no_pay_time_tot, s.no_pay_tot_before, s.no_pay_tot_after, s.short_time,
            s.carried_short_out, s.break_deducted, s.leave_minutes, s.overtime_authorised, s.pairs, s.settles_at
       FROM r CROSS JOIN LATERAL (SELECT * FROM time_engine.employee_shifts s WHERE s.employee_id = r.employee_id AND s.shift_date BETWEEN r.date_from - 2 AND r.date_to OFFSET 0) AS s`,
  /** The overtime buckets of the OVERTIME_HISTORY_DAYS before `from`, for overtime limits: the rest of those rows is never needed. */
  overtimeHistory: `SELECT s.employee_id, to_char(s.shift_date, 'YYYY-MM-DD') AS shift_date, ${BUCKET_ARRAY} AS buckets
       FROM r CROSS JOIN LATERAL (SELECT * FROM time_engine.employee_shifts s WHERE s.employee_id = r.employee_id AND s.shift_date >= r.date_from - ${OVERTIME_HISTORY_DAYS} AND s.shift_date < r.date_from OFFSET 0) AS s
      WHERE r.limited`,
  carriedBefore: `SELECT r.employee_id, last.carried_short_out
       FROM r CROSS JOIN LATERAL (
         SELECT carried_short_out FROM time_engine.employee_shifts s
          WHERE s.employee_id = r.employee_id AND s.shift_date < r.date_from
          ORDER BY s.shift_date DESC LIMIT 1) AS last
      WHERE last.carried_short_out > 0`,
  /** From three days before a range to four days after, in UTC: whatever the employee's zone, the windows of the planned days around it. */
  clockings: `SELECT c.id, c.employee_id, c.clocked_at, c.direction, c.employee_shift_id, c.scanner_id
       FROM r CROSS JOIN LATERAL (SELECT * FROM time_engine.clockings c WHERE c.employee_id = r.employee_id
        AND c.clocked_at >= (r.date_from - 3)::timestamp AT TIME ZONE 'UTC' AND c.clocked_at < (r.date_to + 4)::timestamp AT TIME ZONE 'UTC' OFFSET 0) AS c`,
  /** Every work cycle change effective by two days after a range (the latest one before it still applies). */
  workCycleChanges: `SELECT w.employee_id, to_char(w.effective_date, 'YYYY-MM-DD') AS effective_date, w.work_cycle_id, w.starting_work_pattern_id, w.start_day,
            to_char(w.start_date, 'YYYY-MM-DD') AS start_date
       FROM r CROSS JOIN LATERAL (SELECT * FROM time_engine.work_cycle_changes w WHERE w.employee_id = r.employee_id AND w.effective_date <= r.date_to + 2 OFFSET 0) AS w`,
  /** The planned dates': two days either side of a range. */
  manualShiftChanges: `SELECT m.employee_id, to_char(m.shift_date, 'YYYY-MM-DD') AS shift_date, m.shift_id
       FROM r CROSS JOIN LATERAL (SELECT * FROM time_engine.manual_shift_changes m WHERE m.employee_id = r.employee_id AND m.shift_date BETWEEN r.date_from - 2 AND r.date_to + 2 OFFSET 0) AS m`,
  /** In the order they were made. */
  adjustments: `SELECT a.employee_id, to_char(a.shift_date, 'YYYY-MM-DD') AS shift_date, a.action, a.minutes, a.time_value AS "timeValue",
            a.to_time_value AS "toTimeValue", a.no_pay_type AS "noPayType", a.sequence
       FROM r CROSS JOIN LATERAL (SELECT * FROM time_engine.adjustments a WHERE a.employee_id = r.employee_id AND a.shift_date BETWEEN r.date_from AND r.date_to OFFSET 0) AS a`,
  /** The exceptions shift adjustments clear. */
  clearedExceptions: `SELECT s.employee_id, to_char(s.shift_date, 'YYYY-MM-DD') AS shift_date, s.exception
       FROM r CROSS JOIN LATERAL (SELECT * FROM time_engine.shift_adjustments s WHERE s.employee_id = r.employee_id AND s.shift_date BETWEEN r.date_from AND r.date_to OFFSET 0) AS s`,
  /** The days on which FILO was switched on or off. */
  filoDays: `SELECT f.employee_id, to_char(f.shift_date, 'YYYY-MM-DD') AS shift_date, f.filo
       FROM r CROSS JOIN LATERAL (SELECT * FROM time_engine.filo_days f WHERE f.employee_id = r.employee_id AND f.shift_date BETWEEN r.date_from AND r.date_to OFFSET 0) AS f`,
  /** The leave the leave service sent for the days (LeaveDaysChanged). */
  leaveDays: `SELECT l.employee_id, to_char(l.shift_date, 'YYYY-MM-DD') AS shift_date, l.leave
       FROM r CROSS JOIN LATERAL (SELECT * FROM time_engine.leave_days l WHERE l.employee_id = r.employee_id AND l.shift_date BETWEEN r.date_from AND r.date_to OFFSET 0) AS l`,
} as const;

type Part = keyof typeof PART_SQL;

/** The order a part's rows are aggregated in, where it matters (over the part's own columns). */
const PART_ORDER: Partial<Record<Part, string>> = {
  adjustments: 'p.sequence',
  clearedExceptions: 'p.exception',
};

/**
 * The columns of the parts with many rows per employee, each row sent as a JSON array of them
 * rather than an object repeating every name: a third to two fifths less JSON for PostgreSQL to
 * write and the engine to parse. Listed as the part's query names them.
 */
const PART_COLUMNS: Partial<Record<Part, readonly string[]>> = {
  stored: ['id', 'employee_id', 'shift_date', 'locked', 'day_kind', 'shift_id', 'statuses', 'normal_time_tot', 'buckets', 'no_pay_time_tot', 'no_pay_tot_before',
    'no_pay_tot_after', 'short_time', 'carried_short_out', 'break_deducted', 'leave_minutes', 'overtime_authorised', 'pairs', 'settles_at'],
  clockings: ['id', 'employee_id', 'clocked_at', 'direction', 'employee_shift_id', 'scanner_id'],
};

/** One part as one JSON column. */
const partColumn = (part: Part) => {
  const columns = PART_COLUMNS[part];
  const row = columns ? `json_build_array(${columns.map((column) => `p.${column}`).join(', ')})` : 'p';
  return `(SELECT coalesce(json_agg(${row}${PART_ORDER[part] ? ` ORDER BY ${PART_ORDER[part]}` : ''}), '[]') FROM (${PART_SQL[part]}) AS p) AS "${part}"`;
};

/** A part's rows as objects, whichever way they were sent. */
function partRows<T>(part: Part, sent: readonly unknown[] | undefined): T[] {
  const columns = PART_COLUMNS[part];
  if (!sent || !columns) return (sent ?? []) as T[];
  return sent.map((values) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < columns.length; i++) row[columns[i]] = (values as unknown[])[i];
    return row as T;
  });
}

/** The parts each kind of caller reads: `roster` what rosters the days, for a caller that plans rather than calculates. */
const PARTS = {
  all: Object.keys(PART_SQL) as Part[],
  roster: ['stored', 'workCycleChanges', 'manualShiftChanges', 'leaveDays'],
  stored: ['stored'],
} satisfies Record<string, readonly Part[]>;

interface ClockingRow {
  id: string;
  employee_id: string;
  clocked_at: string;
  direction: 'IN' | 'OUT' | null;
  employee_shift_id: string | null;
  scanner_id: string | null;
}

/** What the employees' days are calculated from besides their work rules and the setup, by employee. */
export interface JobInputs {
  stored: Map<string, Map<IsoDate, StoredDay>>;
  /** Only for the employees `limited` names. */
  overtimeHistory: Map<string, Map<IsoDate, number[]>>;
  /** Carried short time out of the latest stored day before `from`, where there is any. */
  carriedBefore: Map<string, number>;
  clockings: Map<string, StoredClocking[]>;
  workCycleChanges: Map<string, WorkCycleChangeRow[]>;
  manualShiftChanges: Map<string, ManualShiftChangeRow[]>;
  adjustments: Map<string, Map<IsoDate, TimeAdjustment[]>>;
  clearedExceptions: Map<string, Map<IsoDate, ClearableStatus[]>>;
  filoDays: Map<string, Map<IsoDate, boolean>>;
  leaveDays: Map<string, Map<IsoDate, DayLeave>>;
}

/**
 * Everything a recalculation reads per employee, in one prepared statement of one row: each part
 * as the JSON of its rows. One round trip instead of ten, parsed by JSON.parse rather than the
 * driver row by row. `roster` and `stored` read only their parts (PARTS); the others answer empty.
 */
export async function loadJobInputs(
  manager: EntityManager,
  ranges: readonly EmployeeRange[],
  limited: ReadonlySet<string>,
  parts: keyof typeof PARTS = 'all',
): Promise<JobInputs> {
  const [row]: [Partial<Record<Part, unknown[]>>] = await preparedStatements(manager).query(
    `WITH ${RANGES} SELECT ${PARTS[parts].map(partColumn).join(', ')}`,
    [ranges.map((r) => r.employeeID), ranges.map((r) => r.from), ranges.map((r) => r.to), ranges.map((r) => limited.has(r.employeeID))],
  );
  const rows = <T>(part: Part) => partRows<T>(part, row[part]);
  return {
    stored: storedDaysOf(rows<StoredRow>('stored')),
    overtimeHistory: groupOneByDay(rows<{ employee_id: string; shift_date: IsoDate; buckets: number[] }>('overtimeHistory'), (r) => r.buckets),
    carriedBefore: new Map(rows<{ employee_id: string; carried_short_out: number }>('carriedBefore').map((r) => [r.employee_id, r.carried_short_out])),
    // Put in order here rather than by the aggregate: sorting each employee's few dozen costs less than sorting them all in PostgreSQL.
    clockings: inInstantOrder(
      groupByEmployee(rows<ClockingRow>('clockings'), (r) => ({
        id: r.id,
        at: new Date(r.clocked_at),
        direction: r.direction,
        employeeShiftID: r.employee_shift_id,
        scannerID: r.scanner_id,
      })),
    ),
    workCycleChanges: groupByEmployee(rows<WorkCycleChangeRow>('workCycleChanges'), (r) => r),
    manualShiftChanges: groupByEmployee(rows<ManualShiftChangeRow>('manualShiftChanges'), (r) => r),
    adjustments: groupByDay(rows<StoredAdjustment & { employee_id: string; shift_date: string }>('adjustments'), timeAdjustmentOf),
    clearedExceptions: groupByDay(rows<{ employee_id: string; shift_date: string; exception: ClearableStatus }>('clearedExceptions'), (r) => r.exception),
    filoDays: groupOneByDay(rows<{ employee_id: string; shift_date: string; filo: boolean }>('filoDays'), (r) => r.filo),
    leaveDays: groupOneByDay(rows<{ employee_id: string; shift_date: string; leave: LeaveOfDay }>('leaveDays'), (r) => dayLeaveOf(r.leave)),
  };
}

/** The stored days of each range, from two days before `from` to `to`: loadJobInputs's first part alone. */
export async function loadStoredDays(manager: EntityManager, ranges: readonly EmployeeRange[]): Promise<Map<string, Map<IsoDate, StoredDay>>> {
  return (await loadJobInputs(manager, ranges, new Set(), 'stored')).stored;
}

function storedDaysOf(rows: readonly StoredRow[]): Map<string, Map<IsoDate, StoredDay>> {
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
      settlesAt: row.settles_at === null ? null : new Date(row.settles_at),
    });
    byEmployee.set(row.employee_id, days);
  }
  return byEmployee;
}

/** One value per employee and day. */
function groupOneByDay<T extends { employee_id: string; shift_date: string }, V>(rows: readonly T[], valueOf: (row: T) => V): Map<string, Map<IsoDate, V>> {
  const byEmployee = new Map<string, Map<IsoDate, V>>();
  for (const row of rows) {
    const days = byEmployee.get(row.employee_id) ?? new Map<IsoDate, V>();
    days.set(row.shift_date, valueOf(row));
    byEmployee.set(row.employee_id, days);
  }
  return byEmployee;
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

function inInstantOrder(clockings: Map<string, StoredClocking[]>): Map<string, StoredClocking[]> {
  for (const list of clockings.values()) list.sort(byInstantThenID);
  return clockings;
}

function groupByEmployee<T extends { employee_id: string }, V>(rows: readonly T[], valueOf: (row: T) => V): Map<string, V[]> {
  const byEmployee = new Map<string, V[]>();
  for (const row of rows) {
    const list = byEmployee.get(row.employee_id) ?? [];
    list.push(valueOf(row));
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
 * driver writes array literals); a row locked meanwhile is left alone. Read as `jsonb`, so each
 * row's pairs and explanation are parsed once: `json_to_recordset` parsed the whole text and
 * then each of them again, which cost a third more per row (93 against 135 ms for 200 days of
 * 100 clockings each).
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
    const inserted: WrittenRow[] = await preparedStatements(manager).query(
      `INSERT INTO time_engine.employee_shifts (${COLUMNS.map(([column]) => column).join(', ')}, calculated_at)
       SELECT ${COLUMNS.map(([column]) => column).join(', ')}, now()
         FROM jsonb_to_recordset($1::jsonb) AS r (${COLUMNS.map(([column, type]) => `${column} ${type}`).join(', ')})
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
