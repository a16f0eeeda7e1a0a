import { describe, expect, it } from 'vitest';
import { type AdjustableFigures, applyAdjustments, bucketOf } from './adjustments';
import { makeUpShortTime } from './make-up';
import { emptyBuckets } from './overtime';
import type { ExplainTrace, TimeAdjustment } from './types';

/** Normal 480 with 90 overtime minutes in bucket 1 and 30 in bucket 2, nothing else. */
function aDay(overrides: Partial<AdjustableFigures> = {}): AdjustableFigures {
  const buckets = emptyBuckets();
  buckets[1] = 90;
  buckets[2] = 30;
  return { normal: 480, buckets, noPay: { total: 0, before: 0, after: 0 }, carriedShortOut: 0, makeUp: null, ...overrides };
}

describe('applyAdjustments', () => {
  it('adds, deducts and transfers in the order made', () => {
    const day = aDay();

    applyAdjustments(day, [
      { action: 'transfer', minutes: 90, value: '1', toValue: 'normal' },
      { action: 'add', minutes: 15, value: '1' },
      { action: 'deduct', minutes: 30, value: '2' },
    ]);

    expect(day.normal).toBe(570);
    expect(day.buckets.slice(1, 3)).toEqual([15, 0]);
  });

  it('gives make-up time back to its buckets, the last taken first', () => {
    const buckets = emptyBuckets();
    buckets[1] = 40;
    buckets[3] = 50;
    // Own short 60 from bucket 3 then bucket 1 ([3, 1]); carried 20 from bucket 1.
    const outcome = makeUpShortTime(60, 20, { fromBuckets: [3, 1], carryShortTime: false }, buckets);
    expect(outcome.ledger?.takes).toEqual([
      { bucket: 3, minutes: 50 },
      { bucket: 1, minutes: 10 },
      { bucket: 1, minutes: 20 },
    ]);
    const day = aDay({ normal: 480, buckets, carriedShortOut: outcome.carriedShortOut, makeUp: outcome.ledger });

    applyAdjustments(day, [{ action: 'deductMakeUp', minutes: 35 }]);

    // 20 + 10 back to bucket 1, then 5 to bucket 3; 20 uncover the carried short time, 15 own.
    expect(day.buckets[1]).toBe(40);
    expect(day.buckets[3]).toBe(5);
    expect(day.carriedShortOut).toBe(20);
    expect(day.noPay).toEqual({ total: 15, before: 0, after: 0 });
    expect(day.normal).toBe(445);
  });

  it('carries the uncovered own short time when carry-over is on', () => {
    const buckets = emptyBuckets();
    buckets[1] = 60;
    const outcome = makeUpShortTime(30, 0, { fromBuckets: [1], carryShortTime: true }, buckets);
    const day = aDay({ normal: 480, buckets, makeUp: outcome.ledger });

    applyAdjustments(day, [{ action: 'deductMakeUp', minutes: 30 }]);

    expect(day).toMatchObject({ normal: 450, carriedShortOut: 30, noPay: { total: 0, before: 0, after: 0 } });
    expect(day.buckets[1]).toBe(60);
  });

  it('takes from no-pay by kind: NP from the plain part, NP B and NP A also from their own part', () => {
    const day = aDay({ normal: 370, noPay: { total: 110, before: 20, after: 30 } });

    applyAdjustments(day, [
      { action: 'fromNoPay', noPayType: 'NPB', minutes: 20 },
      { action: 'fromNoPay', noPayType: 'NP', minutes: 60 },
    ]);

    expect(day.normal).toBe(450);
    expect(day.noPay).toEqual({ total: 30, before: 0, after: 30 });
  });

  it('answers the approved future overtime, or null when there is none', () => {
    expect(applyAdjustments(aDay(), [{ action: 'futureOvertime', minutes: 120 }])).toBe(120);
    expect(applyAdjustments(aDay(), [{ action: 'none', minutes: 0 }])).toBeNull();
  });

  it('never takes a value below 0 when the day holds less than an adjustment made earlier', () => {
    const day = aDay({ carriedShortOut: 10, noPay: { total: 5, before: 5, after: 0 } });

    applyAdjustments(day, [
      { action: 'deduct', minutes: 100, value: '1' },
      { action: 'transfer', minutes: 50, value: '2', toValue: '3' },
      { action: 'deductCarried', minutes: 25 },
      { action: 'fromNoPay', noPayType: 'NPB', minutes: 25 },
      { action: 'deductMakeUp', minutes: 15 },
    ]);

    expect(day.buckets.slice(1, 4)).toEqual([0, 0, 30]);
    expect(day.carriedShortOut).toBe(0);
    expect(day.noPay).toEqual({ total: 0, before: 0, after: 0 });
    expect(day.normal).toBe(485);
  });

  it('explains each adjustment with the values before and after', () => {
    const trace: ExplainTrace = [];
    const adjustments: TimeAdjustment[] = [
      { action: 'none', minutes: 0 },
      { action: 'transfer', minutes: 30, value: '2', toValue: 'normal' },
      { action: 'deduct', minutes: 100, value: '1' },
    ];

    applyAdjustments(aDay(), adjustments, trace);

    expect(trace).toEqual([
      'adjustment 1, none: records the adjustment type only; no value changes',
      'adjustment 2, transfer 30 from bucket 2 to normal: normal 480 → 510, bucket 2 30 → 0',
      'adjustment 3, deduct 100 from bucket 1 (the day holds only 90: 90 applied): bucket 1 90 → 0',
    ]);
  });
});

describe('bucketOf', () => {
  it('reads normal as 0 and "1".."10" as buckets, nothing else', () => {
    expect(bucketOf('normal')).toBe(0);
    expect(bucketOf('1')).toBe(1);
    expect(bucketOf('10')).toBe(10);
    expect(bucketOf('0')).toBeNull();
    expect(bucketOf('11')).toBeNull();
    expect(bucketOf('01')).toBeNull();
    expect(bucketOf(undefined)).toBeNull();
  });
});
