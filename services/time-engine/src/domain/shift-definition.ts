import { MINUTES_PER_DAY, parseClockTime } from './clock';
import type { ClockTime, GraceTimes, Minute, PlacedShift, RoundingType, ShiftBreak } from './types';

export type BreakDefinition =
  | { readonly start: ClockTime; readonly end: ClockTime; readonly paid: boolean }
  | { readonly minutes: number; readonly after: number; readonly paid: boolean };

/** A shift as set up: clock times on no particular date (the worked cases' `shift` object). */
export interface ShiftDefinition {
  readonly id?: string;
  readonly start: ClockTime;
  readonly end: ClockTime;
  readonly targetMinutes: number;
  readonly noTargetHours?: boolean;
  readonly breaks?: readonly BreakDefinition[];
  readonly rounding?: { readonly in?: RoundingType; readonly out?: RoundingType };
  readonly grace?: Partial<GraceTimes>;
  readonly flexi?: {
    readonly earliestStart: ClockTime;
    readonly latestStart: ClockTime;
    readonly earliestEnd: ClockTime;
    readonly latestEnd: ClockTime;
  } | null;
  readonly preShiftOvertime?: boolean;
  readonly overtimeTiers?: readonly { readonly bucket: number; readonly maxMinutes?: number | null }[];
  readonly requiresOvertimeAuthorisation?: boolean;
  readonly makeUp?: { readonly fromBuckets: readonly number[]; readonly carryShortTime?: boolean } | null;
}

/**
 * Elapsed minutes from the shift date's local midnight to a wall-clock time on the shift date
 * (dayOffset 0) or the next date (1). Across a daylight-saving change this differs from
 * dayOffset × 1440 + minuteOfDay; day assignment supplies the time-zone-aware version.
 */
export type LocalClock = (dayOffset: number, minuteOfDay: number) => Minute;

/** Wall-clock arithmetic, right for any date without a daylight-saving change. */
export const wallClock: LocalClock = (dayOffset, minuteOfDay) => dayOffset * MINUTES_PER_DAY + minuteOfDay;

/**
 * Places a shift on its date (§1): E is on the next date when end ≤ start; a fixed break is on
 * the next date when earlier than S, and its end a day after its start when at or before it; a
 * flexi end at or before the earliest start is on the next date.
 */
export function placeShift(definition: ShiftDefinition, clock: LocalClock = wallClock): PlacedShift {
  const start = parseClockTime(definition.start, 'shift.start');
  const end = parseClockTime(definition.end, 'shift.end');
  const breaks: ShiftBreak[] = (definition.breaks ?? []).map((shiftBreak, index) => {
    if ('minutes' in shiftBreak) {
      return { kind: 'floating', minutes: shiftBreak.minutes, after: shiftBreak.after, paid: shiftBreak.paid };
    }
    const breakStart = parseClockTime(shiftBreak.start, `shift.breaks[${index}].start`);
    const breakEnd = parseClockTime(shiftBreak.end, `shift.breaks[${index}].end`);
    const startDay = breakStart < start ? 1 : 0;
    const endDay = breakEnd <= breakStart ? startDay + 1 : startDay;
    return { kind: 'fixed', start: clock(startDay, breakStart), end: clock(endDay, breakEnd), paid: shiftBreak.paid };
  });
  const flexi = definition.flexi ? placeFlexi(definition.flexi, clock) : null;
  const grace = definition.grace ?? {};
  return {
    start: clock(0, start),
    end: clock(end <= start ? 1 : 0, end),
    targetMinutes: definition.targetMinutes,
    noTargetHours: definition.noTargetHours ?? false,
    breaks,
    roundingIn: definition.rounding?.in ?? null,
    roundingOut: definition.rounding?.out ?? null,
    grace: {
      lateIn: grace.lateIn ?? 0,
      earlyIn: grace.earlyIn ?? 0,
      earlyOut: grace.earlyOut ?? 0,
      lateOut: grace.lateOut ?? 0,
    },
    flexi,
    preShiftOvertime: definition.preShiftOvertime ?? false,
    overtimeTiers: (definition.overtimeTiers ?? []).map((tier) => ({ bucket: tier.bucket, maxMinutes: tier.maxMinutes ?? null })),
    requiresOvertimeAuthorisation: definition.requiresOvertimeAuthorisation ?? false,
    makeUp: definition.makeUp
      ? { fromBuckets: definition.makeUp.fromBuckets, carryShortTime: definition.makeUp.carryShortTime ?? false }
      : null,
  };
}

function placeFlexi(flexi: NonNullable<ShiftDefinition['flexi']>, clock: LocalClock): PlacedShift['flexi'] {
  const earliestStart = parseClockTime(flexi.earliestStart, 'shift.flexi.earliestStart');
  const latestStart = parseClockTime(flexi.latestStart, 'shift.flexi.latestStart');
  const earliestEnd = parseClockTime(flexi.earliestEnd, 'shift.flexi.earliestEnd');
  const latestEnd = parseClockTime(flexi.latestEnd, 'shift.flexi.latestEnd');
  return {
    earliestStart: clock(0, earliestStart),
    latestStart: clock(0, latestStart),
    earliestEnd: clock(earliestEnd <= earliestStart ? 1 : 0, earliestEnd),
    latestEnd: clock(latestEnd <= earliestStart ? 1 : 0, latestEnd),
  };
}
