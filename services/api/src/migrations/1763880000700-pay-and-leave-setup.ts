import type { MigrationInterface, QueryRunner } from 'typeorm';
import { AUDIT_COLUMNS } from '../setup/entity-schema.util';

/** The reference columns of api.employees and the tables they point at; payroll_id waits for the payroll setup's table. */
const EMPLOYEE_REFERENCES: readonly [string, string][] = [
  ['gender_id', 'genders'],
  ['job_title_id', 'job_titles'],
  ['business_unit_id', 'business_units'],
  ['department_id', 'departments'],
  ['cost_centre_id', 'cost_centres'],
  ['team_id', 'teams'],
  ['job_function_id', 'job_functions'],
  ['project_id', 'projects'],
  ['appointment_type_id', 'appointment_types'],
  ['ethnic_group_id', 'ethnic_groups'],
  ['scanner_group_id', 'scanner_groups'],
  ['work_cycle_id', 'work_cycles'],
  ['starting_work_pattern_id', 'work_patterns'],
  ['auto_shift_template_id', 'auto_shift_templates'],
  ['leave_scheme_id', 'leave_schemes'],
  ['overtime_limit_id', 'overtime_limits'],
];

const SHIFT_REFERENCES: readonly [string, string][] = [
  ['pay_rate_id', 'pay_rates'],
  ['pay_code_id', 'pay_codes'],
  ['leave_type_id', 'leave_types'],
  ['leave_scheme_id', 'leave_schemes'],
];

/**
 * Pay rates, pay codes and the leave setups (contracts/src/entities/pay.ts, leave.ts) in the
 * generic record store's conventions, the shift setup's pay and leave fields, and the foreign keys
 * of the employee record's references. The store checks references and in-use itself; the foreign
 * keys are the database's own guard should anything write around it.
 */
