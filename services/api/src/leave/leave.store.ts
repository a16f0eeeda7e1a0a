import type { DataSource } from 'typeorm';
import {
  LEAVE_APPLICATION_STATUS_TEXT,
  LEAVE_STATEMENT_ACTION_TEXT,
  type EmployeeShiftLeaveAction,
  type LeaveAppToApprove,
  type LeaveApplicationStatus,
  type LeaveBalance,
  type LeaveDayEntry,
  type LeaveStatementAction,
  type LeaveStatementEntry,
  type LeaveUnit,
} from '@tna/contracts';

/**
 * The api's reads of leave: the leave service's views (applications, leave days, ledger) joined
 * with the api's own setup. Balances follow LEAVE.md §1 in SQL: entries in ledger order (date,
 * then anchors 4 and 3, 2, 1, 5, then the order written); an anchor starts a new group, and the
 * running balance is the sum of the group up to the entry.
 */

const ORDER_IN_DAY = 'CASE e.action WHEN 4 THEN 0 WHEN 3 THEN 1 WHEN 2 THEN 2 WHEN 1 THEN 3 ELSE 4 END';

/** Every entry of the employee (optionally of one type) with the balance after it, in ledger order. */
const RUNNING = `
  WITH ordered AS (
    SELECT e.*, ${ORDER_IN_DAY} AS in_day,
           count(*) FILTER (WHERE e.action IN (3, 4)) OVER (PARTITION BY e.leave_type_id ORDER BY e.entry_date, ${ORDER_IN_DAY}, e.seq) AS anchor_group
      FROM leave.v_ledger_entries e
     WHERE e.employee_id = $1 AND ($2::uuid IS NULL OR e.leave_type_id = $2)
  )
  SELECT o.*, sum(o.amount) OVER (PARTITION BY o.leave_type_id, o.anchor_group ORDER BY o.entry_date, o.in_day, o.seq) AS balance
    FROM ordered o`;

export async function employeeExists(data: DataSource, employeeID: string): Promise<boolean> {
  const rows: unknown[] = await data.query('SELECT 1 FROM api.employees WHERE id = $1', [employeeID]);
  return rows.length > 0;
}

export async function leaveTypeExists(data: DataSource, leaveTypeID: string): Promise<boolean> {
  const rows: unknown[] = await data.query('SELECT 1 FROM api.leave_types WHERE id = $1', [leaveTypeID]);
  return rows.length > 0;
}

export async function statementEntries(data: DataSource, employeeID: string, leaveTypeID: string | null, from: string | null, to: string | null): Promise<LeaveStatementEntry[]> {
  const rows: {
    id: string;
    leaveTypeID: string;
    leaveTypeName: string;
    unit: number;
    date: string;
    action: number;
    amount: string;
    balance: string;
    source: string;
    sourceKey: string;
    periodStart: string | null;
    periodEnd: string | null;
    ruleName: string | null;
    note: string | null;
    applicationID: string | null;
    createdBy: string | null;
    createdByName: string | null;
    createdAt: Date;
  }[] = await data.query(
    `SELECT r.id, r.leave_type_id AS "leaveTypeID", t.name AS "leaveTypeName", t.unit_of_measure AS unit, to_char(r.entry_date, 'YYYY-MM-DD') AS date,
            r.action, r.amount, r.balance, r.source_kind AS source, r.source_key AS "sourceKey", to_char(r.period_start, 'YYYY-MM-DD') AS "periodStart",
            to_char(r.period_end, 'YYYY-MM-DD') AS "periodEnd", lr.name AS "ruleName", r.note, r.application_id AS "applicationID",
            r.created_by AS "createdBy", coalesce(u.full_name, u.username) AS "createdByName", r.created_at AS "createdAt"
       FROM (${RUNNING}) r
       JOIN api.leave_types t ON t.id = r.leave_type_id
       LEFT JOIN api.leave_rules lr ON lr.id = r.leave_rule_id
       LEFT JOIN api.system_users u ON u.id = r.created_by
      WHERE ($3::date IS NULL OR r.entry_date >= $3) AND ($4::date IS NULL OR r.entry_date <= $4)
      ORDER BY t.name, r.leave_type_id, r.entry_date, r.in_day, r.seq`,
    [employeeID, leaveTypeID, from, to],
  );
  return rows.map((row) => ({
    id: row.id,
    leaveTypeID: row.leaveTypeID,
    leaveTypeName: row.leaveTypeName,
    unit: Number(row.unit) as LeaveUnit,
    date: row.date,
    action: Number(row.action) as LeaveStatementAction,
    actionText: LEAVE_STATEMENT_ACTION_TEXT[Number(row.action) as LeaveStatementAction],
    amount: Number(row.amount),
    balance: Number(row.balance),
    source: row.source,
    sourceText: sourceText(row),
    applicationID: row.applicationID,
    createdBy: row.createdBy,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
  }));
}

