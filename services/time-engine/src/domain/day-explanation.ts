import type { DayExplanation, ExplainedBreak, ExplainedClocking, GraceBand, TimeSegment, TimeSegmentKind } from '@tna/contracts';
import type { DayWindow } from './day-window';
import type { Pairing } from './pairing';
import { overlap } from './time-values';
import type { Clocking, Minute, PlacedShift } from './types';

/** The structured explanation as the engine fills it: every moment in minutes from the shift date's local midnight. */
export type MinuteExplanation = DayExplanation<Minute>;

/** The bounds a day's clockings are judged against (§4): the shift's or flexi's, moved by partial leave. */
export interface ExpectedBounds {
  readonly earliestStart: Minute;
  readonly latestStart: Minute;
  readonly earliestEnd: Minute;
  readonly latestEnd: Minute;
}

/** An explanation with nothing decided yet: each clocking listed, the duplicates marked. */
export function newExplanation(now: Minute, raw: readonly Clocking[], kept: readonly Clocking[]): MinuteExplanation {
  const keptSet = new Set(kept);
  return {
    now,
    over: false,
    shift: null,
    window: null,
    graceBands: [],
    pairingMethod: null,
    clockings: raw.map(
      (clocking): ExplainedClocking<Minute> => ({
        at: clocking.minute,
        direction: clocking.direction ?? null,
        role: 'ignored',
        pairNumber: null,
        ignoredBecause: keptSet.has(clocking) ? null : 'duplicate',
        adjustedTo: null,
        adjustedBy: null,
      }),
    ),
    pairs: [],
    breaks: [],
    segments: [],
    minutes: {
      inside: 0,
      before: 0,
      after: 0,
      beforeCounted: false,
      breakDeducted: 0,
      target: 0,
      leaveMinutes: 0,
      overtimeCandidates: 0,
      limitOverflowToNormal: 0,
      short: 0,
      madeUpOwn: 0,
      madeUpCarried: 0,
      carriedShortIn: 0,
      carriedShortOut: 0,
      clearedToNormal: 0,
      normal: 0,
      overtime: {},
      noPay: { total: 0, before: 0, after: 0 },
    },
  };
}

/** The scheduled shift, its window and where each grace snaps (§2, §4). */
export function explainSchedule(sheet: MinuteExplanation, shift: PlacedShift, window: DayWindow, over: boolean, bounds: ExpectedBounds): void {
  sheet.over = over;
  sheet.window = { start: window.start, end: window.end };
  sheet.shift = { start: shift.start, end: shift.end, targetMinutes: shift.targetMinutes, flexi: shift.flexi ? { ...shift.flexi } : null, expected: { ...bounds } };
  const bands: GraceBand<Minute>[] = [];
  const { earlyIn, lateIn, earlyOut, lateOut } = shift.grace;
  if (earlyIn > 0) bands.push({ kind: 'earlyIn', minutes: earlyIn, start: bounds.earliestStart - earlyIn, end: bounds.earliestStart });
  if (lateIn > 0) bands.push({ kind: 'lateIn', minutes: lateIn, start: bounds.latestStart, end: bounds.latestStart + lateIn });
  if (earlyOut > 0) bands.push({ kind: 'earlyOut', minutes: earlyOut, start: bounds.earliestEnd - earlyOut, end: bounds.earliestEnd });
  if (lateOut > 0) bands.push({ kind: 'lateOut', minutes: lateOut, start: bounds.latestEnd, end: bounds.latestEnd + lateOut });
  sheet.graceBands = bands;
}

/** 105: no clocking lies in the window, so none takes part. */
export function explainOutsideWindow(sheet: MinuteExplanation): void {
  for (const clocking of sheet.clockings) if (clocking.ignoredBecause === null) clocking.ignoredBecause = 'outsideWindow';
}

/**
 * Each kept clocking's part in the pairs (§3), read before grace and rounding move the first IN
 * and last OUT: kept clockings are at least 2 minutes apart, so a minute names one clocking.
 */
export function explainPairing(sheet: MinuteExplanation, pairs: Pairing): void {
  sheet.pairingMethod = pairs.method;
  const parts = new Map<Minute, { role: 'IN' | 'OUT'; pairNumber: number }>();
  pairs.ins.forEach((minute, index) => {
    parts.set(minute, { role: 'IN', pairNumber: index + 1 });
    parts.set(pairs.outs[index], { role: 'OUT', pairNumber: index + 1 });
  });
  if (pairs.openIn !== null) parts.set(pairs.openIn, { role: 'IN', pairNumber: pairs.ins.length + 1 });
  for (const clocking of sheet.clockings) {
    if (clocking.ignoredBecause !== null) continue;
    const part = parts.get(clocking.at);
    if (part) {
      clocking.role = part.role;
      clocking.pairNumber = part.pairNumber;
    } else {
      clocking.ignoredBecause = pairs.method === 'filo' ? 'filo' : clocking.direction === 'IN' ? 'secondIn' : 'outWithoutIn';
    }
  }
}

