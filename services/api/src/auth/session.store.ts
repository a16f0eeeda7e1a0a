import { Inject, Injectable } from '@nestjs/common';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { hashSessionToken, isSessionLive, newSessionToken, type SessionLimits } from './domain/session-token';
import { SESSION_LIMITS, type SessionUser } from './session';

/** A session's last-seen time is written at most this often, not on every call. */
const TOUCH_EVERY_MS = 30_000;

@Injectable()
export class SessionStore {
  constructor(
    @Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime,
    @Inject(SESSION_LIMITS) private readonly limits: SessionLimits,
  ) {}

  async open(userID: string, remoteAddress: string | null): Promise<string> {
    const token = newSessionToken();
    await this.runtime.dataSource.query('INSERT INTO sessions (token_hash, user_id, remote_address) VALUES ($1, $2, $3)', [
      hashSessionToken(token),
      userID,
      remoteAddress,
    ]);
    return token;
  }

  /** The live session's user, or null for an unknown, ended or expired token. */
  async resolve(token: string, now = new Date()): Promise<SessionUser | null> {
    const hash = hashSessionToken(token);
    const rows: (SessionUser & { createdAt: Date; lastSeenAt: Date; status: number })[] = await this.runtime.dataSource.query(
      `SELECT s.created_at AS "createdAt", s.last_seen_at AS "lastSeenAt", u.id AS "userID", u.username,
              u.full_name AS "fullName", u.is_administrator AS "isAdministrator", u.status
         FROM sessions s JOIN system_users u ON u.id = s.user_id WHERE s.token_hash = $1`,
      [hash],
    );
    const row = rows[0];
    if (!row || row.status !== 1 || !isSessionLive(row, this.limits, now)) {
      if (row) await this.close(token);
      return null;
    }
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await this.runtime.dataSource.query('UPDATE sessions SET last_seen_at = $2 WHERE token_hash = $1', [hash, now]);
    }
    return { userID: row.userID, username: row.username, fullName: row.fullName, isAdministrator: row.isAdministrator, permissions: {} };
  }

  async close(token: string): Promise<void> {
    await this.runtime.dataSource.query('DELETE FROM sessions WHERE token_hash = $1', [hashSessionToken(token)]);
  }
}
