import type { ExplainTrace, OvertimeLimitState, OvertimeTier } from './types';

export const BUCKET_COUNT = 10;

/** Minutes per bucket, indexed 1..10 (index 0 unused). */
export type Buckets = number[];

export function emptyBuckets(): Buckets {
  return [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
}

/**
 * Candidates fill the tiers in order, each up to its maximum, the last taking what is left
 * (§6). No tiers: all of it is bucket 1.
 */
export function fillOvertimeTiers(candidates: number, tiers: readonly OvertimeTier[], buckets: Buckets): void {
  if (candidates <= 0) return;
  if (tiers.length === 0) {
    buckets[1] += candidates;
    return;
  }
  let left = candidates;
  const last = tiers.length - 1;
  for (let index = 0; index <= last && left > 0; index++) {
    const tier = tiers[index];
    const taken = index === last || tier.maxMinutes === null ? left : Math.min(left, tier.maxMinutes);
    buckets[tier.bucket] += taken;
    left -= taken;
  }
}

/**
 * Period limits (§6): from bucket 10 down to 1, a limited bucket keeps at most its room (limit
 * minus the earlier days' minutes, never below 0) and passes the excess to the bucket below,
 * where it is checked in turn. Returns what bucket 1 passes on, which becomes normal time.
 */
export function applyOvertimeLimits(buckets: Buckets, limit: OvertimeLimitState, explain?: ExplainTrace): number {
  let excess = 0;
  for (let bucket = BUCKET_COUNT; bucket >= 1; bucket--) {
    buckets[bucket] += excess;
    excess = 0;
    const bucketLimit = limit.limits[bucket];
    if (bucketLimit === null || bucketLimit === undefined) continue;
    const previous = limit.previous[bucket] ?? 0;
    const room = Math.max(0, bucketLimit - previous);
    if (buckets[bucket] > room) {
      excess = buckets[bucket] - room;
      buckets[bucket] = room;
    }
    explain?.push(
      `limit over ${limit.days} days, bucket ${bucket}: ${bucketLimit} − ${previous} on earlier days = room ${room}, holds ${buckets[bucket] + excess}; ` +
        (excess > 0 ? `${excess} moves to ${bucket > 1 ? `bucket ${bucket - 1}` : 'normal time'}` : 'within it'),
    );
  }
  return excess;
}

export function totalOvertime(buckets: Buckets): number {
  let total = 0;
  for (let bucket = 1; bucket <= BUCKET_COUNT; bucket++) total += buckets[bucket];
  return total;
}

export function nonZeroBucketCount(buckets: Buckets): number {
  let count = 0;
  for (let bucket = 1; bucket <= BUCKET_COUNT; bucket++) if (buckets[bucket] > 0) count++;
  return count;
}

/** The result's `overtime` object: non-zero buckets only, keyed by bucket number. */
export function overtimeRecord(buckets: Buckets): Record<string, number> {
  const record: Record<string, number> = {};
  for (let bucket = 1; bucket <= BUCKET_COUNT; bucket++) if (buckets[bucket] > 0) record[bucket] = buckets[bucket];
  return record;
}
