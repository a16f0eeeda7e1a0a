import type { ClockingDirection } from '@tna/contracts';

const pad = (n: number) => String(n).padStart(2, '0');

/** Minutes as hours:minutes, as the specification writes time values (`28:15`); 0 is `0:00`. */
export function hoursMinutes(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const whole = Math.abs(minutes);
  return `${sign}${Math.floor(whole / 60)}:${pad(whole % 60)}`;
}

const wallFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall date (`YYYY-MM-DD`) and time (`HH:MM`) of an instant in an IANA zone. */
export function wallClock(instant: string, timeZone: string): { date: string; time: string } {
  let format = wallFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    wallFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000;

/**
 * An instant as the wall time in the employee's zone, with the day it falls on when that is not
 * the shift's date (`06:05 +1` for a night shift's OUT), never in the browser's zone.
 */
export function shiftTime(instant: string, timeZone: string, shiftDate: string): string {
  const { date, time } = wallClock(instant, timeZone);
  const offset = dayNumber(date) - dayNumber(shiftDate);
  return offset === 0 ? time : `${time} ${offset > 0 ? '+' : '-'}${Math.abs(offset)}`;
}

const dayFormat = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A date (`YYYY-MM-DD`) with its weekday in the browser's language; a date has no zone, so it is read as UTC. */
export const dayLabel = (isoDate: string) => dayFormat.format(new Date(`${isoDate}T00:00:00Z`));

/** The dates from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let day = dayNumber(from); day <= dayNumber(to); day++) dates.push(new Date(day * 86_400_000).toISOString().slice(0, 10));
  return dates;
}

/** What the reader sent: time-and-attendance readers send none, and the engine pairs such clockings by alternation. */
export const directionText = (direction: ClockingDirection | null) => (direction === 'IN' ? 'In' : direction === 'OUT' ? 'Out' : 'Not given');
