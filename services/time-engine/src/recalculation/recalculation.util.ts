import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import type { EventEnvelope } from '@tna/contracts';
import { newEvent, type EventMeta } from '@tna/platform';
import type { DayLeave, IsoDate, ShiftDayInput } from '../domain';
import { loadRulesSnapshot, type RulesSnapshot } from '../rules/rules-snapshot.util';
import type { EmployeeWorkRulesRow } from '../rules/setup-rows.util';
import { byInstantThenID, calculateEmployeeDays, rosteredDays, type CalculationMode, type EmployeeJob, type EmployeeOutcome, type RosteredDay, type StoredClocking } from './employee-days.util';
import {
  lastStoredDaysWithin,
  loadEmployeeWorkRules,
  loadJobInputs,
  lockEmployees,
  relinkClockings,
  upsertDays,
} from './recalculation.store';

/** The days of one employee to bring up to date. */
export interface EmployeeRange {
  readonly employeeID: string;
  readonly from: IsoDate;
  readonly to: IsoDate;
}

export interface RecalculationContext {
  readonly mode: CalculationMode;
  readonly defaultTimeZone: string;
  readonly now: Date;
  readonly logger: Logger;
  /** What caused the recalculation, when a batch mixes events of several requests. */
  readonly causes?: RecalculationCauses;
}

/**
 * The events a batch handles, so that each ShiftCalculated carries the correlation of the event
 * behind its day rather than one for the whole batch. A day takes the cause of a new clocking
 * linked to it, else of the day itself (`employeeID/date`), else of its employee (the later days
 * a change carries over to); with none, the ambient context applies.
 */
export interface RecalculationCauses {
  readonly byClocking?: ReadonlyMap<string, EventMeta>;
  readonly byDay?: ReadonlyMap<string, EventMeta>;
  readonly byEmployee?: ReadonlyMap<string, EventMeta>;
}

export interface RecalculationSummary {
  employees: number;
  calculatedDays: number;
  writtenDays: number;
  lockedDays: number;
  failedDays: number;
  /** `employeeID/date` of the days the given clockings now belong to. */
  clockingDays: string[];
  /** Each arriving clocking that was calculated, with the id of the day row it belongs to (null: none). */
  placed: Map<string, string | null>;
  /** The arriving clockings that repeat a stored one (the same id, or employee, instant and reader): not calculated, not to be stored. */
  repeats: Set<string>;
  /** ShiftCalculated for every written day, for the caller's outbox. */
  events: EventEnvelope[];
}

/**
 * Later stored days are recalculated when their carried short time or overtime history may
 * have changed, up to this many days after the range.
 */
export const PROPAGATION_DAYS = 62;

/** A clocking not stored yet, calculated with the stored ones; its caller stores it with the day it was placed on. */
export interface ArrivingClocking extends StoredClocking {
  readonly employeeID: string;
}

/**
 * Recalculates employees' days from PostgreSQL in a few set-based statements: read the rules,
 * work rules, stored days and clockings in bulk, calculate in memory, then upsert the changed
 * days (one JSON parameter) and relink the clockings (array parameters). Runs in the caller's transaction and
 * holds an advisory lock per employee, so two recalculations of one employee never interleave.
 * `clockingIDs` are clockings the caller has just stored: the days they land on are reported.
 * `arriving` are clockings the caller stores after this, each with the day row `placed` gives
 * it: inserted once with their link rather than inserted and then updated (every index of the
 * clockings written twice). Their days are reported too.
 */
