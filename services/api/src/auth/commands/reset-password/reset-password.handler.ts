import { BadRequestException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hash } from '@node-rs/argon2';
import type { ForgotPasswordResponse } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { AuditLog } from '../../../audit/audit-log';
import { AUTH_CONFIG, type AuthConfig } from '../../auth.config';
import { deleteSessionsOfUser, lockPasswordReset, setPassword, spendPasswordResets } from '../../auth.store';
import { expiresOnAfterChange, localDate } from '../../domain/password-expiry';
import { passwordProblem } from '../../domain/password-policy';
import { hashSessionToken } from '../../domain/session-token';
import { auditLockChanges } from '../../lock-changes.util';
import { LoginThrottleStore } from '../../login-throttle.store';
import { ResetPasswordCommand } from './reset-password.command';

export const INVALID_RESET_LINK = 'This reset link is not valid: it was used already or has expired. Ask for a new one.';

/** The e-mailed link's second half: sets the new password once, ends every session of the user and lifts a login lock. */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand, ForgotPasswordResponse> {
  constructor(
    @Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    private readonly audit: AuditLog,
    private readonly throttle: LoginThrottleStore,
  ) {}

  async execute({ request, remoteAddress }: ResetPasswordCommand): Promise<ForgotPasswordResponse> {
    const tokenHash = hashSessionToken(request.token);
    const user = await this.runtime.dataSource.transaction(async (manager) => {
      const found = await lockPasswordReset(manager, tokenHash);
      if (!found) throw new BadRequestException({ error: INVALID_RESET_LINK, field: 'token' });
      // Checked before the link is spent, so a too-short password does not cost the user their link.
      const problem = passwordProblem(request.newPassword, this.config.password.minLength, found.username);
      if (problem) throw new BadRequestException({ error: problem, field: 'newPassword' });
      const today = localDate(new Date(), this.config.timeZone);
      await setPassword(
        manager,
        found.userID,
        await hash(request.newPassword),
        expiresOnAfterChange(found.expiresOn, today, this.config.password.maxAgeDays),
        found.username,
      );
      // Every outstanding link of the user dies with this one.
      await spendPasswordResets(manager, found.userID);
      await deleteSessionsOfUser(manager, found.userID);
      const lifted = await this.throttle.clearUsername(found.username, manager);
      return { ...found, lifted };
    });
    await this.audit.record({ userID: user.userID, username: user.username, action: 'password-reset', remoteAddress });
    await auditLockChanges(this.audit, user.lifted, { action: 'login-unlocked', reason: 'password-reset' }, user.userID);
    return { message: 'Your password has been changed. Log in with the new password.' };
  }
}
