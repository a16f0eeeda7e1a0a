import type { Clocking, Minute } from './types';

/** Two punches less than this many minutes apart are the reader sending one punch twice. */
export const DUPLICATE_MINUTES = 2;

/**
 * Drops each clocking less than 2 minutes after the previous kept one. Returns the same array
 * when nothing is dropped, which is almost always.
 */
export function withoutDuplicates(clockings: readonly Clocking[]): readonly Clocking[] {
  for (let index = 1; index < clockings.length; index++) {
    if (clockings[index].minute - clockings[index - 1].minute < DUPLICATE_MINUTES) return keepDistinct(clockings);
  }
  return clockings;
}

function keepDistinct(clockings: readonly Clocking[]): Clocking[] {
  const kept: Clocking[] = [clockings[0]];
  for (let index = 1; index < clockings.length; index++) {
    if (clockings[index].minute - kept[kept.length - 1].minute >= DUPLICATE_MINUTES) kept.push(clockings[index]);
  }
  return kept;
}

export type PairingMethod = 'filo' | 'directional' | 'alternating';

export interface Pairing {
  readonly method: PairingMethod;
  /** Closed pairs: ins[k] with outs[k], in time order. */
  readonly ins: Minute[];
  readonly outs: Minute[];
  /** The IN of a pair left open (always the last), or null. */
  readonly openIn: Minute | null;
  /** An OUT came with no open pair (101). */
  readonly outWithoutIn: boolean;
  /** FILO dropped clockings between the first and the last (160). */
  readonly filoDropped: number;
}

/** Pairs the day's clockings (§3); `clockings` are in time order without duplicates. */
export function pairClockings(clockings: readonly Clocking[], filo: boolean): Pairing {
  const count = clockings.length;
  if (filo) {
    if (count === 1) return pairing('filo', [], [], clockings[0].minute, false, 0);
    return pairing('filo', [clockings[0].minute], [clockings[count - 1].minute], null, false, Math.max(0, count - 2));
  }
  return allHaveDirection(clockings) ? pairByDirection(clockings) : pairAlternately(clockings);
}

function allHaveDirection(clockings: readonly Clocking[]): boolean {
  for (const clocking of clockings) if (clocking.direction === undefined) return false;
  return clockings.length > 0;
}

function pairByDirection(clockings: readonly Clocking[]): Pairing {
  const ins: Minute[] = [];
  const outs: Minute[] = [];
  let openIn: Minute | null = null;
  let outWithoutIn = false;
  for (const clocking of clockings) {
    if (clocking.direction === 'IN') {
      if (openIn === null) openIn = clocking.minute;
    } else if (openIn !== null) {
      ins.push(openIn);
      outs.push(clocking.minute);
      openIn = null;
    } else {
      outWithoutIn = true;
    }
  }
  return pairing('directional', ins, outs, openIn, outWithoutIn, 0);
}

function pairAlternately(clockings: readonly Clocking[]): Pairing {
  const ins: Minute[] = [];
  const outs: Minute[] = [];
  const closed = clockings.length - (clockings.length % 2);
  for (let index = 0; index < closed; index += 2) {
    ins.push(clockings[index].minute);
    outs.push(clockings[index + 1].minute);
  }
  const openIn = closed < clockings.length ? clockings[closed].minute : null;
  return pairing('alternating', ins, outs, openIn, false, 0);
}

function pairing(
  method: PairingMethod,
  ins: Minute[],
  outs: Minute[],
  openIn: Minute | null,
  outWithoutIn: boolean,
  filoDropped: number,
): Pairing {
  return { method, ins, outs, openIn, outWithoutIn, filoDropped };
}
