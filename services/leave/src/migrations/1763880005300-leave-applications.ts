import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Leave applications (LEAVE.md §3) and the days each covers. A day is booked against a shift
 * (ChangeLeaveOriginalShift changes it): its minutes and amount follow that shift. An application
 * is never deleted: cancelling sets `cancelled_at`, and its days stay as the record of what was
 * asked. The api reads `leave.v_applications` and `leave.v_leave_days`.
 */
export class LeaveApplications1763880005300 implements MigrationInterface {
  name = 'LeaveApplications1763880005300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE leave.applications (
      id uuid PRIMARY KEY,
      employee_id uuid NOT NULL,
      leave_type_id uuid NOT NULL,
      reason_id uuid,
      start_date date NOT NULL,
      end_date date NOT NULL CHECK (end_date >= start_date),
      duration numeric(7, 6) NOT NULL CHECK (duration > 0 AND duration <= 1),
      position text CHECK (position IN ('BEGIN', 'END')),
      applicant_comment text,
      manager_comment text,
      status smallint NOT NULL CHECK (status IN (0, 1, 2, 11, 22)),
      applicant_level smallint NOT NULL,
      first_approver_id uuid,
      first_approver_level smallint,
      first_decided_at timestamptz,
      final_approver_id uuid,
      final_decided_at timestamptz,
      cancelled_by uuid,
      cancelled_at timestamptz,
      version integer NOT NULL DEFAULT 1,
      created_by uuid,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_by uuid,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX applications_employee_dates ON leave.applications (employee_id, start_date, end_date)');
    await q.query('CREATE INDEX applications_waiting ON leave.applications (status) WHERE status IN (0, 1, 2) AND cancelled_at IS NULL');
    await q.query(`CREATE TABLE leave.leave_days (
      application_id uuid NOT NULL REFERENCES leave.applications (id),
      shift_date date NOT NULL,
      employee_id uuid NOT NULL,
      employee_shift_id uuid,
      shift_id uuid NOT NULL,
      target_minutes integer NOT NULL,
      minutes integer NOT NULL,
      full_day boolean NOT NULL,
      amount numeric(14, 4) NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (application_id, shift_date)
    )`);
    await q.query('CREATE INDEX leave_days_employee_date ON leave.leave_days (employee_id, shift_date)');
    await q.query(`CREATE VIEW leave.v_applications AS
      SELECT id, employee_id, leave_type_id, reason_id, start_date, end_date, duration, position, applicant_comment, manager_comment, status,
             applicant_level, first_approver_id, first_approver_level, first_decided_at, final_approver_id, final_decided_at, cancelled_by,
             cancelled_at, created_by, created_at, updated_at
        FROM leave.applications`);
    await q.query(`CREATE VIEW leave.v_leave_days AS
      SELECT d.application_id, d.shift_date, d.employee_id, d.employee_shift_id, d.shift_id, d.target_minutes, d.minutes, d.full_day, d.amount,
             a.leave_type_id, a.status, a.cancelled_at, a.duration, a.position
        FROM leave.leave_days d JOIN leave.applications a ON a.id = d.application_id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP VIEW leave.v_leave_days');
    await q.query('DROP VIEW leave.v_applications');
    await q.query('DROP TABLE leave.leave_days');
    await q.query('DROP TABLE leave.applications');
  }
}
