import { createTransport, type Transporter } from 'nodemailer';
import type { PlatformConfig } from '../config/platform-config';
import { MailError, type MailSender, type OutgoingMail } from './mail-sender';

export const DEFAULT_MAIL_FROM = 'Time and Attendance <no-reply@localhost>';

/** The SMTP URL as it may appear in a message or a log: without its password. */
function redact(url: URL): string {
  const copy = new URL(url.href);
  if (copy.password) copy.password = '***';
  return copy.href.replace(/\/$/, '');
}

export interface SmtpOptions {
  /**
   * Keep up to 5 connections open and send many mails over each (nodemailer's pool), for a
   * sender of bursts (alerts); without it each mail opens a connection of its own.
   */
  pool?: boolean;
  /**
   * Give up on a silent server after this long (nodemailer's socketTimeout, 10 minutes by
   * default), so a sender that leases its work knows how long a send can take. A
   * `socketTimeout` in the URL's query wins.
   */
  socketTimeoutMs?: number;
}

/** Sends mail through one SMTP server, named by a URL such as smtp://user:password@host:587. */
export class SmtpMailSender implements MailSender {
  private readonly transport: Transporter;
  private readonly server: string;

  constructor(
    smtpUrl: string,
    private readonly from: string = DEFAULT_MAIL_FROM,
    options: SmtpOptions = {},
  ) {
    let url: URL;
    try {
      url = new URL(smtpUrl);
    } catch {
      throw new MailError('the SMTP URL is not a URL: expected smtp://[user:password@]host[:port] or smtps://…');
    }
    if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new MailError(`the SMTP URL must start with smtp:// or smtps://, not ${url.protocol}//`);
    if (!url.hostname) throw new MailError('the SMTP URL names no server: expected smtp://[user:password@]host[:port]');
    this.server = redact(url);
    // nodemailer reads its options from the URL's query when given a URL.
    const transportUrl = new URL(url.href);
    if (options.pool) transportUrl.searchParams.set('pool', 'true');
    if (options.socketTimeoutMs !== undefined && !transportUrl.searchParams.has('socketTimeout')) transportUrl.searchParams.set('socketTimeout', String(options.socketTimeoutMs));
    this.transport = createTransport(transportUrl.href);
  }

  /** Ends the pool's kept connections (QUIT); a later send opens new ones. */
  close(): void {
    this.transport.close();
  }

  async send(mail: OutgoingMail): Promise<void> {
    try {
      await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text });
    } catch (error) {
      const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
      throw new MailError(`could not send "${mail.subject}" to ${mail.to} through ${this.server}: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
        responseCode: typeof responseCode === 'number' ? responseCode : undefined,
        code: typeof code === 'string' ? code : undefined,
      });
    }
  }
}

/** The installation's mailer from TNA_SMTP_URL and TNA_MAIL_FROM; null when no SMTP server is set. */
export function createMailSender(config: Pick<PlatformConfig, 'TNA_SMTP_URL' | 'TNA_MAIL_FROM'>, options: SmtpOptions = {}): MailSender | null {
  return config.TNA_SMTP_URL ? new SmtpMailSender(config.TNA_SMTP_URL, config.TNA_MAIL_FROM ?? DEFAULT_MAIL_FROM, options) : null;
}
