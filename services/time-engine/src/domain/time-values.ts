import type { Minute, ShiftBreak } from './types';

export interface WorkedTime {
  /** Worked minutes within [rangeStart, rangeEnd]. */
  inside: number;
  before: number;
  after: number;
}

/** Splits closed pairs (ins[k]–outs[k]) into inside, before and after the range (§5). */
export function measureWorkedTime(ins: readonly Minute[], outs: readonly Minute[], rangeStart: Minute, rangeEnd: Minute): WorkedTime {
  let inside = 0;
  let before = 0;
  let after = 0;
  for (let pair = 0; pair < ins.length; pair++) {
    const from = ins[pair];
    const to = outs[pair];
    inside += overlap(from, to, rangeStart, rangeEnd);
    before += Math.max(0, Math.min(to, rangeStart) - from);
    after += Math.max(0, to - Math.max(from, rangeEnd));
  }
  return { inside, before, after };
}

/**
 * Unpaid break minutes to deduct: worked minutes inside each unpaid fixed break, and each unpaid
 * floating break once inside time (before any deduction) reaches its `after`. Never more than
 * the inside time.
 */
export function unpaidBreakMinutes(ins: readonly Minute[], outs: readonly Minute[], breaks: readonly ShiftBreak[], inside: number): number {
  let deducted = 0;
  for (const shiftBreak of breaks) {
    if (shiftBreak.paid) continue;
    if (shiftBreak.kind === 'floating') {
      if (inside >= shiftBreak.after) deducted += shiftBreak.minutes;
      continue;
    }
    for (let pair = 0; pair < ins.length; pair++) deducted += overlap(ins[pair], outs[pair], shiftBreak.start, shiftBreak.end);
  }
  return Math.min(deducted, inside);
}

export function overlap(from: Minute, to: Minute, rangeStart: Minute, rangeEnd: Minute): number {
  return Math.max(0, Math.min(to, rangeEnd) - Math.max(from, rangeStart));
}
