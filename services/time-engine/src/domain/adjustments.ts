import type { MakeUpLedger } from './make-up';
import { BUCKET_COUNT, type Buckets } from './overtime';
import type { ExplainTrace, NoPay, TimeAdjustment, TimeValueName } from './types';

/** The day's values that time adjustments change (TIME-ENGINE.md §10.1); mutated in place. */
export interface AdjustableFigures {
  normal: number;
  buckets: Buckets;
  noPay: NoPay;
  carriedShortOut: number;
  /** What make-up took, for deductMakeUp; null when the day has no make-up rule. */
  makeUp: MakeUpLedger | null;
}

/** Why an adjustment is malformed, naming its field (`minutes`, `value`, …). */
export interface AdjustmentFault {
  readonly field: string;
  readonly reason: string;
}

const ACTIONS: ReadonlySet<string> = new Set(['none', 'add', 'deduct', 'deductMakeUp', 'deductCarried', 'fromNoPay', 'futureOvertime', 'transfer']);
const NO_PAY_TYPES: ReadonlySet<string> = new Set(['NP', 'NPB', 'NPA']);

/**
 * What the engine cannot apply whatever the day holds: an unknown action, minutes that are not a
 * whole number above 0 (`none` may carry 0), a missing or unknown value, to-value or no-pay type.
 */
export function adjustmentFault(adjustment: TimeAdjustment): AdjustmentFault | null {
  if (!ACTIONS.has(adjustment.action)) return { field: 'action', reason: `unknown action ${JSON.stringify(adjustment.action)}` };
  const least = adjustment.action === 'none' ? 0 : 1;
  if (!Number.isInteger(adjustment.minutes) || adjustment.minutes < least) {
    return { field: 'minutes', reason: `must be a whole number of minutes, ${least} or more` };
  }
  if (adjustment.action === 'add' || adjustment.action === 'deduct' || adjustment.action === 'transfer') {
    if (bucketOf(adjustment.value) === null) return { field: 'value', reason: `must be normal or a bucket 1..${BUCKET_COUNT}` };
  }
  if (adjustment.action === 'transfer') {
    if (bucketOf(adjustment.toValue) === null) return { field: 'toValue', reason: `must be normal or a bucket 1..${BUCKET_COUNT}` };
    if (adjustment.toValue === adjustment.value) return { field: 'toValue', reason: 'must differ from value' };
  }
  if (adjustment.action === 'fromNoPay' && !NO_PAY_TYPES.has(adjustment.noPayType ?? '')) {
    return { field: 'noPayType', reason: 'must be NP, NPB or NPA' };
  }
  return null;
}

/**
 * The minutes an adjustment's source holds on the day as it stands: the value deducted or
 * transferred from, the make-up time still in normal time, the carried short time, that no-pay.
 * Infinity for actions that take from nothing.
 */
export function heldFor(day: AdjustableFigures, adjustment: TimeAdjustment): number {
  switch (adjustment.action) {
    case 'deduct':
    case 'transfer':
      return valueOf(day, bucketOf(adjustment.value)!);
    case 'deductMakeUp':
      return day.makeUp === null ? 0 : Math.min(day.makeUp.ownMadeUp + day.makeUp.carriedMadeUp, day.normal);
    case 'deductCarried':
      return day.carriedShortOut;
    case 'fromNoPay':
      return noPayOf(day.noPay, adjustment.noPayType!);
    default:
      return Infinity;
  }
}

/**
 * Applies the day's adjustments in order (§10.1) and answers the overtime minutes approved ahead
 * by futureOvertime (null: none). An adjustment the day can no longer carry in full (the
 * clockings changed after it was made) takes what its source holds, so no value goes below 0.
 */
export function applyAdjustments(day: AdjustableFigures, adjustments: readonly TimeAdjustment[], explain?: ExplainTrace): number | null {
  let approved: number | null = null;
  for (let index = 0; index < adjustments.length; index++) {
    const adjustment = adjustments[index];
    const before = explain ? snapshot(day) : null;
    const held = heldFor(day, adjustment);
    const minutes = Math.min(adjustment.minutes, held);
    switch (adjustment.action) {
      case 'add':
        addTo(day, bucketOf(adjustment.value)!, minutes);
        break;
      case 'deduct':
        addTo(day, bucketOf(adjustment.value)!, -minutes);
        break;
      case 'transfer':
        addTo(day, bucketOf(adjustment.value)!, -minutes);
        addTo(day, bucketOf(adjustment.toValue)!, minutes);
        break;
      case 'deductMakeUp':
        // The day may have lost its make-up rule since (a shift change): then nothing goes back.
        if (day.makeUp !== null) giveBackMakeUp(day, day.makeUp, minutes);
        break;
      case 'deductCarried':
        day.carriedShortOut -= minutes;
        break;
      case 'fromNoPay':
        day.normal += minutes;
        day.noPay.total -= minutes;
        if (adjustment.noPayType === 'NPB') day.noPay.before -= minutes;
        if (adjustment.noPayType === 'NPA') day.noPay.after -= minutes;
        break;
      case 'futureOvertime':
        approved = (approved ?? 0) + minutes;
        break;
      case 'none':
        break;
    }
    if (explain && before) {
      const short = minutes < adjustment.minutes ? ` (the day holds only ${held}: ${minutes} applied)` : '';
      explain.push(`adjustment ${index + 1}, ${describeAdjustment(adjustment)}${short}: ${describeChanges(before, snapshot(day), adjustment)}`);
    }
  }
  return approved;
}