function sourceText(row: { source: string; periodStart: string | null; periodEnd: string | null; ruleName: string | null; note: string | null; applicationID: string | null }): string {
  switch (row.source) {
    case 'accrual':
      return `Accrual${row.ruleName ? ` by ${row.ruleName}` : ''}${row.periodStart ? ` for ${row.periodStart} to ${row.periodEnd}` : ''}`;
    case 'application':
      return 'Leave application';
    case 'reversal':
      return 'Reversal of a leave application entry';
    case 'import':
      return `Balance import${row.note ? `: ${row.note}` : ''}`;
    default:
      return 'Year end';
  }
}

/** Each leave type the employee has an entry, an application or a scheme rule for: balance today, booked and pending. */
export async function leaveBalances(data: DataSource, employeeID: string, defaultZone: string): Promise<LeaveBalance[]> {
  const rows: { leaveTypeID: string; leaveTypeName: string; unit: number; balance: string | null; booked: string | null; pending: string | null }[] = await data.query(
    `WITH today AS (SELECT (now() AT TIME ZONE coalesce((SELECT time_zone FROM api.employees WHERE id = $1), $3))::date AS day),
          running AS (${RUNNING}),
          types AS (
            SELECT leave_type_id FROM leave.v_ledger_entries WHERE employee_id = $1
            UNION SELECT leave_type_id FROM leave.v_applications WHERE employee_id = $1
            UNION SELECT r.leave_type_id FROM api.employees e JOIN api.v_leave_scheme_rules sr ON sr.leave_scheme_id = e.leave_scheme_id
                    JOIN api.leave_rules r ON r.id = sr.leave_rule_id WHERE e.id = $1)
     SELECT t.id AS "leaveTypeID", t.name AS "leaveTypeName", t.unit_of_measure AS unit,
            (SELECT r.balance FROM running r, today WHERE r.leave_type_id = t.id AND r.entry_date <= today.day
              ORDER BY r.entry_date DESC, r.in_day DESC, r.seq DESC LIMIT 1) AS balance,
            (SELECT -sum(e.amount) FROM leave.v_ledger_entries e, today
              WHERE e.employee_id = $1 AND e.leave_type_id = t.id AND e.action = 2 AND e.application_id IS NOT NULL AND e.entry_date > today.day) AS booked,
            (SELECT sum(d.amount) FROM leave.v_leave_days d
              WHERE d.employee_id = $1 AND d.leave_type_id = t.id AND d.status IN (0, 1) AND d.cancelled_at IS NULL) AS pending
       FROM types JOIN api.leave_types t ON t.id = types.leave_type_id
      ORDER BY t.name`,
    // $2, the statement's leave type, is null: every type.
    [employeeID, null, defaultZone],
  );
  return rows.map((row) => ({
    leaveTypeID: row.leaveTypeID,
    leaveTypeName: row.leaveTypeName,
    unit: Number(row.unit) as LeaveUnit,
    balance: Number(row.balance ?? 0),
    booked: Number(row.booked ?? 0),
    pending: Number(row.pending ?? 0),
  }));
}

/**
 * What the user may decide now, by the rule of the leave service's approval domain: an active user
 * with clkLeave (or an administrator, counted at the highest level there is) whose team's level is
 * above the applicant's; after the first decision only above the first approver's.
 */
