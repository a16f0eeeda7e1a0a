import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The plain-text body, decoded. */
  text: string;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it accepts and, on demand, refuses a recipient
 * with a reply code: `refuse(address, 451, 2)` answers 451 to the next two attempts, then accepts;
 * `refuse(address, 550)` refuses every attempt.
 */
export class SmtpPeer {
  readonly mails: ReceivedMail[] = [];
  /** Every refusal answered, by address: how a test sees that a mail was (not) tried again. */
  readonly refused: { address: string; code: number }[] = [];
  private readonly refusals = new Map<string, { code: number; times: number }>();
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo: (address, _session, callback) => {
      const key = address.address.toLowerCase();
      const refusal = this.refusals.get(key);
      if (!refusal || refusal.times === 0) return callback();
      refusal.times--;
      this.refused.push({ address: key, code: refusal.code });
      callback(Object.assign(new Error(refusal.code >= 500 ? 'mailbox unavailable' : 'mailbox busy, try again later'), { responseCode: refusal.code }));
    },
    onData: (stream, session, callback) => {
      simpleParser(stream)
        .then((mail) => {
          this.mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()), subject: mail.subject ?? '', text: (mail.text ?? '').trim() });
        })
        .then(() => callback(), callback);
    },
  });
  port = 0;

  async start(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  refuse(address: string, code: number, times = Number.POSITIVE_INFINITY): void {
    this.refusals.set(address.toLowerCase(), { code, times });
  }

  to(address: string): ReceivedMail[] {
    return this.mails.filter((mail) => mail.to.includes(address.toLowerCase()));
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
