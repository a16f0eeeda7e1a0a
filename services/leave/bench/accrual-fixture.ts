import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createServiceDataSource, initialiseServiceDataSource } from '@tna/platform';
import { apiService } from '../../api/src/api.definition';
import { timeEngineService } from '../../time-engine/src/time-engine.definition';
import { leaveService } from '../src/leave.definition';

/**
 * The accrual job's world in a database of its own: the api's setup tables, the time engine's
 * calculated days and the leave ledger, migrated as the product migrates them, and filled with
 * plain SQL (fast enough for ten thousand employees).
 */
export interface LeaveDatabase {
  api: DataSource;
  engine: DataSource;
  leave: DataSource;
  close(): Promise<void>;
}

export async function openLeaveDatabase(url: string): Promise<LeaveDatabase> {
  const api = await initialiseServiceDataSource(createServiceDataSource({ service: 'api', url, entities: [], migrations: apiService.migrations }), 'api');
  const engine = await initialiseServiceDataSource(createServiceDataSource({ service: 'time-engine', url, entities: [], migrations: timeEngineService.migrations }), 'time-engine');
  const leave = await initialiseServiceDataSource(createServiceDataSource({ service: 'leave', url, entities: [], migrations: leaveService.migrations }), 'leave');
  return {
    api,
    engine,
    leave,
    close: async () => {
      await leave.destroy();
      await engine.destroy();
      await api.destroy();
    },
  };
}

export async function aLeaveType(db: DataSource, unitOfMeasure = 2): Promise<string> {
  const id = randomUUID();
  await db.query('INSERT INTO api.leave_types (id, name, unit_of_measure) VALUES ($1, $2, $3)', [id, `Leave ${id.slice(0, 8)}`, unitOfMeasure]);
  return id;
}

export interface LeaveRuleSetup {
  leaveTypeID: string;
  lengthOfService?: number;
  accrualInterval?: 1 | 2 | 3 | 4;
  accrueType?: 'everyXIntervals' | 'perXDaysWorked' | 'perXHoursWorked';
  x?: number;
  accrueValue: number | string;
  maxAccumulation?: number | null;
  carryOverLimit?: number | null;
}

/** A leave rule; defaults: from the first month, monthly, every interval. */
export async function aLeaveRule(db: DataSource, rule: LeaveRuleSetup): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO api.leave_rules (id, name, leave_type_id, length_of_service, accrual_interval, accrue_type, x, accrue_value, max_accumulation, carry_over_limit)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [id, `Rule ${id.slice(0, 8)}`, rule.leaveTypeID, rule.lengthOfService ?? 0, rule.accrualInterval ?? 3, rule.accrueType ?? 'everyXIntervals', rule.x ?? 1, rule.accrueValue, rule.maxAccumulation ?? null, rule.carryOverLimit ?? null],
  );
  return id;
}

/** A leave scheme of these rules, in this order. */
export async function aLeaveScheme(db: DataSource, ruleIDs: readonly string[]): Promise<string> {
  const id = randomUUID();
  await db.query('INSERT INTO api.leave_schemes (id, name, leave_rules) VALUES ($1, $2, $3::jsonb)', [id, `Scheme ${id.slice(0, 8)}`, JSON.stringify(ruleIDs.map((leaveRuleID) => ({ leaveRuleID })))]);
  return id;
}

/** Employees appointed on `appointmentDate` in `leaveSchemeID`. */
export async function leaveEmployees(db: DataSource, count: number, appointmentDate: string | null, leaveSchemeID: string | null): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID()).sort();
  const tag = randomUUID().slice(0, 6).toUpperCase();
  await db.query(
    `INSERT INTO api.employees (id, employee_number, external_employee_number, first_name, surname, time_zone, appointment_date, leave_scheme_id)
     SELECT id, $2 || lpad(n::text, 6, '0'), $2 || lpad(n::text, 6, '0'), 'Worker', 'No ' || n, 'Africa/Johannesburg', $3::date, $4::uuid
       FROM unnest($1::uuid[]) WITH ORDINALITY AS e (id, n)`,
    [ids, tag, appointmentDate, leaveSchemeID],
  );
  return ids;
}

/**
 * Calculated days from `from` to `to` on weekdays, each with `normal` normal minutes and
 * `overtime` minutes in the first overtime bucket: what the time engine would have stored.
 */
export async function workedWeekdays(db: DataSource, employeeIDs: readonly string[], from: string, to: string, normal = 480, overtime = 0): Promise<void> {
  await db.query(
    `INSERT INTO time_engine.employee_shifts (id, employee_id, shift_date, statuses, normal_time_tot, over_time1_tot, calculated_at, day_kind)
     SELECT gen_random_uuid(), e.id, d::date, '{1}', $4, $5, now(), 'shift'
       FROM unnest($1::uuid[]) AS e (id) CROSS JOIN generate_series($2::date, $3::date, interval '1 day') AS d
      WHERE extract(isodow FROM d) < 6`,
    [employeeIDs, from, to, normal, overtime],
  );
}
