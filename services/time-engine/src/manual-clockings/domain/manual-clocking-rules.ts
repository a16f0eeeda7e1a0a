import { DateTime } from 'luxon';
import { MANUAL_CLOCKING_MAX_DAYS_AWAY, type ClockingDirection, type ClockingResultCode } from '@tna/contracts';
import { addDays, DUPLICATE_MINUTES, type IsoDate } from '../../domain';

/** The actions that add clockings; DeleteClocking has rules of its own. */
export type ManualClockingAction = 'CreateClockInOnly' | 'CreateClockOutOnly' | 'CreateClockInOut' | 'InsertClocking';

/** A clocking of the day and the part it plays in the day's stored pairs. */
export interface DayClocking {
  readonly id: string;
  readonly at: Date;
  readonly role: 'IN' | 'OUT' | 'ignored';
  /** Entered on the clocking screen (the only kind DeleteClocking removes). */
  readonly manual: boolean;
}

/** The employee's day as stored: null when it has no shift record. */
export interface ManualClockingDay {
  readonly locked: boolean;
  /** Payroll has the day (time_engine.exported_days): refused as a locked day is. */
  readonly exported: boolean;
  /** noRoster days are calculated as days off (docs/time-engine.md, decision 20). */
  readonly dayKind: 'shift' | 'dayOff' | 'noRoster';
  /** In time order. */
  readonly clockings: readonly DayClocking[];
  /** The IN of the pair left open, if any. */
  readonly openIn: Date | null;
}

export interface RequestedTimes {
  readonly in?: Date;
  readonly out?: Date;
}

export interface NewClocking {
  readonly at: Date;
  readonly direction: ClockingDirection;
}

/** `exported`: the refusal is the lock (10) of a day exported to payroll. */
export type ManualClockingDecision =
  | { readonly code: ClockingResultCode; readonly clockings: readonly NewClocking[] }
  | { readonly code: ClockingResultCode; readonly clockings?: undefined; readonly exported?: true };

export type DeleteDecision =
  | { readonly code: 21; readonly clockingIDs: readonly string[] }
  | { readonly code: 10 | 22 | 23; readonly clockingIDs?: undefined; readonly exported?: true };

/** What each action answers when it stores its clockings. */
const SUCCESS: Record<ManualClockingAction, (times: RequestedTimes) => ClockingResultCode> = {
  CreateClockInOnly: () => 100,
  CreateClockOutOnly: () => 111,
  CreateClockInOut: (times) => (times.in && times.out ? 1 : times.in ? 11 : 111),
  InsertClocking: () => 20,
};

const MS_PER_MINUTE = 60_000;
const minuteOf = (at: Date) => Math.floor(at.getTime() / MS_PER_MINUTE);

/**
 * The clocking rules of part 2 §5 and the codes of §8. Clock in, clock out and clock in/out
 * continue the day's pairs on a scheduled shift: a clock in comes after every clocking of the
 * day, a clock out closes the open pair; a day off is refused (3). Insert Clocking puts an IN or
 * OUT anywhere on any day with a shift record. `nearby` are the employee's clockings around the
 * requested times (any day, any source): one less than DUPLICATE_MINUTES away is the same punch (60).
 * A day exported to payroll is refused as a locked one (10), whether locked or not.
 */
export function decideManualClocking(
  action: ManualClockingAction,
  day: ManualClockingDay | null,
  times: RequestedTimes,
  nearby: readonly Date[],
): ManualClockingDecision {
  if (day === null) return { code: action === 'InsertClocking' ? 23 : 2 };
  if (day.exported) return { code: 10, exported: true };
  if (day.locked) return { code: 10 };
  if (action !== 'InsertClocking' && day.dayKind !== 'shift') return { code: 3 };
  if (times.in && times.out && times.out <= times.in) return { code: 5 };
  const requested = [times.in, times.out].filter((at): at is Date => at !== undefined);
  if (tooClose(requested, nearby) || tooClose(requested.slice(0, 1), requested.slice(1))) return { code: 60 };
  const refusal = action === 'InsertClocking' ? null : shapeRefusal(day, action === 'CreateClockOutOnly' ? { out: times.out } : times);
  if (refusal !== null) return { code: refusal };
  const clockings: NewClocking[] = [];
  if (times.in) clockings.push({ at: times.in, direction: 'IN' });
  if (times.out) clockings.push({ at: times.out, direction: 'OUT' });
  return { code: SUCCESS[action](times), clockings };
}

