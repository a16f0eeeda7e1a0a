import type {
  BreakDefinition,
  CycleAnchor,
  EmployeeRoster,
  ManualShiftChange,
  PublicHolidayCalendar,
  ReplacementRule,
  RosterSetup,
  RoundingType,
  ShiftDefinition,
  WorkCycle,
  WorkCycleChange,
  WorkPattern,
} from '../domain';

/**
 * The rows of the api's read-only views (api.v_shifts, ...) and their conversion into the
 * domain's setup types. Rows fields arrive as jsonb arrays with the wire's camelCase keys.
 */

export interface BreakRow {
  shiftBreakID?: string | null;
  start?: string | null;
  end?: string | null;
  minutes?: number | null;
  after?: number | null;
  paid?: boolean | null;
}

export interface ShiftRow {
  id: string;
  name: string;
  start_time: string;
  end_time: string;
  target_work_hours: number;
  no_target_hours: boolean;
  grace_late_in: number;
  grace_early_in: number;
  grace_early_out: number;
  grace_late_out: number;
  flexi: boolean;
  earliest_start: string | null;
  latest_start: string | null;
  earliest_end: string | null;
  latest_end: string | null;
  breaks: BreakRow[];
  pre_shift_overtime: boolean;
  overtime_tiers: { bucket: number; maxMinutes?: number | null }[];
  requires_overtime_authorisation: boolean;
  overtime_limit_id: string | null;
  replacement_rules: { dayOfWeek: number | string; condition: 'always' | 'publicHoliday'; shiftID: string }[];
  rounding_in: RoundingType | null;
  rounding_out: RoundingType | null;
  make_up: { fromBuckets: number[]; carryShortTime: boolean } | null;
}

export interface WorkPatternRow {
  id: string;
  days: { shiftID?: string | null }[];
}

export interface WorkCycleRow {
  id: string;
  work_patterns: { workPatternID: string }[];
}

export interface OvertimeLimitRow {
  id: string;
  number_of_days: number;
  limits: { bucket: number; limitMinutes: number }[];
}

export interface PublicHolidayCalendarRow {
  calendar_id: string;
  is_default: boolean;
  dates: string[];
}

export interface EmployeeWorkRulesRow {
  id: string;
  time_zone: string | null;
  work_cycle_id: string | null;
  starting_work_pattern_id: string | null;
  work_pattern_start_day: number | null;
  work_pattern_start_date: string | null;
  auto_shift_detection: boolean;
  auto_shift_template_id: string | null;
  friday_non_working: boolean;
  saturday_non_working: boolean;
  sunday_non_working: boolean;
  public_holiday_non_working: boolean;
  filo: boolean;
  overtime_limit_id: string | null;
  public_holiday_calendar_ids: string[];
}

/** An overtime limit rule: `limits[b]` for bucket b (1..10), null where the rule sets none. */
export interface OvertimeLimitRule {
  readonly days: number;
  readonly limits: readonly (number | null)[];
}

export function shiftDefinitionOf(row: ShiftRow): ShiftDefinition {
  return {
    id: row.id,
    start: row.start_time,
    end: row.end_time,
    targetMinutes: row.target_work_hours,
    noTargetHours: row.no_target_hours,
    breaks: row.breaks.map(breakDefinitionOf),
    rounding: { in: row.rounding_in ?? undefined, out: row.rounding_out ?? undefined },
    grace: { lateIn: row.grace_late_in, earlyIn: row.grace_early_in, earlyOut: row.grace_early_out, lateOut: row.grace_late_out },
    flexi:
      row.flexi && row.earliest_start && row.latest_start && row.earliest_end && row.latest_end
        ? { earliestStart: row.earliest_start, latestStart: row.latest_start, earliestEnd: row.earliest_end, latestEnd: row.latest_end }
        : null,
    preShiftOvertime: row.pre_shift_overtime,
    overtimeTiers: row.overtime_tiers.map((tier) => ({ bucket: tier.bucket, maxMinutes: tier.maxMinutes ?? null })),
    requiresOvertimeAuthorisation: row.requires_overtime_authorisation,
    makeUp: row.make_up,
  };
}

function breakDefinitionOf(row: BreakRow): BreakDefinition {
  const paid = row.paid === true;
  return row.start && row.end ? { start: row.start, end: row.end, paid } : { minutes: row.minutes ?? 0, after: row.after ?? 0, paid };
}

export function replacementRulesOf(row: ShiftRow): ReplacementRule[] {
  return row.replacement_rules.map((rule) => ({ dayOfWeek: Number(rule.dayOfWeek), condition: rule.condition, shiftId: rule.shiftID }));
}

