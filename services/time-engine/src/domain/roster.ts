import { dayOfWeek, epochDay } from './clock';
import { InvalidShiftInputError } from './errors';
import type { IsoDate } from './types';

/** 1 to 14 days, each naming a shift id or null for a day off. */
export interface WorkPattern {
  readonly id: string;
  readonly days: readonly (string | null)[];
}

/** Work patterns in order, repeated. */
export interface WorkCycle {
  readonly id: string;
  readonly patterns: readonly WorkPattern[];
}

/** Which cycle day falls on which date: the starting pattern's start day is on the start date. */
export interface CycleAnchor {
  readonly workCycle: WorkCycle;
  /** A pattern of the cycle; when the cycle holds it more than once, its first place counts. */
  readonly startingPatternId: string;
  /** 1-based day within the starting pattern. */
  readonly startDay: number;
  readonly startDate: IsoDate;
}

/** A new cycle from its effective date; its start date defaults to the effective date. */
export interface WorkCycleChange extends Omit<CycleAnchor, 'startDate'> {
  readonly effectiveDate: IsoDate;
  readonly startDate?: IsoDate;
}

export interface NonWorkingDays {
  readonly friday: boolean;
  readonly saturday: boolean;
  readonly sunday: boolean;
  readonly publicHoliday: boolean;
}

/** A manual change of one date's shift; null makes the date a day off. */
export interface ManualShiftChange {
  readonly date: IsoDate;
  readonly shiftId: string | null;
}

export interface EmployeeRoster {
  /** Null: no cycle of the employee's own; only work cycle changes and manual changes roster days. */
  readonly cycle: CycleAnchor | null;
  readonly workCycleChanges?: readonly WorkCycleChange[];
  readonly nonWorking: NonWorkingDays;
  /** Empty: the default calendar applies. */
  readonly publicHolidayCalendarIds: readonly string[];
  readonly manualShiftChanges?: readonly ManualShiftChange[];
}

export interface ReplacementRule {
  /** 1 = Monday .. 7 = Sunday. */
  readonly dayOfWeek: number;
  readonly condition: 'always' | 'publicHoliday';
  readonly shiftId: string;
}

export interface PublicHolidayCalendar {
  readonly id: string;
  readonly isDefault: boolean;
  readonly dates: readonly IsoDate[];
}

export interface RosterSetup {
  /** Replacement rules by shift id; a shift without rules may be left out. */
  readonly replacementRules: Readonly<Record<string, readonly ReplacementRule[]>>;
  readonly publicHolidayCalendars: readonly PublicHolidayCalendar[];
}

export type DayOffReason = 'pattern' | 'friday' | 'saturday' | 'sunday' | 'publicHoliday' | 'manual';

export type ScheduledDay =
  | { readonly kind: 'noRoster' }
  | { readonly kind: 'dayOff'; readonly reason: DayOffReason }
  | { readonly kind: 'shift'; readonly shiftId: string; readonly source: 'pattern' | 'replacement' | 'manual' };

/**
 * The scheduled shift of an employee on a date (§1). In order of strength: a manual shift
 * change; no roster before the cycle's start date; the Friday, Saturday, Sunday and
 * public-holiday non-working flags; the pattern's shift, swapped by the first of its replacement
 * rules that matches the date.
 */
