import {
  GRAPH_HOUR_BUCKETS,
  statusText,
  type GraphAttendanceDay,
  type GraphAttendanceRate,
  type GraphHourBucket,
  type GraphHoursByDepartment,
  type GraphStatusesPerDay,
  type GraphTopExceptions,
} from '@tna/contracts';

import { attendanceRate as rate } from '../../reports/domain/attendance-rate';

/** A graph's period and its employees, resolved as a report's (reports.store.ts, selectEmployees). */
export interface SelectedPeriod {
  from: string;
  to: string;
  employeeIDs: string[];
}

/** Rows as the store reads them; the answers are shaped here, where a spec can check them. */
export interface StatusCountRow {
  date: string;
  status: number;
  count: number;
}

export type DepartmentMinutesRow = { departmentID: string | null; name: string } & Record<GraphHourBucket, number>;

export interface EmployeeExceptionsRow {
  employeeID: string;
  employeeNumber: string;
  name: string;
  total: number;
  /** Occurrences by status code (a JSON object's keys are text). */
  counts: Record<string, number>;
}

export type AttendanceRow = Omit<GraphAttendanceDay, 'ratePercent'>;

/** A series per status found, in code order, each with a point for every date (0 where none). */
export function statusesPerDay(rows: readonly StatusCountRow[], dates: readonly string[]): GraphStatusesPerDay {
  const codes = [...new Set(rows.map((row) => row.status))].sort((a, b) => a - b);
  const counts = new Map(rows.map((row) => [`${row.status} ${row.date}`, row.count]));
  return {
    series: codes.map((code) => ({ code, text: statusText(code), points: dates.map((date) => ({ date, count: counts.get(`${code} ${date}`) ?? 0 })) })),
  };
}

/** Normal, then only the buckets some department has minutes in, so a chart shows no empty legend entries. */
export function hoursByDepartment(rows: readonly DepartmentMinutesRow[]): GraphHoursByDepartment {
  const buckets = GRAPH_HOUR_BUCKETS.filter((bucket) => bucket.key === 'normal' || rows.some((row) => row[bucket.key] > 0));
  return {
    buckets: buckets.map(({ key, label }) => ({ key, label })),
    departments: rows.map((row) => ({ departmentID: row.departmentID, name: row.name, minutes: buckets.map((bucket) => row[bucket.key]) })),
  };
}

/** The ranked employees with their counts in the order of `statuses` (the exception statuses any of them has). */
export function topExceptions(rows: readonly EmployeeExceptionsRow[]): GraphTopExceptions {
  const codes = [...new Set(rows.flatMap((row) => Object.keys(row.counts).map(Number)))].sort((a, b) => a - b);
  return {
    statuses: codes.map((code) => ({ code, text: statusText(code) })),
    employees: rows.map(({ counts, ...employee }) => ({ ...employee, counts: codes.map((code) => counts[String(code)] ?? 0) })),
  };
}

/**
 * Each date of the period (zeros where no day is stored) and the whole period's totals, each rated
 * by the one attendance rate (reports/domain/attendance-rate.ts): attended over the scheduled days
 * not on leave.
 */
export function attendanceRate(rows: readonly AttendanceRow[], dates: readonly string[]): GraphAttendanceRate {
  const byDate = new Map(rows.map((row) => [row.date, row]));
  const days = dates.map((date) => {
    const { scheduled = 0, attended = 0, onLeave = 0 } = byDate.get(date) ?? {};
    return { date, scheduled, attended, onLeave, ratePercent: rate(attended, scheduled, onLeave) };
  });
  const sum = (key: 'scheduled' | 'attended' | 'onLeave') => days.reduce((total, day) => total + day[key], 0);
  const scheduled = sum('scheduled');
  const attended = sum('attended');
  const onLeave = sum('onLeave');
  return { days, overall: { scheduled, attended, onLeave, ratePercent: rate(attended, scheduled, onLeave) } };
}
