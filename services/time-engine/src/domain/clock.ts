import { InvalidShiftInputError } from './errors';
import type { IsoDate, Minute } from './types';

export const MINUTES_PER_DAY = 1440;

const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d(?:\.\d+)?)?$/;

/** `HH:mm` as minutes since midnight. */
export function parseClockTime(value: unknown, field: string): number {
  const match = typeof value === 'string' ? CLOCK_TIME.exec(value) : null;
  if (!match) throw new InvalidShiftInputError(field, `expected a clock time HH:mm, got ${JSON.stringify(value)}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Days since 1970-01-01 of a `YYYY-MM-DD` date; refuses dates that do not exist (2027-02-29). */
/** Rosters and ranges convert the same few dates over and over: both directions are remembered. */
const DATE_CACHE_SIZE = 10_000;
const epochDays = new Map<string, number>();
const isoDates = new Map<number, IsoDate>();

export function epochDay(value: unknown, field: string): number {
  if (typeof value === 'string') {
    const known = epochDays.get(value);
    if (known !== undefined) return known;
  }
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  if (match) {
    const year = Number(match[1]);
    const month = Number(match[2]);
    const day = Number(match[3]);
    const ms = Date.UTC(year, month - 1, day);
    const check = new Date(ms);
    if (check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day) {
      if (epochDays.size >= DATE_CACHE_SIZE) epochDays.clear();
      epochDays.set(value as string, ms / 86_400_000);
      return ms / 86_400_000;
    }
  }
  throw new InvalidShiftInputError(field, `expected a date YYYY-MM-DD, got ${JSON.stringify(value)}`);
}

export function isoDateOfEpochDay(day: number): IsoDate {
  const known = isoDates.get(day);
  if (known !== undefined) return known;
  const date = new Date(day * 86_400_000).toISOString().slice(0, 10);
  if (isoDates.size >= DATE_CACHE_SIZE) isoDates.clear();
  isoDates.set(day, date);
  return date;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return isoDateOfEpochDay(epochDay(date, 'date') + days);
}

/** 1 = Monday .. 7 = Sunday. */
export function dayOfWeek(date: IsoDate): number {
  const weekday = new Date(epochDay(date, 'date') * 86_400_000).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/**
 * A local `YYYY-MM-DDTHH:mm` (seconds allowed and dropped) as wall-clock minutes from the
 * midnight of `dayZero`. Wall-clock arithmetic: a case carries no time zone.
 */
export function parseLocalDateTime(value: unknown, dayZero: number, field: string): Minute {
  const match = typeof value === 'string' ? LOCAL_DATE_TIME.exec(value) : null;
  if (!match) {
    throw new InvalidShiftInputError(field, `expected a local date-time YYYY-MM-DDTHH:mm, got ${JSON.stringify(value)}`);
  }
  const day = epochDay(match[1], field);
  return (day - dayZero) * MINUTES_PER_DAY + Number(match[2]) * 60 + Number(match[3]);
}

/** For explanations: `07:58`, `06:40 (+1d)`. */
export function formatMinute(minute: Minute): string {
  const day = Math.floor(minute / MINUTES_PER_DAY);
  const ofDay = minute - day * MINUTES_PER_DAY;
  const text = `${String(Math.floor(ofDay / 60)).padStart(2, '0')}:${String(ofDay % 60).padStart(2, '0')}`;
  return day === 0 ? text : `${text} (${day > 0 ? '+' : ''}${day}d)`;
}
