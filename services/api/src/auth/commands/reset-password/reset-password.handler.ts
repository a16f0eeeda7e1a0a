import { BadRequestException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hash } from '@node-rs/argon2';
import type { ForgotPasswordResponse } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { AuditLog } from '../../../audit/audit-log';
import { AUTH_CONFIG, type AuthConfig } from '../../auth.config';
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
      const rows: { userID: string; username: string; expiresOn: string | null }[] = await manager.query(
        `SELECT u.id AS "userID", u.username, to_char(u.expires_on, 'YYYY-MM-DD') AS "expiresOn"
           FROM password_resets r JOIN system_users u ON u.id = r.user_id
          WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.expires_at > now() AND u.status = 1
          FOR UPDATE OF r`,
        [tokenHash],
      );
      const found = rows[0];
      if (!found) throw new BadRequestException({ error: INVALID_RESET_LINK, field: 'token' });
      // Checked before the link is spent, so a too-short password does not cost the user their link.
      const problem = passwordProblem(request.newPassword, this.config.password.minLength, found.username);
      if (problem) throw new BadRequestException({ error: problem, field: 'newPassword' });
      const today = localDate(new Date(), this.config.timeZone);
      await manager.query(
        `UPDATE system_users SET password_hash = $2, password_changed_at = now(), expires_on = $3, version = version + 1, updated_at = now(), updated_by = $4
          WHERE id = $1`,
        [found.userID, await hash(request.newPassword), expiresOnAfterChange(found.expiresOn, today, this.config.password.maxAgeDays), found.username],
      );
      // Every outstanding link of the user dies with this one.
      await manager.query('UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [found.userID]);
      await manager.query('DELETE FROM sessions WHERE user_id = $1', [found.userID]);
      const lifted = await this.throttle.clearUsername(found.username, manager);
      return { ...found, lifted };
    });
    await this.audit.record({ userID: user.userID, username: user.username, action: 'password-reset', remoteAddress });
    await auditLockChanges(this.audit, user.lifted, { action: 'login-unlocked', reason: 'password-reset' }, user.userID);
    return { message: 'Your password has been changed. Log in with the new password.' };
  }
}
