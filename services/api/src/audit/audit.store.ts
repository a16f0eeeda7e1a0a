import type { SqlQueryable } from '@tna/platform';
import type { AuditEntry } from '@tna/contracts';

export interface AuditRecord {
  userID: string | null;
  username: string | null;
  action: string;
  targetID?: string | null;
  remoteAddress: string | null;
  details?: Record<string, unknown>;
}

/** What GetAuditLog filters on; a null matches every entry. */
export interface AuditFilter {
  /** ILIKE pattern on user name, action and record id. */
  search: string | null;
  userID: string | null;
  /** First and last day, inclusive. */
  from: string | null;
  to: string | null;
}

export async function insertAuditRecord(db: SqlQueryable, entry: AuditRecord): Promise<void> {
  await db.query('INSERT INTO audit_log (user_id, username, action, target_id, remote_address, details) VALUES ($1, $2, $3, $4, $5, $6)', [
    entry.userID,
    entry.username?.slice(0, 128) ?? null,
    entry.action,
    entry.targetID ?? null,
    entry.remoteAddress,
    JSON.stringify(entry.details ?? {}),
  ]);
}

/** Newest first. */
export async function listAuditEntries(db: SqlQueryable, filter: AuditFilter, pageSize: number, offset: number): Promise<{ items: AuditEntry[]; total: number }> {
  const where = `($1::text IS NULL OR username ILIKE $1 OR action ILIKE $1 OR target_id ILIKE $1)
      AND ($2::uuid IS NULL OR user_id = $2)
      AND ($3::date IS NULL OR at >= $3::date)
      AND ($4::date IS NULL OR at < $4::date + 1)`;
  const params = [filter.search, filter.userID, filter.from, filter.to];
  const [{ total }]: { total: number }[] = await db.query(`SELECT count(*)::int AS total FROM audit_log WHERE ${where}`, params);
  const items: AuditEntry[] = await db.query(
    `SELECT id::text, at, user_id AS "userID", username, action, target_id AS "targetID", remote_address AS "remoteAddress", details
         FROM audit_log WHERE ${where} ORDER BY at DESC, id DESC LIMIT $5 OFFSET $6`,
    [...params, pageSize, offset],
  );
  return { items, total };
}
