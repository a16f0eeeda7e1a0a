/**
 * Calendar dates (YYYY-MM-DD) as whole days since 1970-01-01: a date has no time zone here, so
 * the arithmetic is done in UTC where every day has 24 hours.
 */

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a date YYYY-MM-DD that exists (2027-02-29 does not). */
export function isIsoDate(value: unknown): value is string {
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
}

export function epochDay(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / MS_PER_DAY;
}

export function isoDate(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return isoDate(epochDay(date) + days);
}

/** Days from `from` to `to`, both counted (a day to itself is 1). */
export function daysInclusive(from: string, to: string): number {
  return epochDay(to) - epochDay(from) + 1;
}

export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

export function lastDayOfMonth(year: number, month: number): string {
  return isoDate(Date.UTC(year, month, 0) / MS_PER_DAY);
}

export function isLastDayOfMonth(date: string): boolean {
  return addDays(date, 1).slice(8, 10) === '01';
}

/** The Monday of the week (Monday–Sunday) that holds `date`. */
export function mondayOf(date: string): string {
  const day = epochDay(date);
  // 1970-01-01 was a Thursday: (day + 3) mod 7 is 0 on Mondays.
  return isoDate(day - (((day + 3) % 7) + 7) % 7);
}
