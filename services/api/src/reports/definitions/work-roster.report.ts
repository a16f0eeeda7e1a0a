import { PLAN_WORK_ROSTER_MAX_EMPLOYEE_DAYS, WorkRosterReportRequest, type WorkRosterDay, type WorkRosterDaySource } from '@tna/contracts';
import type { ReportCell, ReportContext, ReportRow, ReportSource, SourcedReportDefinition } from '../domain/report';
import { employeeGroups } from './employee-groups.util';
import { rosterEmployees, rosterShifts, type RosterEmployee, type RosterShift } from './work-roster.store';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
/** 1 Monday .. 7 Sunday, as the specification numbers them. */
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MS_PER_DAY = 86_400_000;

/** A day of the roster as both roster reports print it: the time engine's day with the api's shift names and the planned time. */
export interface PlannedRosterDay {
  date: string;
  /** 1 Monday .. 7 Sunday. */
  weekday: number;
  kind: WorkRosterDay['kind'];
  /** Why (null on an error day). */
  source: WorkRosterDaySource | null;
  /** Why the engine cannot roster the day (kind error). */
  error: string | null;
  shift: RosterShift | null;
  fullLeave: boolean;
  /** Leave on a shift day, at most its target. */
  leaveMinutes: number;
  /** The shift's target less the leave. */
  plannedMinutes: number;
}

/** One employee's days of the period, in date order. */
export interface PlannedRoster {
  employee: RosterEmployee;
  days: PlannedRosterDay[];
}

/** The engine's day as printed: leave counts on shift days only (the engine ignores leave on a day off). Pure. */
export function plannedRosterDay(day: WorkRosterDay, shifts: ReadonlyMap<string, RosterShift>): PlannedRosterDay {
  const weekday = ((new Date(`${day.date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  if (day.kind === 'error') {
    return { date: day.date, weekday, kind: 'error', source: null, error: day.error, shift: null, fullLeave: false, leaveMinutes: 0, plannedMinutes: 0 };
  }
  const onShift = day.kind === 'shift';
  const target = onShift ? day.targetMinutes : 0;
  const leave = onShift ? day.leave : null;
  const leaveMinutes = leave === null ? 0 : 'full' in leave ? target : Math.min(leave.minutes, target);
  return {
    date: day.date,
    weekday,
    kind: day.kind,
    source: day.source,
    error: null,
    shift: onShift && day.shiftID !== null ? (shifts.get(day.shiftID) ?? null) : null,
    fullLeave: leave !== null && 'full' in leave,
    leaveMinutes,
    plannedMinutes: target - leaveMinutes,
  };
}

/**
 * Each selected employee's roster for the period, in print order, as the time engine plans it
 * (PlanWorkRoster: its own roster rule, never a copy here), asked for a part of the employees at a
 * time so each command and reply stays small (PLAN_WORK_ROSTER_MAX_EMPLOYEE_DAYS); the names and
 * groups come from one query of the api's own tables.
 */
export async function* plannedRosters(context: ReportContext, source: ReportSource): AsyncGenerator<PlannedRoster> {
  const employees = await rosterEmployees(source, context.employeeIDs, context.groupBy);
  const shifts = await rosterShifts(source);
  const days = (Date.parse(context.to) - Date.parse(context.from)) / MS_PER_DAY + 1;
  const perCommand = Math.max(1, Math.floor(PLAN_WORK_ROSTER_MAX_EMPLOYEE_DAYS / days));
  for (let start = 0; start < employees.length; start += perCommand) {
    const part = employees.slice(start, start + perCommand);
    const { employees: planned } = await source.execute('PlanWorkRoster', { employeeIDs: part.map((employee) => employee.id), from: context.from, to: context.to });
    const daysOf = new Map(planned.map((employee) => [employee.employeeID, employee.days]));
    for (const employee of part) {
      yield { employee, days: (daysOf.get(employee.id) ?? []).map((day) => plannedRosterDay(day, shifts)) };
    }
  }
}

/** A day in a roster cell: 'Day 07:30-16:30', 'Off', 'Leave (Day)', 'Error', '' without a roster; '*' marks a shift change. */
function dayCell(day: PlannedRosterDay): string {
  const changed = day.source === 'shiftChange' ? '*' : '';
  if (day.kind === 'error') return 'Error';
  if (day.kind === 'noRoster') return '';
  if (day.kind !== 'shift') return `Off${changed}`;
  if (day.fullLeave) return `Leave (${day.shift?.short ?? ''})${changed}`;
  const leave = day.leaveMinutes > 0 ? ' +L' : '';
  return `${day.shift?.short ?? ''} ${day.shift?.start ?? ''}-${day.shift?.end ?? ''}${leave}${changed}`;
}

/** An employee's lines: one per week (Monday to Sunday) that has a day of the period, days outside it blank. Pure. */
export function weekRows(roster: PlannedRoster, context: ReportContext): ReportRow[] {
  const rows: ReportRow[] = [];
  let cells: Record<string, ReportCell> | null = null;
  for (const day of roster.days) {
    const monday = new Date(Date.parse(day.date) - (day.weekday - 1) * MS_PER_DAY).toISOString().slice(0, 10);
    if (cells === null || cells.week !== monday) {
      cells = { week: monday, planned: 0 };
      for (const key of WEEKDAYS) cells[key] = '';
      rows.push({ groups: employeeGroups(context.groupBy, roster.employee.groupTitle, roster.employee.label), cells });
    }
    cells[WEEKDAYS[day.weekday - 1]] = dayCell(day);
    cells.planned = (cells.planned as number) + day.plannedMinutes;
  }
  return rows;
}

/**
 * The planned shift per employee per day (docs/reports.md, "Work Roster"), landscape, a line per
 * employee and week (Monday to Sunday) with a column per weekday, so any period fits the page's
 * width; the weeks are cut at the period's ends (days outside it stay blank). Planned time (the
 * shifts' targets less leave) is summed per employee.
 */
export const workRosterReport: SourcedReportDefinition<WorkRosterReportRequest> = {
  call: 'GenerateReportWorkRoster',
  kind: 'work-roster',
  title: 'Work Roster',
  request: WorkRosterReportRequest,
  layout: () => ({
    title: 'Work Roster',
    orientation: 'landscape',
    columns: [
      { key: 'week', label: 'Week of', type: 'date', width: 1 },
      ...WEEKDAYS.map((key, index) => ({ key, label: WEEKDAY_NAMES[index], type: 'text' as const, width: 1.3 })),
      { key: 'planned', label: 'Planned', type: 'minutes' as const, width: 0.8, total: true },
    ],
    notes: ['Off: a day off; Leave: full-day leave; +L: partial leave; *: a shift change; blank: no roster; Error: the roster cannot be worked out (the Employee Work Roster says why)'],
  }),
  async *rows(_options, context, source) {
    for await (const roster of plannedRosters(context, source)) yield* weekRows(roster, context);
  },
};
