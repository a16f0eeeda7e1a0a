import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the leave service reads of the api's setup (LEAVE.md): a leave type's minimum balance
 * (0 unless set; below 0 allows borrowing), a leave rule's carry-over limit (blank: everything
 * carries), and read-only views of leave types, reasons, rules, schemes (rules in evaluation
 * order: sequence number first, then the order captured), shifts' leave binding, employees and
 * approvers.
 */
export class LeaveSetupForLeave1763880005010 implements MigrationInterface {
  name = 'LeaveSetupForLeave1763880005010';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE api.leave_types ADD COLUMN min_balance numeric');
    await q.query('ALTER TABLE api.leave_rules ADD COLUMN carry_over_limit numeric CHECK (carry_over_limit >= 0)');
    await q.query('CREATE VIEW api.v_leave_types AS SELECT id, name, unit_of_measure, coalesce(min_balance, 0) AS min_balance FROM api.leave_types');
    await q.query('CREATE VIEW api.v_leave_reasons AS SELECT id, name, leave_type_id, code FROM api.leave_reasons');
    await q.query(`CREATE VIEW api.v_leave_rules AS
      SELECT id, name, leave_type_id, length_of_service, accrual_interval, accrue_type, x, accrue_value, max_accumulation, carry_over_limit,
             updated_at
        FROM api.leave_rules`);
    await q.query(`CREATE VIEW api.v_leave_scheme_rules AS
      SELECT s.id AS leave_scheme_id, (row->>'leaveRuleID')::uuid AS leave_rule_id,
             row_number() OVER (PARTITION BY s.id ORDER BY (row->>'sequenceNumber')::int NULLS LAST, ordinality) AS position
        FROM api.leave_schemes s, jsonb_array_elements(s.leave_rules) WITH ORDINALITY AS rows (row, ordinality)`);
    await q.query(`CREATE VIEW api.v_shift_leave AS
      SELECT s.id AS shift_id, s.name, s.target_work_hours, s.no_target_hours, s.leave_type_id, s.leave_scheme_id, s.leave_pay,
             coalesce((SELECT array_agg(a.ref_id ORDER BY a.position) FROM api.shifts_appointment_type_ids a WHERE a.owner_id = s.id), '{}') AS appointment_type_ids
        FROM api.shifts s`);
    await q.query(`CREATE VIEW api.v_leave_employees AS
      SELECT id, employee_number, first_name, surname, preferred_name, time_zone, email, employee_status, appointment_date, termination_date,
             appointment_type_id, leave_scheme_id, updated_at
        FROM api.employees`);
    await q.query(`CREATE VIEW api.v_leave_users AS
      SELECT u.id, u.username, u.full_name, u.email, u.employee_id, u.is_administrator, u.status, u.expires_on, u.security_template_id,
             coalesce(st.permissions, '{}') AS permissions, t.authority_level
        FROM api.system_users u
        LEFT JOIN api.user_teams t ON t.id = u.user_team_id
        LEFT JOIN api.security_templates st ON st.id = u.security_template_id`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const view of ['v_leave_users', 'v_leave_employees', 'v_shift_leave', 'v_leave_scheme_rules', 'v_leave_rules', 'v_leave_reasons', 'v_leave_types']) {
      await q.query(`DROP VIEW api.${view}`);
    }
    await q.query('ALTER TABLE api.leave_rules DROP COLUMN carry_over_limit');
    await q.query('ALTER TABLE api.leave_types DROP COLUMN min_balance');
  }
}
