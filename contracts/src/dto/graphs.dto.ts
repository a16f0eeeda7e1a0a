import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { CLOCKING_STATUS } from '../codes/clocking-status';
import { EmployeePeriodSelection } from './reports.dto';

/**
 * What every graph call takes (docs/reports.md, "Graphs"): the period and whom, as a report's
 * selection. The period covers at most REPORT_MAX_DAYS days, as a report's.
 */
export class GraphRequest extends EmployeePeriodSelection {}

/** The most employees GetGraphTopExceptions ranks. */
export const GRAPH_TOP_MAX = 50;

/** GetGraphTopExceptions: the `top` employees (10 when not given) with the most exceptions. */
export class GraphTopExceptionsRequest extends GraphRequest {
  @IsOptional()
  @IsInt({ message: 'top must be a whole number' })
  @Min(1, { message: 'top must be at least 1' })
  @Max(GRAPH_TOP_MAX, { message: `top must be at most ${GRAPH_TOP_MAX}` })
  top?: number;
}

/**
 * The statuses GetGraphTopExceptions counts: the attendance exceptions a supervisor acts on
 * (AWOL, no IN, no OUT, late in, early in, wrong shift, early out, late out). Cleared ones
 * (108–112) were dealt with; overtime to authorise (145, 150) is payroll's, not attendance's.
 */
export const GRAPH_EXCEPTION_STATUSES: readonly number[] = [
  CLOCKING_STATUS.awol,
  CLOCKING_STATUS.noIn,
  CLOCKING_STATUS.noOut,
  CLOCKING_STATUS.lateIn,
  CLOCKING_STATUS.earlyIn,
  CLOCKING_STATUS.wrongShift,
  CLOCKING_STATUS.earlyOut,
  CLOCKING_STATUS.lateOut,
];

/** A clocking status as the graphs name it (statusText). */
export interface GraphStatus {
  code: number;
  text: string;
}

/** GetGraphStatusesPerDay: a series per status the selection's days carry, a point per date of the period (0 when none). */
export interface GraphStatusesPerDay {
  series: (GraphStatus & { points: { date: string; count: number }[] })[];
}

/**
 * The time buckets GetGraphHoursByDepartment can answer, in this order: the day's time as the
 * engine splits it. Short time is left out: it is the target less normal time, which no pay and
 * leave already account for, so stacking it would count those minutes twice.
 */
export const GRAPH_HOUR_BUCKETS = [
  { key: 'normal', label: 'Normal' },
  ...Array.from({ length: 10 }, (_, i) => ({ key: `overTime${i + 1}` as `overTime${number}`, label: `OT${i + 1}` })),
  { key: 'noPay', label: 'No pay' },
  { key: 'leave', label: 'Leave' },
] as const;
export type GraphHourBucket = (typeof GRAPH_HOUR_BUCKETS)[number]['key'];

/**
 * GetGraphHoursByDepartment: minutes per department (by the employee's department) and bucket.
 * `buckets` lists Normal and every other bucket with minutes in the answer; each department's
 * `minutes` follow that order.
 */
export interface GraphHoursByDepartment {
  buckets: { key: GraphHourBucket; label: string }[];
  departments: { departmentID: string | null; name: string; minutes: number[] }[];
}

/** GetGraphTopExceptions: the employees with the most exception days, most first; `counts` follow `statuses`. */
export interface GraphTopExceptions {
  statuses: GraphStatus[];
  employees: { employeeID: string; employeeNumber: string; name: string; total: number; counts: number[] }[];
}

/**
 * One date of GetGraphAttendanceRate, counted as the Attendance report counts (docs/reports.md,
 * "Attendance"); `ratePercent` is attended over (scheduled − onLeave), null when that is 0.
 */
export interface GraphAttendanceDay {
  date: string;
  /** Scheduled days (a shift, calculated), leave days included. */
  scheduled: number;
  /** Of those, days present: worked time or a clocking. */
  attended: number;
  /** Scheduled days taken as full-day leave and not present, outside the rate. */
  onLeave: number;
  ratePercent: number | null;
}

/** GetGraphAttendanceRate: each date of the period and the period as a whole. */
export interface GraphAttendanceRate {
  days: GraphAttendanceDay[];
  overall: Omit<GraphAttendanceDay, 'date'>;
}
