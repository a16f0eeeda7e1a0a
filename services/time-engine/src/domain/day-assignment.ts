import { DateTime, IANAZone } from 'luxon';
import { addDays } from './clock';
import { allOutsideWindow, shiftWindow } from './day-window';
import { InvalidShiftInputError } from './errors';
import { DUPLICATE_MINUTES } from './pairing';
import { type LocalClock, placeShift, type ShiftDefinition, wallClock } from './shift-definition';
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
  /**
   * Auto shift detection leaves this day's shift as planned (a locked day, or one whose detected
   * shift is kept while only time values are recalculated); its window takes clockings first.
   */
  readonly keepShift?: boolean;
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
  readonly keepShift: boolean;
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
  const localDate = localDates(rostered, timeZone);
  const days = autoShiftTemplate ? detectAutoShifts(timeZone, rostered, autoShiftTemplate, kept, localDate) : rostered;
  const byDate = new Map(days.map((day, index) => [day.date, index]));
  const assigned: Clocking[][] = days.map(() => []);
  const unplaced: ClockingInstant[] = [];
  for (const instant of kept) {
    const index = dayWithNearestWindow(days, instant.minute) ?? byDate.get(localDate(instant.minute));
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
 * that the template shift nearest it on its own date. Days off stay off, and a day planned with
 * `keepShift` keeps its shift. A working day no clocking starts keeps its rostered shift (so
 * absence still shows) but takes no clockings from a neighbour's window.
 */
function detectAutoShifts(
  timeZone: string,
  days: readonly PlacedDay[],
  template: readonly ShiftDefinition[],
  clockings: readonly Instant[],
  localDate: LocalDateOf,
): PlacedDay[] {
  if (template.length === 0) throw new InvalidShiftInputError('autoShiftTemplate', 'has no shifts');
  const candidates = days.flatMap((day, dayIndex) =>
    day.shift === null || day.keepShift ? [] : template.map((definition) => ({ dayIndex, placed: placeDay(timeZone, { date: day.date, shift: definition }) })),
  );
  const detected = new Map<number, PlacedDay>();
  days.forEach((day, dayIndex) => {
    if (day.keepShift && day.shift !== null) detected.set(dayIndex, day);
  });
  for (const { minute } of clockings) {
    if ([...detected.values()].some((placed) => windowHolds(placed, minute))) continue;
    const open = candidates.filter((candidate) => !detected.has(candidate.dayIndex));
    const ownDate = localDate(minute);
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
  const { midnight, clock } = zoneDay(timeZone, planned.date);
  return {
    date: planned.date,
    shiftId: planned.shift?.id ?? null,
    shift: planned.shift === null ? null : placeShift(planned.shift, clock),
    midnight,
    claimsClockings: true,
    keepShift: planned.keepShift ?? false,
  };
}

/** A date in a zone: its local midnight (epoch minutes) and the clock of wall-clock times from it. */
interface ZoneDay {
  readonly midnight: number;
  readonly clock: LocalClock;
}

const ZONE_DAY_CACHE_SIZE = 4_096;
const zoneDays = new Map<string, ZoneDay>();

/**
 * luxon does every time-zone conversion, but it is slow next to the calculation itself, so each
 * zone and date is converted once: where the zone's offset stays the same for the three days a
 * shift and its breaks can reach, wall-clock times are plain arithmetic from midnight.
 */
function zoneDay(timeZone: string, date: IsoDate): ZoneDay {
  const key = `${timeZone} ${date}`;
  const known = zoneDays.get(key);
  if (known) return known;
  const midnightTime = DateTime.fromISO(date, { zone: timeZone });
  if (!midnightTime.isValid) throw new InvalidShiftInputError('date', `${date} is not a date`);
  const midnightMs = midnightTime.toMillis();
  const midnight = midnightMs / MS_PER_MINUTE;
  let steady = true;
  for (let day = 1; day <= 3 && steady; day++) {
    steady = DateTime.fromMillis(midnightMs + day * 86_400_000, { zone: timeZone }).offset === midnightTime.offset;
  }
  // Across a change, luxon places the time: in the repeated hour of an autumn change the first
  // occurrence counts, and a time in the skipped spring hour moves forward by the hour.
  const clock: LocalClock = steady
    ? wallClock
    : (dayOffset, minuteOfDay) =>
        midnightTime
          .plus({ days: dayOffset })
          .set({ hour: Math.floor(minuteOfDay / 60), minute: minuteOfDay % 60 })
          .toMillis() / MS_PER_MINUTE - midnight;
  if (zoneDays.size >= ZONE_DAY_CACHE_SIZE) zoneDays.clear();
  const zoned = { midnight, clock };
  zoneDays.set(key, zoned);
  return zoned;
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

type LocalDateOf = (minute: Minute) => IsoDate;

/**
 * The local date of an instant: found among the placed days' midnights when it falls between two
 * consecutive dates, otherwise converted by luxon.
 */
function localDates(days: readonly PlacedDay[], timeZone: string): LocalDateOf {
  const sorted = [...days].sort((left, right) => left.midnight - right.midnight);
  return (minute) => {
    let low = 0;
    let high = sorted.length - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (sorted[middle].midnight <= minute) {
        found = middle;
        low = middle + 1;
      } else {
        high = middle - 1;
      }
    }
    const next = sorted[found + 1];
    if (found >= 0 && next && minute < next.midnight && addDays(sorted[found].date, 1) === next.date) return sorted[found].date;
    return localDateOf(minute, timeZone);
  };
}

/**
 * The local date of an instant (epoch minutes) as luxon gives it: a recalculation reads clockings
 * days beyond the days it places, and converting each by luxon cost a twentieth of the time
 * engine's CPU. Between the remembered midnights of a date whose offset holds, it is that date;
 * luxon decides near a change (a repeated midnight counts from its later occurrence there).
 */
export function localDateOf(minute: Minute, timeZone: string): IsoDate {
  // No zone is more than a day from UTC.
  const utcDate = new Date(minute * MS_PER_MINUTE).toISOString().slice(0, 10);
  for (let day = -1; day <= 1; day++) {
    const date = addDays(utcDate, day);
    const zoned = zoneDay(timeZone, date);
    if (zoned.clock === wallClock && minute >= zoned.midnight && minute < zoneDay(timeZone, addDays(date, 1)).midnight) return date;
  }
  return DateTime.fromMillis(minute * MS_PER_MINUTE, { zone: timeZone }).toISODate() ?? '';
}

/** An instant needs its offset: a bare local time would silently take the server's zone. */
function epochMs(at: string | Date): number {
  if (at instanceof Date) return at.getTime();
  if (!/(Z|[+-]\d{2}(:?\d{2})?)$/.test(at)) return Number.NaN;
  const parsed = DateTime.fromISO(at, { setZone: true });
  return parsed.isValid ? parsed.toMillis() : Number.NaN;
}

const validZones = new Set<string>();

function assertZone(timeZone: string): void {
  if (validZones.has(timeZone)) return;
  if (!IANAZone.isValidZone(timeZone)) throw new InvalidShiftInputError('timeZone', `${timeZone} is not an IANA time zone`);
  validZones.add(timeZone);
}
