import { BadRequestException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hash, verify } from '@node-rs/argon2';
import type { ChangePasswordResponse } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { AUTH_CONFIG, type AuthConfig } from '../../auth.config';
import { findPasswordState, setPassword } from '../../auth.store';
import { expiresOnAfterChange, localDate } from '../../domain/password-expiry';
import { passwordProblem } from '../../domain/password-policy';
import { SessionStore } from '../../session.store';
import { ChangePasswordCommand } from './change-password.command';

/** The logged-in user's own change (/new-password): proven by the current password; other sessions end. */
@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand, ChangePasswordResponse> {
  constructor(
    @Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    private readonly sessions: SessionStore,
  ) {}

  async execute({ request, user, sessionToken }: ChangePasswordCommand): Promise<ChangePasswordResponse> {
    const current = await findPasswordState(this.runtime.dataSource, user.userID);
    if (!current || !(await verify(current.passwordHash, request.currentPassword).catch(() => false))) {
      throw new BadRequestException({ error: 'The current password is wrong', field: 'currentPassword' });
    }
    const problem = passwordProblem(request.newPassword, this.config.password.minLength, user.username);
    if (problem) throw new BadRequestException({ error: problem, field: 'newPassword' });
    if (request.newPassword === request.currentPassword) {
      throw new BadRequestException({ error: 'the new password must differ from the current one', field: 'newPassword' });
    }
    const today = localDate(new Date(), this.config.timeZone);
    await setPassword(
      this.runtime.dataSource,
      user.userID,
      await hash(request.newPassword),
      expiresOnAfterChange(current.expiresOn, today, this.config.password.maxAgeDays),
      user.username,
    );
    await this.sessions.closeAllOf(user.userID, sessionToken);
    await this.sessions.passwordChanged(sessionToken);
    return { mustChangePassword: false };
  }
}
