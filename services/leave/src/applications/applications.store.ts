import type { EntityManager } from 'typeorm';
import type { LeaveUnit } from '@tna/contracts';
import type { LedgerAction } from '../ledger/domain/ledger';
import type { Approver } from './domain/approval';
import type { ShiftBinding } from './domain/create-refusal';

/** SQL of leave applications, their days and their ledger entries; the api's setup is read through its views. */

export interface LeaveEmployee {
  id: string;
  name: string;
  email: string | null;
  timeZone: string | null;
  appointmentTypeID: string | null;
}

export interface LeaveTypeRow {
  id: string;
  name: string;
  unit: LeaveUnit;
  minBalance: number;
}

export interface ShiftSetup extends ShiftBinding {
  targetMinutes: number;
  leavePayMinutes: number | null;
}

export interface ApplicationRow {
  id: string;
  employeeID: string;
  leaveTypeID: string;
  startDate: string;
  endDate: string;
  duration: number;
  position: 'BEGIN' | 'END' | null;
  status: number;
  applicantLevel: number;
  firstApproverLevel: number | null;
  cancelled: boolean;
  version: number;
}

export interface LeaveDayRow {
  applicationID: string;
  shiftDate: string;
  employeeID: string;
  employeeShiftID: string | null;
  shiftID: string;
  targetMinutes: number;
  minutes: number;
  fullDay: boolean;
  amount: number;
}

export interface NewLedgerEntry {
  id: string;
  employeeID: string;
  leaveTypeID: string;
  date: string;
  action: LedgerAction;
  amount: number;
  sourceKind: 'application' | 'reversal';
  sourceKey: string;
  applicationID: string;
  reversesID: string | null;
  createdBy: string | null;
}

/** One change at a time per employee's leave, so two applications cannot both pass the overlap and balance checks. */
export async function lockEmployeeLeave(manager: EntityManager, employeeIDs: readonly string[]): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock(key) FROM (SELECT hashtextextended(id::text, 53) AS key FROM unnest($1::uuid[]) AS id ORDER BY 1) AS keys', [
    [...new Set(employeeIDs)].sort(),
  ]);
}

export async function findEmployee(manager: EntityManager, employeeID: string): Promise<LeaveEmployee | undefined> {
  const rows: LeaveEmployee[] = await manager.query(
    `SELECT id, trim(coalesce(nullif(preferred_name, ''), first_name, '') || ' ' || coalesce(surname, '')) AS name, email, time_zone AS "timeZone",
            appointment_type_id AS "appointmentTypeID"
       FROM api.v_leave_employees WHERE id = $1`,
    [employeeID],
  );
  return rows[0];
}

export async function findLeaveType(manager: EntityManager, leaveTypeID: string): Promise<LeaveTypeRow | undefined> {
  const rows: { id: string; name: string; unit: number; minBalance: string }[] = await manager.query(
    'SELECT id, name, unit_of_measure AS unit, min_balance AS "minBalance" FROM api.v_leave_types WHERE id = $1',
    [leaveTypeID],
  );
  return rows.map((row) => ({ ...row, unit: Number(row.unit) as LeaveUnit, minBalance: Number(row.minBalance) }))[0];
}

export async function findReasonLeaveType(manager: EntityManager, reasonID: string): Promise<{ leaveTypeID: string } | undefined> {
  const rows: { leaveTypeID: string }[] = await manager.query('SELECT leave_type_id AS "leaveTypeID" FROM api.v_leave_reasons WHERE id = $1', [reasonID]);
  return rows[0];
}

/** Every shift with its leave binding, target and leave pay (minutes). */
export async function shiftSetups(manager: EntityManager): Promise<ShiftSetup[]> {
  const rows: {
    shiftID: string;
    leaveTypeID: string | null;
    leaveSchemeID: string | null;
    schemeLeaveTypeIDs: string[];
    appointmentTypeIDs: string[];
    targetWorkHours: number;
    noTargetHours: boolean;
    leavePay: number | null;
  }[] = await manager.query(
    `SELECT s.shift_id AS "shiftID", s.leave_type_id AS "leaveTypeID", s.leave_scheme_id AS "leaveSchemeID", s.appointment_type_ids AS "appointmentTypeIDs",
            s.target_work_hours AS "targetWorkHours", s.no_target_hours AS "noTargetHours", s.leave_pay AS "leavePay",
            coalesce((SELECT array_agg(DISTINCT r.leave_type_id) FROM api.v_leave_scheme_rules sr JOIN api.v_leave_rules r ON r.id = sr.leave_rule_id
                       WHERE sr.leave_scheme_id = s.leave_scheme_id), '{}') AS "schemeLeaveTypeIDs"
       FROM api.v_shift_leave s`,
  );
  return rows.map((row) => ({
    shiftID: row.shiftID,
    leaveTypeID: row.leaveTypeID,
    hasLeaveScheme: row.leaveSchemeID !== null,
    schemeLeaveTypeIDs: row.schemeLeaveTypeIDs,
    appointmentTypeIDs: row.appointmentTypeIDs,
    targetMinutes: row.noTargetHours ? 0 : Number(row.targetWorkHours),
    leavePayMinutes: row.leavePay === null ? null : Number(row.leavePay),
  }));
}