export async function recalculateEmployees(
  manager: EntityManager,
  ranges: readonly EmployeeRange[],
  context: RecalculationContext,
  clockingIDs: ReadonlySet<string> = new Set(),
  arriving: readonly ArrivingClocking[] = [],
): Promise<RecalculationSummary> {
  const summary: RecalculationSummary = {
    employees: 0,
    calculatedDays: 0,
    writtenDays: 0,
    lockedDays: 0,
    failedDays: 0,
    clockingDays: [],
    placed: new Map(),
    repeats: new Set(),
    events: [],
  };
  if (ranges.length === 0) return summary;
  const employeeIDs = [...new Set(ranges.map((range) => range.employeeID))];
  await lockEmployees(manager, employeeIDs);
  const rules = await loadRulesSnapshot(manager);
  const workRules = await loadEmployeeWorkRules(manager, employeeIDs);
  const rulesOf = new Map(workRules.map((row) => [row.id, row]));
  const merged = mergeRanges(ranges.filter((range) => rulesOf.has(range.employeeID)));
  const extended = await extendToStoredDays(manager, merged);

  const { jobs, stored, clockings, repeats } = await loadEmployeeJobs(manager, extended, merged, context.mode, rulesOf, rules, 'all', arriving);
  summary.repeats = repeats;
  const arrived = new Set(arriving.filter((clocking) => !repeats.has(clocking.id)).map((clocking) => clocking.id));
  const outcomes: { range: EmployeeRange; outcome: EmployeeOutcome }[] = [];
  for (const [index, range] of extended.entries()) {
    const outcome = calculateEmployeeDays(jobs[index], rules, context.defaultTimeZone, context.now);
    for (const failure of outcome.failures) {
      context.logger.error({ employeeID: range.employeeID, date: failure.date, error: failure.error, input: failure.input }, 'shift calculation failed (status 1000)');
    }
    outcomes.push({ range, outcome });
    summary.employees++;
    summary.calculatedDays += outcome.calculatedDays;
    summary.lockedDays += outcome.lockedDays;
    summary.failedDays += outcome.failures.length;
  }

  const writes = outcomes.flatMap(({ range, outcome }) => outcome.writes.map((day) => ({ employeeID: range.employeeID, day })));
  const written = await upsertDays(manager, writes);
  summary.writtenDays = written.length;

  const rowID = new Map<string, string>();
  for (const [employeeID, days] of stored) for (const [date, day] of days) rowID.set(`${employeeID}/${date}`, day.id);
  for (const row of written) rowID.set(`${row.employee_id}/${row.shift_date}`, row.id);
  const currentLink = new Map<string, string | null>();
  for (const list of clockings.values()) for (const clocking of list) currentLink.set(clocking.id, clocking.employeeShiftID);
  const relinks: { clockingID: string; shiftID: string }[] = [];
  const clockingDays = new Set<string>();
  for (const { range, outcome } of outcomes) {
    for (const link of outcome.links) {
      const key = `${range.employeeID}/${link.date}`;
      const target = rowID.get(key);
      if (clockingIDs.has(link.clockingID) || arrived.has(link.clockingID)) clockingDays.add(key);
      if (arrived.has(link.clockingID)) summary.placed.set(link.clockingID, target ?? null);
      else if (target !== undefined && currentLink.get(link.clockingID) !== target) relinks.push({ clockingID: link.clockingID, shiftID: target });
    }
  }
  await relinkClockings(manager, relinks);
  summary.clockingDays = [...clockingDays].sort();
  const causeOfDay = clockingCauses(outcomes, context.causes);
  summary.events = written.map((row) =>
    newEvent(
      'ShiftCalculated',
      row.employee_id,
      { employeeShiftID: row.id, employeeID: row.employee_id, shiftDate: row.shift_date, statuses: row.statuses.map(Number) },
      causeOfDay.get(`${row.employee_id}/${row.shift_date}`) ?? context.causes?.byDay?.get(`${row.employee_id}/${row.shift_date}`) ?? context.causes?.byEmployee?.get(row.employee_id),
    ),
  );
  return summary;
}

/**
 * The engine input of one employee-day as a recalculation of that day builds it, with the
 * adjustments and cleared exceptions stored so far; undefined when the day would not be
 * calculated (no row, no clockings and no roster) or cannot be (status 1000). Writes nothing.
 */
