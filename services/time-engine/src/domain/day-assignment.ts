import { DateTime, IANAZone } from 'luxon';
import { allOutsideWindow, shiftWindow } from './day-window';
import { InvalidShiftInputError } from './errors';
import { DUPLICATE_MINUTES } from './pairing';
import { type LocalClock, placeShift, type ShiftDefinition } from './shift-definition';
import type { ClearableStatus, Clocking, DayLeave, Direction, IsoDate, Minute, OvertimeLimitState, PlacedShift, ShiftDayInput } from './types';

const MS_PER_MINUTE = 60_000;

/** A clocking as stored: an instant (ISO 8601 with offset, or a Date from a timestamptz column). */
export interface ClockingInstant {
  readonly at: string | Date;
  readonly direction?: Direction;
}

/** The scheduled shift of a date (from the roster); null for a day off. */
export interface PlannedDay {
  readonly date: IsoDate;
  readonly shift: ShiftDefinition | null;
}

export interface AssignedDay {
  readonly date: IsoDate;
  /** The id of the day's shift definition (the detected one under auto shift detection). */
  readonly shiftId: string | null;
  /** Placed in the employee's time zone: S and E are elapsed minutes from the date's local midnight. */
  readonly shift: PlacedShift | null;
  /** Elapsed minutes from the date's local midnight, in time order, duplicates dropped. */
  readonly clockings: Clocking[];
  /** A scheduled day whose clockings all lie outside its window (the engine gives it 105). */
  readonly wrongShift: boolean;
  /** The instant (epoch ms) of the date's local midnight: the zero of the day's minutes. */
  readonly midnight: number;
}

export interface DayAssignment {
  readonly days: AssignedDay[];
  /** In no window, and their own calendar date is not among the planned days: widen the range. */
  readonly unplaced: ClockingInstant[];
  /** Less than 2 minutes after the previous kept clocking. */
  readonly duplicates: ClockingInstant[];
}

interface Instant {
  readonly clocking: ClockingInstant;
  /** Epoch minutes, seconds dropped. */
  readonly minute: number;
}

interface PlacedDay {
  readonly date: IsoDate;
  readonly shiftId: string | null;
  readonly shift: PlacedShift | null;
  /** Epoch minutes of the date's local midnight. */
  readonly midnight: number;
  /** Whether the day's window takes clockings (a working day auto detection found no clocking for does not). */
  readonly claimsClockings: boolean;
}

/**
 * Assigns an employee's clockings to days (§2): to the scheduled shift whose window
 * [S − 4h, E + 4h] holds the clocking, the nearest S when two do (ties: the earlier S),
 * otherwise to the clocking's own local date. `plan` should reach one day either side of the
 * dates of interest so windows crossing midnight are seen. Times become elapsed minutes from
 * each date's local midnight, so a night shift on a daylight-saving night is 7 or 9 hours long.
 * With `autoShiftTemplate` (auto shift detection on) each working day's shift is first detected
 * from the clockings (see detectAutoShifts).
 */
export function assignClockingsToDays(
  timeZone: string,
  plan: readonly PlannedDay[],
  clockings: readonly ClockingInstant[],
  autoShiftTemplate?: readonly ShiftDefinition[],
): DayAssignment {
  assertZone(timeZone);
  const { kept, duplicates } = keepDistinct(clockings);
  const rostered = plan.map((planned) => placeDay(timeZone, planned));
  const days = autoShiftTemplate ? detectAutoShifts(timeZone, rostered, autoShiftTemplate, kept) : rostered;
  const byDate = new Map(days.map((day, index) => [day.date, index]));
  const assigned: Clocking[][] = days.map(() => []);
  const unplaced: ClockingInstant[] = [];
  for (const instant of kept) {
    const index = dayWithNearestWindow(days, instant.minute) ?? byDate.get(localDate(instant.minute, timeZone));
    if (index === undefined) {
      unplaced.push(instant.clocking);
      continue;
    }
    const clocking: Clocking = { minute: instant.minute - days[index].midnight };
    assigned[index].push(instant.clocking.direction === undefined ? clocking : { ...clocking, direction: instant.clocking.direction });
  }
  return {
    days: days.map((day, index) => ({
      date: day.date,
      shiftId: day.shiftId,
      shift: day.shift,
      clockings: assigned[index],
      wrongShift: day.shift !== null && allOutsideWindow(assigned[index], shiftWindow(day.shift)),
      midnight: day.midnight * MS_PER_MINUTE,
    })),
    unplaced,
    duplicates,
  };
}

/**
 * Auto shift detection (§2): a working day's shift becomes the template shift whose S is nearest
 * the day's first clocking (ties: the earlier S). Clockings are taken in time order; one in the
 * window of a day already detected belongs to that day, any other is the first clocking of a new
 * day: the working day and template shift whose window holds it with the nearest S, or failing
 * that the template shift nearest it on its own date. Days off stay off. A working day no
 * clocking starts keeps its rostered shift (so absence still shows) but takes no clockings from
 * a neighbour's window.
 */
function detectAutoShifts(
  timeZone: string,
  days: readonly PlacedDay[],
  template: readonly ShiftDefinition[],
  clockings: readonly Instant[],
): PlacedDay[] {
  if (template.length === 0) throw new InvalidShiftInputError('autoShiftTemplate', 'has no shifts');
  const candidates = days.flatMap((day, dayIndex) =>
    day.shift === null ? [] : template.map((definition) => ({ dayIndex, placed: placeDay(timeZone, { date: day.date, shift: definition }) })),
  );
  const detected = new Map<number, PlacedDay>();
  for (const { minute } of clockings) {
    if ([...detected.values()].some((placed) => windowHolds(placed, minute))) continue;
    const open = candidates.filter((candidate) => !detected.has(candidate.dayIndex));
    const ownDate = localDate(minute, timeZone);
    const choice =
      nearestStart(open.filter((candidate) => windowHolds(candidate.placed, minute)), minute) ??
      nearestStart(open.filter((candidate) => candidate.placed.date === ownDate), minute);
    if (choice) detected.set(choice.dayIndex, choice.placed);
  }
  return days.map((day, dayIndex) => detected.get(dayIndex) ?? { ...day, claimsClockings: day.shift === null });
}

