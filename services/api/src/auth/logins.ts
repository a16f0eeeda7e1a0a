import { Inject, Injectable } from '@nestjs/common';
import { PERMISSIONS, type UserLoginResponse } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { AuditLog } from '../audit/audit-log';
import { AUTH_CONFIG, type AuthConfig } from './auth.config';
import { findLoginUser, type LoginUser } from './auth.store';
import { localDate, mustChangePassword } from './domain/password-expiry';
import { LoginThrottleStore } from './login-throttle.store';
import { SessionStore } from './session.store';

/** What UserLogin and UserLoginWindowsAuth share: finding the user and opening the session. */
@Injectable()
export class Logins {
  constructor(
    @Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    private readonly sessions: SessionStore,
    private readonly audit: AuditLog,
    private readonly throttle: LoginThrottleStore,
  ) {}

  findUser(username: string): Promise<LoginUser | undefined> {
    return findLoginUser(this.runtime.dataSource, username);
  }

  /** Opens a session for a user whose identity is proven; `checkPasswordExpiry` is false when no password was used. */
  async open(user: LoginUser, remoteAddress: string | null, method: 'password' | 'windows', now = new Date()): Promise<UserLoginResponse> {
    const { timeZone, password } = this.config;
    const expired =
      method === 'password' && mustChangePassword(user.expiresOn, localDate(user.passwordChangedAt, timeZone), password.maxAgeDays, localDate(now, timeZone));
    const token = await this.sessions.open(user.id, remoteAddress, expired);
    await this.throttle.rememberAddress(user.id, remoteAddress);
    await this.audit.record({ userID: user.id, username: user.username, action: 'login', remoteAddress, details: { method, mustChangePassword: expired } });
    return {
      value: user.fullName,
      userID: user.id,
      securityToken: token,
      isAdministrator: user.isAdministrator,
      loginTime: now.toISOString(),
      permissions: user.isAdministrator ? [...PERMISSIONS] : (user.permissions ?? []).filter((flag) => (PERMISSIONS as readonly string[]).includes(flag)),
      mustChangePassword: expired,
      webClockingOnly: user.webClockingOnly,
    };
  }
}