export function scheduledShiftOn(employee: EmployeeRoster, date: IsoDate, setup: RosterSetup): ScheduledDay {
  const manual = employee.manualShiftChanges?.find((change) => change.date === date);
  if (manual) return manual.shiftId === null ? { kind: 'dayOff', reason: 'manual' } : { kind: 'shift', shiftId: manual.shiftId, source: 'manual' };

  const anchor = cycleAnchorOn(employee, date);
  if (anchor === null) return { kind: 'noRoster' };
  const daysFromStart = epochDay(date, 'date') - epochDay(anchor.startDate, 'cycle.startDate');
  if (daysFromStart < 0) return { kind: 'noRoster' };

  const weekday = dayOfWeek(date);
  const holiday = isPublicHoliday(employee, date, setup);
  if (weekday === 5 && employee.nonWorking.friday) return { kind: 'dayOff', reason: 'friday' };
  if (weekday === 6 && employee.nonWorking.saturday) return { kind: 'dayOff', reason: 'saturday' };
  if (weekday === 7 && employee.nonWorking.sunday) return { kind: 'dayOff', reason: 'sunday' };
  if (holiday && employee.nonWorking.publicHoliday) return { kind: 'dayOff', reason: 'publicHoliday' };

  const patternShift = shiftOfCycleDay(anchor, daysFromStart);
  if (patternShift === null) return { kind: 'dayOff', reason: 'pattern' };
  const replacement = (setup.replacementRules[patternShift] ?? []).find(
    (rule) => rule.dayOfWeek === weekday && (rule.condition === 'always' || holiday),
  );
  return replacement
    ? { kind: 'shift', shiftId: replacement.shiftId, source: 'replacement' }
    : { kind: 'shift', shiftId: patternShift, source: 'pattern' };
}

/** The cycle in force on a date: the latest work cycle change effective by then, else the employee's own. */
function cycleAnchorOn(employee: EmployeeRoster, date: IsoDate): CycleAnchor | null {
  const day = epochDay(date, 'date');
  let anchor = employee.cycle;
  let anchorEffective = Number.NEGATIVE_INFINITY;
  for (const change of employee.workCycleChanges ?? []) {
    const effective = epochDay(change.effectiveDate, 'workCycleChanges.effectiveDate');
    if (effective <= day && effective >= anchorEffective) {
      anchor = { ...change, startDate: change.startDate ?? change.effectiveDate };
      anchorEffective = effective;
    }
  }
  return anchor;
}

/**
 * Cycle position = (days from start date + days of the cycle before the starting pattern +
 * start day − 1) modulo the cycle's length.
 */
function shiftOfCycleDay(anchor: CycleAnchor, daysFromStart: number): string | null {
  const patterns = anchor.workCycle.patterns;
  if (patterns.length === 0) throw new InvalidShiftInputError('workCycle.patterns', `work cycle ${anchor.workCycle.id} has no work patterns`);
  let cycleLength = 0;
  for (const [index, pattern] of patterns.entries()) {
    if (pattern.days.length < 1 || pattern.days.length > 14) {
      throw new InvalidShiftInputError(`workCycle.patterns[${index}].days`, 'a work pattern has 1 to 14 days');
    }
    cycleLength += pattern.days.length;
  }
  const startingIndex = patterns.findIndex((pattern) => pattern.id === anchor.startingPatternId);
  if (startingIndex < 0) throw new InvalidShiftInputError('startingPatternId', `${anchor.startingPatternId} is not a pattern of cycle ${anchor.workCycle.id}`);
  const startingPattern = patterns[startingIndex];
  if (!Number.isInteger(anchor.startDay) || anchor.startDay < 1 || anchor.startDay > startingPattern.days.length) {
    throw new InvalidShiftInputError('startDay', `must be 1..${startingPattern.days.length}, the days of pattern ${startingPattern.id}`);
  }
  let daysBeforeStartingPattern = 0;
  for (let index = 0; index < startingIndex; index++) daysBeforeStartingPattern += patterns[index].days.length;
  let position = (daysFromStart + daysBeforeStartingPattern + anchor.startDay - 1) % cycleLength;
  let patternIndex = 0;
  while (position >= patterns[patternIndex].days.length) {
    position -= patterns[patternIndex].days.length;
    patternIndex++;
  }
  return patterns[patternIndex].days[position];
}

/** Whether a date is in the employee's public-holiday calendars (the default calendar when the employee has none). */
export function isPublicHoliday(employee: EmployeeRoster, date: IsoDate, setup: RosterSetup): boolean {
  const calendars =
    employee.publicHolidayCalendarIds.length > 0
      ? setup.publicHolidayCalendars.filter((calendar) => employee.publicHolidayCalendarIds.includes(calendar.id))
      : setup.publicHolidayCalendars.filter((calendar) => calendar.isDefault);
  return calendars.some((calendar) => calendar.dates.includes(date));
}
