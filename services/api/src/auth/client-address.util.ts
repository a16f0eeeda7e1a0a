// Reads socket addresses and proxy headers, and uses node:net to tell an address from garbage: an
// HTTP helper of the auth feature rather than part of its pure domain.
import { isIP } from 'node:net';

/** `::ffff:127.0.0.1` and `127.0.0.1` are one address. */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim();
  return trimmed.startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

/**
 * The client's address: the connection's, unless that is a trusted proxy, in which case the
 * X-Forwarded-For entries are read from the right (the entry the nearest proxy appended) past
 * further trusted proxies. Entries a client wrote itself sit further left and are never reached
 * while an untrusted hop is in between, so a forged header changes nothing.
 */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trustedProxies: ReadonlySet<string>): string | null {
  if (!socketAddress) return null;
  let address = normaliseAddress(socketAddress);
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop.length > 0);
  while (trustedProxies.has(address) && hops.length > 0) {
    const hop = normaliseAddress(hops.pop()!);
    if (isIP(hop) === 0) break;
    address = hop;
  }
  return address;
}

/** The account name in a proxy's user header: `DOMAIN\name` and `name@REALM` both give `name`. */
export function windowsAccountName(headerValue: string): string | null {
  const withoutDomain = headerValue.includes('\\') ? headerValue.slice(headerValue.lastIndexOf('\\') + 1) : headerValue;
  const name = withoutDomain.includes('@') ? withoutDomain.slice(0, withoutDomain.indexOf('@')) : withoutDomain;
  return /^[A-Za-z0-9._-]{1,64}$/.test(name) ? name : null;
}
