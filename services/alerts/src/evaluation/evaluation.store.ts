import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { EventKind } from '@tna/contracts';
import {
  employeeName,
  NOT_CLOCKED_IN_CAUSE,
  subjectDayKey,
  type AlertEmployee,
  type DayInProgress,
  type DecidedAlert,
  type DecidedCauses,
  type EventTypeRule,
  type FilterMembers,
  type IsoDate,
  type ReaderContact,
} from './domain';

/**
 * What every kind of evaluation reads and writes: the active event types (api.v_event_types),
 * the employees alerts name (api.v_evaluation_employees), who each employee filter selects
 * (api.employee_filter_members), the causes decided so far, and the alerts themselves.
 */

interface EventTypeRow {
  id: string;
  name: string;
  event_kind: EventKind;
  status: number | null;
  minutes_after_shift_start: number | null;
  minutes_silent: number | null;
  employee_filter_id: string | null;
  included_employee_ids: string[];
  excluded_employee_ids: string[];
  send_correction: boolean;
}

/** The active event types of the given kinds, read afresh each time: a change applies to the next event or tick. */
export async function activeEventTypes(db: EntityManager, kinds: readonly EventKind[]): Promise<EventTypeRule[]> {
  const rows: EventTypeRow[] = await db.query(
    `SELECT id, name, event_kind, status, minutes_after_shift_start, minutes_silent, employee_filter_id,
            included_employee_ids, excluded_employee_ids, send_correction
       FROM api.v_event_types WHERE active AND event_kind = ANY($1::text[])`,
    [kinds],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    eventKind: row.event_kind,
    status: row.status === null ? null : Number(row.status),
    minutesAfterShiftStart: row.minutes_after_shift_start === null ? null : Number(row.minutes_after_shift_start),
    minutesSilent: row.minutes_silent === null ? null : Number(row.minutes_silent),
    employeeFilterID: row.employee_filter_id,
    includedEmployeeIDs: row.included_employee_ids ?? [],
    excludedEmployeeIDs: row.excluded_employee_ids ?? [],
    sendCorrection: row.send_correction === true,
  }));
}

/** The employees with the given ids, as alerts name them; a zone left blank is the company's. */
export async function alertEmployees(db: EntityManager, employeeIDs: readonly string[], defaultTimeZone: string): Promise<Map<string, AlertEmployee>> {
  if (employeeIDs.length === 0) return new Map();
  const rows: { id: string; employee_number: string; first_name: string | null; preferred_name: string | null; surname: string | null; time_zone: string | null }[] =
    await db.query('SELECT id, employee_number, first_name, preferred_name, surname, time_zone FROM api.v_evaluation_employees WHERE id = ANY($1::uuid[])', [
      [...new Set(employeeIDs)],
    ]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        employeeNumber: row.employee_number,
        name: employeeName({ firstName: row.first_name, preferredName: row.preferred_name, surname: row.surname }),
        timeZone: row.time_zone || defaultTimeZone,
      },
    ]),
  );
}

/** Which of the given employees each employee filter of the types selects. */
export async function filterMembers(db: EntityManager, types: readonly EventTypeRule[], employeeIDs: readonly string[]): Promise<FilterMembers> {
  const filterIDs = [...new Set(types.flatMap((type) => (type.employeeFilterID === null ? [] : [type.employeeFilterID])))];
  const members = new Map<string, Set<string>>(filterIDs.map((id) => [id, new Set<string>()]));
  if (filterIDs.length === 0 || employeeIDs.length === 0) return members;
  const rows: { filter_id: string; employee_id: string }[] = await db.query(
    `SELECT f.id AS filter_id, m.id AS employee_id
       FROM unnest($1::uuid[]) AS f (id)
       CROSS JOIN LATERAL api.employee_filter_members(f.id) AS m (id)
      WHERE m.id = ANY($2::uuid[])`,
    [filterIDs, [...new Set(employeeIDs)]],
  );
  for (const row of rows) members.get(row.filter_id)!.add(row.employee_id);
  return members;
}

/** The causes already decided for the given subject-days of the given event types, by `subjectDayKey`. */
export async function decidedCauses(
  db: EntityManager,
  eventTypeIDs: readonly string[],
  subjectDays: readonly { subjectID: string; day: IsoDate }[],
): Promise<Map<string, Set<string>>> {
  const decided = new Map<string, Set<string>>();
  if (eventTypeIDs.length === 0 || subjectDays.length === 0) return decided;
  const rows: { event_type_id: string; subject_id: string; day: string; cause: string }[] = await db.query(
    `SELECT a.event_type_id, a.subject_id, to_char(a.day, 'YYYY-MM-DD') AS day, a.cause
       FROM alerts.alerts a
       JOIN unnest($2::uuid[], $3::date[]) AS d (subject_id, day) ON a.subject_id = d.subject_id AND a.day = d.day
      WHERE a.event_type_id = ANY($1::uuid[]) AND NOT a.test`,
    [eventTypeIDs, subjectDays.map((day) => day.subjectID), subjectDays.map((day) => day.day)],
  );
  for (const row of rows) addCause(decided, subjectDayKey(row.event_type_id, row.subject_id, row.day), row.cause);
  return decided;
}

export function addCause(decided: Map<string, Set<string>>, key: string, cause: string): void {
  const causes = decided.get(key) ?? new Set<string>();
  causes.add(cause);
  decided.set(key, causes);
}

