import {
  addDays,
  assignClockingsToDays,
  BUCKET_COUNT,
  calculateShiftSafe,
  isPublicHoliday,
  DAY_OFF_OPEN_PAIR_MINUTES,
  pairClockings,
  scheduledShiftOn,
  shiftDayInputOf,
  shiftWindow,
  STATUS,
  withoutDuplicates,
  type AssignedDay,
  type ClearableStatus,
  type ClockingInstant,
  type DayAssignment,
  type DayLeave,
  type ExplanationOut,
  type MinuteExplanation,
  type EmployeeRoster,
  type IsoDate,
  type OvertimeLimitState,
  type PlannedDay,
  type ScheduledDay,
  type ShiftDayInput,
  type ShiftDefinition,
  type ShiftResult,
  type TimeAdjustment,
} from '../domain';
import type { ExplainedClocking, StoredDayExplanation } from '@tna/contracts';
import type { RulesSnapshot } from '../rules/rules-snapshot.util';
import { employeeRosterOf, type EmployeeWorkRulesRow, type ManualShiftChangeRow, type WorkCycleChangeRow } from '../rules/setup-rows.util';

const MS_PER_MINUTE = 60_000;

/**
 * Why a range is calculated. `arrival`: new clockings; only days with clockings or a stored row
 * take part (a rostered day nobody clocked on gets its row from a recalculation), and auto shift
 * detection runs on the clockings as they now are. `timeValues`: RecalcTimeValues, every rostered
 * day of the range gets a row, and a day's shift found by auto shift detection stays as stored.
 * `autoShift`: RecalcAutoShift, like timeValues but auto shift detection chooses every day's
 * shift again.
 */
export type CalculationMode = 'arrival' | 'timeValues' | 'autoShift';

export type DayKind = 'shift' | 'dayOff' | 'noRoster';

export interface StoredClocking {
  readonly id: string;
  readonly at: Date;
  readonly direction: 'IN' | 'OUT' | null;
  readonly employeeShiftID: string | null;
  /** With the employee and the instant, what makes a clocking the same one (a repeat is not stored). */
  readonly scannerID?: string | null;
}

/** The order an employee's clockings are calculated in: by instant, then by id. */
export const byInstantThenID = (a: StoredClocking, b: StoredClocking): number => a.at.getTime() - b.at.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** A pair as stored: the clocking ids of its IN and OUT (null while open). */
export interface PairRecord {
  readonly in: string;
  readonly out: string | null;
}

/** The values of a stored day that a calculation produces, to tell whether it changed. */
export interface DayValues {
  readonly dayKind: DayKind;
  readonly shiftID: string | null;
  readonly statuses: readonly number[];
  readonly normal: number;
  /** Index 1..10; index 0 unused. */
  readonly buckets: readonly number[];
  readonly noPay: { readonly total: number; readonly before: number; readonly after: number };
  readonly short: number;
  readonly carriedShortOut: number;
  readonly breakDeducted: number;
  readonly leaveMinutes: number;
  readonly pairs: readonly PairRecord[];
  /** A day in progress (0 or 2): the moment its statuses change without a new clocking. */
  readonly settlesAt: Date | null;
}

export interface StoredDay extends DayValues {
  readonly id: string;
  readonly date: IsoDate;
  readonly locked: boolean;
  readonly overtimeAuthorised: boolean;
}

export interface CalculatedDay extends DayValues {
  readonly date: IsoDate;
  readonly shiftStart: Date | null;
  readonly shiftEnd: Date | null;
  /** The calculation step by step (GetTimeCalculationMethod). */
  readonly method: readonly string[];
  /** The same, structured (null when the day could not be calculated). */
  readonly explanation: StoredDayExplanation | null;
}

