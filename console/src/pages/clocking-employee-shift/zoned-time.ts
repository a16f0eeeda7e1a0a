/** Times of a day are shown in the employee's zone, never the browser's. */

const formats = new Map<string, Intl.DateTimeFormat>();

function format(zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${zone} ${JSON.stringify(options)}`;
  let known = formats.get(key);
  if (!known) {
    known = new Intl.DateTimeFormat('en-GB', { timeZone: zone, ...options });
    formats.set(key, known);
  }
  return known;
}

/** `HH:mm` in `zone`. */
export function clockTime(instant: string | number, zone: string): string {
  return format(zone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant));
}

/** `YYYY-MM-DD` of the instant in `zone`. */
export function localDate(instant: string | number, zone: string): string {
  return format(zone, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant)).split('/').reverse().join('-');
}

/** `HH:mm`, with the day it falls on when that is not `shiftDate` (a night shift's morning: `06:00 (+1)`). */
export function clockTimeOn(instant: string | number, zone: string, shiftDate: string): string {
  const date = localDate(instant, zone);
  if (date === shiftDate) return clockTime(instant, zone);
  const days = Math.round((Date.parse(date) - Date.parse(shiftDate)) / 86_400_000);
  return `${clockTime(instant, zone)} (${days > 0 ? '+' : ''}${days})`;
}

/** Minutes since the local midnight of the instant in `zone`. */
export function minuteOfDay(instant: number, zone: string): number {
  const [hours, minutes] = clockTime(instant, zone).split(':').map(Number);
  return hours * 60 + minutes;
}

/** A weekday and date, e.g. `Mon 2 Mar 2026`, for a `YYYY-MM-DD` date (no zone: it is a calendar date). */
export function longDate(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })
    .format(new Date(`${date}T00:00:00Z`))
    .replace(',', '');
}

/** Minutes as `h:mm` (payroll's way of writing time values). */
export function hoursMinutes(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const whole = Math.abs(minutes);
  return `${sign}${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
