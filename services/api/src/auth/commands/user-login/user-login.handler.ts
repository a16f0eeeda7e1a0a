import { HttpException, HttpStatus, UnauthorizedException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hash, verify } from '@node-rs/argon2';
import type { UserLoginResponse } from '@tna/contracts';
import { AuditLog } from '../../../audit/audit-log';
import { auditLockChanges } from '../../lock-changes.util';
import { LoginThrottleStore } from '../../login-throttle.store';
import { Logins } from '../../logins';
import { UserLoginCommand } from './user-login.command';

/** Verified against when the user does not exist, so a wrong name takes as long as a wrong password. */
const NO_SUCH_USER_HASH = hash('no such user, no such password');

/** One answer for every refusal, so it never tells whether the user exists, is inactive or typed a wrong password. */
export const INVALID_LOGIN = 'Invalid username or password';
export const TOO_MANY_ATTEMPTS = 'Too many failed logins: try again later';

@CommandHandler(UserLoginCommand)
export class UserLoginHandler implements ICommandHandler<UserLoginCommand, UserLoginResponse> {
  constructor(
    private readonly logins: Logins,
    private readonly throttle: LoginThrottleStore,
    private readonly audit: AuditLog,
  ) {}

  async execute({ credentials, remoteAddress }: UserLoginCommand): Promise<UserLoginResponse> {
    const attempt = { username: credentials.username, remoteAddress };
    const username = credentials.username.slice(0, 64);
    await auditLockChanges(this.audit, await this.throttle.endExpiredLocks(), { action: 'login-unlocked', reason: 'expired' });
    const wait = await this.throttle.secondsToWait(attempt);
    if (wait > 0) {
      await this.audit.record({ userID: null, username, action: 'login-refused', remoteAddress, details: { retryAfterSeconds: wait } });
      throw new HttpException({ error: TOO_MANY_ATTEMPTS, retryAfterSeconds: wait }, HttpStatus.TOO_MANY_REQUESTS);
    }
    const user = await this.logins.findUser(credentials.username);
    const valid = await verify(user?.passwordHash ?? (await NO_SUCH_USER_HASH), credentials.password).catch(() => false);
    if (!user || !valid || user.status !== 1) {
      const locks = await this.throttle.recordFailure(attempt);
      await this.audit.record({ userID: user?.id ?? null, username, action: 'login-failed', remoteAddress });
      await auditLockChanges(this.audit, locks, { action: 'login-locked' }, user?.id ?? null);
      throw new UnauthorizedException({ error: INVALID_LOGIN });
    }
    await auditLockChanges(this.audit, await this.throttle.clearUsername(credentials.username), { action: 'login-unlocked', reason: 'login' }, user.id);
    return this.logins.open(user, remoteAddress, 'password');
  }
}