/** The first IN's i′ or the last OUT's o′ (§4). */
export function explainAdjustedClocking(sheet: MinuteExplanation, raw: Minute, adjusted: Minute, byGrace: boolean): void {
  if (adjusted === raw) return;
  const clocking = sheet.clockings.find((candidate) => candidate.at === raw && candidate.ignoredBecause === null);
  if (!clocking) return;
  clocking.adjustedTo = adjusted;
  clocking.adjustedBy = byGrace ? 'grace' : 'rounding';
}

/**
 * The worked pairs located against the range (§5): before, inside and after it, the minutes of
 * unpaid fixed breaks cut out of them; the open pair up to now (or its limit); the lateness and
 * early-out gaps. `ins`/`outs` hold i′ and o′.
 */
export function explainWorkedPairs(
  sheet: MinuteExplanation,
  pairs: Pairing,
  bounds: ExpectedBounds | null,
  shift: PlacedShift | null,
  openUntil: Minute,
  gaps: { lateFrom: Minute; lateTo: Minute; earlyFrom: Minute; earlyTo: Minute },
): void {
  sheet.pairs = pairs.ins.map((start, index) => ({ in: start, out: pairs.outs[index] }));
  if (pairs.openIn !== null) sheet.pairs.push({ in: pairs.openIn, out: null });
  const breaks = unpaidFixedBreaks(shift);
  const segments: TimeSegment<Minute>[] = [];
  pairs.ins.forEach((start, index) => {
    const end = pairs.outs[index];
    if (bounds === null) {
      cutBreaks(segments, 'offDay', start, end, breaks);
      return;
    }
    cutBreaks(segments, 'before', start, Math.min(end, bounds.earliestStart), breaks);
    cutBreaks(segments, 'inside', Math.max(start, bounds.earliestStart), Math.min(end, bounds.latestEnd), breaks);
    cutBreaks(segments, 'after', Math.max(start, bounds.latestEnd), end, breaks);
  });
  if (pairs.openIn !== null) addSegment(segments, 'open', pairs.openIn, Math.max(pairs.openIn, openUntil));
  addSegment(segments, 'late', gaps.lateFrom, gaps.lateTo);
  addSegment(segments, 'earlyOut', gaps.earlyFrom, gaps.earlyTo);
  sheet.segments = segments.sort((left, right) => left.start - right.start);
}

/** A 100 or 105 day: the whole expected range is short. */
export function explainAbsence(sheet: MinuteExplanation, bounds: ExpectedBounds): void {
  sheet.segments = [];
  addSegment(sheet.segments, 'absent', bounds.earliestStart, bounds.latestEnd);
}

/** Each break and the worked minutes it deducts before the cap at inside time (§5); a floating break has no place in time. */
export function breakDeductions(shift: PlacedShift, pairs: Pairing, inside: number): ExplainedBreak<Minute>[] {
  return shift.breaks.map((shiftBreak): ExplainedBreak<Minute> => {
    if (shiftBreak.kind === 'floating') {
      const deducted = !shiftBreak.paid && inside >= shiftBreak.after ? shiftBreak.minutes : 0;
      return { kind: 'floating', minutes: shiftBreak.minutes, after: shiftBreak.after, paid: shiftBreak.paid, deducted };
    }
    let worked = 0;
    pairs.ins.forEach((start, index) => (worked += overlap(start, pairs.outs[index], shiftBreak.start, shiftBreak.end)));
    return { kind: 'fixed', start: shiftBreak.start, end: shiftBreak.end, paid: shiftBreak.paid, deducted: shiftBreak.paid ? 0 : worked };
  });
}

function unpaidFixedBreaks(shift: PlacedShift | null): { start: Minute; end: Minute }[] {
  const breaks: { start: Minute; end: Minute }[] = [];
  for (const shiftBreak of shift?.breaks ?? []) if (shiftBreak.kind === 'fixed' && !shiftBreak.paid) breaks.push({ start: shiftBreak.start, end: shiftBreak.end });
  return breaks.sort((left, right) => left.start - right.start);
}

/** [start, end) as `kind`, the parts inside unpaid fixed breaks as `break`. */
function cutBreaks(segments: TimeSegment<Minute>[], kind: TimeSegmentKind, start: Minute, end: Minute, breaks: readonly { start: Minute; end: Minute }[]): void {
  let from = start;
  for (const shiftBreak of breaks) {
    if (shiftBreak.end <= from || shiftBreak.start >= end) continue;
    addSegment(segments, kind, from, Math.max(from, shiftBreak.start));
    const breakEnd = Math.min(end, shiftBreak.end);
    addSegment(segments, 'break', Math.max(from, shiftBreak.start), breakEnd);
    from = Math.max(from, breakEnd);
  }
  addSegment(segments, kind, from, end);
}

function addSegment(segments: TimeSegment<Minute>[], kind: TimeSegmentKind, start: Minute, end: Minute): void {
  if (end > start) segments.push({ kind, start, end, minutes: end - start });
}
