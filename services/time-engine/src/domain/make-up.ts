import type { Buckets } from './overtime';
import type { MakeUpRule, NoPay } from './types';

/** Minutes make-up took from one bucket, in the order it took them. */
export interface MakeUpTake {
  readonly bucket: number;
  minutes: number;
}

/**
 * What make-up moved into normal time, kept so that a later "deduct make-up time" adjustment
 * can give it back (TIME-ENGINE.md §10.1): the takes in order, and how much of it covered the
 * day's own short time and how much the carried short time.
 */
export interface MakeUpLedger {
  readonly takes: MakeUpTake[];
  ownMadeUp: number;
  carriedMadeUp: number;
  readonly carryShortTime: boolean;
}

export interface MakeUpOutcome {
  /** Minutes moved from buckets to normal time. */
  madeUp: number;
  /** Null without a make-up rule. */
  ledger: MakeUpLedger | null;
  noPay: number;
  carriedShortOut: number;
}

/**
 * §7: with a make-up rule the rule's buckets, in sequence, make up the day's own short time,
 * then the carried short time, whether or not carry-over is on; carry-over decides only whether
 * the day's own leftover is carried or no-pay. Without a rule all short time is no-pay and the
 * carried short time passes through. Mutates `buckets`.
 */
export function makeUpShortTime(short: number, carriedShortIn: number, rule: MakeUpRule | null, buckets: Buckets): MakeUpOutcome {
  if (rule === null) return { madeUp: 0, ledger: null, noPay: short, carriedShortOut: carriedShortIn };
  const takes: MakeUpTake[] = [];
  const ownMadeUp = takeFromBuckets(short, rule.fromBuckets, buckets, takes);
  const carriedMadeUp = takeFromBuckets(carriedShortIn, rule.fromBuckets, buckets, takes);
  const shortLeft = short - ownMadeUp;
  const carriedLeft = carriedShortIn - carriedMadeUp;
  return {
    madeUp: ownMadeUp + carriedMadeUp,
    ledger: { takes, ownMadeUp, carriedMadeUp, carryShortTime: rule.carryShortTime },
    noPay: rule.carryShortTime ? 0 : shortLeft,
    carriedShortOut: rule.carryShortTime ? carriedLeft + shortLeft : carriedLeft,
  };
}

/** A rule's ledger on a day where nothing could be made up (absent, in progress). */
export function emptyLedger(rule: MakeUpRule | null): MakeUpLedger | null {
  return rule === null ? null : { takes: [], ownMadeUp: 0, carriedMadeUp: 0, carryShortTime: rule.carryShortTime };
}

function takeFromBuckets(wanted: number, sequence: readonly number[], buckets: Buckets, takes: MakeUpTake[]): number {
  let taken = 0;
  for (let index = 0; index < sequence.length && taken < wanted; index++) {
    const bucket = sequence[index];
    const take = Math.min(wanted - taken, buckets[bucket]);
    if (take === 0) continue;
    buckets[bucket] -= take;
    taken += take;
    takes.push({ bucket, minutes: take });
  }
  return taken;
}

/** NP B = min(lateness, no-pay); NP A = min(early-out minutes, no-pay − NP B) (§7). */
export function splitNoPay(total: number, lateness: number, earlyOut: number): NoPay {
  const before = Math.min(lateness, total);
  const after = Math.min(earlyOut, total - before);
  return { total, before, after };
}