export interface EmployeeJob {
  readonly employeeID: string;
  readonly rules: EmployeeWorkRulesRow;
  readonly mode: CalculationMode;
  /** The days calculated, requested days first, then later stored days whose inputs may have changed. */
  readonly from: IsoDate;
  readonly to: IsoDate;
  /** The days asked for (timeValues, autoShift): each rostered one gets a row. Null for arrivals. */
  readonly requested: { readonly from: IsoDate; readonly to: IsoDate } | null;
  /** Every clocking of the employee from two days before `from` to three days after `to`. */
  readonly clockings: readonly StoredClocking[];
  /** Stored days from two days before `from` to `to`. */
  readonly stored: ReadonlyMap<IsoDate, StoredDay>;
  /** The overtime buckets of stored days up to OVERTIME_HISTORY_DAYS before `from`; left out where no overtime limit can apply. */
  readonly overtimeHistory?: ReadonlyMap<IsoDate, readonly number[]>;
  /** Carried short time out of the latest stored day before `from`. */
  readonly carriedShortBefore: number;
  /** The employee's work cycle changes effective by two days after `to`. */
  readonly workCycleChanges?: readonly WorkCycleChangeRow[];
  /** The employee's manual shift changes from two days before `from` to two after `to`. */
  readonly manualShiftChanges?: readonly ManualShiftChangeRow[];
  /** Each day's time adjustments in the order they were made. */
  readonly adjustments?: ReadonlyMap<IsoDate, readonly TimeAdjustment[]>;
  /** The exceptions shift adjustments clear on each day. */
  readonly clearedExceptions?: ReadonlyMap<IsoDate, readonly ClearableStatus[]>;
  /** Days on which FILOSwitchOnOff set FILO on or off, whatever the employee record says. */
  readonly filoDays?: ReadonlyMap<IsoDate, boolean>;
  /** The leave the leave service sent for each day (LeaveDaysChanged). */
  readonly leaveDays?: ReadonlyMap<IsoDate, DayLeave>;
}

export interface DayFailure {
  readonly date: IsoDate;
  readonly error: string;
  readonly input: unknown;
}

export interface EmployeeOutcome {
  /** Days whose row is new or changed (never a locked one). */
  writes: CalculatedDay[];
  /** Each clocking of a calculated or locked day, with the day it belongs to. */
  links: { clockingID: string; date: IsoDate }[];
  failures: DayFailure[];
  /** Days calculated (locked days are not). */
  calculatedDays: number;
  /** Locked days left as they were. */
  lockedDays: number;
}

/** How far back stored days are read for overtime limits (the longest rule period is 31 days). */
export const OVERTIME_HISTORY_DAYS = 30;

interface PlanEntry {
  readonly kind: DayKind;
  readonly shift: ShiftDefinition | null;
  readonly error: string | null;
  /** Auto shift detection leaves the day's shift alone. */
  readonly keepShift?: boolean;
  /** What the roster gives the date, when the entry comes from it. */
  readonly scheduled?: ScheduledDay;
}

/**
 * Calculates one employee's days from `from` to `to` in date order, carrying short time and
 * overtime history from day to day. Locked days are not calculated: their stored values carry
 * on. A day that cannot be calculated gets status 1000 and is reported in `failures`; the other
 * days go on. Pure: the caller loads and writes. `onInput` is handed the engine input of each
 * day calculated, so a caller can judge one day exactly as the recalculation sees it.
 */
