/**
 * The engine works in whole minutes. Every time of one employee-day (clockings, shift bounds,
 * breaks, "now") is a count of elapsed minutes from the local midnight that starts the shift's
 * date, so a night shift's end is above 1440 and a daylight-saving night is 60 minutes shorter
 * or longer than the wall clock suggests.
 */
export type Minute = number;

/** A local calendar date, `YYYY-MM-DD`. */
export type IsoDate = string;

/** A local wall-clock time, `HH:mm`. */
export type ClockTime = string;

export type Direction = 'IN' | 'OUT';

export interface Clocking {
  readonly minute: Minute;
  /** Only access-control readers give one; without it clockings alternate IN, OUT. */
  readonly direction?: Direction;
}

/** A rounding type: block B (divides 60), start minutes M, break point P. */
export interface RoundingType {
  readonly block: number;
  readonly startMinutes: number;
  readonly breakPoint: number;
}

/** Minutes of each grace; 0 switches that grace off. */
export interface GraceTimes {
  readonly lateIn: number;
  readonly earlyIn: number;
  readonly earlyOut: number;
  readonly lateOut: number;
}

export interface FlexiBounds {
  readonly earliestStart: Minute;
  readonly latestStart: Minute;
  readonly earliestEnd: Minute;
  readonly latestEnd: Minute;
}

export interface FixedBreak {
  readonly kind: 'fixed';
  readonly start: Minute;
  readonly end: Minute;
  readonly paid: boolean;
}

export interface FloatingBreak {
  readonly kind: 'floating';
  readonly minutes: number;
  /** Taken once inside time reaches this many minutes. */
  readonly after: number;
  readonly paid: boolean;
}

export type ShiftBreak = FixedBreak | FloatingBreak;

export interface OvertimeTier {
  /** 1..10; a higher bucket is a higher pay rate. */
  readonly bucket: number;
  /** Null: the tier takes whatever is left. */
  readonly maxMinutes: number | null;
}

export interface MakeUpRule {
  readonly fromBuckets: readonly number[];
  readonly carryShortTime: boolean;
}

/** A shift placed on its date: every time is in minutes from the date's local midnight. */
export interface PlacedShift {
  readonly start: Minute;
  readonly end: Minute;
  readonly targetMinutes: number;
  readonly noTargetHours: boolean;
  readonly breaks: readonly ShiftBreak[];
  readonly roundingIn: RoundingType | null;
  readonly roundingOut: RoundingType | null;
  readonly grace: GraceTimes;
  readonly flexi: FlexiBounds | null;
  readonly preShiftOvertime: boolean;
  readonly overtimeTiers: readonly OvertimeTier[];
  readonly requiresOvertimeAuthorisation: boolean;
  readonly makeUp: MakeUpRule | null;
}

export type LeavePosition = 'BEGIN' | 'END';

export type DayLeave =
  | { readonly kind: 'full' }
  | { readonly kind: 'partial'; readonly minutes: number; readonly position: LeavePosition };

/**
 * An overtime limit rule as it stands on this date. Arrays are indexed by bucket (1..10; index 0
 * is unused): `limits[b]` is the limit over the rule's N days or null for none, `previous[b]` the
 * minutes already in bucket b on the N−1 earlier days.
 */
export interface OvertimeLimitState {
  readonly days: number;
  readonly limits: readonly (number | null)[];
  readonly previous: readonly number[];
}

/** The exceptions a shift adjustment can clear (they become 108..112). */
export type ClearableStatus = 100 | 103 | 104 | 106 | 107;

/** A time value: normal time or an overtime bucket `'1'`..`'10'`. */
export type TimeValueName = 'normal' | `${number}`;

export type AdjustmentAction =
  | 'none'
  | 'add'
  | 'deduct'
  | 'deductMakeUp'
  | 'deductCarried'
  | 'fromNoPay'
  | 'futureOvertime'
  | 'transfer';

/** A time adjustment as TIME-ENGINE.md §10.1 states it; applied in order after §7. */
export interface TimeAdjustment {
  readonly action: AdjustmentAction;
  readonly minutes: number;
  readonly value?: TimeValueName;
  readonly toValue?: TimeValueName;
  readonly noPayType?: 'NP' | 'NPB' | 'NPA';
}

/** One employee-day, ready to calculate. */
export interface ShiftDayInput {
  /** The moment of calculation, in minutes from the shift date's local midnight. */
  readonly now: Minute;
  /** Null on a day off. */
  readonly shift: PlacedShift | null;
  /** The clockings assigned to this day, in time order. */
  readonly clockings: readonly Clocking[];
  readonly filo: boolean;
  readonly leave: DayLeave | null;
  readonly overtimeAuthorised: boolean;
  readonly carriedShortIn: number;
  readonly overtimeLimit: OvertimeLimitState | null;
  readonly clearedExceptions: readonly ClearableStatus[];
  /** The day's time adjustments in the order they were made (none: empty or absent). */
  readonly adjustments?: readonly TimeAdjustment[];
}

export interface NoPay {
  total: number;
  before: number;
  after: number;
}

/** What payroll sees for one employee-day. `overtime` lists non-zero buckets only. */
export interface ShiftResult {
  normal: number;
  overtime: Record<string, number>;
  /** T − normal before make-up (0 while the day is in progress). */
  short: number;
  noPay: NoPay;
  carriedShortOut: number;
  breakDeducted: number;
  leaveMinutes: number;
  /** Ascending. */
  statuses: number[];
}

/** Lines describing each step of a calculation, filled only when the caller asks for them. */
export type ExplainTrace = string[];