export async function shiftDayInputFor(
  manager: EntityManager,
  employeeID: string,
  date: IsoDate,
  context: Pick<RecalculationContext, 'defaultTimeZone' | 'now'>,
): Promise<ShiftDayInput | undefined> {
  const rules = await loadRulesSnapshot(manager);
  const rulesOf = new Map((await loadEmployeeWorkRules(manager, [employeeID])).map((row) => [row.id, row]));
  if (!rulesOf.has(employeeID)) return undefined;
  const range = { employeeID, from: date, to: date };
  const { jobs } = await loadEmployeeJobs(manager, [range], [range], 'timeValues', rulesOf, rules);
  let input: ShiftDayInput | undefined;
  calculateEmployeeDays(jobs[0], rules, context.defaultTimeZone, context.now, (day, built) => {
    if (day === date) input = built;
  });
  return input;
}

/**
 * Every date of one employee's range as stored or as the engine would roster it (PlanLeaveDays),
 * with the leave held for it; undefined for an unknown employee. Reads only.
 */
export async function rosteredDaysOf(
  manager: EntityManager,
  range: EmployeeRange,
): Promise<{ days: RosteredDay[]; leave: ReadonlyMap<IsoDate, DayLeave> } | undefined> {
  return (await rosteredDaysOfEmployees(manager, [range.employeeID], range.from, range.to)).get(range.employeeID);
}

/**
 * The same for many employees over one period (PlanWorkRoster), loaded in bulk as a
 * recalculation loads them, without the clockings and adjustments a roster does not need.
 * Unknown employees are left out. Reads only.
 */
export async function rosteredDaysOfEmployees(
  manager: EntityManager,
  employeeIDs: readonly string[],
  from: IsoDate,
  to: IsoDate,
): Promise<Map<string, { days: RosteredDay[]; leave: ReadonlyMap<IsoDate, DayLeave> }>> {
  const rulesOf = new Map((await loadEmployeeWorkRules(manager, employeeIDs)).map((row) => [row.id, row]));
  const ranges = employeeIDs.filter((employeeID) => rulesOf.has(employeeID)).map((employeeID) => ({ employeeID, from, to }));
  const planned = new Map<string, { days: RosteredDay[]; leave: ReadonlyMap<IsoDate, DayLeave> }>();
  if (ranges.length === 0) return planned;
  const rules = await loadRulesSnapshot(manager);
  const { jobs } = await loadEmployeeJobs(manager, ranges, ranges, 'timeValues', rulesOf, rules, 'roster');
  for (const job of jobs) planned.set(job.employeeID, { days: rosteredDays(job, rules), leave: job.leaveDays ?? new Map() });
  return planned;
}

/**
 * Loads in bulk what the employees' days are calculated from: one job per range, in order.
 * `roster`: only what rosters the days (stored days, work cycle and manual shift changes, leave),
 * for a caller that plans rather than calculates. The overtime history is read only for the
 * employees an overtime limit rule can apply to (their own, or any shift's): most have none.
 */
async function loadEmployeeJobs(
  manager: EntityManager,
  ranges: readonly EmployeeRange[],
  requested: readonly EmployeeRange[],
  mode: CalculationMode,
  rulesOf: ReadonlyMap<string, EmployeeWorkRulesRow>,
  rules: RulesSnapshot,
  parts: 'all' | 'roster' = 'all',
  arriving: readonly ArrivingClocking[] = [],
) {
  const limited = new Set(ranges.filter((range) => rules.shiftLimitRules.size > 0 || rulesOf.get(range.employeeID)!.overtime_limit_id !== null).map((range) => range.employeeID));
  const inputs = await loadJobInputs(manager, ranges, limited, parts);
  const { stored, clockings } = inputs;
  const repeats = addArriving(clockings, arriving, new Set(ranges.map((range) => range.employeeID)));
  const requestedOf = new Map(requested.map((range) => [range.employeeID, range]));
  const jobs = ranges.map((range): EmployeeJob => {
    const original = requestedOf.get(range.employeeID)!;
    return {
      employeeID: range.employeeID,
      rules: rulesOf.get(range.employeeID)!,
      mode,
      from: range.from,
      to: range.to,
      requested: mode === 'arrival' ? null : { from: original.from, to: original.to },
      clockings: clockings.get(range.employeeID) ?? [],
      stored: stored.get(range.employeeID) ?? new Map(),
      overtimeHistory: inputs.overtimeHistory.get(range.employeeID),
      carriedShortBefore: inputs.carriedBefore.get(range.employeeID) ?? 0,
      workCycleChanges: inputs.workCycleChanges.get(range.employeeID),
      manualShiftChanges: inputs.manualShiftChanges.get(range.employeeID),
      adjustments: inputs.adjustments.get(range.employeeID),
      clearedExceptions: inputs.clearedExceptions.get(range.employeeID),
      filoDays: inputs.filoDays.get(range.employeeID),
      leaveDays: inputs.leaveDays.get(range.employeeID),
    };
  });
  return { jobs, stored, clockings, repeats };
}