export function calculateEmployeeDays(
  job: EmployeeJob,
  rules: RulesSnapshot,
  defaultTimeZone: string,
  now: Date,
  onInput?: (date: IsoDate, input: ShiftDayInput) => void,
): EmployeeOutcome {
  const zone = job.rules.time_zone ?? defaultTimeZone;
  // Every date the calculation looks at, by index: the overtime history before `from`, the
  // calculated days, and the two days either side that compete for clockings.
  const calendar = dateRange(addDays(job.from, -OVERTIME_HISTORY_DAYS), addDays(job.to, 2));
  const first = OVERTIME_HISTORY_DAYS;
  const last = calendar.length - 3;
  const plan = planDays(job, rules, calendar.slice(first - 2));
  const instants = job.clockings.map((clocking): ClockingInstant => (clocking.direction ? { at: clocking.at, direction: clocking.direction } : { at: clocking.at }));
  const idOf = new Map(instants.map((instant, index) => [instant, job.clockings[index]]));
  const planned: PlannedDay[] = [...plan.entries()].map(([date, entry]) => ({ date, shift: entry.shift, keepShift: entry.keepShift }));

  let assignment: DayAssignment;
  let employeeError: string | null = null;
  try {
    assignment = assignClockingsToDays(zone, planned, instants, autoShiftTemplate(job, rules));
  } catch (error) {
    // Nothing of this employee can be placed reliably: clockings go to their own dates and every day fails.
    employeeError = messageOf(error);
    assignment = assignClockingsToDays(defaultTimeZone, planned.map((day) => ({ date: day.date, shift: null })), instants);
  }

  const days = new Map(assignment.days.map((day) => [day.date, day]));
  const clockingsOfDay = groupClockings(assignment, job, idOf);
  const history: (readonly number[] | undefined)[] = calendar.map((date, index) => (index < first ? job.overtimeHistory?.get(date) : undefined));

  const outcome: EmployeeOutcome = { writes: [], links: [], failures: [], calculatedDays: 0, lockedDays: 0 };
  let carried = job.carriedShortBefore;
  for (let index = first; index <= last; index++) {
    const date = calendar[index];
    const stored = job.stored.get(date);
    const dayClockings = clockingsOfDay.get(date) ?? [];
    for (const clocking of dayClockings) outcome.links.push({ clockingID: clocking.id, date });
    if (stored?.locked) {
      carried = stored.carriedShortOut;
      history[index] = stored.buckets;
      outcome.lockedDays++;
      continue;
    }
    const entry = plan.get(date)!;
    const requested = job.requested !== null && date >= job.requested.from && date <= job.requested.to;
    const takesPart = stored !== undefined || dayClockings.length > 0 || (requested && entry.kind !== 'noRoster');
    if (!takesPart) continue;

    const day = days.get(date)!;
    const filo = job.filoDays?.get(date) ?? job.rules.filo;
    const error = employeeError ?? entry.error;
    const limit = error === null ? overtimeLimitOn(job, rules, day, history, index) : null;
    // Adjustments and cleared exceptions are read afresh with every recalculation and applied to
    // values calculated from the raw clockings, so a recalculation run twice applies them once.
    const input = {
      ...shiftDayInputOf(day, {
        now,
        filo,
        leave: job.leaveDays?.get(date) ?? null,
        overtimeAuthorised: stored?.overtimeAuthorised ?? false,
        carriedShortIn: carried,
        overtimeLimit: limit,
        clearedExceptions: job.clearedExceptions?.get(date),
      }),
      adjustments: job.adjustments?.get(date) ?? [],
    };
    if (error === null) onInput?.(date, input);
    const method: string[] = [];
    const detail: ExplanationOut = {};
    const calculated = error === null ? calculateShiftSafe(input, method, detail) : null;
    const result = calculated?.result ?? failedResult(carried);
    const failure = error ?? (calculated && !calculated.ok ? messageOf(calculated.error) : null);
    if (failure !== null) outcome.failures.push({ date, error: failure, input });

    const values = dayValuesOf(entry, day, result, failure === null ? pairsOf(day, filo, dayClockings) : [], filo);
    carried = values.carriedShortOut;
    history[index] = values.buckets;
    outcome.calculatedDays++;
    if (stored !== undefined && sameValues(stored, values)) continue;
    outcome.writes.push({
      ...values,
      date,
      shiftStart: day.shift ? new Date(day.midnight + day.shift.start * MS_PER_MINUTE) : null,
      shiftEnd: day.shift ? new Date(day.midnight + day.shift.end * MS_PER_MINUTE) : null,
      method: failure === null ? method : [`calculation failed: ${failure}`],
      explanation: failure === null && detail.explanation ? storedExplanation(detail.explanation, day, dayClockings) : null,
    });
  }
  return outcome;
}

/**
 * The engine's explanation as stored, and the day's duplicate punches, which day assignment
 * dropped before the engine saw them, listed as ignored (decision 24).
 */