export class PayAndLeaveSetup1763880000700 implements MigrationInterface {
  name = 'PayAndLeaveSetup1763880000700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE api.pay_rates (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      code text NOT NULL,
      multiplier numeric NOT NULL CHECK (multiplier BETWEEN 0 AND 100),
      abbreviation text,
      ${AUDIT_COLUMNS}
    )`);
    await q.query(`CREATE TABLE api.pay_codes (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      code text NOT NULL,
      pay_rate_id uuid REFERENCES api.pay_rates (id),
      ${AUDIT_COLUMNS}
    )`);
    await q.query(`CREATE TABLE api.leave_types (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      unit_of_measure integer NOT NULL CHECK (unit_of_measure BETWEEN 1 AND 4),
      external_id text,
      ${AUDIT_COLUMNS}
    )`);
    await q.query(`CREATE TABLE api.leave_reasons (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      leave_type_id uuid NOT NULL REFERENCES api.leave_types (id),
      code text,
      ${AUDIT_COLUMNS}
    )`);
    await q.query(`CREATE TABLE api.leave_rules (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      leave_type_id uuid NOT NULL REFERENCES api.leave_types (id),
      length_of_service integer NOT NULL CHECK (length_of_service >= 0),
      accrual_interval integer NOT NULL CHECK (accrual_interval BETWEEN 1 AND 4),
      accrue_type text NOT NULL CHECK (accrue_type IN ('everyXIntervals', 'perXDaysWorked', 'perXHoursWorked')),
      x integer NOT NULL CHECK (x >= 1),
      accrue_value numeric NOT NULL CHECK (accrue_value >= 0),
      max_accumulation numeric CHECK (max_accumulation >= 0),
      description text,
      ${AUDIT_COLUMNS}
    )`);
    await q.query(`CREATE TABLE api.leave_schemes (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      description text,
      leave_rules jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(leave_rules) = 'array'),
      ${AUDIT_COLUMNS}
    )`);
    for (const table of ['pay_rates', 'pay_codes', 'leave_types', 'leave_rules', 'leave_schemes']) {
      await q.query(`CREATE UNIQUE INDEX ${table}_name_unique ON api.${table} (lower(name))`);
    }
    await q.query('CREATE UNIQUE INDEX pay_rates_code_unique ON api.pay_rates (lower(code))');
    await q.query('CREATE UNIQUE INDEX pay_codes_code_unique ON api.pay_codes (lower(code))');
    // A reason's name is unique within its leave type: several types may have an "Other".
    await q.query('CREATE UNIQUE INDEX leave_reasons_name_unique ON api.leave_reasons (leave_type_id, lower(name))');
    await q.query('CREATE INDEX pay_codes_pay_rate_id_idx ON api.pay_codes (pay_rate_id)');
    await q.query('CREATE INDEX leave_reasons_leave_type_id_idx ON api.leave_reasons (leave_type_id)');
    await q.query('CREATE INDEX leave_rules_leave_type_id_idx ON api.leave_rules (leave_type_id)');

    await q.query(`ALTER TABLE api.shifts
      ADD COLUMN hours_required integer CHECK (hours_required BETWEEN 0 AND 1440),
      ADD COLUMN shift_increment integer CHECK (shift_increment BETWEEN 1 AND 60 AND 60 % shift_increment = 0),
      ADD COLUMN pay_rate_id uuid REFERENCES api.pay_rates (id),
      ADD COLUMN pay_code_id uuid REFERENCES api.pay_codes (id),
      ADD COLUMN leave_type_id uuid REFERENCES api.leave_types (id),
      ADD COLUMN leave_pay integer CHECK (leave_pay BETWEEN 0 AND 1440),
      ADD COLUMN if_absent_action text NOT NULL DEFAULT 'none' CHECK (if_absent_action IN ('none', 'noPay', 'leave')),
      ADD COLUMN leave_scheme_id uuid REFERENCES api.leave_schemes (id),
      ADD COLUMN auto_adjustments jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(auto_adjustments) = 'array'),
      ADD COLUMN pay_code_allocations jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(pay_code_allocations) = 'array'),
      ADD CONSTRAINT shifts_if_absent_leave CHECK (if_absent_action <> 'leave' OR leave_type_id IS NOT NULL)`);
    for (const [column] of SHIFT_REFERENCES) await q.query(`CREATE INDEX shifts_${column}_idx ON api.shifts (${column})`);
    await q.query(`CREATE TABLE api.shifts_appointment_type_ids (
      owner_id uuid NOT NULL REFERENCES api.shifts (id) ON DELETE CASCADE,
      ref_id uuid NOT NULL REFERENCES api.appointment_types (id),
      position integer NOT NULL,
      PRIMARY KEY (owner_id, ref_id)
    )`);
    await q.query('CREATE INDEX shifts_appointment_type_ids_ref ON api.shifts_appointment_type_ids (ref_id)');

    // Leave schemes had no table until now, so the ids employees hold point nowhere.
    await q.query('UPDATE api.employees SET leave_scheme_id = NULL WHERE leave_scheme_id IS NOT NULL');
    for (const [column, table] of EMPLOYEE_REFERENCES) {
      await q.query(`ALTER TABLE api.employees ADD CONSTRAINT employees_${column}_fkey FOREIGN KEY (${column}) REFERENCES api.${table} (id)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [column] of EMPLOYEE_REFERENCES) await q.query(`ALTER TABLE api.employees DROP CONSTRAINT employees_${column}_fkey`);
    await q.query('DROP TABLE api.shifts_appointment_type_ids');
    await q.query(`ALTER TABLE api.shifts
      DROP CONSTRAINT shifts_if_absent_leave,
      DROP COLUMN hours_required, DROP COLUMN shift_increment, DROP COLUMN pay_rate_id, DROP COLUMN pay_code_id,
      DROP COLUMN leave_type_id, DROP COLUMN leave_pay, DROP COLUMN if_absent_action, DROP COLUMN leave_scheme_id,
      DROP COLUMN auto_adjustments, DROP COLUMN pay_code_allocations`);
    for (const table of ['leave_schemes', 'leave_rules', 'leave_reasons', 'leave_types', 'pay_codes', 'pay_rates']) {
      await q.query(`DROP TABLE api.${table}`);
    }
  }
}
