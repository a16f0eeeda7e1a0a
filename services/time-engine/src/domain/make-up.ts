import type { Buckets } from './overtime';
import type { MakeUpRule, NoPay } from './types';

export interface MakeUpOutcome {
  /** Minutes moved from buckets to normal time. */
  madeUp: number;
  /** The day's own short time made up. */
  ownMadeUp: number;
  /** Carried short time made up. */
  carriedMadeUp: number;
  noPay: number;
  carriedShortOut: number;
}

/**
 * §7: the day's own short time is made up from the rule's buckets in sequence, then (with
 * carry-over on) the carried short time; what is left of the day's short time is carried or,
 * without carry-over, no-pay. Without a rule all short time is no-pay and the carried short time
 * passes through. Mutates `buckets`.
 */
export function makeUpShortTime(short: number, carriedShortIn: number, rule: MakeUpRule | null, buckets: Buckets): MakeUpOutcome {
  if (rule === null) {
    return { madeUp: 0, ownMadeUp: 0, carriedMadeUp: 0, noPay: short, carriedShortOut: carriedShortIn };
  }
  const ownMadeUp = takeFromBuckets(short, rule.fromBuckets, buckets);
  const shortLeft = short - ownMadeUp;
  if (!rule.carryShortTime) {
    return { madeUp: ownMadeUp, ownMadeUp, carriedMadeUp: 0, noPay: shortLeft, carriedShortOut: carriedShortIn };
  }
  const carriedMadeUp = takeFromBuckets(carriedShortIn, rule.fromBuckets, buckets);
  return {
    madeUp: ownMadeUp + carriedMadeUp,
    ownMadeUp,
    carriedMadeUp,
    noPay: 0,
    carriedShortOut: carriedShortIn - carriedMadeUp + shortLeft,
  };
}

function takeFromBuckets(wanted: number, sequence: readonly number[], buckets: Buckets): number {
  let taken = 0;
  for (let index = 0; index < sequence.length && taken < wanted; index++) {
    const bucket = sequence[index];
    const take = Math.min(wanted - taken, buckets[bucket]);
    buckets[bucket] -= take;
    taken += take;
  }
  return taken;
}

/** NP B = min(lateness, no-pay); NP A = min(early-out minutes, no-pay − NP B) (§7). */
export function splitNoPay(total: number, lateness: number, earlyOut: number): NoPay {
  const before = Math.min(lateness, total);
  const after = Math.min(earlyOut, total - before);
  return { total, before, after };
}
