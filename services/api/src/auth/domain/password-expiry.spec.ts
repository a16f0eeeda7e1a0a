import { describe, expect, it } from 'vitest';
import { expiresOnAfterChange, localDate, mustChangePassword, passwordDueOn } from './password-expiry';

describe('password expiry (part 1 §5)', () => {
  it('never expires a password whose expiry date is blank, whatever the policy', () => {
    expect(passwordDueOn(null, '2020-01-01', 30)).toBeNull();
    expect(mustChangePassword(null, '2020-01-01', 30, '2030-01-01')).toBe(false);
  });

  it('asks for a change on and after the expiry date, not before', () => {
    expect(mustChangePassword('2026-03-10', '2026-01-01', undefined, '2026-03-09')).toBe(false);
    expect(mustChangePassword('2026-03-10', '2026-01-01', undefined, '2026-03-10')).toBe(true);
    expect(mustChangePassword('2026-03-10', '2026-01-01', undefined, '2026-04-01')).toBe(true);
  });

  it('takes the earlier of the expiry date and the policy days since the last change', () => {
    expect(passwordDueOn('2026-12-31', '2026-01-01', 90)).toBe('2026-04-01');
    expect(passwordDueOn('2026-02-01', '2026-01-01', 90)).toBe('2026-02-01');
    expect(mustChangePassword('2026-12-31', '2026-01-01', 90, '2026-04-01')).toBe(true);
    expect(mustChangePassword('2026-12-31', '2026-01-01', 90, '2026-03-31')).toBe(false);
  });

  it('moves the expiry the policy days on after a change, clears a one-off date, and keeps never as never', () => {
    expect(expiresOnAfterChange('2026-03-10', '2026-03-12', 60)).toBe('2026-05-11');
    expect(expiresOnAfterChange('2026-03-10', '2026-03-12', undefined)).toBeNull();
    expect(expiresOnAfterChange(null, '2026-03-12', 60)).toBeNull();
  });

  it('reads dates in the installation time zone', () => {
    const instant = new Date('2026-03-09T23:30:00Z');
    expect(localDate(instant, 'UTC')).toBe('2026-03-09');
    expect(localDate(instant, 'Africa/Johannesburg')).toBe('2026-03-10');
  });
});
