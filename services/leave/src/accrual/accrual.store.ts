import type { SqlQueryable } from '@tna/platform';
import type { EntityManager } from 'typeorm';
import type { LedgerAction, LedgerEntry } from '../ledger/domain/ledger';
import type { AccrualLedgerEntry, HeldAccrualEntry } from './domain/accrual-ledger-changes';
import type { AccrualInterval, AccrualRule, AccrueType, WorkedTime } from './domain/accrual.types';

/** An employee the accrual is for: appointed and in a leave scheme. */
export interface AccrualEmployee {
  id: string;
  appointmentDate: string;
  leaveSchemeID: string;
  terminationDate: string | null;
}

/** A scheme's rules by leave type, each type's rules in the scheme's order (LEAVE.md §2). */
export type SchemeRules = ReadonlyMap<string, ReadonlyMap<string, AccrualRule[]>>;

/** One employee's ledger as the accrual needs it, by leave type. */
export interface EmployeeLedger {
  /** 2 and 3 (applications, reversals, imports), dated up to asOf. */
  elsewhere: Map<string, LedgerEntry[]>;
  /** What accrual and year end wrote, dated from the window's start, in the order written. */
  held: Map<string, HeldAccrualEntry[]>;
}

interface SchemeRuleRow {
  leave_scheme_id: string;
  id: string;
  leave_type_id: string;
  length_of_service: number;
  accrual_interval: number;
  accrue_type: string;
  x: number;
  accrue_value: string;
  max_accumulation: string | null;
  carry_over_limit: string | null;
}

const decimalOrNull = (value: string | null) => (value === null ? null : Number(value));

/** Every scheme's rules (the api's views), read once per run. */
export async function schemeRules(db: SqlQueryable): Promise<SchemeRules> {
  const rows: SchemeRuleRow[] = await db.query(
    `SELECT sr.leave_scheme_id, r.id, r.leave_type_id, r.length_of_service, r.accrual_interval, r.accrue_type, r.x, r.accrue_value,
            r.max_accumulation, r.carry_over_limit
       FROM api.v_leave_scheme_rules sr JOIN api.v_leave_rules r ON r.id = sr.leave_rule_id
      ORDER BY sr.leave_scheme_id, sr.position`,
  );
  const schemes = new Map<string, Map<string, AccrualRule[]>>();
  for (const row of rows) {
    const types = schemes.get(row.leave_scheme_id) ?? new Map<string, AccrualRule[]>();
    schemes.set(row.leave_scheme_id, types);
    const rule: AccrualRule = {
      id: row.id,
      lengthOfService: Number(row.length_of_service),
      accrualInterval: Number(row.accrual_interval) as AccrualInterval,
      accrueType: row.accrue_type as AccrueType,
      x: Number(row.x),
      accrueValue: Number(row.accrue_value),
      maxAccumulation: decimalOrNull(row.max_accumulation),
      carryOverLimit: decimalOrNull(row.carry_over_limit),
    };
    types.set(row.leave_type_id, [...(types.get(row.leave_type_id) ?? []), rule]);
  }
  return schemes;
}

const APPOINTED = 'appointment_date IS NOT NULL AND leave_scheme_id IS NOT NULL';

export async function countAccrualEmployees(db: SqlQueryable): Promise<number> {
  const [row]: { n: number }[] = await db.query(`SELECT count(*)::int AS n FROM api.v_leave_employees WHERE ${APPOINTED}`);
  return row.n;
}

/** The next `limit` employees after `after` (by id): the job's chunks, resumable from the last one done. */
export async function accrualEmployees(db: SqlQueryable, after: string | null, limit: number): Promise<AccrualEmployee[]> {
  const rows: { id: string; appointment_date: string; leave_scheme_id: string; termination_date: string | null }[] = await db.query(
    `SELECT id, appointment_date::text, leave_scheme_id, termination_date::text FROM api.v_leave_employees
      WHERE ${APPOINTED} AND ($1::uuid IS NULL OR id > $1) ORDER BY id LIMIT $2`,
    [after, limit],
  );
  return rows.map((row) => ({ id: row.id, appointmentDate: row.appointment_date, leaveSchemeID: row.leave_scheme_id, terminationDate: row.termination_date }));
}

const WORKED_MINUTES = (table: string) => `${table}.normal_time_tot + ${Array.from({ length: 10 }, (_, i) => `${table}.over_time${i + 1}_tot`).join(' + ')}`;

/** Where a period of each interval ends, for a date column (weeks Monday–Sunday, as PostgreSQL's ISO weeks). */
const PERIOD_END: Readonly<Record<AccrualInterval, (column: string) => string>> = {
  1: (column) => column,
  2: (column) => `(date_trunc('week', ${column})::date + 6)`,
  3: (column) => `(date_trunc('month', ${column}) + interval '1 month - 1 day')::date`,
  4: (column) => `make_date(extract(year FROM ${column})::int, 12, 31)`,
};

/** An employee whose worked time a rule per days or hours worked needs, counted in periods of `interval`. */
export interface WorkedTimeNeed {
  employeeID: string;
  appointmentDate: string;
  interval: AccrualInterval;
}

/**
 * Worked time of calculated days from `from` (and the appointment date) to `to`, summed per
 * period of each need's interval in SQL: one row per period with some, dated its last day, its
 * normal plus overtime minutes and its days with some (`WorkedTime`), by interval and employee.
 * The accrual counts periods, so this is exactly what the days give it, and a year is 12 rows a
 * month-rule employee instead of about 260. `employee_id = ANY` besides the join lets PostgreSQL
 * scan the index once for the whole chunk and visit each table page once (a join alone probes
 * it per employee, and an employee's days lie on as many pages as days: about 2.5x slower).
 */
