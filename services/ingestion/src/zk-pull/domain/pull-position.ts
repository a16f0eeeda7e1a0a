import type { PulledRecord } from './attendance-table';

/** How far a reader's attendance table was taken: the count of records, and the last one to recognise it by. */
export interface PullPosition {
  recordsTaken: number;
  lastPin: string | null;
  lastLocalTime: string | null;
}

export const START_POSITION: PullPosition = { recordsTaken: 0, lastPin: null, lastLocalTime: null };

export interface RecordsAfter {
  /** The records not taken before, in table order. */
  fresh: PulledRecord[];
  /** The position once they are taken. */
  position: PullPosition;
  /** The record at the old position was not there: the table was cleared or rewritten since, so all of it is read again (the (serial, PIN, time) key drops what was already stored). */
  restarted: boolean;
}

/**
 * A ZKTeco reader appends records to its table and the TCP protocol has no "since": every read
 * returns the whole table. The records after the position are new as long as the record at the
 * position is still the one taken last. A read cut short (`complete` false) that ends before the
 * position tells nothing: the position stays.
 */
export function recordsAfter(records: readonly PulledRecord[], position: PullPosition, complete: boolean): RecordsAfter {
  const taken = position.recordsTaken;
  if (taken > 0 && records.length < taken && !complete) return { fresh: [], position, restarted: false };
  const last = taken > 0 ? records[taken - 1] : undefined;
  const continues = taken === 0 || (last !== undefined && last.pin === position.lastPin && last.localTime === position.lastLocalTime);
  const fresh = continues ? records.slice(taken) : [...records];
  return { fresh, position: positionAt(records, continues ? taken + fresh.length : records.length), restarted: !continues };
}

/** The position after the first `count` records of the table. */
export function positionAt(records: readonly PulledRecord[], count: number): PullPosition {
  if (count === 0) return START_POSITION;
  const last = records[count - 1];
  return { recordsTaken: count, lastPin: last.pin, lastLocalTime: last.localTime };
}
