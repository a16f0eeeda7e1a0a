import { REPORT_MAX_DAYS } from '@tna/contracts';

/** Days from `from` to `to`, both included ('YYYY-MM-DD'). */
export function reportDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Whether a 'YYYY-MM-DD' is a day of the calendar (not February 30th). */
function isCalendarDate(date: string): boolean {
  const time = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === date;
}

/** Why a report's period is refused and which field is wrong, or null when it is fine (the format is checked before). */
export function reportRangeProblem(from: string, to: string): { field: 'from' | 'to'; message: string } | null {
  if (!isCalendarDate(from)) return { field: 'from', message: 'from must be a real date' };
  if (!isCalendarDate(to)) return { field: 'to', message: 'to must be a real date' };
  if (to < from) return { field: 'to', message: 'to must not be before from' };
  const days = reportDays(from, to);
  if (days > REPORT_MAX_DAYS) return { field: 'to', message: `A report covers at most ${REPORT_MAX_DAYS} days; this period has ${days}` };
  return null;
}
