import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens and password reset tokens alike. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a copy of the table opens no session and resets no password. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SessionLimits {
  idleMinutes: number;
  absoluteHours: number;
}

/** A session ends after `idleMinutes` without a call, or `absoluteHours` after login, whichever first. */
export function isSessionLive(session: { createdAt: Date; lastSeenAt: Date }, limits: SessionLimits, now: Date): boolean {
  const idleMs = now.getTime() - session.lastSeenAt.getTime();
  const ageMs = now.getTime() - session.createdAt.getTime();
  return idleMs <= limits.idleMinutes * 60_000 && ageMs <= limits.absoluteHours * 3_600_000;
}
