import { Inject, Injectable } from '@nestjs/common';
import { runtimeToken, type ServiceRuntime, type SqlQueryable } from '@tna/platform';
import { AUTH_CONFIG, type AuthConfig } from './auth.config';
import { afterFailure, afterLockEnds, loginWait, type ThrottlePolicy, type ThrottleState } from './domain/login-throttle';

/** What one login attempt is throttled by: the name as typed, whether or not a user has it, and the address. */
export interface AttemptKeys {
  username: string;
  remoteAddress: string | null;
}

/** Whose count a lock is on: a user name, a user name at one address, or an address. */
export type LockScope = 'account' | 'account-at-address' | 'address';

/** A lock that began or ended, as the audit log records it. */
export interface LockChange {
  scope: LockScope;
  username: string | null;
  remoteAddress: string | null;
  failures: number;
  lockedUntil: Date;
}

/** An account remembers at most this many addresses it logged in from, the most recent. */
const KNOWN_ADDRESSES_PER_USER = 20;

// Keys: `user:<name>`, `user:<name> address:<ip>`, `address:<ip>`. A user name holds no space.
const userKey = (username: string) => `user:${username.toLowerCase()}`;
const userAtAddressKey = (username: string, address: string) => `${userKey(username)} address:${address}`;
const addressKey = (address: string) => `address:${address}`;

function describeKey(key: string): Pick<LockChange, 'scope' | 'username' | 'remoteAddress'> {
  const match = /^(?:user:(\S+))?(?: ?address:(.+))?$/.exec(key);
  const username = match?.[1] ?? null;
  const remoteAddress = match?.[2] ?? null;
  return { scope: username && remoteAddress ? 'account-at-address' : username ? 'account' : 'address', username, remoteAddress };
}

