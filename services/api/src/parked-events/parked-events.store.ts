import { PARKED_EVENT_SERVICES, type ListResult, type ParkedEvent, type ParkedEventService } from '@tna/contracts';
import { HELD_BEHIND_REASON, type SqlQueryable } from '@tna/platform';
import { pageOf, type PageWindow } from '../shared/list-query.util';
import { everyServiceView } from '../shared/service-views.util';
import type { ParkedEventGroup, ParkedEventsNotice } from './domain/parked-events-notice';

export interface ParkedEventFilter {
  service?: ParkedEventService;
  consumer?: string;
  /** ILIKE pattern on the type, reason and key. */
  search: string | null;
  /** The installation's zone, for events whose key names no employee with one. */
  defaultTimeZone: string;
}

/** The columns GetParkedEvents sorts on. */
export const PARKED_EVENT_SORTS: Readonly<Record<string, string>> = {
  parkedAt: 'parked_at',
  retryAt: 'retry_at',
  service: 'service',
  consumer: 'consumer',
  eventType: 'event_type',
  attempts: 'attempts',
};

interface ParkedEventRow {
  service: ParkedEventService;
  consumer: string;
  event_id: string;
  event_type: string;
  event_key: string;
  employee_name: string | null;
  employee_id: string | null;
  reason: string;
  held_behind: boolean;
  attempts: number;
  parked_at: Date;
  retry_at: Date;
  payload: unknown;
  time_zone: string;
  total: string;
}

// `id`, the tie-break of every order (pageWindow), is `seq`: the events parked in one transaction keep their order.
const COLUMNS = 'consumer, event_id, seq AS id, event_key, event_type, payload, reason, attempts, parked_at, retry_at';

/**
 * The parked events of every service that consumes events, from the `v_parked_events` view each
 * publishes, with the employee their key names where it names one.
 */
export async function listParkedEvents(db: SqlQueryable, filter: ParkedEventFilter, window: PageWindow): Promise<ListResult<ParkedEvent>> {
  const all = await everyServiceView(db, 'v_parked_events', COLUMNS, PARKED_EVENT_SERVICES);
  if (all === null) return { items: [], total: 0 };
  const where = `($1::text IS NULL OR p.service = $1) AND ($2::text IS NULL OR p.consumer = $2)
        AND ($3::text IS NULL OR p.event_type ILIKE $3 OR p.reason ILIKE $3 OR p.event_key ILIKE $3)`;
  const params = [filter.service ?? null, filter.consumer ?? null, filter.search];
  const rows: ParkedEventRow[] = await db.query(
    `SELECT p.*, p.reason = $5 AS held_behind, e.id AS employee_id, trim(coalesce(nullif(e.preferred_name, ''), e.first_name) || ' ' || e.surname) AS employee_name,
            coalesce(e.time_zone, $4) AS time_zone, count(*) OVER () AS total
       FROM (${all}) p
       -- A key names an employee when it is a uuid (most events'); by the primary key.
       LEFT JOIN api.employees e ON e.id = CASE WHEN p.event_key ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN p.event_key::uuid END
      WHERE ${where}
      ORDER BY ${window.orderBy} LIMIT ${window.limit} OFFSET ${window.offset}`,
    [...params, filter.defaultTimeZone, HELD_BEHIND_REASON],
  );
  return pageOf(rows, window, toParkedEvent, async () => {
    const [count]: { total: string }[] = await db.query(`SELECT count(*) AS total FROM (${all}) p WHERE ${where}`, params);
    return Number(count.total);
  });
}

function toParkedEvent(row: ParkedEventRow): ParkedEvent {
  return {
    service: row.service,
    consumer: row.consumer,
    eventID: row.event_id,
    eventType: row.event_type,
    key: row.event_key,
    employee: row.employee_id === null ? null : { id: row.employee_id, name: row.employee_name ?? '' },
    reason: row.reason,
    heldBehind: row.held_behind,
    attempts: row.attempts,
    parkedAt: row.parked_at.toISOString(),
    retryAt: row.retry_at.toISOString(),
    payload: row.payload,
    timeZone: row.time_zone,
  };
}

/** Each consumer's parked events, counted, for the notice mail. */
export async function parkedEventGroups(db: SqlQueryable): Promise<ParkedEventGroup[]> {
  const all = await everyServiceView(db, 'v_parked_events', COLUMNS, PARKED_EVENT_SERVICES);
  if (all === null) return [];
  const rows: { service: string; consumer: string; count: number; failing: number; oldest: Date; newest_failed: Date; reason: string | null }[] = await db.query(
    `SELECT p.service, p.consumer, count(*)::int AS count, (count(*) FILTER (WHERE p.reason <> $1))::int AS failing, min(p.parked_at) AS oldest,
            coalesce(max(p.parked_at) FILTER (WHERE p.reason <> $1), min(p.parked_at)) AS newest_failed,
            (array_agg(p.reason ORDER BY p.parked_at, p.id) FILTER (WHERE p.reason <> $1))[1] AS reason
       FROM (${all}) p
      GROUP BY p.service, p.consumer
      ORDER BY p.service, p.consumer`,
    [HELD_BEHIND_REASON],
  );
  return rows.map((row) => ({
    service: row.service,
    consumer: row.consumer,
    count: row.count,
    failing: row.failing,
    oldestParkedAt: row.oldest,
    newestFailedAt: row.newest_failed,
    reason: row.reason,
  }));
}

export async function lastParkedEventsNotice(db: SqlQueryable): Promise<ParkedEventsNotice | null> {
  const [row]: { noticed_at: Date; newest_failed_at: Date }[] = await db.query('SELECT noticed_at, newest_failed_at FROM parked_events_notices');
  return row ? { noticedAt: row.noticed_at, newestFailedAt: row.newest_failed_at } : null;
}

export async function noteParkedEventsNotice(db: SqlQueryable, notice: ParkedEventsNotice): Promise<void> {
  await db.query(
    `INSERT INTO parked_events_notices (noticed_at, newest_failed_at) VALUES ($1, $2)
     ON CONFLICT (id) DO UPDATE SET noticed_at = excluded.noticed_at, newest_failed_at = excluded.newest_failed_at`,
    [notice.noticedAt, notice.newestFailedAt],
  );
}