export function rosterSetupOf(shifts: readonly ShiftRow[], calendars: readonly PublicHolidayCalendarRow[]): RosterSetup {
  const replacementRules: Record<string, ReplacementRule[]> = {};
  for (const shift of shifts) if (shift.replacement_rules.length > 0) replacementRules[shift.id] = replacementRulesOf(shift);
  const publicHolidayCalendars: PublicHolidayCalendar[] = calendars.map((calendar) => ({
    id: calendar.calendar_id,
    isDefault: calendar.is_default,
    dates: calendar.dates,
  }));
  return { replacementRules, publicHolidayCalendars };
}

export function workPatternOf(row: WorkPatternRow): WorkPattern {
  return { id: row.id, days: row.days.map((day) => day.shiftID ?? null) };
}

/** A cycle's patterns in order; a pattern that no longer exists makes the cycle unusable (null). */
export function workCycleOf(row: WorkCycleRow, patterns: ReadonlyMap<string, WorkPattern>): WorkCycle | null {
  const ordered: WorkPattern[] = [];
  for (const entry of row.work_patterns) {
    const pattern = patterns.get(entry.workPatternID);
    if (!pattern) return null;
    ordered.push(pattern);
  }
  return { id: row.id, patterns: ordered };
}

export function overtimeLimitRuleOf(row: OvertimeLimitRow): OvertimeLimitRule {
  const limits: (number | null)[] = Array.from({ length: 11 }, () => null);
  for (const limit of row.limits) limits[limit.bucket] = limit.limitMinutes;
  return { days: row.number_of_days, limits };
}

/** A row of time_engine.work_cycle_changes as the recalculation reads it. */
export interface WorkCycleChangeRow {
  employee_id: string;
  effective_date: string;
  work_cycle_id: string;
  starting_work_pattern_id: string;
  start_day: number;
  start_date: string | null;
}

/** A row of time_engine.manual_shift_changes as the recalculation reads it; a null shift is a day off. */
export interface ManualShiftChangeRow {
  employee_id: string;
  shift_date: string;
  shift_id: string | null;
}

/**
 * The employee's roster, or null when nothing rosters any day: no work cycle or start date of
 * their own, no work cycle change and no manual change. The starting pattern defaults to the
 * cycle's first and the start day to 1. An unknown cycle of the employee's own is an error the
 * caller reports on the days concerned; a change to a cycle deleted since fails only the days it
 * applies to (the cycle reaches the roster without patterns).
 */
export function employeeRosterOf(
  rules: EmployeeWorkRulesRow,
  cycles: ReadonlyMap<string, WorkCycle | null>,
  workCycleChanges: readonly WorkCycleChangeRow[] = [],
  manualShiftChanges: readonly ManualShiftChangeRow[] = [],
): EmployeeRoster | null {
  const hasOwnCycle = rules.work_cycle_id !== null && rules.work_pattern_start_date !== null;
  if (!hasOwnCycle && workCycleChanges.length === 0 && manualShiftChanges.length === 0) return null;
  let cycle: CycleAnchor | null = null;
  if (hasOwnCycle) {
    const workCycle = cycles.get(rules.work_cycle_id!);
    if (!workCycle) throw new Error(`work cycle ${rules.work_cycle_id} does not exist or names a work pattern that does not`);
    cycle = {
      workCycle,
      startingPatternId: rules.starting_work_pattern_id ?? workCycle.patterns[0].id,
      startDay: rules.work_pattern_start_day ?? 1,
      startDate: rules.work_pattern_start_date!,
    };
  }
  return {
    cycle,
    workCycleChanges: workCycleChanges.map(
      (change): WorkCycleChange => ({
        effectiveDate: change.effective_date,
        workCycle: cycles.get(change.work_cycle_id) ?? { id: change.work_cycle_id, patterns: [] },
        startingPatternId: change.starting_work_pattern_id,
        startDay: change.start_day,
        startDate: change.start_date ?? undefined,
      }),
    ),
    nonWorking: {
      friday: rules.friday_non_working,
      saturday: rules.saturday_non_working,
      sunday: rules.sunday_non_working,
      publicHoliday: rules.public_holiday_non_working,
    },
    publicHolidayCalendarIds: rules.public_holiday_calendar_ids,
    manualShiftChanges: manualShiftChanges.map((change): ManualShiftChange => ({ date: change.shift_date, shiftId: change.shift_id })),
  };
}
