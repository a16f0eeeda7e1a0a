import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createServiceDataSource, initialiseServiceDataSource } from '@tna/platform';
import { apiService } from '../../api/src/api.definition';
import { timeEngineService } from '../src/time-engine.definition';

/**
 * A database with the api's and the time engine's schemas, and small factories for the rules,
 * employees and clockings the engine reads: shared by the recalculation bench and the database
 * tests of tests/time-engine. Everything goes in through SQL in bulk, as a big import would.
 */
export interface EngineDatabase {
  readonly api: DataSource;
  readonly engine: DataSource;
  close(): Promise<void>;
}

export async function openEngineDatabase(url: string): Promise<EngineDatabase> {
  const api = await initialiseServiceDataSource(createServiceDataSource({ service: 'api', url, entities: [], migrations: apiService.migrations }), 'api');
  const engine = await initialiseServiceDataSource(
    createServiceDataSource({ service: 'time-engine', url, entities: [], migrations: timeEngineService.migrations }),
    'time-engine',
  );
  return {
    api,
    engine,
    close: async () => {
      await engine.destroy();
      await api.destroy();
    },
  };
}

export interface ShiftSetup {
  name?: string;
  startTime?: string;
  endTime?: string;
  targetWorkHours?: number;
  noTargetHours?: boolean;
  graceLateIn?: number;
  graceEarlyIn?: number;
  graceEarlyOut?: number;
  graceLateOut?: number;
  breaks?: object[];
  overtimeTiers?: object[];
  overtimeLimitID?: string | null;
  targetMakeUpID?: string | null;
  roundingInID?: string | null;
  roundingOutID?: string | null;
  replacementRules?: object[];
  preShiftOvertime?: boolean;
  requiresOvertimeAuthorisation?: boolean;
}

