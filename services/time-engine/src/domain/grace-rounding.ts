import type { GraceTimes, Minute, RoundingType } from './types';

/**
 * The grace snap of the first IN (§4): within the early-in grace before the earliest start it
 * becomes the earliest start, within the late-in grace after the latest start the latest start.
 * A fixed shift has earliest = latest = S. Null when no grace applies.
 */
export function graceSnapIn(clocking: Minute, earliest: Minute, latest: Minute, grace: GraceTimes): Minute | null {
  if (grace.earlyIn > 0 && clocking >= earliest - grace.earlyIn && clocking < earliest) return earliest;
  if (grace.lateIn > 0 && clocking > latest && clocking <= latest + grace.lateIn) return latest;
  return null;
}

/** The same for the last OUT against the earliest and latest end. */
export function graceSnapOut(clocking: Minute, earliest: Minute, latest: Minute, grace: GraceTimes): Minute | null {
  if (grace.earlyOut > 0 && clocking >= earliest - grace.earlyOut && clocking < earliest) return earliest;
  if (grace.lateOut > 0 && clocking > latest && clocking <= latest + grace.lateOut) return latest;
  return null;
}

/**
 * base = M + floor((t − M) / B) × B; t rounds down to base when t − base ≤ P, else up to
 * base + B. B divides 60, so a whole day's offset never changes the result and t may count
 * from the shift date's midnight.
 */
export function roundMinute(minute: Minute, rounding: RoundingType): Minute {
  const base = rounding.startMinutes + Math.floor((minute - rounding.startMinutes) / rounding.block) * rounding.block;
  return minute - base <= rounding.breakPoint ? base : base + rounding.block;
}

/** i′: grace wins over rounding. */
export function adjustFirstIn(
  clocking: Minute,
  earliest: Minute,
  latest: Minute,
  grace: GraceTimes,
  rounding: RoundingType | null,
): Minute {
  const snapped = graceSnapIn(clocking, earliest, latest, grace);
  if (snapped !== null) return snapped;
  return rounding ? roundMinute(clocking, rounding) : clocking;
}

/** o′: grace wins over rounding. */
export function adjustLastOut(
  clocking: Minute,
  earliest: Minute,
  latest: Minute,
  grace: GraceTimes,
  rounding: RoundingType | null,
): Minute {
  const snapped = graceSnapOut(clocking, earliest, latest, grace);
  if (snapped !== null) return snapped;
  return rounding ? roundMinute(clocking, rounding) : clocking;
}
