import type { DataSource } from 'typeorm';
import type { ListResult, ReaderCommand, ReaderCommandState, ReaderUser } from '@tna/contracts';
import { readerNameOf } from '../employees/employee-sql.util';

/** Employees as readers know them: PIN is the employee number, the name as people call them. */
export async function readerUsers(db: DataSource, employeeIDs: readonly string[]): Promise<ReaderUser[]> {
  return db.query(
    `SELECT e.id AS "employeeID", e.employee_number AS pin, ${readerNameOf('e')} AS name, e.card_number AS card
       FROM api.employees e WHERE e.id = ANY($1::uuid[])`,
    [employeeIDs],
  );
}

/**
 * The ledger, newest first, from ingestion's published view (templates and card numbers masked),
 * with each reader's name, the zone its clock keeps (its own, else the installation's), and the
 * names of the users who queued and cancelled each line.
 */
export async function listReaderCommands(
  db: DataSource,
  filter: { scannerID?: string; state?: ReaderCommandState },
  page: { limit: number; offset: number },
  installationZone: string,
): Promise<ListResult<ReaderCommand>> {
  const rows: (ReaderCommand & { total: string })[] = await db.query(
    `SELECT c.id::text, c.scanner_id AS "scannerID", s.name AS "scannerName", c.serial, c.command, c.employee_id AS "employeeID", c.line, c.state,
            c.return_code AS "returnCode", c.attempts, c.created_at AS "createdAt", c.sent_at AS "sentAt", c.returned_at AS "returnedAt",
            coalesce(s.time_zone, $5) AS "timeZone", requester.full_name AS "requestedByName", canceller.full_name AS "cancelledByName", count(*) OVER () AS total
       FROM ingestion.v_reader_commands c LEFT JOIN api.scanners s ON s.id = c.scanner_id
       LEFT JOIN api.system_users requester ON requester.id::text = c.requested_by
       LEFT JOIN api.system_users canceller ON canceller.id::text = c.cancelled_by
      WHERE ($1::uuid IS NULL OR c.scanner_id = $1) AND ($2::text IS NULL OR c.state = $2)
      ORDER BY c.id DESC LIMIT $3 OFFSET $4`,
    [filter.scannerID ?? null, filter.state ?? null, page.limit, page.offset, installationZone],
  );
  const total = rows.length > 0 ? Number(rows[0].total) : (await db.query(
    `SELECT count(*)::int AS total FROM ingestion.v_reader_commands WHERE ($1::uuid IS NULL OR scanner_id = $1) AND ($2::text IS NULL OR state = $2)`,
    [filter.scannerID ?? null, filter.state ?? null],
  ))[0].total;
  return {
    items: rows.map(({ total: _total, createdAt, sentAt, returnedAt, ...row }) => ({
      ...row,
      createdAt: new Date(createdAt).toISOString(),
      sentAt: sentAt && new Date(sentAt).toISOString(),
      returnedAt: returnedAt && new Date(returnedAt).toISOString(),
    })),
    total,
  };
}