/** A shift in api.shifts; defaults to 08:00–17:00, target 8 h, an unpaid lunch 12:00–13:00. */
export async function aShift(db: DataSource, setup: ShiftSetup = {}): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO api.shifts (id, name, start_time, end_time, target_work_hours, no_target_hours, grace_late_in, grace_early_in, grace_early_out,
       grace_late_out, breaks, overtime_tiers, overtime_limit_id, target_make_up_id, rounding_in_id, rounding_out_id, replacement_rules,
       pre_shift_overtime, requires_overtime_authorisation)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12::jsonb, $13, $14, $15, $16, $17::jsonb, $18, $19)`,
    [
      id,
      setup.name ?? `Shift ${id.slice(0, 8)}`,
      setup.startTime ?? '08:00',
      setup.endTime ?? '17:00',
      setup.targetWorkHours ?? 480,
      setup.noTargetHours ?? false,
      setup.graceLateIn ?? 0,
      setup.graceEarlyIn ?? 0,
      setup.graceEarlyOut ?? 0,
      setup.graceLateOut ?? 0,
      JSON.stringify(setup.breaks ?? [{ start: '12:00', end: '13:00', paid: false }]),
      JSON.stringify(setup.overtimeTiers ?? []),
      setup.overtimeLimitID ?? null,
      setup.targetMakeUpID ?? null,
      setup.roundingInID ?? null,
      setup.roundingOutID ?? null,
      JSON.stringify(setup.replacementRules ?? []),
      setup.preShiftOvertime ?? false,
      setup.requiresOvertimeAuthorisation ?? false,
    ],
  );
  return id;
}

/** A work pattern of the given days (a shift id or null for a day off) and a cycle of just that pattern. */
export async function aWorkCycle(db: DataSource, days: readonly (string | null)[]): Promise<{ workCycleID: string; workPatternID: string }> {
  const workPatternID = randomUUID();
  const workCycleID = randomUUID();
  await db.query('INSERT INTO api.work_patterns (id, name, days) VALUES ($1, $2, $3::jsonb)', [
    workPatternID,
    `Pattern ${workPatternID.slice(0, 8)}`,
    JSON.stringify(days.map((shiftID) => ({ shiftID }))),
  ]);
  await db.query('INSERT INTO api.work_cycles (id, name, work_patterns) VALUES ($1, $2, $3::jsonb)', [
    workCycleID,
    `Cycle ${workCycleID.slice(0, 8)}`,
    JSON.stringify([{ workPatternID }]),
  ]);
  return { workCycleID, workPatternID };
}

export async function aTargetMakeUp(db: DataSource, fromBuckets: readonly number[], carryShortTime: boolean): Promise<string> {
  const id = randomUUID();
  await db.query('INSERT INTO api.target_make_ups (id, name, carry_short_time, make_up_from) VALUES ($1, $2, $3, $4::jsonb)', [
    id,
    `Make-up ${id.slice(0, 8)}`,
    carryShortTime,
    JSON.stringify(fromBuckets.map((bucket) => ({ bucket }))),
  ]);
  return id;
}

export async function anOvertimeLimit(db: DataSource, numberOfDays: number, limits: Readonly<Record<number, number>>): Promise<string> {
  const id = randomUUID();
  await db.query('INSERT INTO api.overtime_limits (id, name, number_of_days, limits) VALUES ($1, $2, $3, $4::jsonb)', [
    id,
    `Limit ${id.slice(0, 8)}`,
    numberOfDays,
    JSON.stringify(Object.entries(limits).map(([bucket, limitMinutes]) => ({ bucket: Number(bucket), limitMinutes }))),
  ]);
  return id;
}

export interface WorkRules {
  workCycleID?: string | null;
  startDate?: string | null;
  timeZone?: string | null;
  filo?: boolean;
  saturdayNonWorking?: boolean;
  sundayNonWorking?: boolean;
  autoShiftTemplateID?: string | null;
  overtimeLimitID?: string | null;
}

/** `count` employees with the same work rules, in one statement; answers their ids in number order. */
export async function employees(db: DataSource, count: number, rules: WorkRules = {}): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  const tag = randomUUID().slice(0, 6).toUpperCase();
  await db.query(
    `INSERT INTO api.employees (id, employee_number, external_employee_number, first_name, surname, time_zone, work_cycle_id,
       work_pattern_start_date, work_pattern_start_day, filo, saturday_non_working, sunday_non_working, auto_shift_detection,
       auto_shift_template_id, overtime_limit_id)
     SELECT id, $2 || lpad(n::text, 5, '0'), $2 || lpad(n::text, 5, '0'), 'Worker', 'No ' || n, $3, $4, $5::date, 1, $6, $7, $8, $9, $10, $11
       FROM unnest($1::uuid[]) WITH ORDINALITY AS e (id, n)`,
    [
      ids,
      tag,
      rules.timeZone === undefined ? 'Africa/Johannesburg' : rules.timeZone,
      rules.workCycleID ?? null,
      rules.startDate ?? null,
      rules.filo ?? false,
      rules.saturdayNonWorking ?? false,
      rules.sundayNonWorking ?? false,
      Boolean(rules.autoShiftTemplateID),
      rules.autoShiftTemplateID ?? null,
      rules.overtimeLimitID ?? null,
    ],
  );
  return ids;
}

export interface StoredClockingSpec {
  employeeID: string;
  /** An instant with its offset. */
  at: string;
  direction?: 'IN' | 'OUT';
}

/** Clockings straight into time_engine.clockings, not yet linked to any day. */
export async function storeClockings(db: DataSource, clockings: readonly StoredClockingSpec[]): Promise<string[]> {
  const ids = clockings.map(() => randomUUID());
  await db.query(
    `INSERT INTO time_engine.clockings (id, employee_id, employee_number, clocked_at, direction, source)
     SELECT id, employee_id, 'bench', clocked_at, direction, 'zk-push'
       FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[], $4::text[]) AS c (id, employee_id, clocked_at, direction)`,
    [ids, clockings.map((c) => c.employeeID), clockings.map((c) => c.at), clockings.map((c) => c.direction ?? null)],
  );
  return ids;
}