/** §5: a clock out needs a clock in and comes after it; a new in after every in and out of the day; a new out after every out. */
function shapeRefusal(day: ManualClockingDay, times: RequestedTimes): ClockingResultCode | null {
  const ins = day.clockings.filter((clocking) => clocking.role === 'IN').map((clocking) => clocking.at);
  const outs = day.clockings.filter((clocking) => clocking.role === 'OUT').map((clocking) => clocking.at);
  const lastIn = latest(ins);
  const lastOut = latest(outs);
  if (times.in) {
    if (day.openIn !== null) return 6;
    if (lastIn !== null && times.in <= lastIn) return 7;
    if (lastOut !== null && times.in < lastOut) return 8;
    // The new in opens the pair the out (if any) closes: out after in was checked (5).
    return null;
  }
  if (times.out) {
    if (day.openIn !== null) return times.out <= day.openIn ? 5 : null;
    if (lastOut !== null && times.out <= lastOut) return 9;
    return 4;
  }
  return null;
}

/** DeleteClocking: one manual clocking of the day (`clockingID`), or all of them. Readers' clockings are never deleted. */
export function decideDeleteClocking(day: ManualClockingDay | null, clockingID: string | undefined): DeleteDecision {
  if (day === null) return { code: 23 };
  if (day.exported) return { code: 10, exported: true };
  if (day.locked) return { code: 10 };
  const chosen = day.clockings.filter((clocking) => clocking.manual && (clockingID === undefined || clocking.id === clockingID));
  return chosen.length === 0 ? { code: 22 } : { code: 21, clockingIDs: chosen.map((clocking) => clocking.id) };
}

function tooClose(requested: readonly Date[], others: readonly Date[]): boolean {
  return requested.some((at) => others.some((other) => Math.abs(minuteOf(at) - minuteOf(other)) < DUPLICATE_MINUTES));
}

function latest(instants: readonly Date[]): Date | null {
  return instants.reduce<Date | null>((last, at) => (last === null || at > last ? at : last), null);
}

/** What is wrong with the request's date, for a 400 naming `date`: more than MANUAL_CLOCKING_MAX_DAYS_AWAY from the employee's today. */
export function dateProblem(date: IsoDate, zone: string, now: Date): string | null {
  const today = DateTime.fromJSDate(now, { zone }).toISODate()!;
  const away = Math.abs(DateTime.fromISO(date, { zone: 'UTC' }).diff(DateTime.fromISO(today, { zone: 'UTC' }), 'days').days);
  return away > MANUAL_CLOCKING_MAX_DAYS_AWAY ? `date must be within ${MANUAL_CLOCKING_MAX_DAYS_AWAY} days of today (${today})` : null;
}

/**
 * A wall time `YYYY-MM-DDTHH:MM` in the employee's zone as an instant, or a problem for a 400
 * naming the field: a time whose date is not the shift's date, the day before or the two after
 * cannot belong to that day's window (S − 4h to E + 4h, E at most a day after S). A time in the
 * skipped hour of a daylight-saving spring moves forward by the hour; one in the repeated autumn
 * hour is its first occurrence (docs/time-engine.md, decision 15).
 */
export function instantOf(wallTime: string, date: IsoDate, zone: string): { at: Date } | { problem: string } {
  const wallDate = wallTime.slice(0, 10);
  if (wallDate < addDays(date, -1) || wallDate > addDays(date, 2)) return { problem: `must lie within the window of the day ${date}` };
  const local = DateTime.fromISO(wallTime, { zone });
  return local.isValid ? { at: local.toJSDate() } : { problem: `is not a time in ${zone}` };
}
