import { ForbiddenException, Inject, UnauthorizedException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UserLoginResponse } from '@tna/contracts';
import { AuditLog } from '../../../audit/audit-log';
import { AUTH_CONFIG, type AuthConfig } from '../../auth.config';
import { windowsAccountName } from '../../client-address.util';
import { Logins } from '../../logins';
import { INVALID_LOGIN } from '../user-login/user-login.handler';
import { UserLoginWindowsAuthCommand } from './user-login-windows-auth.command';

/**
 * Single sign-on behind a reverse proxy that has already authenticated the user (IIS, Apache or
 * nginx with Kerberos/NTLM): the proxy names the user in TNA_TRUSTED_USER_HEADER. Off unless that
 * is set, and the header counts only on connections from TNA_TRUSTED_PROXIES, so nobody else can
 * name a user of their choosing.
 */
@CommandHandler(UserLoginWindowsAuthCommand)
export class UserLoginWindowsAuthHandler implements ICommandHandler<UserLoginWindowsAuthCommand, UserLoginResponse> {
  constructor(
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    private readonly logins: Logins,
    private readonly audit: AuditLog,
  ) {}

  async execute({ socketAddress, headerValue, remoteAddress }: UserLoginWindowsAuthCommand): Promise<UserLoginResponse> {
    if (!this.config.trustedUserHeader) throw new ForbiddenException({ error: 'Windows authentication is not enabled' });
    if (!socketAddress || !this.config.trustedProxies.has(socketAddress)) {
      throw new ForbiddenException({ error: 'Windows authentication is accepted only through the trusted proxy' });
    }
    const name = headerValue ? windowsAccountName(headerValue) : null;
    const user = name ? await this.logins.findUser(name) : undefined;
    if (!user || user.status !== 1) {
      await this.audit.record({ userID: null, username: headerValue?.slice(0, 64) ?? null, action: 'login-failed', remoteAddress, details: { method: 'windows' } });
      throw new UnauthorizedException({ error: INVALID_LOGIN });
    }
    return this.logins.open(user, remoteAddress, 'windows');
  }
}
