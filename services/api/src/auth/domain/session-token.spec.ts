import { describe, expect, it } from 'vitest';
import { hashSessionToken, isSessionLive, newSessionToken } from './session-token';

describe('session tokens', () => {
  it('are 256-bit, URL-safe and never repeat', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newSessionToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('are stored as a hash that does not reveal them', () => {
    const token = newSessionToken();
    expect(hashSessionToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSessionToken(token)).not.toContain(token);
  });

  it('end after the idle time or the absolute time, whichever comes first', () => {
    const limits = { idleMinutes: 30, absoluteHours: 8 };
    const login = new Date('2026-03-02T08:00:00Z');
    const at = (iso: string) => new Date(iso);
    expect(isSessionLive({ createdAt: login, lastSeenAt: at('2026-03-02T09:00:00Z') }, limits, at('2026-03-02T09:29:00Z'))).toBe(true);
    expect(isSessionLive({ createdAt: login, lastSeenAt: at('2026-03-02T09:00:00Z') }, limits, at('2026-03-02T09:31:00Z'))).toBe(false);
    expect(isSessionLive({ createdAt: login, lastSeenAt: at('2026-03-02T15:59:00Z') }, limits, at('2026-03-02T16:01:00Z'))).toBe(false);
  });
});
