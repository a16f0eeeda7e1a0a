/** What a reader says about itself; a field it did not report is null. */
export interface ReaderInfo {
  firmware: string | null;
  users: number | null;
  fingerprints: number | null;
  logs: number | null;
  ip: string | null;
}

/** The counts are kept as PostgreSQL integers; a larger one is not a count a reader holds. */
const MAX_COUNT = 2_147_483_647;

function count(text: string | undefined): number | null {
  if (text === undefined || !/^\s*\d+\s*$/.test(text)) return null;
  const value = Number(text);
  return value <= MAX_COUNT ? value : null;
}

/** Long enough for any firmware's version string or address. */
const MAX_TEXT = 100;

function text(value: string | undefined): string | null {
  const trimmed = value?.trim().slice(0, MAX_TEXT);
  return trimmed ? trimmed : null;
}

/**
 * The `INFO=` parameter of a reader's first getrequest: comma-separated firmware version, user
 * count, fingerprint count, attendance log count, IP address, then algorithm versions and flags
 * that are not kept. Null when it carries none of the five.
 */
export function parseInfoParameter(parameter: string | undefined): ReaderInfo | null {
  if (!parameter) return null;
  const [firmware, users, fingerprints, logs, ip] = parameter.split(',');
  const info = { firmware: text(firmware), users: count(users), fingerprints: count(fingerprints), logs: count(logs), ip: text(ip) };
  return Object.values(info).every((value) => value === null) ? null : info;
}

/**
 * The answer to an `INFO` command: `key=value` lines after the `ID=..&Return=..&CMD=INFO` line
 * (some firmware marks keys with a leading `~`). Null when it carries none of the five.
 */
export function parseInfoAnswer(lines: readonly string[]): ReaderInfo | null {
  const values = new Map<string, string>();
  for (const line of lines) {
    const equals = line.indexOf('=');
    if (equals > 0) values.set(line.slice(0, equals).trim().replace(/^~/, '').toLowerCase(), line.slice(equals + 1));
  }
  const info = {
    firmware: text(values.get('fwversion')),
    users: count(values.get('usercount')),
    fingerprints: count(values.get('fpcount')),
    logs: count(values.get('transactioncount')),
    ip: text(values.get('ipaddress')),
  };
  return Object.values(info).every((value) => value === null) ? null : info;
}
