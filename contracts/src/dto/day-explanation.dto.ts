/**
 * The time engine's explanation of one calculated day, structured so a screen can draw it
 * (GetTimeCalculationMethod's `explanation`). `Time` is where a moment lies: the engine works in
 * minutes from the shift date's local midnight, the stored and served form is an ISO instant.
 */
export interface DayExplanation<Time = string> {
  /** The moment the day was calculated at. */
  now: Time;
  /** `now` is at or after the window's end (a day off: no window, never "over" this way). */
  over: boolean;
  /** The scheduled shift; null on a day off. */
  shift: ExplainedShift<Time> | null;
  /** [S − 4h, E + 4h] (flexi: earliest start − 4h to latest end + 4h), never moved by leave; null on a day off. */
  window: TimeRange<Time> | null;
  /** Where a grace snaps a first IN or last OUT to the shift's bounds. */
  graceBands: GraceBand<Time>[];
  /** null when no clocking was paired (none, or all outside the window). */
  pairingMethod: 'filo' | 'directional' | 'alternating' | null;
  /** Every clocking given to the day, duplicates included, in time order. */
  clockings: ExplainedClocking<Time>[];
  /** Closed pairs with i′ and o′ applied, then the open pair if any (`out` null). */
  pairs: ExplainedPair<Time>[];
  breaks: ExplainedBreak<Time>[];
  /** The located minutes: worked time by where it lies, deducted break time, lateness and early-out gaps, absence. */
  segments: TimeSegment<Time>[];
  /** Where every minute went, in the order the engine decided it (TIME-ENGINE.md §5–§8). */
  minutes: MinuteAccount;
}

export interface TimeRange<Time = string> {
  start: Time;
  end: Time;
}

export interface ExplainedShift<Time = string> {
  start: Time;
  end: Time;
  targetMinutes: number;
  flexi: { earliestStart: Time; latestStart: Time; earliestEnd: Time; latestEnd: Time } | null;
  /** The bounds clockings are judged against: the shift's (flexi's), moved by partial leave. A fixed shift has earliest = latest. */
  expected: { earliestStart: Time; latestStart: Time; earliestEnd: Time; latestEnd: Time };
}

export interface GraceBand<Time = string> {
  kind: 'earlyIn' | 'lateIn' | 'earlyOut' | 'lateOut';
  minutes: number;
  start: Time;
  end: Time;
}

export interface ExplainedClocking<Time = string> {
  at: Time;
  /** As the reader sent it; null where the reader sends none (pairing by alternation). */
  direction: 'IN' | 'OUT' | null;
  role: 'IN' | 'OUT' | 'ignored';
  /** From 1; null when ignored. */
  pairNumber: number | null;
  ignoredBecause: 'duplicate' | 'filo' | 'secondIn' | 'outWithoutIn' | 'outsideWindow' | null;
  /** The first IN's i′ or the last OUT's o′ where grace or rounding moved it. */
  adjustedTo: Time | null;
  adjustedBy: 'grace' | 'rounding' | null;
}

export interface ExplainedPair<Time = string> {
  in: Time;
  /** null: the pair is open and adds no time. */
  out: Time | null;
}

export type ExplainedBreak<Time = string> =
  | { kind: 'fixed'; start: Time; end: Time; paid: boolean; deducted: number }
  | { kind: 'floating'; minutes: number; after: number; paid: boolean; deducted: number };

export type TimeSegmentKind =
  /** Worked within [earliest start, latest end]. */
  | 'inside'
  /** Worked before the range: overtime where the shift allows pre-shift overtime, else not counted. */
  | 'before'
  /** Worked after the range: overtime. */
  | 'after'
  /** Worked on a day off: overtime in bucket 1. */
  | 'offDay'
  /** Worked inside an unpaid fixed break: deducted. */
  | 'break'
  /** From the latest start to i′: lateness (no-pay before where short time is not made up). */
  | 'late'
  /** From o′ to the earliest end: early out (no-pay after likewise). */
  | 'earlyOut'
  /** An open pair: from its IN on, adds no time. */
  | 'open'
  /** A scheduled day without time (100, 105): the whole shift is short. */
  | 'absent';

export interface TimeSegment<Time = string> {
  kind: TimeSegmentKind;
  start: Time;
  end: Time;
  minutes: number;
}

export interface MinuteAccount {
  /** Worked minutes of the closed pairs within, before and after the range. */
  inside: number;
  before: number;
  after: number;
  /** Before time counts as overtime only where the shift allows pre-shift overtime. */
  beforeCounted: boolean;
  breakDeducted: number;
  /** T: target minus leave. */
  target: number;
  leaveMinutes: number;
  /** Overtime candidates before the tiers. */
  overtimeCandidates: number;
  /** Overtime beyond bucket 1's limit that became normal time. */
  limitOverflowToNormal: number;
  /** T − normal before make-up. */
  short: number;
  /** Short time made up from the buckets: the day's own, then carried. */
  madeUpOwn: number;
  madeUpCarried: number;
  carriedShortIn: number;
  carriedShortOut: number;
  /** No-pay cleared into normal time by shift adjustments (108, 110, 112). */
  clearedToNormal: number;
  /** The day's final values. */
  normal: number;
  overtime: Record<string, number>;
  noPay: { total: number; before: number; after: number };
}

/**
 * How the time engine stores an explanation (`time_engine.v_employee_shifts.calculation_explanation`):
 * moments as minutes from `midnight`, the instant the shift date's local midnight was, which
 * keeps the row small and the write fast; readers turn them into instants with `explanationAt`.
 */
export interface StoredDayExplanation {
  midnight: string;
  minutes: DayExplanation<number>;
}

/** The stored explanation with every moment an ISO instant. */
export function explanationAt(stored: StoredDayExplanation): DayExplanation {
  const origin = Date.parse(stored.midnight);
  return mapExplanationTimes(stored.minutes, (minute) => new Date(origin + minute * 60_000).toISOString());
}

/** Moves every moment of an explanation from one form to another (minutes to instants, or to wall-clock text). */
export function mapExplanationTimes<From, To>(sheet: DayExplanation<From>, at: (moment: From) => To): DayExplanation<To> {
  const range = <R extends { start: From; end: From }>(value: R) => ({ ...value, start: at(value.start), end: at(value.end) });
  const bounds = (value: { earliestStart: From; latestStart: From; earliestEnd: From; latestEnd: From }) => ({
    earliestStart: at(value.earliestStart),
    latestStart: at(value.latestStart),
    earliestEnd: at(value.earliestEnd),
    latestEnd: at(value.latestEnd),
  });
  const shift = sheet.shift;
  return {
    ...sheet,
    now: at(sheet.now),
    window: sheet.window && range(sheet.window),
    shift: shift && { ...shift, start: at(shift.start), end: at(shift.end), flexi: shift.flexi && bounds(shift.flexi), expected: bounds(shift.expected) },
    graceBands: sheet.graceBands.map(range),
    clockings: sheet.clockings.map((clocking) => ({ ...clocking, at: at(clocking.at), adjustedTo: clocking.adjustedTo === null ? null : at(clocking.adjustedTo) })),
    pairs: sheet.pairs.map((pair) => ({ in: at(pair.in), out: pair.out === null ? null : at(pair.out) })),
    breaks: sheet.breaks.map((shiftBreak) => (shiftBreak.kind === 'fixed' ? range(shiftBreak) : shiftBreak)),
    segments: sheet.segments.map(range),
    minutes: { ...sheet.minutes, overtime: { ...sheet.minutes.overtime }, noPay: { ...sheet.minutes.noPay } },
  };
}
