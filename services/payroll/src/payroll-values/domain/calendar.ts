import type { IsoDate } from './payroll-values.types';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(value: unknown): value is IsoDate {
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** A wall-clock time written `HH:mm`. */
export function isClockTime(value: unknown): value is string {
  return typeof value === 'string' && CLOCK_TIME.test(value);
}

/** Month offsets of Sakamoto's day-of-week method. */
const MONTH_OFFSETS = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4];

/**
 * Sunday by the day's own date (no time zone: the date is already local). Read from the digits
 * with Sakamoto's day-of-week arithmetic: it runs for every day of a payroll run (twice with a
 * formula), where splitting the text and building a Date was a tenth of an export's calculation.
 */
export function isSunday(date: IsoDate): boolean {
  const digit = (index: number) => date.charCodeAt(index) - 48;
  const month = digit(5) * 10 + digit(6);
  const day = digit(8) * 10 + digit(9);
  const year = digit(0) * 1000 + digit(1) * 100 + digit(2) * 10 + digit(3) - (month < 3 ? 1 : 0);
  return (year + Math.floor(year / 4) - Math.floor(year / 100) + Math.floor(year / 400) + MONTH_OFFSETS[month - 1] + day) % 7 === 0;
}