export async function ledgerOf(manager: EntityManager, employeeID: string, leaveTypeID: string): Promise<{ date: string; action: LedgerAction; amount: number }[]> {
  const rows: { date: string; action: number; amount: string }[] = await manager.query(
    `SELECT to_char(entry_date, 'YYYY-MM-DD') AS date, action, amount FROM leave.ledger_entries
      WHERE employee_id = $1 AND leave_type_id = $2 ORDER BY entry_date, seq`,
    [employeeID, leaveTypeID],
  );
  return rows.map((row) => ({ date: row.date, action: Number(row.action) as LedgerAction, amount: Number(row.amount) }));
}

/** The amounts of the employee's waiting (0, 1) applications of the type. */
export async function pendingAmount(manager: EntityManager, employeeID: string, leaveTypeID: string): Promise<number> {
  const [row]: { pending: string | null }[] = await manager.query(
    `SELECT sum(d.amount) AS pending FROM leave.leave_days d JOIN leave.applications a ON a.id = d.application_id
      WHERE a.employee_id = $1 AND a.leave_type_id = $2 AND a.status IN (0, 1) AND a.cancelled_at IS NULL`,
    [employeeID, leaveTypeID],
  );
  return Number(row.pending ?? 0);
}

/** The employee's live applications (waiting 0/1 or finally granted) that have a day among `dates`. */
export async function overlappingApplications(
  manager: EntityManager,
  employeeID: string,
  dates: readonly string[],
): Promise<{ id: string; leaveTypeID: string; status: number; dates: string[] }[]> {
  const rows: { id: string; leaveTypeID: string; status: number; dates: string[] }[] = await manager.query(
    `SELECT a.id, a.leave_type_id AS "leaveTypeID", a.status, array_agg(to_char(d.shift_date, 'YYYY-MM-DD') ORDER BY d.shift_date) AS dates
       FROM leave.applications a JOIN leave.leave_days d ON d.application_id = a.id
      WHERE a.employee_id = $1 AND a.status IN (0, 1, 11) AND a.cancelled_at IS NULL AND d.shift_date = ANY($2::date[])
      GROUP BY a.id`,
    [employeeID, dates],
  );
  return rows.map((row) => ({ ...row, status: Number(row.status) }));
}

const APPROVER_COLUMNS = `u.id AS "userID", u.full_name AS "fullName", u.email,
  (u.status = 1 AND (u.expires_on IS NULL OR u.expires_on >= current_date)) AS active,
  (u.is_administrator OR 'clkLeave' = ANY(u.permissions)) AS "leaveRight", u.is_administrator AS "isAdministrator",
  coalesce(u.authority_level, 0)::int AS level`;

export type UserRow = Approver & { fullName: string | null; email: string | null };

export async function findUser(manager: EntityManager, userID: string): Promise<UserRow | undefined> {
  const rows: UserRow[] = await manager.query(`SELECT ${APPROVER_COLUMNS} FROM api.v_leave_users u WHERE u.id = $1`, [userID]);
  return rows[0];
}

/** Every user who may decide some leave: active, with the leave right. */
export async function allApprovers(manager: EntityManager): Promise<UserRow[]> {
  return manager.query(`SELECT * FROM (SELECT ${APPROVER_COLUMNS} FROM api.v_leave_users u) AS users WHERE active AND "leaveRight"`);
}

/** The authority level of the system user linked to the employee; 0 without one. */
export async function applicantLevel(manager: EntityManager, employeeID: string): Promise<number> {
  const [row]: { level: number }[] = await manager.query(
    'SELECT coalesce(max(authority_level), 0)::int AS level FROM api.v_leave_users WHERE employee_id = $1',
    [employeeID],
  );
  return row.level;
}

