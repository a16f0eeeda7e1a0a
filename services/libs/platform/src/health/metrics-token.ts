import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether an `Authorization` header carries the metrics token as `Bearer …`. No token configured
 * opens nothing. Compared as digests in constant time, so timing tells nothing about the token.
 */
export function carriesMetricsToken(authorization: string | string[] | undefined, token: string | undefined): boolean {
  if (!token || typeof authorization !== 'string') return false;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  return match !== null && timingSafeEqual(digest(match[1]), digest(token));
}
