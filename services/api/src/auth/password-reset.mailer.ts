import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { AUTH_CONFIG, type AuthConfig } from './auth.config';

export interface ResetMail {
  to: string;
  fullName: string;
  username: string;
  token: string;
}

/** Sends password reset links through the SMTP server of TNA_SMTP_URL. */
@Injectable()
export class PasswordResetMailer implements OnModuleDestroy {
  private readonly transport?: Transporter;

  constructor(
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    @Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime,
  ) {
    if (config.mail.smtpUrl) this.transport = createTransport(config.mail.smtpUrl);
  }

  /** Without an SMTP server and the console's public address no link can be sent; the start log says so. */
  get isConfigured(): boolean {
    return Boolean(this.transport && this.config.mail.publicUrl);
  }

  async send(mail: ResetMail): Promise<void> {
    if (!this.transport || !this.config.mail.publicUrl) return;
    // The address comes from configuration, never from the request's Host header, which a caller could forge.
    const link = `${this.config.mail.publicUrl}/reset-password?token=${encodeURIComponent(mail.token)}`;
    const minutes = this.config.password.resetMinutes;
    await this.transport.sendMail({
      from: this.config.mail.from,
      to: mail.to,
      subject: 'Reset your Time and Attendance password',
      text: [
        `Hello ${mail.fullName},`,
        '',
        `Someone asked to reset the password of the user ${mail.username}. To choose a new password, open this link within ${minutes} minutes:`,
        '',
        link,
        '',
        'The link works once. If you did not ask for it, ignore this message: your password stays as it is.',
      ].join('\n'),
    });
    this.runtime.logger.info({ username: mail.username }, 'password reset link sent');
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}
