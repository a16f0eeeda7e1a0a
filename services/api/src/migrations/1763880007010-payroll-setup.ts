import type { MigrationInterface, QueryRunner } from 'typeorm';
import { AUDIT_COLUMNS } from '../setup/entity-schema.util';

const MAPPED_VALUES = ['normal', ...Array.from({ length: 10 }, (_, index) => `overtime${index + 1}`), 'noPay', 'leave'];
const SEQUENCED_ROWS = ['payroll_nt_make_ups', 'payroll_nt_add_before_make_ups'];
const VIEWS = ['v_payroll_employees', 'v_pay_codes', 'v_payroll_nt_add_before_make_ups', 'v_payroll_nt_make_ups', 'v_payroll_pay_code_mappings', 'v_payrolls'];

/**
 * The payroll setup (contracts/src/entities/payroll.ts) in the generic record store's conventions,
 * the employee's payroll foreign key, and the views the payroll service reads it through
 * (docs/payroll.md "Setup"). The store checks references, uniqueness and in-use itself; the keys
 * and unique indexes are the database's own guard, and answer a race between two requests.
 */
export class PayrollSetup1763880007010 implements MigrationInterface {
  name = 'PayrollSetup1763880007010';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE api.payrolls (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      number text NOT NULL,
      export_file_version text,
      parameters text,
      based_on_target_hours boolean NOT NULL DEFAULT false,
      minimum_normal_minutes integer CHECK (minimum_normal_minutes >= 0),
      overtime_paid_after_minimum boolean NOT NULL DEFAULT false,
      make_up_sequence jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(make_up_sequence) = 'array'),
      ${AUDIT_COLUMNS},
      CONSTRAINT payrolls_minimum_or_target CHECK (NOT (based_on_target_hours AND minimum_normal_minutes IS NOT NULL))
    )`);
    await q.query('CREATE UNIQUE INDEX payrolls_name_unique ON api.payrolls (lower(name))');

    await q.query(`CREATE TABLE api.payroll_pay_code_mappings (
      id uuid PRIMARY KEY,
      payroll_id uuid NOT NULL REFERENCES api.payrolls (id),
      value text NOT NULL CHECK (value IN (${MAPPED_VALUES.map((value) => `'${value}'`).join(', ')})),
      leave_type_id uuid REFERENCES api.leave_types (id),
      pay_code_id uuid NOT NULL REFERENCES api.pay_codes (id),
      ${AUDIT_COLUMNS},
      CONSTRAINT payroll_pay_code_mappings_leave CHECK ((value = 'leave') = (leave_type_id IS NOT NULL))
    )`);
    // One mapping per value and payroll; a leave value once per leave type.
    await q.query(
      "CREATE UNIQUE INDEX payroll_pay_code_mappings_value_unique ON api.payroll_pay_code_mappings (payroll_id, value, coalesce(leave_type_id, '00000000-0000-0000-0000-000000000000'))",
    );
    for (const column of ['leave_type_id', 'pay_code_id']) await q.query(`CREATE INDEX payroll_pay_code_mappings_${column}_idx ON api.payroll_pay_code_mappings (${column})`);

    for (const table of SEQUENCED_ROWS) {
      await q.query(`CREATE TABLE api.${table} (
        id uuid PRIMARY KEY,
        payroll_id uuid NOT NULL REFERENCES api.payrolls (id),
        sequence integer NOT NULL CHECK (sequence BETWEEN 1 AND 1000),
        pay_code_id uuid NOT NULL REFERENCES api.pay_codes (id),
        ${AUDIT_COLUMNS}
      )`);
      await q.query(`CREATE UNIQUE INDEX ${table}_sequence_unique ON api.${table} (payroll_id, sequence)`);
      await q.query(`CREATE UNIQUE INDEX ${table}_pay_code_id_unique ON api.${table} (payroll_id, pay_code_id)`);
      await q.query(`CREATE INDEX ${table}_pay_code_id_idx ON api.${table} (pay_code_id)`);
    }

    // No payroll table until now, so the ids employees hold point nowhere.
    await q.query('UPDATE api.employees SET payroll_id = NULL WHERE payroll_id IS NOT NULL');
    await q.query('ALTER TABLE api.employees ADD CONSTRAINT employees_payroll_id_fkey FOREIGN KEY (payroll_id) REFERENCES api.payrolls (id)');

    await q.query(`CREATE VIEW api.v_payrolls AS
      SELECT p.id, p.name, p.number, p.export_file_version, p.parameters, p.based_on_target_hours, p.minimum_normal_minutes,
             p.overtime_paid_after_minimum,
             ARRAY(SELECT (s.row->>'payCodeID')::uuid FROM jsonb_array_elements(p.make_up_sequence) WITH ORDINALITY AS s (row, position) ORDER BY s.position)
               AS make_up_pay_code_ids
        FROM api.payrolls p`);
    await q.query(`CREATE VIEW api.v_payroll_pay_code_mappings AS
      SELECT id, payroll_id, CASE WHEN value = 'leave' THEN 'leave:' || leave_type_id::text ELSE value END AS value, pay_code_id
        FROM api.payroll_pay_code_mappings`);
    await q.query('CREATE VIEW api.v_payroll_nt_make_ups AS SELECT id, payroll_id, sequence, pay_code_id FROM api.payroll_nt_make_ups');
    await q.query('CREATE VIEW api.v_payroll_nt_add_before_make_ups AS SELECT id, payroll_id, sequence, pay_code_id FROM api.payroll_nt_add_before_make_ups');
    await q.query(`CREATE VIEW api.v_pay_codes AS
      SELECT c.id, c.code, c.name, coalesce(r.multiplier, 1) AS multiplier
        FROM api.pay_codes c LEFT JOIN api.pay_rates r ON r.id = c.pay_rate_id`);
    await q.query('CREATE VIEW api.v_payroll_employees AS SELECT id, employee_number, first_name, surname, payroll_id, hourly_rate, time_zone FROM api.employees');
  }

  async down(q: QueryRunner): Promise<void> {
    for (const view of VIEWS) await q.query(`DROP VIEW api.${view}`);
    await q.query('ALTER TABLE api.employees DROP CONSTRAINT employees_payroll_id_fkey');
    for (const table of [...SEQUENCED_ROWS, 'payroll_pay_code_mappings', 'payrolls']) await q.query(`DROP TABLE api.${table}`);
  }
}
