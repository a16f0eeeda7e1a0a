import { Inject, Injectable } from '@nestjs/common';
import { isPermission, type PermissionSet } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { preparedQuery } from '../shared/prepared-query.util';
import { AUTH_CONFIG, type AuthConfig } from './auth.config';
import { hashSessionToken, isSessionLive, newSessionToken } from './domain/session-token';
import type { SessionUser } from './session';

/** A session's last-seen time is written at most this often, not on every call. */
const TOUCH_EVERY_MS = 30_000;

interface SessionRow {
  createdAt: Date;
  lastSeenAt: Date;
  mustChangePassword: boolean;
  userID: string;
  username: string;
  fullName: string;
  isAdministrator: boolean;
  status: number;
  employeeID: string | null;
  permissions: string[] | null;
}

/** The template's flag names as the checks take them: one boolean per granted flag. */
export function permissionSet(flags: readonly string[] | null): PermissionSet {
  return Object.fromEntries((flags ?? []).filter(isPermission).map((flag) => [flag, true]));
}

@Injectable()
export class SessionStore {
  constructor(
    @Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  async open(userID: string, remoteAddress: string | null, mustChangePassword: boolean): Promise<string> {
    const token = newSessionToken();
    const { idleMinutes, absoluteHours } = this.config.session;
    // Sessions nobody ended expire here rather than piling up.
    await this.runtime.dataSource.query(
      `DELETE FROM sessions WHERE last_seen_at < now() - make_interval(mins => $1) OR created_at < now() - make_interval(hours => $2)`,
      [idleMinutes, absoluteHours],
    );
    await this.runtime.dataSource.query('INSERT INTO sessions (token_hash, user_id, remote_address, must_change_password) VALUES ($1, $2, $3, $4)', [
      hashSessionToken(token),
      userID,
      remoteAddress,
      mustChangePassword,
    ]);
    return token;
  }

  /** The live session's user, or null for an unknown, ended or expired token or an inactive user. */
  async resolve(token: string, now = new Date()): Promise<SessionUser | null> {
    const hash = hashSessionToken(token);
    // Every authenticated call runs this: prepared, it is planned once per connection.
    const rows = await preparedQuery<SessionRow>(
      this.runtime.dataSource,
      `SELECT s.created_at AS "createdAt", s.last_seen_at AS "lastSeenAt", s.must_change_password AS "mustChangePassword",
              u.id AS "userID", u.username, u.full_name AS "fullName", u.is_administrator AS "isAdministrator", u.status,
              u.employee_id AS "employeeID", t.permissions
         FROM sessions s
         JOIN system_users u ON u.id = s.user_id
         LEFT JOIN security_templates t ON t.id = u.security_template_id
        WHERE s.token_hash = $1`,
      [hash],
    );
    const row = rows[0];
    if (!row || row.status !== 1 || !isSessionLive(row, this.config.session, now)) {
      if (row) await this.close(token);
      return null;
    }
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await this.runtime.dataSource.query('UPDATE sessions SET last_seen_at = $2 WHERE token_hash = $1', [hash, now]);
    }
    return {
      userID: row.userID,
      username: row.username,
      fullName: row.fullName,
      isAdministrator: row.isAdministrator,
      permissions: permissionSet(row.permissions),
      employeeID: row.employeeID,
      mustChangePassword: row.mustChangePassword,
    };
  }

  async close(token: string): Promise<void> {
    await this.runtime.dataSource.query('DELETE FROM sessions WHERE token_hash = $1', [hashSessionToken(token)]);
  }

  /** Ends every session of the user but the one given (the one that changed the password, say). */
  async closeAllOf(userID: string, keepToken?: string): Promise<void> {
    await this.runtime.dataSource.query('DELETE FROM sessions WHERE user_id = $1 AND token_hash <> $2', [userID, keepToken ? hashSessionToken(keepToken) : '']);
  }

  async passwordChanged(token: string): Promise<void> {
    await this.runtime.dataSource.query('UPDATE sessions SET must_change_password = false WHERE token_hash = $1', [hashSessionToken(token)]);
  }
}