/** Adds alerts decided in memory to the causes known, so later events of one batch see them. */
export function rememberAlerts(decided: Map<string, Set<string>>, alerts: readonly DecidedAlert[]): DecidedCauses {
  for (const alert of alerts) addCause(decided, subjectDayKey(alert.eventTypeID, alert.subjectID, alert.day), alert.cause);
  return decided;
}

/**
 * Stores decided alerts, each at most once: one already decided for the same event type,
 * subject, day and cause is left as it is. Answers how many are new; delivery picks those up
 * (`planned_at IS NULL`).
 */
export async function insertAlerts(manager: EntityManager, alerts: readonly DecidedAlert[]): Promise<number> {
  if (alerts.length === 0) return 0;
  const rows = alerts.map((alert) => ({
    id: randomUUID(),
    event_type_id: alert.eventTypeID,
    event_kind: alert.eventKind,
    subject_id: alert.subjectID,
    employee_id: alert.employeeID,
    day: alert.day,
    cause: alert.cause,
    details: alert.details,
  }));
  const inserted: unknown[] = await manager.query(
    `INSERT INTO alerts.alerts (id, event_type_id, event_kind, subject_id, employee_id, day, cause, details)
     SELECT id, event_type_id, event_kind, subject_id, employee_id, day, cause, details
       FROM json_to_recordset($1::json) AS r (id uuid, event_type_id uuid, event_kind text, subject_id uuid, employee_id uuid, day date, cause text, details jsonb)
     ON CONFLICT (event_type_id, subject_id, day, cause) DO NOTHING
     RETURNING id`,
    [JSON.stringify(rows)],
  );
  return inserted.length;
}

/** A calculated day as the time engine stores it now, for what its ShiftCalculated does not carry. */
export interface StoredDay {
  shiftStart: Date | null;
  /** The earliest clocking the engine put on the day. */
  firstClockingAt: Date | null;
}

/** The stored days with the given ids (time_engine.v_employee_shifts), by id. */
export async function storedDays(db: EntityManager, employeeShiftIDs: readonly string[]): Promise<Map<string, StoredDay>> {
  if (employeeShiftIDs.length === 0) return new Map();
  const rows: { id: string; shift_start: Date | null; first_clocking_at: Date | null }[] = await db.query(
    `SELECT s.id, s.shift_start, (SELECT min(c.clocked_at) FROM time_engine.v_clockings c WHERE c.employee_shift_id = s.id) AS first_clocking_at
       FROM time_engine.v_employee_shifts s WHERE s.id = ANY($1::uuid[])`,
    [[...new Set(employeeShiftIDs)]],
  );
  return new Map(rows.map((row) => [row.id, { shiftStart: row.shift_start, firstClockingAt: row.first_clocking_at }]));
}

/**
 * Days still in progress with no clocking yet (status 0) whose planned start is at least
 * `minutes` before `now`, and for which this event type has decided no notClockedIn alert: the
 * candidates of one notClockedIn type at one tick. Served by the engine's index of days in
 * progress (`settles_at`).
 */
export async function daysNotClockedIn(db: EntityManager, eventTypeID: string, minutes: number, now: Date): Promise<DayInProgress[]> {
  const rows: { employee_id: string; shift_date: string; statuses: number[]; shift_start: Date; settles_at: Date }[] = await db.query(
    `SELECT s.employee_id, to_char(s.shift_date, 'YYYY-MM-DD') AS shift_date, s.statuses, s.shift_start, s.settles_at
       FROM time_engine.v_employee_shifts s
      WHERE s.settles_at > $3 AND s.shift_start <= $3::timestamptz - make_interval(mins => $2) AND 0 = ANY (s.statuses)
        AND NOT EXISTS (SELECT 1 FROM alerts.alerts a
                         WHERE a.event_type_id = $1 AND a.subject_id = s.employee_id AND a.day = s.shift_date AND a.cause = $4)`,
    [eventTypeID, minutes, now, NOT_CLOCKED_IN_CAUSE],
  );
  return rows.map((row) => ({
    employeeID: row.employee_id,
    shiftDate: row.shift_date,
    statuses: row.statuses.map(Number),
    shiftStart: row.shift_start,
    settlesAt: row.settles_at,
  }));
}

/**
 * The registered readers last heard from at or before `silentSince` (ingestion.v_reader_contacts),
 * named as the readers' setup names them (api.v_scanners, matched by serial); a zone left blank
 * is the company's. A reader never heard from has no contact yet and is not among them.
 */
export async function silentReaders(db: EntityManager, silentSince: Date, defaultTimeZone: string): Promise<ReaderContact[]> {
  const rows: { id: string; name: string; time_zone: string | null; last_seen_at: Date }[] = await db.query(
    `SELECT s.id, s.name, s.time_zone, c.last_seen_at
       FROM ingestion.v_reader_contacts c JOIN api.v_scanners s ON s.external_id = c.serial
      WHERE c.last_seen_at <= $1`,
    [silentSince],
  );
  return rows.map((row) => ({ readerID: row.id, name: row.name, timeZone: row.time_zone || defaultTimeZone, lastSeenAt: row.last_seen_at }));
}

/** The names of the leave types with the given ids (api.v_leave_types), by id. */
export async function leaveTypeNames(db: EntityManager, leaveTypeIDs: readonly string[]): Promise<Map<string, string>> {
  if (leaveTypeIDs.length === 0) return new Map();
  const rows: { id: string; name: string }[] = await db.query('SELECT id, name FROM api.v_leave_types WHERE id = ANY($1::uuid[])', [[...new Set(leaveTypeIDs)]]);
  return new Map(rows.map((row) => [row.id, row.name]));
}