/**
 * deductMakeUp: the minutes go back to the buckets make-up took them from, the last taken first.
 * Make-up covered the day's own short time before the carried short time, so a returned minute
 * first uncovers carried short time, then the day's own, which is carried with carry-over on and
 * no-pay (total only) without.
 */
function giveBackMakeUp(day: AdjustableFigures, ledger: MakeUpLedger, minutes: number): void {
  let left = minutes;
  while (left > 0) {
    const take = ledger.takes[ledger.takes.length - 1];
    const back = Math.min(left, take.minutes);
    day.buckets[take.bucket] += back;
    take.minutes -= back;
    if (take.minutes === 0) ledger.takes.pop();
    left -= back;
  }
  const carried = Math.min(minutes, ledger.carriedMadeUp);
  const own = minutes - carried;
  ledger.carriedMadeUp -= carried;
  ledger.ownMadeUp -= own;
  day.carriedShortOut += carried;
  if (ledger.carryShortTime) day.carriedShortOut += own;
  else day.noPay.total += own;
  day.normal -= minutes;
}

/** 0 for normal time, 1..10 for a bucket, null for anything else. */
export function bucketOf(name: TimeValueName | undefined): number | null {
  if (name === 'normal') return 0;
  const bucket = Number(name);
  return Number.isInteger(bucket) && bucket >= 1 && bucket <= BUCKET_COUNT && String(bucket) === name ? bucket : null;
}

function valueOf(day: AdjustableFigures, bucket: number): number {
  return bucket === 0 ? day.normal : day.buckets[bucket];
}

function addTo(day: AdjustableFigures, bucket: number, minutes: number): void {
  if (bucket === 0) day.normal += minutes;
  else day.buckets[bucket] += minutes;
}

function noPayOf(noPay: NoPay, type: 'NP' | 'NPB' | 'NPA'): number {
  if (type === 'NPB') return noPay.before;
  if (type === 'NPA') return noPay.after;
  return noPay.total - noPay.before - noPay.after;
}

interface Snapshot {
  readonly normal: number;
  readonly buckets: readonly number[];
  readonly noPay: NoPay;
  readonly carriedShortOut: number;
}

function snapshot(day: AdjustableFigures): Snapshot {
  return { normal: day.normal, buckets: [...day.buckets], noPay: { ...day.noPay }, carriedShortOut: day.carriedShortOut };
}

function describeAdjustment(adjustment: TimeAdjustment): string {
  const name = (value: TimeValueName | undefined) => (value === 'normal' ? 'normal' : `bucket ${value}`);
  switch (adjustment.action) {
    case 'add':
      return `add ${adjustment.minutes} to ${name(adjustment.value)}`;
    case 'deduct':
      return `deduct ${adjustment.minutes} from ${name(adjustment.value)}`;
    case 'transfer':
      return `transfer ${adjustment.minutes} from ${name(adjustment.value)} to ${name(adjustment.toValue)}`;
    case 'deductMakeUp':
      return `deduct make-up time ${adjustment.minutes}`;
    case 'deductCarried':
      return `deduct carried short time ${adjustment.minutes}`;
    case 'fromNoPay':
      return `from no-pay ${adjustment.noPayType} ${adjustment.minutes}`;
    case 'futureOvertime':
      return `approved future overtime ${adjustment.minutes}`;
    default:
      return 'none';
  }
}

function describeChanges(before: Snapshot, after: Snapshot, adjustment: TimeAdjustment): string {
  const changes: string[] = [];
  const change = (what: string, from: number, to: number) => {
    if (from !== to) changes.push(`${what} ${from} → ${to}`);
  };
  change('normal', before.normal, after.normal);
  for (let bucket = 1; bucket <= BUCKET_COUNT; bucket++) change(`bucket ${bucket}`, before.buckets[bucket], after.buckets[bucket]);
  change('no-pay', before.noPay.total, after.noPay.total);
  change('NP B', before.noPay.before, after.noPay.before);
  change('NP A', before.noPay.after, after.noPay.after);
  change('carried short out', before.carriedShortOut, after.carriedShortOut);
  if (changes.length > 0) return changes.join(', ');
  if (adjustment.action === 'futureOvertime') return `overtime up to ${adjustment.minutes} counts as authorised`;
  return adjustment.action === 'none' ? 'records the adjustment type only; no value changes' : 'no value changes';
}