/** Failed logins and the addresses accounts logged in from, kept in PostgreSQL so every api instance throttles alike. */
@Injectable()
export class LoginThrottleStore {
  constructor(
    @Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  private keys({ username, remoteAddress }: AttemptKeys): [string, ThrottlePolicy][] {
    const keys: [string, ThrottlePolicy][] = [[userKey(username), this.config.userThrottle]];
    if (remoteAddress) keys.push([userAtAddressKey(username, remoteAddress), this.config.userThrottle], [addressKey(remoteAddress), this.config.addressThrottle]);
    return keys;
  }

  private async states(db: SqlQueryable, keys: string[], lock = false): Promise<Map<string, ThrottleState>> {
    const rows: (ThrottleState & { key: string })[] = await db.query(
      `SELECT key, failures, last_failure_at AS "lastFailureAt", locked_until AS "lockedUntil" FROM login_throttle WHERE key = ANY($1)${lock ? ' FOR UPDATE' : ''}`,
      [keys],
    );
    return new Map(rows.map((row) => [row.key, row]));
  }

  /** Whether the user of this name has logged in from this address before. */
  private async isKnownAddress({ username, remoteAddress }: AttemptKeys): Promise<boolean> {
    if (!remoteAddress) return false;
    const rows: unknown[] = await this.runtime.dataSource.query(
      'SELECT 1 FROM login_addresses a JOIN system_users u ON u.id = a.user_id WHERE lower(u.username) = lower($1) AND a.address = $2',
      [username, remoteAddress],
    );
    return rows.length > 0;
  }

  /** Seconds the attempt must wait before its password is even checked; 0 lets it through. */
  async secondsToWait(attempt: AttemptKeys, now = new Date()): Promise<number> {
    const states = await this.states(
      this.runtime.dataSource,
      this.keys(attempt).map(([key]) => key),
    );
    const { username, remoteAddress } = attempt;
    return loginWait(
      {
        account: states.get(userKey(username)),
        accountAtAddress: remoteAddress ? states.get(userAtAddressKey(username, remoteAddress)) : undefined,
        address: remoteAddress ? states.get(addressKey(remoteAddress)) : undefined,
      },
      { user: this.config.userThrottle, address: this.config.addressThrottle },
      await this.isKnownAddress(attempt),
      now,
    );
  }

  /** Counts the failure on every key of the attempt; answers the locks it began. */
  async recordFailure(attempt: AttemptKeys, now = new Date()): Promise<LockChange[]> {
    const keys = this.keys(attempt);
    return this.runtime.dataSource.transaction(async (manager) => {
      const states = await this.states(
        manager,
        keys.map(([key]) => key),
        true,
      );
      const locks: LockChange[] = [];
      for (const [key, policy] of keys) {
        const { state, locked } = afterFailure(states.get(key), policy, now);
        await manager.query(
          `INSERT INTO login_throttle (key, failures, last_failure_at, locked_until) VALUES ($1, $2, $3, $4)
           ON CONFLICT (key) DO UPDATE SET failures = $2, last_failure_at = $3, locked_until = $4`,
          [key, state.failures, state.lastFailureAt, state.lockedUntil],
        );
        if (locked && state.lockedUntil) locks.push({ ...describeKey(key), failures: state.failures, lockedUntil: state.lockedUntil });
      }
      // Counts nobody added to within the window are forgotten, so guessed names do not pile up; a
      // lock stays until endExpiredLocks has recorded its end.
      await manager.query('DELETE FROM login_throttle WHERE last_failure_at < $1 AND locked_until IS NULL', [
        new Date(now.getTime() - this.config.userThrottle.windowMinutes * 60_000),
      ]);
      return locks;
    });
  }

  /** Ends the locks whose time is up, answering them for the audit log. Several instances may run it at once: each lock ends once. */
  async endExpiredLocks(now = new Date()): Promise<LockChange[]> {
    return this.runtime.dataSource.transaction(async (manager) => {
      const rows: (ThrottleState & { key: string })[] = await manager.query(
        `SELECT key, failures, last_failure_at AS "lastFailureAt", locked_until AS "lockedUntil" FROM login_throttle
          WHERE locked_until <= $1 FOR UPDATE SKIP LOCKED`,
        [now],
      );
      const ended: LockChange[] = [];
      for (const row of rows) {
        const next = afterLockEnds(row, now);
        if (!next || !row.lockedUntil) continue;
        await manager.query('UPDATE login_throttle SET last_failure_at = $2, locked_until = NULL WHERE key = $1', [row.key, next.lastFailureAt]);
        ended.push({ ...describeKey(row.key), failures: row.failures, lockedUntil: row.lockedUntil });
      }
      return ended;
    });
  }

  /**
   * Forgets the user name's failures (everywhere and at each address), after a successful login or
   * a password reset; answers the locks that lifted. The addresses' counts stay, or one valid
   * account would unlock guessing at others.
   */
  async clearUsername(username: string, db: SqlQueryable = this.runtime.dataSource, now = new Date()): Promise<LockChange[]> {
    const key = userKey(username);
    // As a SELECT, so the rows come back as rows whichever way the query is run.
    const rows: (ThrottleState & { key: string })[] = await db.query(
      `WITH cleared AS (DELETE FROM login_throttle WHERE key = $1 OR starts_with(key, $2) RETURNING *)
       SELECT key, failures, last_failure_at AS "lastFailureAt", locked_until AS "lockedUntil" FROM cleared`,
      [key, `${key} address:`],
    );
    return rows.flatMap((row) => (row.lockedUntil && row.lockedUntil > now ? [{ ...describeKey(row.key), failures: row.failures, lockedUntil: row.lockedUntil }] : []));
  }

  /** Remembers an address the user logged in from: there, failures from elsewhere hold them up only briefly. */
  async rememberAddress(userID: string, remoteAddress: string | null): Promise<void> {
    if (!remoteAddress) return;
    await this.runtime.dataSource.query(
      `INSERT INTO login_addresses (user_id, address, last_login_at) VALUES ($1, $2, now())
       ON CONFLICT (user_id, address) DO UPDATE SET last_login_at = now()`,
      [userID, remoteAddress],
    );
    await this.runtime.dataSource.query(
      `DELETE FROM login_addresses WHERE user_id = $1 AND address NOT IN
         (SELECT address FROM login_addresses WHERE user_id = $1 ORDER BY last_login_at DESC LIMIT $2)`,
      [userID, KNOWN_ADDRESSES_PER_USER],
    );
  }
}
