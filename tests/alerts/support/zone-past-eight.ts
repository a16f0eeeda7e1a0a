/**
 * A fixed-offset time zone where it is now between 08:20 and 09:19, so that an 08:00 start there is
 * more than 15 minutes past and the day's window still open: the alerts' schedule runs on the
 * real clock, and it is the employees' zone that is chosen, not the time.
 */
export interface ZonePastEight {
  /** An IANA zone, e.g. Etc/GMT-3 (IANA's Etc/GMT zones count the other way: Etc/GMT-3 is UTC+3). */
  zone: string;
  /** The local date there now, YYYY-MM-DD. */
  today: string;
  /** The day before, the oldest a calculated day still alerts on (docs/alerts.md, "A day calculated"). */
  yesterday: string;
  /** The zone's offset as an ISO instant writes it, e.g. +03:00. */
  utcOffset: string;
}

export function zonePastEight(now = new Date()): ZonePastEight {
  const localHour = now.getUTCMinutes() >= 20 ? 8 : 9;
  let offset = (((localHour - now.getUTCHours()) % 24) + 24) % 24;
  if (offset > 14) offset -= 24;
  const zone = offset === 0 ? 'Etc/UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
  const local = new Date(now.getTime() + offset * 3_600_000);
  const utcOffset = `${offset < 0 ? '-' : '+'}${String(Math.abs(offset)).padStart(2, '0')}:00`;
  const yesterday = new Date(local.getTime() - 86_400_000);
  return { zone, today: local.toISOString().slice(0, 10), yesterday: yesterday.toISOString().slice(0, 10), utcOffset };
}
