import { Inject, Injectable } from '@nestjs/common';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import type { EntityManager } from 'typeorm';
import { AUTH_CONFIG, type AuthConfig } from './auth.config';
import { afterFailure, secondsToWait, type ThrottlePolicy, type ThrottleState } from './domain/login-throttle';

/** What one login attempt is throttled by: the name as typed, whether or not a user has it, and the address. */
export interface AttemptKeys {
  username: string;
  remoteAddress: string | null;
}

type Queryable = Pick<EntityManager, 'query'>;

/** Failed logins kept in PostgreSQL, so every api instance throttles alike. */
@Injectable()
export class LoginThrottleStore {
  constructor(
    @Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  private keys({ username, remoteAddress }: AttemptKeys): [string, ThrottlePolicy][] {
    const keys: [string, ThrottlePolicy][] = [[`user:${username.toLowerCase()}`, this.config.userThrottle]];
    if (remoteAddress) keys.push([`address:${remoteAddress}`, this.config.addressThrottle]);
    return keys;
  }

  private async states(db: Queryable, keys: string[], lock = false): Promise<Map<string, ThrottleState>> {
    const rows: (ThrottleState & { key: string })[] = await db.query(
      `SELECT key, failures, last_failure_at AS "lastFailureAt", locked_until AS "lockedUntil" FROM login_throttle WHERE key = ANY($1)${lock ? ' FOR UPDATE' : ''}`,
      [keys],
    );
    return new Map(rows.map((row) => [row.key, row]));
  }

  /** Seconds the attempt must wait before its password is even checked; 0 lets it through. */
  async secondsToWait(attempt: AttemptKeys, now = new Date()): Promise<number> {
    const keys = this.keys(attempt);
    const states = await this.states(
      this.runtime.dataSource,
      keys.map(([key]) => key),
    );
    return Math.max(...keys.map(([key, policy]) => secondsToWait(states.get(key), policy, now)));
  }

  async recordFailure(attempt: AttemptKeys, now = new Date()): Promise<void> {
    const keys = this.keys(attempt);
    await this.runtime.dataSource.transaction(async (manager) => {
      const states = await this.states(
        manager,
        keys.map(([key]) => key),
        true,
      );
      for (const [key, policy] of keys) {
        const next = afterFailure(states.get(key), policy, now);
        await manager.query(
          `INSERT INTO login_throttle (key, failures, last_failure_at, locked_until) VALUES ($1, $2, $3, $4)
           ON CONFLICT (key) DO UPDATE SET failures = $2, last_failure_at = $3, locked_until = $4`,
          [key, next.failures, next.lastFailureAt, next.lockedUntil],
        );
      }
      // Counts nobody added to within the window are forgotten, so guessed names do not pile up.
      await manager.query('DELETE FROM login_throttle WHERE last_failure_at < $1 AND (locked_until IS NULL OR locked_until < $2)', [
        new Date(now.getTime() - this.config.userThrottle.windowMinutes * 60_000),
        now,
      ]);
    });
  }

  /** A successful login forgets the user name's failures; the address's stay, or one account would unlock guessing at others. */
  async recordSuccess(attempt: AttemptKeys): Promise<void> {
    await this.runtime.dataSource.query('DELETE FROM login_throttle WHERE key = $1', [`user:${attempt.username.toLowerCase()}`]);
  }
}
