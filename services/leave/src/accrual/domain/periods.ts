import type { AccrualInterval } from './accrual.types';
import { addDays, daysInclusive, lastDayOfMonth, mondayOf, yearOf } from './calendar';

/** A span of calendar days, both ends included. */
export interface DateSpan {
  start: string;
  end: string;
}

/** The period of `interval` that holds `date`: the day, its week Monday–Sunday, its calendar month or year. */
export function periodHolding(date: string, interval: AccrualInterval): DateSpan {
  switch (interval) {
    case 1:
      return { start: date, end: date };
    case 2: {
      const monday = mondayOf(date);
      return { start: monday, end: addDays(monday, 6) };
    }
    case 3:
      return { start: `${date.slice(0, 7)}-01`, end: lastDayOfMonth(yearOf(date), Number(date.slice(5, 7))) };
    case 4:
      return { start: `${date.slice(0, 4)}-01-01`, end: `${date.slice(0, 4)}-12-31` };
  }
}

/**
 * The periods that have ended by `asOf` (their last day on or before it), from the one that
 * holds the appointment date on.
 */
export function endedPeriods(appointed: string, interval: AccrualInterval, asOf: string): DateSpan[] {
  return endedGroups(appointed, interval, 1, asOf);
}

/**
 * Groups of `x` consecutive periods counted from the one that holds the appointment date, that
 * have ended by `asOf`. A group ends with its x-th period, so a group still running is left out.
 */
export function endedGroups(appointed: string, interval: AccrualInterval, x: number, asOf: string): DateSpan[] {
  const groups: DateSpan[] = [];
  let period = periodHolding(appointed, interval);
  for (;;) {
    const start = period.start;
    for (let counted = 1; counted < x; counted += 1) period = periodHolding(addDays(period.end, 1), interval);
    if (period.end > asOf) return groups;
    groups.push({ start, end: period.end });
    period = periodHolding(addDays(period.end, 1), interval);
  }
}

/** The share of a span the employee was employed in, as days employed and days in it. */
export function employedShare(span: DateSpan, appointed: string): { employed: number; days: number } {
  const days = daysInclusive(span.start, span.end);
  return { employed: appointed > span.start ? daysInclusive(appointed, span.end) : days, days };
}
