import type { EntityManager } from 'typeorm';
import type { DayOrgColumns } from './domain/shift-control-outcome';

/** Locked stored days of the employees in the range: every shift control leaves them as they are. */
export async function countLockedDays(manager: EntityManager, employeeIDs: readonly string[], from: string, to: string): Promise<number> {
  const [{ locked }]: { locked: number }[] = await manager.query(
    'SELECT count(*)::int AS locked FROM time_engine.employee_shifts WHERE employee_id = ANY($1::uuid[]) AND shift_date BETWEEN $2 AND $3 AND locked',
    [employeeIDs, from, to],
  );
  return locked;
}

/** Every employee-date of the range that is not a locked stored day (a day not calculated yet counts). */
export function unlockedDays(manager: EntityManager, employeeIDs: readonly string[], from: string, to: string): Promise<{ employee_id: string; date: string }[]> {
  return manager.query(
    `SELECT e.employee_id, to_char(d.day, 'YYYY-MM-DD') AS date
       FROM unnest($1::uuid[]) AS e (employee_id)
      CROSS JOIN generate_series($2::date, $3::date, interval '1 day') AS d (day)
      WHERE NOT EXISTS (SELECT 1 FROM time_engine.employee_shifts s
                         WHERE s.employee_id = e.employee_id AND s.shift_date = d.day::date AND s.locked)`,
    [employeeIDs, from, to],
  );
}

export async function upsertFiloDays(manager: EntityManager, days: readonly { employee_id: string; date: string }[], filo: boolean, changedBy: string): Promise<void> {
  await manager.query(
    `INSERT INTO time_engine.filo_days (employee_id, shift_date, filo, changed_by)
     SELECT d.employee_id, d.shift_date, $3, $4 FROM unnest($1::uuid[], $2::date[]) AS d (employee_id, shift_date)
     ON CONFLICT (employee_id, shift_date) DO UPDATE SET filo = EXCLUDED.filo, changed_by = EXCLUDED.changed_by, changed_at = now()`,
    [days.map((day) => day.employee_id), days.map((day) => day.date), filo, changedBy],
  );
}

/** Sets the given columns of the days' organisation; the columns not given keep what each day had. */
export async function upsertDayOrg(manager: EntityManager, days: readonly { employee_id: string; date: string }[], columns: DayOrgColumns, changedBy: string): Promise<void> {
  const names = Object.keys(columns) as (keyof DayOrgColumns)[];
  await manager.query(
    `INSERT INTO time_engine.employee_day_org (employee_id, shift_date, ${names.join(', ')}, changed_by)
     SELECT d.employee_id, d.shift_date, ${names.map((_, i) => `$${i + 4}::uuid`).join(', ')}, $3
       FROM unnest($1::uuid[], $2::date[]) AS d (employee_id, shift_date)
     ON CONFLICT (employee_id, shift_date) DO UPDATE
       SET ${names.map((name) => `${name} = EXCLUDED.${name}`).join(', ')}, changed_by = EXCLUDED.changed_by, changed_at = now()`,
    [days.map((day) => day.employee_id), days.map((day) => day.date), changedBy, ...names.map((name) => columns[name])],
  );
}

/**
 * Each employee's instants to re-read: from the start of `from` to the end of `to` in the
 * employee's zone, widened to the windows (S − 4h, E + 4h) of the stored days in the range, so a
 * night shift's clock out after midnight is re-read with its day. With the employee's number, to
 * find raw clockings stored before the number was theirs.
 */
export function reprocessSpans(
  manager: EntityManager,
  employeeIDs: readonly string[],
  from: string,
  to: string,
  defaultTimeZone: string,
): Promise<{ employee_id: string; employee_number: string; time_from: Date; time_to: Date }[]> {
  return manager.query(
    `SELECT e.id AS employee_id, e.employee_number,
            least(($2::date)::timestamp AT TIME ZONE coalesce(e.time_zone, $4), min(s.shift_start) - interval '4 hours') AS time_from,
            greatest(($3::date + 1)::timestamp AT TIME ZONE coalesce(e.time_zone, $4), max(s.shift_end) + interval '4 hours') AS time_to
       FROM api.v_employee_numbers e
       LEFT JOIN time_engine.employee_shifts s ON s.employee_id = e.id AND s.shift_date BETWEEN $2 AND $3
      WHERE e.id = ANY($1::uuid[])
      GROUP BY e.id, e.employee_number, e.time_zone`,
    [employeeIDs, from, to, defaultTimeZone],
  );
}

type Span = { employee_id: string; employee_number: string; time_from: Date; time_to: Date };
const spanColumns = (spans: readonly Span[]) => [
  spans.map((span) => span.employee_id),
  spans.map((span) => span.employee_number),
  spans.map((span) => span.time_from),
  spans.map((span) => span.time_to),
];

/**
 * Deletes the reader clockings of the spans (the employee's, and those stored unmatched under
 * their number, in any letter case as ingestion matches them); clockings entered on the clocking
 * screen and those of locked days stay.
 */
export async function deleteReaderClockings(manager: EntityManager, spans: readonly Span[]): Promise<number> {
  const deleted: unknown[] = await manager.query(
    `WITH deleted AS (
       DELETE FROM time_engine.clockings c
        USING unnest($1::uuid[], $2::text[], $3::timestamptz[], $4::timestamptz[]) AS s (employee_id, employee_number, time_from, time_to)
        WHERE (c.employee_id = s.employee_id OR (c.employee_id IS NULL AND lower(c.employee_number) = lower(s.employee_number)))
          AND c.clocked_at >= s.time_from AND c.clocked_at < s.time_to
          AND c.source <> 'manual'
          AND NOT EXISTS (SELECT 1 FROM time_engine.employee_shifts l WHERE l.id = c.employee_shift_id AND l.locked)
        RETURNING c.id)
     SELECT id FROM deleted`,
    spanColumns(spans),
  );
  return deleted.length;
}

/** Reads the spans' raw clockings back from ingestion's view; one already there (kept) is skipped. */
export async function reReadRawClockings(manager: EntityManager, spans: readonly Span[]): Promise<number> {
  const inserted: unknown[] = await manager.query(
    `WITH inserted AS (
       INSERT INTO time_engine.clockings (id, employee_id, employee_number, scanner_id, clocked_at, direction, source)
       SELECT r.id, s.employee_id, r.pin, r.scanner_id, r.clocked_at, r.direction, r.source
         FROM unnest($1::uuid[], $2::text[], $3::timestamptz[], $4::timestamptz[]) AS s (employee_id, employee_number, time_from, time_to)
         JOIN ingestion.v_raw_clockings r
           ON (r.employee_id = s.employee_id OR (r.employee_id IS NULL AND lower(r.pin) = lower(s.employee_number)))
          AND r.clocked_at >= s.time_from AND r.clocked_at < s.time_to
        ORDER BY r.clocked_at
       ON CONFLICT DO NOTHING
       RETURNING id)
     SELECT id FROM inserted`,
    spanColumns(spans),
  );
  return inserted.length;
}
