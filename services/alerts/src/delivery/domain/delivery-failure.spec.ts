import { describe, expect, it } from 'vitest';
import { failureKind, MAX_ATTEMPTS, retryDelayMs } from './delivery-failure';

describe('failureKind', () => {
  const mail = (responseCode?: number, code?: string) => failureKind({ channel: 'email', responseCode, code });
  const sms = (status?: number) => failureKind({ channel: 'sms', status });

  it('retries what an SMTP server may take later and gives up on what it refuses for good', () => {
    expect(mail(451)).toBe('temporary');
    expect(mail(421)).toBe('temporary');
    expect(mail(undefined, 'ESOCKET')).toBe('temporary');
    expect(mail(550)).toBe('permanent');
    expect(mail(552)).toBe('permanent');
  });

  it("retries a refused SMTP login: the installation's settings, not the message", () => {
    expect(mail(535, 'EAUTH')).toBe('temporary');
  });

  it('gives up at once on a message nodemailer itself cannot send (no valid recipient, a broken message)', () => {
    expect(mail(undefined, 'EENVELOPE')).toBe('permanent');
    expect(mail(undefined, 'EMESSAGE')).toBe('permanent');
    // A recipient the server refused is EENVELOPE too, with the server's code.
    expect(mail(451, 'EENVELOPE')).toBe('temporary');
    expect(mail(550, 'EENVELOPE')).toBe('permanent');
  });

  it("retries Twilio's throttling, its own failures, a bad login and no answer; a refused message is dead", () => {
    expect([429, 500, 503, undefined, 401].map(sms)).toEqual(Array(5).fill('temporary'));
    expect([400, 403, 404].map(sms)).toEqual(Array(3).fill('permanent'));
  });

  it('retries a failure of our own', () => {
    expect(failureKind({ channel: 'other' })).toBe('temporary');
  });
});

describe('retryDelayMs', () => {
  it('doubles from the base after each failure', () => {
    expect([1, 2, 3, 7].map((attempts) => retryDelayMs(attempts, 60_000))).toEqual([60_000, 120_000, 240_000, 3_840_000]);
  });

  it("stops after the last attempt, about two hours after the first with a minute's base", () => {
    expect(retryDelayMs(MAX_ATTEMPTS, 60_000)).toBeUndefined();
    const waited = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1, 60_000)!).reduce((a, b) => a + b, 0);
    expect(waited / 60_000).toBe(127);
  });
});