export async function insertApplication(
  manager: EntityManager,
  row: Omit<ApplicationRow, 'cancelled' | 'version' | 'firstApproverLevel'> & { reasonID: string | null; applicantComment: string | null; createdBy: string | null; finalApproverID: string | null },
): Promise<void> {
  await manager.query(
    `INSERT INTO leave.applications (id, employee_id, leave_type_id, reason_id, start_date, end_date, duration, position, applicant_comment, status,
                                     applicant_level, final_approver_id, final_decided_at, created_by, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, CASE WHEN $12::uuid IS NULL THEN NULL ELSE now() END, $13, $13)`,
    [
      row.id,
      row.employeeID,
      row.leaveTypeID,
      row.reasonID,
      row.startDate,
      row.endDate,
      row.duration,
      row.position,
      row.applicantComment,
      row.status,
      row.applicantLevel,
      row.finalApproverID,
      row.createdBy,
    ],
  );
}

export async function insertLeaveDays(manager: EntityManager, days: readonly LeaveDayRow[]): Promise<void> {
  await manager.query(
    `INSERT INTO leave.leave_days (application_id, shift_date, employee_id, employee_shift_id, shift_id, target_minutes, minutes, full_day, amount)
     SELECT * FROM unnest($1::uuid[], $2::date[], $3::uuid[], $4::uuid[], $5::uuid[], $6::int[], $7::int[], $8::boolean[], $9::numeric[])`,
    [
      days.map((day) => day.applicationID),
      days.map((day) => day.shiftDate),
      days.map((day) => day.employeeID),
      days.map((day) => day.employeeShiftID),
      days.map((day) => day.shiftID),
      days.map((day) => day.targetMinutes),
      days.map((day) => day.minutes),
      days.map((day) => day.fullDay),
      days.map((day) => day.amount),
    ],
  );
}

const APPLICATION_COLUMNS = `id, employee_id AS "employeeID", leave_type_id AS "leaveTypeID", to_char(start_date, 'YYYY-MM-DD') AS "startDate",
  to_char(end_date, 'YYYY-MM-DD') AS "endDate", duration::float8 AS duration, position, status, applicant_level AS "applicantLevel",
  first_approver_level AS "firstApproverLevel", cancelled_at IS NOT NULL AS cancelled, version`;

export async function findApplication(manager: EntityManager, applicationID: string): Promise<ApplicationRow | undefined> {
  const rows: ApplicationRow[] = await manager.query(`SELECT ${APPLICATION_COLUMNS} FROM leave.applications WHERE id = $1`, [applicationID]);
  return rows.map((row) => ({ ...row, status: Number(row.status) }))[0];
}

/** Re-reads an application under its employee's lock, so its state is the one the change applies to. */
export async function applicationsByID(manager: EntityManager, applicationIDs: readonly string[]): Promise<ApplicationRow[]> {
  const rows: ApplicationRow[] = await manager.query(`SELECT ${APPLICATION_COLUMNS} FROM leave.applications WHERE id = ANY($1::uuid[])`, [applicationIDs]);
  return rows.map((row) => ({ ...row, status: Number(row.status) }));
}

const DAY_COLUMNS = `d.application_id AS "applicationID", to_char(d.shift_date, 'YYYY-MM-DD') AS "shiftDate", d.employee_id AS "employeeID",
  d.employee_shift_id AS "employeeShiftID", d.shift_id AS "shiftID", d.target_minutes AS "targetMinutes", d.minutes, d.full_day AS "fullDay",
  d.amount::float8 AS amount`;

export async function leaveDaysOf(manager: EntityManager, applicationID: string): Promise<LeaveDayRow[]> {
  return manager.query(`SELECT ${DAY_COLUMNS} FROM leave.leave_days d WHERE d.application_id = $1 ORDER BY d.shift_date`, [applicationID]);
}

/** The live (waiting or granted) leave day of the employee's date, else the latest of any application. */
export async function leaveDayOfDate(manager: EntityManager, employeeID: string, shiftDate: string): Promise<(LeaveDayRow & { live: boolean }) | undefined> {
  const rows: (LeaveDayRow & { live: boolean })[] = await manager.query(
    `SELECT ${DAY_COLUMNS},
            (a.status IN (0, 1, 11) AND a.cancelled_at IS NULL) AS live
       FROM leave.leave_days d JOIN leave.applications a ON a.id = d.application_id
      WHERE d.employee_id = $1 AND d.shift_date = $2
      ORDER BY live DESC, a.created_at DESC LIMIT 1`,
    [employeeID, shiftDate],
  );
  return rows[0];
}