export async function applicationsToApprove(data: DataSource, userID: string): Promise<LeaveAppToApprove[]> {
  const rows: (Omit<LeaveAppToApprove, 'statusText' | 'createdAt' | 'unit' | 'duration' | 'amount'> & { unit: number; duration: string; amount: string; createdAt: Date })[] = await data.query(
    `WITH approvers AS (
            SELECT id, is_administrator, coalesce(authority_level, 0) AS level FROM api.v_leave_users
             WHERE status = 1 AND (expires_on IS NULL OR expires_on >= current_date) AND (is_administrator OR 'clkLeave' = ANY(permissions))),
          highest AS (SELECT coalesce(max(level) FILTER (WHERE NOT is_administrator), 0) AS level FROM approvers),
          me AS (SELECT CASE WHEN a.is_administrator THEN greatest(a.level, h.level) ELSE a.level END AS level FROM approvers a, highest h WHERE a.id = $1)
     SELECT a.id AS "applicationID", a.employee_id AS "employeeID", e.employee_number AS "employeeNumber",
            trim(coalesce(nullif(e.preferred_name, ''), e.first_name, '') || ' ' || coalesce(e.surname, '')) AS "employeeName",
            a.leave_type_id AS "leaveTypeID", t.name AS "leaveTypeName", t.unit_of_measure AS unit, lr.name AS "reasonName",
            to_char(a.start_date, 'YYYY-MM-DD') AS "startDate", to_char(a.end_date, 'YYYY-MM-DD') AS "endDate", a.duration, a.position, a.status,
            (SELECT count(*)::int FROM leave.v_leave_days d WHERE d.application_id = a.id) AS days,
            (SELECT coalesce(sum(d.amount), 0) FROM leave.v_leave_days d WHERE d.application_id = a.id) AS amount,
            a.applicant_comment AS "applicantComment", a.created_at AS "createdAt"
       FROM leave.v_applications a
       CROSS JOIN me
       JOIN api.employees e ON e.id = a.employee_id
       JOIN api.leave_types t ON t.id = a.leave_type_id
       LEFT JOIN api.leave_reasons lr ON lr.id = a.reason_id
      WHERE a.cancelled_at IS NULL AND a.status IN (0, 1, 2) AND me.level > a.applicant_level
        AND (a.status = 0 OR me.level > coalesce(a.first_approver_level, a.applicant_level))
      ORDER BY a.start_date, e.surname, a.created_at`,
    [userID],
  );
  return rows.map((row) => ({
    ...row,
    unit: Number(row.unit) as LeaveUnit,
    duration: Number(row.duration),
    amount: Number(row.amount),
    status: Number(row.status) as LeaveApplicationStatus,
    statusText: LEAVE_APPLICATION_STATUS_TEXT[Number(row.status) as LeaveApplicationStatus],
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function leaveTypeReasons(data: DataSource, leaveTypeID: string): Promise<{ id: string; name: string }[]> {
  return data.query('SELECT id, name FROM api.leave_reasons WHERE leave_type_id = $1 ORDER BY name, id', [leaveTypeID]);
}

export async function employeeShiftDay(data: DataSource, employeeShiftID: string): Promise<{ employeeID: string; shiftDate: string } | undefined> {
  const rows: { employeeID: string; shiftDate: string }[] = await data.query(
    `SELECT employee_id AS "employeeID", to_char(shift_date, 'YYYY-MM-DD') AS "shiftDate" FROM time_engine.v_employee_shifts WHERE id = $1`,
    [employeeShiftID],
  );
  return rows[0];
}

export async function dayLeaveActions(data: DataSource, employeeID: string, shiftDate: string): Promise<EmployeeShiftLeaveAction[]> {
  const rows: (Omit<EmployeeShiftLeaveAction, 'statusText' | 'unit' | 'duration' | 'amount' | 'entries'> & { unit: number; duration: string; amount: string; entries: (Omit<LeaveDayEntry, 'actionText' | 'amount'> & { amount: string })[] })[] =
    await data.query(
      `SELECT a.id AS "applicationID", a.leave_type_id AS "leaveTypeID", t.name AS "leaveTypeName", t.unit_of_measure AS unit, a.reason_id AS "reasonID",
              lr.name AS "reasonName", to_char(a.start_date, 'YYYY-MM-DD') AS "startDate", to_char(a.end_date, 'YYYY-MM-DD') AS "endDate", a.duration,
              a.position, a.status, a.cancelled_at IS NOT NULL AS cancelled, d.shift_id AS "bookedShiftID", s.name AS "bookedShiftName", d.minutes,
              d.amount, a.applicant_comment AS "applicantComment", a.manager_comment AS "managerComment",
              coalesce((SELECT json_agg(json_build_object('id', e.id, 'date', to_char(e.entry_date, 'YYYY-MM-DD'), 'action', e.action, 'amount', e.amount,
                                                          'sourceKind', e.source_kind) ORDER BY e.seq)
                          FROM leave.v_ledger_entries e WHERE e.application_id = a.id AND e.entry_date = d.shift_date), '[]') AS entries
         FROM leave.v_leave_days d
         JOIN leave.v_applications a ON a.id = d.application_id
         JOIN api.leave_types t ON t.id = a.leave_type_id
         LEFT JOIN api.leave_reasons lr ON lr.id = a.reason_id
         LEFT JOIN api.shifts s ON s.id = d.shift_id
        WHERE d.employee_id = $1 AND d.shift_date = $2
        ORDER BY a.created_at`,
      [employeeID, shiftDate],
    );
  return rows.map((row) => ({
    ...row,
    unit: Number(row.unit) as LeaveUnit,
    duration: Number(row.duration),
    amount: Number(row.amount),
    status: Number(row.status) as LeaveApplicationStatus,
    statusText: row.cancelled ? 'Cancelled' : LEAVE_APPLICATION_STATUS_TEXT[Number(row.status) as LeaveApplicationStatus],
    entries: row.entries.map((entry) => ({
      ...entry,
      amount: Number(entry.amount),
      actionText: LEAVE_STATEMENT_ACTION_TEXT[entry.action],
    })),
  }));
}
