import { isIsoDate, REPORT_MAX_DAYS } from '@tna/contracts';

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both included ('YYYY-MM-DD'). */
export function reportDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/**
 * Why the period of a report or a graph is refused and which field is wrong, or null when it is
 * fine: both dates real dates of the calendar (not February 30th), `to` not before `from`, at
 * most REPORT_MAX_DAYS days, both ends counted. The one check of both (docs/reports.md).
 */
export function periodProblem(from: string, to: string): { field: 'from' | 'to'; message: string } | null {
  if (!isIsoDate(from)) return { field: 'from', message: 'from must be a real date YYYY-MM-DD' };
  if (!isIsoDate(to)) return { field: 'to', message: 'to must be a real date YYYY-MM-DD' };
  if (to < from) return { field: 'to', message: 'to must not be before from' };
  const days = reportDays(from, to);
  if (days > REPORT_MAX_DAYS) return { field: 'to', message: `A period covers at most ${REPORT_MAX_DAYS} days; this one has ${days}` };
  return null;
}

/** Every date from `from` to `to`, both included (dates have no zone: counted in UTC). */
export function datesOf(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let day = Date.parse(`${from}T00:00:00Z`); day <= Date.parse(`${to}T00:00:00Z`); day += DAY_MS) dates.push(new Date(day).toISOString().slice(0, 10));
  return dates;
}
