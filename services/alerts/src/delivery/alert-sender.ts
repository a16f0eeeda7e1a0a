import { MailError, SmsError, type MailSender, type SmsSender } from '@tna/platform';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { claimDue, recordAttempt, type AttemptOutcome, type DueDelivery } from './delivery.store';
import { failureKind, retryDelayMs, type SendFailure } from './domain/delivery-failure';

/** Messages claimed at a time. */
const SEND_CHUNK = 200;
/** Messages in flight at once: enough to keep an SMTP server or Twilio busy, few enough not to be throttled. */
const SEND_CONCURRENCY = 16;
/** How long a claimed message is left to its sender before another instance may try it. */
const LEASE_MS = 10 * 60_000;
/**
 * A message is not started after this much of its lease has gone, and a silent SMTP server is
 * given up on after SMTP_SOCKET_TIMEOUT_MS: so a send always ends before the lease does, and no
 * other instance sends it again meanwhile. What is left goes back when the lease ends.
 */
const START_WITHIN_MS = LEASE_MS / 2;
export const SMTP_SOCKET_TIMEOUT_MS = 60_000;

/** What a failed send tells about retrying it. */
function failureOf(error: unknown): SendFailure {
  if (error instanceof MailError) return { channel: 'email', responseCode: error.responseCode, code: error.code };
  if (error instanceof SmsError) return { channel: 'sms', status: error.status };
  return { channel: 'other' };
}

/**
 * Sends the messages that are due through the installation's mailer and SMS sender, records
 * each attempt (sent, retrying with its backoff, dead, or skipped when the channel is not
 * configured) and answers how many it tried.
 */
export class AlertSender {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailSender | null,
    private readonly sms: SmsSender | null,
    private readonly retryBaseMs: number,
    private readonly logger: Logger,
  ) {}

  async sendDue(): Promise<number> {
    const claimedAt = Date.now();
    const due = await claimDue(this.dataSource, SEND_CHUNK, LEASE_MS);
    let next = 0;
    const worker = async () => {
      while (next < due.length && Date.now() - claimedAt < START_WITHIN_MS) {
        const delivery = due[next++];
        await recordAttempt(this.dataSource, delivery.id, await this.attempt(delivery));
      }
    };
    await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, due.length) }, worker));
    return due.length;
  }

  private async attempt(delivery: DueDelivery): Promise<AttemptOutcome> {
    try {
      if (delivery.channel === 'email') {
        if (!this.mail) return { state: 'skipped', error: 'e-mail is not configured: TNA_SMTP_URL is not set' };
        await this.mail.send({ to: delivery.address, subject: delivery.subject ?? '', text: delivery.body });
        return { state: 'sent', providerID: null };
      }
      if (!this.sms) return { state: 'skipped', error: 'SMS is not configured: TNA_TWILIO_ACCOUNT_SID, TNA_TWILIO_AUTH_TOKEN and TNA_TWILIO_FROM are not set' };
      const sent = await this.sms.send({ to: delivery.address, body: delivery.body });
      return { state: 'sent', providerID: sent.id };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const attempts = delivery.attempts + 1;
      const kind = failureKind(failureOf(error));
      const retryInMs = kind === 'temporary' ? retryDelayMs(attempts, this.retryBaseMs) : undefined;
      if (retryInMs !== undefined) {
        this.logger.debug({ deliveryID: delivery.id, attempts, retryInMs, error: message }, 'alert message not sent; will retry');
        return { state: 'retrying', error: message, retryInMs };
      }
      // A temporary failure is dead only once the attempts are used up.
      const dead = kind === 'temporary' ? `gave up after ${attempts} attempts: ${message}` : message;
      this.logger.warn({ deliveryID: delivery.id, attempts, error: dead }, 'alert message dead');
      return { state: 'dead', error: dead };
    }
  }
}
