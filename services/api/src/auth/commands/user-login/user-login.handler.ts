import { Inject, UnauthorizedException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hash, verify } from '@node-rs/argon2';
import { PERMISSIONS, type UserLoginResponse } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { SessionStore } from '../../session.store';
import { UserLoginCommand } from './user-login.command';

/** Verified against when the user does not exist, so a wrong name takes as long as a wrong password. */
const NO_SUCH_USER_HASH = hash('no such user, no such password');

@CommandHandler(UserLoginCommand)
export class UserLoginHandler implements ICommandHandler<UserLoginCommand, UserLoginResponse> {
  constructor(
    @Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime,
    private readonly sessions: SessionStore,
  ) {}

  async execute({ credentials, remoteAddress }: UserLoginCommand): Promise<UserLoginResponse> {
    const rows: { id: string; fullName: string; passwordHash: string; isAdministrator: boolean; status: number }[] =
      await this.runtime.dataSource.query(
        `SELECT id, full_name AS "fullName", password_hash AS "passwordHash", is_administrator AS "isAdministrator", status
           FROM system_users WHERE lower(username) = lower($1)`,
        [credentials.username],
      );
    const user = rows[0];
    const valid = await verify(user?.passwordHash ?? (await NO_SUCH_USER_HASH), credentials.password).catch(() => false);
    if (!user || !valid || user.status !== 1) {
      this.runtime.logger.warn({ username: credentials.username.slice(0, 64), remoteAddress }, 'failed login');
      throw new UnauthorizedException({ error: 'Invalid username or password' });
    }
    const token = await this.sessions.open(user.id, remoteAddress);
    this.runtime.logger.info({ userID: user.id, remoteAddress }, 'login');
    return {
      value: user.fullName,
      securityToken: token,
      isAdministrator: user.isAdministrator,
      loginTime: new Date().toISOString(),
      permissions: user.isAdministrator ? [...PERMISSIONS] : [],
      mustChangePassword: false,
    };
  }
}
