import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ForgotPasswordResponse } from '@tna/contracts';
import { MAIL_SENDER, mailTemplate, runtimeToken, type MailSender, type ServiceRuntime } from '@tna/platform';
import { AUTH_CONFIG, type AuthConfig } from '../../auth.config';
import { activeUsersWithEmail, insertPasswordReset } from '../../auth.store';
import { hashSessionToken, newSessionToken } from '../../domain/session-token';
import { ForgotPasswordCommand } from './forgot-password.command';

/** At most this many links per user within one link lifetime, so nobody can flood a mailbox. */
const LINKS_PER_LIFETIME = 3;

export const FORGOT_PASSWORD_ANSWER = 'If an account uses that address, a link to reset its password is on its way.';

const resetMail = mailTemplate<{ fullName: string; username: string; minutes: number; link: string }>({
  subject: 'Reset your Time and Attendance password',
  text: [
    'Hello {{fullName}},',
    '',
    'Someone asked to reset the password of the user {{username}}. To choose a new password, open this link within {{minutes}} minutes:',
    '',
    '{{link}}',
    '',
    'The link works once. If you did not ask for it, ignore this message: your password stays as it is.',
  ].join('\n'),
});

/**
 * /forgot-password: mails each active user with the address a link that works once and expires.
 * The answer is the same whether or not a user has the address, and the mail goes out after it,
 * so neither the answer nor its timing tells which addresses have accounts.
 */
@CommandHandler(ForgotPasswordCommand)
export class ForgotPasswordHandler implements ICommandHandler<ForgotPasswordCommand, ForgotPasswordResponse> {
  constructor(
    @Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    @Inject(MAIL_SENDER) private readonly mailer: MailSender | null,
  ) {}

  async execute({ email }: ForgotPasswordCommand): Promise<ForgotPasswordResponse> {
    const publicUrl = this.config.mail.publicUrl;
    if (!this.mailer || !publicUrl) {
      this.runtime.logger.warn('a password reset was asked for, but TNA_SMTP_URL or TNA_PUBLIC_URL is not set: no link was sent');
      return { message: FORGOT_PASSWORD_ANSWER };
    }
    const minutes = this.config.password.resetMinutes;
    const users = await activeUsersWithEmail(this.runtime.dataSource, email, minutes);
    for (const user of users.filter((u) => u.recent < LINKS_PER_LIFETIME)) {
      const token = newSessionToken();
      await insertPasswordReset(this.runtime.dataSource, hashSessionToken(token), user.id, minutes);
      // The address comes from configuration, never from the request's Host header, which a caller could forge.
      const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      this.mailer
        .send({ to: user.email, ...resetMail({ fullName: user.fullName, username: user.username, minutes, link }) })
        .then(
          () => this.runtime.logger.info({ username: user.username }, 'password reset link sent'),
          (error: unknown) => this.runtime.logger.error({ error: String(error), username: user.username }, 'could not send the password reset link'),
        );
    }
    return { message: FORGOT_PASSWORD_ANSWER };
  }
}