export async function updateLeaveDay(manager: EntityManager, day: LeaveDayRow): Promise<void> {
  await manager.query(
    `UPDATE leave.leave_days SET shift_id = $3, target_minutes = $4, minutes = $5, full_day = $6, amount = $7, updated_at = now()
      WHERE application_id = $1 AND shift_date = $2`,
    [day.applicationID, day.shiftDate, day.shiftID, day.targetMinutes, day.minutes, day.fullDay, day.amount],
  );
}

export async function decideApplication(
  manager: EntityManager,
  application: ApplicationRow,
  change: { status: number; first: boolean; userID: string; level: number; comment: string | null },
): Promise<void> {
  const final = change.status === 11 || change.status === 22;
  await manager.query(
    `UPDATE leave.applications SET status = $2, version = version + 1, updated_by = $3, updated_at = now(),
            manager_comment = coalesce($4, manager_comment),
            first_approver_id = CASE WHEN $5 THEN $3 ELSE first_approver_id END,
            first_approver_level = CASE WHEN $5 THEN $6 ELSE first_approver_level END,
            first_decided_at = CASE WHEN $5 THEN now() ELSE first_decided_at END,
            final_approver_id = CASE WHEN $7 THEN $3 ELSE final_approver_id END,
            final_decided_at = CASE WHEN $7 THEN now() ELSE final_decided_at END
      WHERE id = $1`,
    [application.id, change.status, change.userID, change.comment, change.first, change.level, final],
  );
}

export async function cancelApplication(manager: EntityManager, applicationID: string, userID: string | null): Promise<void> {
  await manager.query(
    'UPDATE leave.applications SET cancelled_at = now(), cancelled_by = $2, updated_by = $2, updated_at = now(), version = version + 1 WHERE id = $1',
    [applicationID, userID],
  );
}

export async function insertLedgerEntries(manager: EntityManager, entries: readonly NewLedgerEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await manager.query(
    `INSERT INTO leave.ledger_entries (id, employee_id, leave_type_id, entry_date, action, amount, source_kind, source_key, application_id, reverses_id, created_by)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::date[], $5::smallint[], $6::numeric[], $7::text[], $8::text[], $9::uuid[], $10::uuid[], $11::uuid[])`,
    [
      entries.map((entry) => entry.id),
      entries.map((entry) => entry.employeeID),
      entries.map((entry) => entry.leaveTypeID),
      entries.map((entry) => entry.date),
      entries.map((entry) => entry.action),
      entries.map((entry) => entry.amount),
      entries.map((entry) => entry.sourceKind),
      entries.map((entry) => entry.sourceKey),
      entries.map((entry) => entry.applicationID),
      entries.map((entry) => entry.reversesID),
      entries.map((entry) => entry.createdBy),
    ],
  );
}

/** The application's entries in force: not reversals, and not reversed yet (optionally of one date). */
export async function entriesInForce(
  manager: EntityManager,
  applicationID: string,
  date?: string,
): Promise<{ id: string; employeeID: string; leaveTypeID: string; date: string; action: LedgerAction; amount: number }[]> {
  const rows: { id: string; employeeID: string; leaveTypeID: string; date: string; action: number; amount: string }[] = await manager.query(
    `SELECT e.id, e.employee_id AS "employeeID", e.leave_type_id AS "leaveTypeID", to_char(e.entry_date, 'YYYY-MM-DD') AS date, e.action, e.amount
       FROM leave.ledger_entries e
      WHERE e.application_id = $1 AND e.source_kind = 'application' AND ($2::date IS NULL OR e.entry_date = $2)
        AND NOT EXISTS (SELECT 1 FROM leave.ledger_entries r WHERE r.reverses_id = e.id)
      ORDER BY e.entry_date, e.seq`,
    [applicationID, date ?? null],
  );
  return rows.map((row) => ({ ...row, action: Number(row.action) as LedgerAction, amount: Number(row.amount) }));
}

/** A user's name for mails. */
export async function userName(manager: EntityManager, userID: string | null): Promise<string | null> {
  if (userID === null) return null;
  const rows: { name: string }[] = await manager.query('SELECT coalesce(full_name, username) AS name FROM api.v_leave_users WHERE id = $1', [userID]);
  return rows[0]?.name ?? null;
}

/** A calculated day of the time engine, read from its view. */
export async function findEmployeeShift(manager: EntityManager, employeeShiftID: string): Promise<{ employeeID: string; shiftDate: string; locked: boolean } | undefined> {
  const rows: { employeeID: string; shiftDate: string; locked: boolean }[] = await manager.query(
    `SELECT employee_id AS "employeeID", to_char(shift_date, 'YYYY-MM-DD') AS "shiftDate", locked FROM time_engine.v_employee_shifts WHERE id = $1`,
    [employeeShiftID],
  );
  return rows[0];
}