/**
 * Adds the arriving clockings of the ranges' employees to their stored ones, in the order the
 * stored ones are read (instant, then id); one that repeats a stored or an earlier arriving one
 * (the same id, or the same instant and reader, as the clockings' unique index has it) is
 * answered among the repeats instead. The stored clockings read cover every arriving one's instant.
 */
function addArriving(clockings: Map<string, StoredClocking[]>, arriving: readonly ArrivingClocking[], employees: ReadonlySet<string>): Set<string> {
  const repeats = new Set<string>();
  // Compared in place: an employee's list holds a few dozen clockings, and keys built for each cost more than the scan.
  const repeatsOne = (clocking: StoredClocking, other: StoredClocking) =>
    other.id === clocking.id || (other.at.getTime() === clocking.at.getTime() && (other.scannerID ?? null) === (clocking.scannerID ?? null));
  const added = new Set<string>();
  for (const clocking of arriving) {
    if (!employees.has(clocking.employeeID)) continue;
    const list = clockings.get(clocking.employeeID) ?? [];
    if (list.some((other) => repeatsOne(clocking, other))) {
      repeats.add(clocking.id);
      continue;
    }
    list.push(clocking);
    clockings.set(clocking.employeeID, list);
    added.add(clocking.employeeID);
  }
  for (const employeeID of added) clockings.get(employeeID)!.sort(byInstantThenID);
  return repeats;
}

/** `employeeID/date` to the cause of a new clocking the calculation put on that day. */
function clockingCauses(outcomes: readonly { range: EmployeeRange; outcome: EmployeeOutcome }[], causes: RecalculationCauses | undefined): Map<string, EventMeta> {
  const byDay = new Map<string, EventMeta>();
  if (!causes?.byClocking) return byDay;
  for (const { range, outcome } of outcomes) {
    for (const link of outcome.links) {
      const cause = causes.byClocking.get(link.clockingID);
      if (cause) byDay.set(`${range.employeeID}/${link.date}`, cause);
    }
  }
  return byDay;
}

function mergeRanges(ranges: readonly EmployeeRange[]): EmployeeRange[] {
  const merged = new Map<string, EmployeeRange>();
  for (const range of ranges) {
    const known = merged.get(range.employeeID);
    merged.set(
      range.employeeID,
      known
        ? { employeeID: range.employeeID, from: range.from < known.from ? range.from : known.from, to: range.to > known.to ? range.to : known.to }
        : range,
    );
  }
  return [...merged.values()];
}

/** Carries each range on to the employee's last stored day (at most PROPAGATION_DAYS further). */
async function extendToStoredDays(manager: EntityManager, ranges: readonly EmployeeRange[]): Promise<EmployeeRange[]> {
  if (ranges.length === 0) return [];
  const last = await lastStoredDaysWithin(manager, ranges, PROPAGATION_DAYS);
  return ranges.map((range) => ({ ...range, to: last.get(range.employeeID) ?? range.to }));
}
