const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formats.set(timeZone, format);
  }
  return format;
}

/** An instant's wall time in a zone: date `YYYY-MM-DD` and time `HH:mm`. */
export function localDateTime(instant: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(formatIn(timeZone).formatToParts(instant).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** An instant as the zone's `HH:mm`. */
export function localTime(instant: Date, timeZone: string): string {
  return localDateTime(instant, timeZone).time;
}
