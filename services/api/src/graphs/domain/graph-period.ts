import { isIsoDate, REPORT_MAX_DAYS } from '@tna/contracts';

const DAY_MS = 86_400_000;

/** Why a graph's period cannot be read, naming the field; null when it is fine. */
export function periodProblem(from: string, to: string): { field: 'from' | 'to'; message: string } | null {
  if (!isIsoDate(from)) return { field: 'from', message: 'from must be a date YYYY-MM-DD' };
  if (!isIsoDate(to)) return { field: 'to', message: 'to must be a date YYYY-MM-DD' };
  if (to < from) return { field: 'to', message: 'to must not be before from' };
  if (datesOf(from, to).length > REPORT_MAX_DAYS) return { field: 'to', message: `a graph covers at most ${REPORT_MAX_DAYS} days` };
  return null;
}

/** Every date from `from` to `to`, both included (dates have no zone: counted in UTC). */
export function datesOf(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let day = Date.parse(`${from}T00:00:00Z`); day <= Date.parse(`${to}T00:00:00Z`); day += DAY_MS) dates.push(new Date(day).toISOString().slice(0, 10));
  return dates;
}