export interface DayCalculationOptions {
  /** The moment of calculation. */
  readonly now: string | Date;
  readonly filo?: boolean;
  readonly leave?: DayLeave | null;
  readonly overtimeAuthorised?: boolean;
  readonly carriedShortIn?: number;
  readonly overtimeLimit?: OvertimeLimitState | null;
  readonly clearedExceptions?: readonly ClearableStatus[];
}

/** The engine's input for an assigned day. */
export function shiftDayInputOf(day: AssignedDay, options: DayCalculationOptions): ShiftDayInput {
  return {
    now: Math.floor((epochMs(options.now) - day.midnight) / MS_PER_MINUTE),
    shift: day.shift,
    clockings: day.clockings,
    filo: options.filo ?? false,
    leave: options.leave ?? null,
    overtimeAuthorised: options.overtimeAuthorised ?? false,
    carriedShortIn: options.carriedShortIn ?? 0,
    overtimeLimit: options.overtimeLimit ?? null,
    clearedExceptions: options.clearedExceptions ?? [],
  };
}

function placeDay(timeZone: string, planned: PlannedDay): PlacedDay {
  const midnightTime = DateTime.fromISO(planned.date, { zone: timeZone });
  if (!midnightTime.isValid) throw new InvalidShiftInputError('date', `${planned.date} is not a date`);
  const midnight = midnightTime.toMillis() / MS_PER_MINUTE;
  // Elapsed minutes to a wall-clock time; in the repeated hour of an autumn change the first
  // occurrence counts, and a time in the skipped spring hour moves forward by the hour.
  const clock: LocalClock = (dayOffset, minuteOfDay) =>
    midnightTime
      .plus({ days: dayOffset })
      .set({ hour: Math.floor(minuteOfDay / 60), minute: minuteOfDay % 60 })
      .toMillis() / MS_PER_MINUTE - midnight;
  return {
    date: planned.date,
    shiftId: planned.shift?.id ?? null,
    shift: planned.shift === null ? null : placeShift(planned.shift, clock),
    midnight,
    claimsClockings: true,
  };
}

function dayWithNearestWindow(days: readonly PlacedDay[], minute: number): number | undefined {
  let best: number | undefined;
  let bestStart = 0;
  days.forEach((day, index) => {
    if (!windowHolds(day, minute)) return;
    const start = startOf(day);
    if (best === undefined || isNearer(minute, start, bestStart)) {
      best = index;
      bestStart = start;
    }
  });
  return best;
}

function nearestStart<T extends { placed: PlacedDay }>(candidates: readonly T[], minute: number): T | undefined {
  let best: T | undefined;
  for (const candidate of candidates) {
    if (best === undefined || isNearer(minute, startOf(candidate.placed), startOf(best.placed))) best = candidate;
  }
  return best;
}

/** Nearest S wins; at equal distance the earlier S. */
function isNearer(minute: number, start: number, bestStart: number): boolean {
  const distance = Math.abs(minute - start);
  const bestDistance = Math.abs(minute - bestStart);
  return distance < bestDistance || (distance === bestDistance && start < bestStart);
}

function startOf(day: PlacedDay): number {
  return day.midnight + (day.shift?.start ?? 0);
}

function windowHolds(day: PlacedDay, minute: number): boolean {
  if (day.shift === null || !day.claimsClockings) return false;
  const window = shiftWindow(day.shift);
  const elapsed = minute - day.midnight;
  return elapsed >= window.start && elapsed <= window.end;
}

function keepDistinct(clockings: readonly ClockingInstant[]): { kept: Instant[]; duplicates: ClockingInstant[] } {
  const sorted = clockings
    .map((clocking, index) => {
      const ms = epochMs(clocking.at);
      if (Number.isNaN(ms)) throw new InvalidShiftInputError(`clockings[${index}].at`, `${String(clocking.at)} is not an instant with an offset`);
      return { clocking, minute: Math.floor(ms / MS_PER_MINUTE) };
    })
    .sort((left, right) => left.minute - right.minute);
  const kept: Instant[] = [];
  const duplicates: ClockingInstant[] = [];
  for (const instant of sorted) {
    if (kept.length > 0 && instant.minute - kept[kept.length - 1].minute < DUPLICATE_MINUTES) duplicates.push(instant.clocking);
    else kept.push(instant);
  }
  return { kept, duplicates };
}

function localDate(minute: Minute, timeZone: string): IsoDate {
  return DateTime.fromMillis(minute * MS_PER_MINUTE, { zone: timeZone }).toISODate() ?? '';
}

/** An instant needs its offset: a bare local time would silently take the server's zone. */
function epochMs(at: string | Date): number {
  if (at instanceof Date) return at.getTime();
  if (!/(Z|[+-]\d{2}(:?\d{2})?)$/.test(at)) return Number.NaN;
  const parsed = DateTime.fromISO(at, { setZone: true });
  return parsed.isValid ? parsed.toMillis() : Number.NaN;
}

function assertZone(timeZone: string): void {
  if (!IANAZone.isValidZone(timeZone)) throw new InvalidShiftInputError('timeZone', `${timeZone} is not an IANA time zone`);
}
