/** Attempts a message gets before it is dead: with the backoff below, about two hours of trying. */
export const MAX_ATTEMPTS = 8;

/** What to do with a message after a failed attempt. */
export type FailureKind = 'temporary' | 'permanent';

/**
 * What a failed attempt tells: the SMTP server's reply code and nodemailer's error code, or
 * Twilio's HTTP status; none of them when nobody answered. `other` is a failure of ours.
 */
export type SendFailure = { channel: 'email'; responseCode?: number; code?: string } | { channel: 'sms'; status?: number } | { channel: 'other' };

/**
 * Temporary: worth trying again later. SMTP 4xx replies (451 mailbox busy, 421 server going
 * down), no reply at all (connection refused, timeout), a refused SMTP login and Twilio's 401
 * (the installation's credentials, which an administrator fixes; every message would otherwise
 * die meanwhile), Twilio's 429 and 5xx, no answer from Twilio, and failures of our own.
 * Permanent: any other SMTP 5xx (550 no such mailbox) or Twilio 4xx (21211 not a valid number),
 * and a message nodemailer itself refuses to send before any server replied (EENVELOPE: no valid
 * recipient; EMESSAGE): the same message would be refused again.
 */
export function failureKind(failure: SendFailure): FailureKind {
  switch (failure.channel) {
    case 'email':
      if (failure.code === 'EAUTH') return 'temporary';
      // nodemailer says EENVELOPE for a recipient the server refused too: its reply code decides then.
      if ((failure.code === 'EENVELOPE' || failure.code === 'EMESSAGE') && failure.responseCode === undefined) return 'permanent';
      return failure.responseCode !== undefined && failure.responseCode >= 500 ? 'permanent' : 'temporary';
    case 'sms': {
      const { status } = failure;
      return status === undefined || status === 401 || status === 429 || status >= 500 ? 'temporary' : 'permanent';
    }
    case 'other':
      return 'temporary';
  }
}

/**
 * How long to wait after `attempts` failed ones: `baseMs` × 2^(attempts − 1), so with the
 * default minute 1, 2, 4, … 64 minutes, the eighth and last attempt about 2 h 7 min after the
 * first. Undefined once the attempts are used up: the message is dead.
 */
export function retryDelayMs(attempts: number, baseMs: number): number | undefined {
  if (attempts >= MAX_ATTEMPTS) return undefined;
  return baseMs * 2 ** (attempts - 1);
}
