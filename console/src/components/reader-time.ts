const wallFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as the reader's wall clock shows it (`YYYY-MM-DD HH:mm:ss`, whatever the browser's
 * zone or locale). `timeZone` is the zone the api answers as the reader's effective one (its own,
 * else the installation's), so the console never guesses a zone for a reader without one.
 */
export function readerTime(instant: string, timeZone: string): string {
  let format = wallFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    wallFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}