function storedExplanation(sheet: MinuteExplanation, day: AssignedDay, dayClockings: readonly StoredClocking[]): StoredDayExplanation {
  const base = day.midnight / MS_PER_MINUTE;
  // Counted, since a punch repeated within the same minute shares that minute with the one it repeats.
  const explained = new Map<number, number>();
  for (const clocking of sheet.clockings) explained.set(clocking.at, (explained.get(clocking.at) ?? 0) + 1);
  const duplicates: ExplainedClocking<number>[] = [];
  for (const clocking of dayClockings) {
    const minute = Math.floor(clocking.at.getTime() / MS_PER_MINUTE) - base;
    const left = explained.get(minute) ?? 0;
    if (left > 0) explained.set(minute, left - 1);
    else duplicates.push({ at: minute, direction: clocking.direction, role: 'ignored', pairNumber: null, ignoredBecause: 'duplicate', adjustedTo: null, adjustedBy: null });
  }
  const clockings = duplicates.length === 0 ? sheet.clockings : [...sheet.clockings, ...duplicates].sort((left, right) => left.at - right.at);
  return { midnight: new Date(day.midnight).toISOString(), minutes: { ...sheet, clockings } };
}

function dateRange(from: IsoDate, to: IsoDate): IsoDate[] {
  const dates: IsoDate[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/**
 * The shift of each date from two days before `from` to two after `to`, so the windows of
 * neighbouring days compete for clockings (§2). A locked day keeps its stored shift; a manual
 * shift change comes next (auto shift detection leaves it alone); then a day auto shift detection
 * found earlier keeps that shift when only its time values are recalculated; the other days of
 * an auto shift employee are detected afresh.
 */
function planDays(job: EmployeeJob, rules: RulesSnapshot, dates: readonly IsoDate[]): Map<IsoDate, PlanEntry> {
  const plan = new Map<IsoDate, PlanEntry>();
  let roster: EmployeeRoster | null = null;
  let rosterError: string | null = null;
  try {
    roster = employeeRosterOf(job.rules, rules.cycles, job.workCycleChanges, job.manualShiftChanges);
  } catch (error) {
    rosterError = messageOf(error);
  }
  const keepStoredShift = job.mode === 'timeValues' && job.rules.auto_shift_detection;
  const manualDates = new Set(job.manualShiftChanges?.map((change) => change.shift_date));
  for (const date of dates) {
    const stored = job.stored.get(date);
    if (stored && (stored.locked || (keepStoredShift && stored.dayKind === 'shift' && !manualDates.has(date)))) {
      plan.set(date, storedPlan(stored, rules));
    } else if (rosterError !== null) {
      plan.set(date, { kind: 'noRoster', shift: null, error: rosterError });
    } else if (roster === null) {
      plan.set(date, { kind: 'noRoster', shift: null, error: null });
    } else {
      plan.set(date, rosteredPlan(roster, date, rules));
    }
  }
  return plan;
}

/** A date as the engine has stored it or would roster it: what PlanLeaveDays and PlanWorkRoster answer. */
export interface RosteredDay {
  readonly date: IsoDate;
  readonly stored: StoredDay | undefined;
  readonly kind: DayKind;
  readonly shift: ShiftDefinition | null;
  readonly publicHoliday: boolean;
  /** What the roster gives the date (`scheduledShiftOn`), stored or not; null without a roster or when it cannot be worked out. */
  readonly scheduled: ScheduledDay | null;
  /** Why a recalculation of the date would fail (status 1000): a roster set up wrongly, a shift that does not exist. Null for a locked day, which is not calculated. */
  readonly error: string | null;
}

/**
 * Each date of `job` (from `from` to `to`): a stored day as stored; any other as planDays
 * rosters it for a recalculation (work cycle and its changes, manual shift changes, non-working
 * flags, public holidays, replacement rules). Pure.
 */
export function rosteredDays(job: EmployeeJob, rules: RulesSnapshot): RosteredDay[] {
  const dates = dateRange(job.from, job.to);
  const plan = planDays(job, rules, dates);
  let roster: EmployeeRoster | null = null;
  try {
    roster = employeeRosterOf(job.rules, rules.cycles, job.workCycleChanges, job.manualShiftChanges);
  } catch {
    // A roster that cannot be built rosters nothing (planDays says so per day): no holidays either.
  }
  return dates.map((date): RosteredDay => {
    const stored = job.stored.get(date);
    const planned = plan.get(date)!;
    const entry = stored ? storedPlan(stored, rules) : planned;
    // planDays plans a stored day from its row only when a recalculation keeps it (locked, auto shift): the roster's own answer is asked here.
    const rostered = roster === null ? null : planned.scheduled !== undefined || !stored ? planned : rosteredPlan(roster, date, rules);
    return {
      date,
      stored,
      kind: entry.kind,
      shift: entry.shift,
      publicHoliday: roster !== null && isPublicHoliday(roster, date, rules.rosterSetup),
      scheduled: rostered?.scheduled ?? null,
      error: stored?.locked ? null : planned.error,
    };
  });
}

function storedPlan(stored: StoredDay, rules: RulesSnapshot): PlanEntry {
  if (stored.dayKind !== 'shift' || stored.shiftID === null) return { kind: stored.dayKind, shift: null, error: null, keepShift: true };
  const shift = rules.shifts.get(stored.shiftID);
  return shift
    ? { kind: 'shift', shift, error: null, keepShift: true }
    : { kind: 'shift', shift: null, error: `shift ${stored.shiftID} of the stored day does not exist`, keepShift: true };
}

function rosteredPlan(roster: EmployeeRoster, date: IsoDate, rules: RulesSnapshot): PlanEntry {
  try {
    const scheduled = scheduledShiftOn(roster, date, rules.rosterSetup);
    if (scheduled.kind === 'noRoster') return { kind: 'noRoster', shift: null, error: null, scheduled };
    if (scheduled.kind === 'dayOff') return { kind: 'dayOff', shift: null, error: null, scheduled };
    const shift = rules.shifts.get(scheduled.shiftId);
    const keepShift = scheduled.source === 'manual';
    return shift
      ? { kind: 'shift', shift, error: null, keepShift, scheduled }
      : { kind: 'shift', shift: null, error: `shift ${scheduled.shiftId} does not exist`, keepShift, scheduled };
  } catch (error) {
    return { kind: 'noRoster', shift: null, error: messageOf(error) };
  }
}

function autoShiftTemplate(job: EmployeeJob, rules: RulesSnapshot): ShiftDefinition[] | undefined {
  if (!job.rules.auto_shift_detection) return undefined;
  return job.rules.auto_shift_template_id === null ? [] : (rules.templates.get(job.rules.auto_shift_template_id) ?? []);
}

/** The stored clockings of each day; a dropped duplicate belongs to the day of the clocking it repeats. */
function groupClockings(assignment: DayAssignment, job: EmployeeJob, idOf: ReadonlyMap<ClockingInstant, StoredClocking>): Map<IsoDate, StoredClocking[]> {
  const dateOfMinute = new Map<number, IsoDate>();
  for (const day of assignment.days) {
    const base = day.midnight / MS_PER_MINUTE;
    for (const clocking of day.clockings) dateOfMinute.set(base + clocking.minute, day.date);
  }
  const duplicates = new Set(assignment.duplicates);
  const grouped = new Map<IsoDate, StoredClocking[]>();
  let lastDate: IsoDate | undefined;
  const sorted = [...idOf.entries()].sort((left, right) => left[1].at.getTime() - right[1].at.getTime());
  for (const [instant, clocking] of sorted) {
    const date = duplicates.has(instant) ? lastDate : dateOfMinute.get(Math.floor(clocking.at.getTime() / MS_PER_MINUTE));
    if (!duplicates.has(instant)) lastDate = date;
    if (date === undefined || date < job.from || date > job.to) continue;
    const list = grouped.get(date) ?? [];
    list.push(clocking);
    grouped.set(date, list);
  }
  return grouped;
}

/** The N-day overtime limit rule of the day (the employee's, else the shift's) with the minutes of the N − 1 days before. */
function overtimeLimitOn(
  job: EmployeeJob,
  rules: RulesSnapshot,
  day: AssignedDay,
  history: readonly (readonly number[] | undefined)[],
  index: number,
): OvertimeLimitState | null {
  const ruleID = job.rules.overtime_limit_id ?? (day.shiftId === null ? undefined : rules.shiftLimitRules.get(day.shiftId));
  const rule = ruleID === undefined ? undefined : rules.limitRules.get(ruleID);
  if (!rule) return null;
  const previous = Array.from({ length: BUCKET_COUNT + 1 }, () => 0);
  for (let back = 1; back < rule.days && back <= index; back++) {
    const buckets = history[index - back];
    if (!buckets) continue;
    for (let bucket = 1; bucket <= BUCKET_COUNT; bucket++) previous[bucket] += buckets[bucket];
  }
  return { days: rule.days, limits: rule.limits, previous };
}

function pairsOf(day: AssignedDay, filo: boolean, clockings: readonly StoredClocking[]): PairRecord[] {
  if (day.clockings.length === 0) return [];
  const base = day.midnight / MS_PER_MINUTE;
  const idAt = new Map<number, string>();
  for (const clocking of clockings) {
    const minute = Math.floor(clocking.at.getTime() / MS_PER_MINUTE) - base;
    if (!idAt.has(minute)) idAt.set(minute, clocking.id);
  }
  const pairing = pairClockings(withoutDuplicates(day.clockings), filo);
  const pairs: PairRecord[] = pairing.ins.map((minute, index) => ({ in: idAt.get(minute)!, out: idAt.get(pairing.outs[index])! }));
  if (pairing.openIn !== null) pairs.push({ in: idAt.get(pairing.openIn)!, out: null });
  return pairs;
}

/**
 * When a day in progress stops being: a scheduled day at the end of its window (E + 4h, §3, §5),
 * a day off with a pair left open 12 hours after that IN.
 */
function settlesAt(day: AssignedDay, result: ShiftResult, filo: boolean): Date | null {
  if (!result.statuses.includes(STATUS.waitingFurtherAction) && !result.statuses.includes(STATUS.clockedIn)) return null;
  if (day.shift !== null) return new Date(day.midnight + shiftWindow(day.shift).end * MS_PER_MINUTE);
  const openIn = pairClockings(withoutDuplicates(day.clockings), filo).openIn;
  return openIn === null ? null : new Date(day.midnight + (openIn + DAY_OFF_OPEN_PAIR_MINUTES) * MS_PER_MINUTE);
}

function dayValuesOf(entry: PlanEntry, day: AssignedDay, result: ShiftResult, pairs: PairRecord[], filo: boolean): DayValues {
  const buckets = Array.from({ length: BUCKET_COUNT + 1 }, () => 0);
  for (const [bucket, minutes] of Object.entries(result.overtime)) buckets[Number(bucket)] = minutes;
  return {
    dayKind: entry.kind,
    shiftID: entry.kind === 'shift' ? (day.shiftId ?? null) : null,
    statuses: result.statuses,
    normal: result.normal,
    buckets,
    noPay: { ...result.noPay },
    short: result.short,
    carriedShortOut: result.carriedShortOut,
    breakDeducted: result.breakDeducted,
    leaveMinutes: result.leaveMinutes,
    pairs,
    settlesAt: settlesAt(day, result, filo),
  };
}

function failedResult(carried: number): ShiftResult {
  return {
    normal: 0,
    overtime: {},
    short: 0,
    noPay: { total: 0, before: 0, after: 0 },
    carriedShortOut: carried,
    breakDeducted: 0,
    leaveMinutes: 0,
    statuses: [STATUS.calculationError],
  };
}

export function sameValues(left: DayValues, right: DayValues): boolean {
  return (
    left.dayKind === right.dayKind &&
    left.shiftID === right.shiftID &&
    left.normal === right.normal &&
    left.short === right.short &&
    left.carriedShortOut === right.carriedShortOut &&
    left.breakDeducted === right.breakDeducted &&
    left.leaveMinutes === right.leaveMinutes &&
    (left.settlesAt?.getTime() ?? null) === (right.settlesAt?.getTime() ?? null) &&
    left.noPay.total === right.noPay.total &&
    left.noPay.before === right.noPay.before &&
    left.noPay.after === right.noPay.after &&
    sameList(left.statuses, right.statuses) &&
    sameList(left.buckets, right.buckets) &&
    left.pairs.length === right.pairs.length &&
    left.pairs.every((pair, index) => pair.in === right.pairs[index].in && pair.out === right.pairs[index].out)
  );
}

function sameList(left: readonly number[], right: readonly number[]): boolean {
  return left.length === right.length && left.every((value, index) => value === right[index]);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
