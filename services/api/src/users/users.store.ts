import type { SqlQueryable } from '@tna/platform';
import type { CreateSystemUserRequest, IdName, SystemUser, UpdateSystemUserRequest } from '@tna/contracts';
import type { PageWindow } from '../shared/list-query.util';
import { SYSTEM_USER_SELECT } from './system-user.columns';

/** What GetSystemUsers filters on; a null matches every user. */
export interface SystemUserFilter {
  /** ILIKE pattern on user name, full name and e-mail address. */
  search: string | null;
  status: number | null;
  securityTemplateID: string | null;
  userTeamID: string | null;
}

/** The columns GetSystemUsers sorts on. */
export const SYSTEM_USER_SORTS = {
  username: 'lower(u.username)',
  fullName: 'lower(u.full_name)',
  status: 'u.status',
  securityTemplateName: 'lower(t.name)',
  userTeamName: 'lower(ut.name)',
  email: 'lower(u.email)',
};

export async function findSystemUser(db: SqlQueryable, id: string): Promise<SystemUser | undefined> {
  const rows: SystemUser[] = await db.query(`${SYSTEM_USER_SELECT} WHERE u.id = $1`, [id]);
  return rows[0];
}

export async function listSystemUsers(db: SqlQueryable, filter: SystemUserFilter, page: PageWindow): Promise<{ items: SystemUser[]; total: number }> {
  const where = `WHERE ($1::text IS NULL OR u.username ILIKE $1 OR u.full_name ILIKE $1 OR u.email ILIKE $1)
      AND ($2::smallint IS NULL OR u.status = $2) AND ($3::uuid IS NULL OR u.security_template_id = $3) AND ($4::uuid IS NULL OR u.user_team_id = $4)`;
  const params = [filter.search, filter.status, filter.securityTemplateID, filter.userTeamID];
  const [{ total }]: { total: number }[] = await db.query(`SELECT count(*)::int AS total FROM system_users u ${where}`, params);
  const items: SystemUser[] = await db.query(`${SYSTEM_USER_SELECT} ${where} ORDER BY ${page.orderBy.replace(/, id$/, ', u.id')} LIMIT $5 OFFSET $6`, [
    ...params,
    page.limit,
    page.offset,
  ]);
  return { items, total };
}

/** Every user as "Full Name (username)", for pick lists. */
export function systemUserNames(db: SqlQueryable): Promise<IdName[]> {
  return db.query(`SELECT id, full_name || ' (' || username || ')' AS name FROM system_users ORDER BY lower(full_name), id`);
}

/** The flags a security template grants, or undefined if there is no such template. */
export async function insertSystemUser(db: SqlQueryable, id: string, user: CreateSystemUserRequest, passwordHash: string, actorName: string): Promise<void> {
  await db.query(
    `INSERT INTO system_users (id, username, full_name, password_hash, is_administrator, status, security_template_id, employee_id,
                                   expires_on, cell_phone, email, user_team_id, web_clocking_only, created_by, updated_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14)`,
    [
      id,
      user.username,
      user.fullName,
      passwordHash,
      ...editableValues(user),
      actorName,
    ],
  );
}

/** The columns a create and an update both write, in the order both statements take them. */
function editableValues(user: CreateSystemUserRequest | UpdateSystemUserRequest): unknown[] {
  return [
    user.isAdministrator,
    user.status,
    user.securityTemplateID ?? null,
    user.employeeID ?? null,
    user.expiresOn ?? null,
    user.cellPhone ?? null,
    user.email ?? null,
    user.userTeamID ?? null,
    user.webClockingOnly ?? false,
  ];
}

/**
 * Writes a user's change; false if the version no longer matches. The version is compared in the
 * UPDATE itself, so an edit that committed since the caller's check wins.
 */
export async function updateSystemUser(db: SqlQueryable, user: UpdateSystemUserRequest, passwordHash: string | null, actorName: string): Promise<boolean> {
  const [updated]: [unknown[], number] = await db.query(
    `UPDATE system_users SET username = $2, full_name = $3, is_administrator = $4, status = $5, security_template_id = $6, employee_id = $7,
                  expires_on = $8, cell_phone = $9, email = $10, user_team_id = $11, web_clocking_only = $12,
                  password_hash = COALESCE($13, password_hash), password_changed_at = CASE WHEN $13::text IS NULL THEN password_changed_at ELSE now() END,
                  version = version + 1, updated_at = now(), updated_by = $14
            WHERE id = $1 AND ($15::int IS NULL OR version = $15) RETURNING id`,
    [
      user.id,
      user.username,
      user.fullName,
      ...editableValues(user),
      passwordHash,
      actorName,
      user.version ?? null,
    ],
  );
  return updated.length > 0;
}

/** Serialises administrator changes, so two requests cannot each remove "the other" last administrator. */
export async function lockAdministratorChanges(manager: SqlQueryable): Promise<void> {
  await manager.query("SELECT pg_advisory_xact_lock(hashtext('tna-system-user-administrators'))");
}

/** Active administrators other than this user. */
export async function countOtherActiveAdministrators(db: SqlQueryable, userID: string): Promise<number> {
  const [{ others }]: { others: number }[] = await db.query('SELECT count(*)::int AS others FROM system_users WHERE is_administrator AND status = 1 AND id <> $1', [
    userID,
  ]);
  return others;
}

export async function findAdministratorStatus(db: SqlQueryable, id: string): Promise<{ isAdministrator: boolean; status: number } | undefined> {
  const rows: { isAdministrator: boolean; status: number }[] = await db.query('SELECT is_administrator AS "isAdministrator", status FROM system_users WHERE id = $1', [
    id,
  ]);
  return rows[0];
}

export async function deleteSessionsOfUser(db: SqlQueryable, userID: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1', [userID]);
}

export async function deleteSystemUser(db: SqlQueryable, id: string): Promise<void> {
  await db.query('DELETE FROM system_users WHERE id = $1', [id]);
}