export async function workedPerPeriod(db: SqlQueryable, needs: readonly WorkedTimeNeed[], from: string, to: string): Promise<Map<AccrualInterval, Map<string, WorkedTime[]>>> {
  const worked = new Map<AccrualInterval, Map<string, WorkedTime[]>>();
  for (const interval of new Set(needs.map((need) => need.interval))) {
    const ofInterval = needs.filter((need) => need.interval === interval);
    const rows: { employee_id: string; ends: string[]; minutes: string[]; days: number[] }[] = await db.query(
      `SELECT employee_id, array_agg(period_end::text ORDER BY period_end) AS ends, array_agg(minutes ORDER BY period_end) AS minutes,
              array_agg(days ORDER BY period_end) AS days
         FROM (SELECT s.employee_id, ${PERIOD_END[interval]('s.shift_date')} AS period_end, sum(${WORKED_MINUTES('s')})::bigint AS minutes, count(*)::int AS days
                 FROM unnest($1::uuid[], $2::date[]) AS e (id, appointed)
                 JOIN time_engine.v_employee_shifts s ON s.employee_id = e.id AND s.shift_date BETWEEN greatest($3::date, e.appointed) AND $4::date
                WHERE s.employee_id = ANY($1::uuid[]) AND s.calculated_at IS NOT NULL AND ${WORKED_MINUTES('s')} > 0
                GROUP BY 1, 2) p
        GROUP BY employee_id`,
      [ofInterval.map((need) => need.employeeID), ofInterval.map((need) => need.appointmentDate), from, to],
    );
    const byEmployee = new Map<string, WorkedTime[]>();
    for (const row of rows) byEmployee.set(row.employee_id, row.ends.map((date, index) => ({ date, minutes: Number(row.minutes[index]), days: row.days[index] })));
    worked.set(interval, byEmployee);
  }
  return worked;
}

/** The employees' ledgers: entries from elsewhere up to `asOf`, and accrual's own from `from`. */
export async function employeeLedgers(db: SqlQueryable, employeeIDs: readonly string[], from: string, asOf: string): Promise<Map<string, EmployeeLedger>> {
  const ledgers = new Map<string, EmployeeLedger>();
  if (employeeIDs.length === 0) return ledgers;
  const rows: { employee_id: string; leave_type_id: string; entry_date: string; action: number; amount: string; own: boolean; period_end: string | null }[] = await db.query(
    `SELECT employee_id, leave_type_id, entry_date::text, action, amount, source_kind IN ('accrual', 'yearEnd') AS own, period_end::text
       FROM leave.ledger_entries
      WHERE employee_id = ANY($1::uuid[])
        AND CASE WHEN source_kind IN ('accrual', 'yearEnd') THEN entry_date >= $2 ELSE entry_date <= $3 END
      ORDER BY seq`,
    [employeeIDs, from, asOf],
  );
  for (const row of rows) {
    const ledger = ledgers.get(row.employee_id) ?? { elsewhere: new Map(), held: new Map() };
    ledgers.set(row.employee_id, ledger);
    const entry = { date: row.entry_date, action: Number(row.action) as LedgerAction, amount: Number(row.amount) };
    const byType: Map<string, (LedgerEntry | HeldAccrualEntry)[]> = row.own ? ledger.held : ledger.elsewhere;
    const list = byType.get(row.leave_type_id) ?? [];
    byType.set(row.leave_type_id, list);
    list.push(row.own ? { ...entry, periodEnd: row.period_end } : entry);
  }
  return ledgers;
}

/** An entry of one employee and leave type. */
export interface NewAccrualEntry extends AccrualLedgerEntry {
  employeeID: string;
  leaveTypeID: string;
}

/**
 * Writes a chunk's entries in one statement; an entry whose key the ledger already has (a run
 * at the same time wrote it) is skipped. Answers how many were written.
 */
export async function insertAccrualEntries(manager: EntityManager, entries: readonly NewAccrualEntry[], createdBy: string | null): Promise<number> {
  if (entries.length === 0) return 0;
  const column = <T>(pick: (entry: NewAccrualEntry) => T) => entries.map(pick);
  const written: unknown[] = await manager.query(
    `INSERT INTO leave.ledger_entries (id, employee_id, leave_type_id, entry_date, action, amount, source_kind, source_key, leave_rule_id, period_start, period_end, created_by)
     SELECT gen_random_uuid(), e.*, $11::uuid
       FROM unnest($1::uuid[], $2::uuid[], $3::date[], $4::smallint[], $5::numeric[], $6::text[], $7::text[], $8::uuid[], $9::date[], $10::date[])
            AS e (employee_id, leave_type_id, entry_date, action, amount, source_kind, source_key, leave_rule_id, period_start, period_end)
     ON CONFLICT ON CONSTRAINT ledger_entries_source_key DO NOTHING
     RETURNING 1`,
    [
      column((e) => e.employeeID),
      column((e) => e.leaveTypeID),
      column((e) => e.date),
      column((e) => e.action),
      column((e) => e.amount),
      column((e) => e.sourceKind),
      column((e) => e.sourceKey),
      column((e) => e.leaveRuleID),
      column((e) => e.periodStart),
      column((e) => e.periodEnd),
      createdBy,
    ],
  );
  return written.length;
}
