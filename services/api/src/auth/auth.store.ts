import type { UserRights } from '@tna/contracts';
import type { SqlQueryable } from '@tna/platform';
import { permissionSet } from './session.store';

/** A system user as a login needs them. */
export interface LoginUser {
  id: string;
  username: string;
  fullName: string;
  passwordHash: string;
  isAdministrator: boolean;
  status: number;
  expiresOn: string | null;
  passwordChangedAt: Date;
  webClockingOnly: boolean;
  permissions: string[] | null;
}

export async function anySystemUserExists(db: SqlQueryable): Promise<boolean> {
  const existing: unknown[] = await db.query('SELECT 1 FROM system_users LIMIT 1');
  return existing.length > 0;
}

/** Creates `admin`; false if another instance created it first. */
export async function insertFirstAdministrator(db: SqlQueryable, id: string, passwordHash: string): Promise<boolean> {
  const inserted: unknown[] = await db.query(
    `INSERT INTO system_users (id, username, full_name, password_hash, is_administrator, created_by, updated_by)
     VALUES ($1, 'admin', 'Administrator', $2, true, 'system', 'system') ON CONFLICT DO NOTHING RETURNING id`,
    [id, passwordHash],
  );
  return inserted.length > 0;
}

/** The user with this name, in any case. */
export async function findLoginUser(db: SqlQueryable, username: string): Promise<LoginUser | undefined> {
  const rows: LoginUser[] = await db.query(
    `SELECT u.id, u.username, u.full_name AS "fullName", u.password_hash AS "passwordHash", u.is_administrator AS "isAdministrator",
              u.status, to_char(u.expires_on, 'YYYY-MM-DD') AS "expiresOn", u.password_changed_at AS "passwordChangedAt",
              u.web_clocking_only AS "webClockingOnly", t.permissions
         FROM system_users u LEFT JOIN security_templates t ON t.id = u.security_template_id
        WHERE lower(u.username) = lower($1)`,
    [username],
  );
  return rows[0];
}

export async function findPasswordState(db: SqlQueryable, userID: string): Promise<{ passwordHash: string; expiresOn: string | null } | undefined> {
  const rows: { passwordHash: string; expiresOn: string | null }[] = await db.query(
    `SELECT password_hash AS "passwordHash", to_char(expires_on, 'YYYY-MM-DD') AS "expiresOn" FROM system_users WHERE id = $1`,
    [userID],
  );
  return rows[0];
}

export async function setPassword(db: SqlQueryable, userID: string, passwordHash: string, expiresOn: string | null, updatedBy: string): Promise<void> {
  await db.query(
    `UPDATE system_users SET password_hash = $2, password_changed_at = now(), expires_on = $3, version = version + 1, updated_at = now(), updated_by = $4
        WHERE id = $1`,
    [userID, passwordHash, expiresOn, updatedBy],
  );
}

export interface UserRightsRow {
  isAdministrator: boolean;
  securityTemplateID: string | null;
  name: string | null;
  permissions: string[] | null;
}

/** A user's administrator flag and security template. */
export async function findUserRights(db: SqlQueryable, userID: string): Promise<UserRightsRow | undefined> {
  const rows: UserRightsRow[] = await db.query(
    `SELECT u.is_administrator AS "isAdministrator", u.security_template_id AS "securityTemplateID", t.name, t.permissions
           FROM system_users u LEFT JOIN security_templates t ON t.id = u.security_template_id WHERE u.id = $1`,
    [userID],
  );
  return rows[0];
}

/** Active users with an e-mail address, with their rights: for a mail to those who may make some call. */
export async function mailableUsers(db: SqlQueryable): Promise<{ username: string; fullName: string; email: string; rights: UserRights }[]> {
  const rows: { username: string; fullName: string; email: string; isAdministrator: boolean; permissions: string[] | null }[] = await db.query(
    `SELECT u.username, u.full_name AS "fullName", u.email, u.is_administrator AS "isAdministrator", t.permissions
       FROM system_users u
       LEFT JOIN security_templates t ON t.id = u.security_template_id
      WHERE u.status = 1 AND coalesce(u.email, '') <> ''
      ORDER BY u.username`,
  );
  return rows.map(({ permissions, isAdministrator, ...user }) => ({ ...user, rights: { isAdministrator, permissions: permissionSet(permissions) } }));
}

/** Active users with this e-mail address, each with how many reset links they got in the last `minutes`. */
export function activeUsersWithEmail(
  db: SqlQueryable,
  email: string,
  minutes: number,
): Promise<{ id: string; username: string; fullName: string; email: string; recent: number }[]> {
  return db.query(
    `SELECT u.id, u.username, u.full_name AS "fullName", u.email,
              (SELECT count(*)::int FROM password_resets r WHERE r.user_id = u.id AND r.created_at > now() - make_interval(mins => $2)) AS recent
         FROM system_users u WHERE lower(u.email) = lower($1) AND u.status = 1`,
    [email, minutes],
  );
}

export async function insertPasswordReset(db: SqlQueryable, tokenHash: string, userID: string, minutes: number): Promise<void> {
  await db.query('INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))', [tokenHash, userID, minutes]);
}

/** The active user of an unused, unexpired reset link, locking the link until the transaction ends. */
export async function lockPasswordReset(manager: SqlQueryable, tokenHash: string): Promise<{ userID: string; username: string; expiresOn: string | null } | undefined> {
  const rows: { userID: string; username: string; expiresOn: string | null }[] = await manager.query(
    `SELECT u.id AS "userID", u.username, to_char(u.expires_on, 'YYYY-MM-DD') AS "expiresOn"
           FROM password_resets r JOIN system_users u ON u.id = r.user_id
          WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.expires_at > now() AND u.status = 1
          FOR UPDATE OF r`,
    [tokenHash],
  );
  return rows[0];
}

/** Marks every outstanding reset link of the user used. */
export async function spendPasswordResets(db: SqlQueryable, userID: string): Promise<void> {
  await db.query('UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userID]);
}

export async function deleteSessionsOfUser(db: SqlQueryable, userID: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1', [userID]);
}
