import { adjustmentFault } from './adjustments';
import { InvalidShiftInputError } from './errors';
import { BUCKET_COUNT } from './overtime';
import type { PlacedShift, RoundingType, ShiftDayInput } from './types';

const CLEARABLE = new Set([100, 103, 104, 106, 107]);

/**
 * Refuses what the engine cannot calculate. Field names follow the worked-case format so that a
 * message points at the value a person typed.
 */
export function assertValidShiftDayInput(input: ShiftDayInput): void {
  integer(input.now, 'now');
  nonNegative(input.carriedShortIn, 'carriedShortIn');
  const clockings = input.clockings;
  for (let index = 0; index < clockings.length; index++) {
    const clocking = clockings[index];
    integer(clocking.minute, `clockings[${index}].at`);
    if (index > 0 && clocking.minute < clockings[index - 1].minute) {
      throw new InvalidShiftInputError(`clockings[${index}].at`, 'clockings must be in time order');
    }
    if (clocking.direction !== undefined && clocking.direction !== 'IN' && clocking.direction !== 'OUT') {
      throw new InvalidShiftInputError(`clockings[${index}].direction`, 'must be IN or OUT');
    }
  }
  if (input.shift !== null) assertValidShift(input.shift);
  const leave = input.leave;
  if (leave !== null && leave.kind === 'partial' && input.shift !== null) {
    const length = input.shift.end - input.shift.start;
    if (!Number.isInteger(leave.minutes) || leave.minutes <= 0 || leave.minutes >= length) {
      throw new InvalidShiftInputError('leave.minutes', `must be a whole number of minutes above 0 and below the shift's length (${length})`);
    }
    if (leave.position !== 'BEGIN' && leave.position !== 'END') throw new InvalidShiftInputError('leave.position', 'must be BEGIN or END');
  }
  const limit = input.overtimeLimit;
  if (limit !== null) {
    for (let bucket = 1; bucket <= BUCKET_COUNT; bucket++) {
      const bucketLimit = limit.limits[bucket];
      if (bucketLimit !== null && bucketLimit !== undefined) nonNegative(bucketLimit, `overtimeHistory.limit.limits.${bucket}`);
      nonNegative(limit.previous[bucket] ?? 0, `overtimeHistory.previous.${bucket}`);
    }
  }
  for (const cleared of input.clearedExceptions) {
    if (!CLEARABLE.has(cleared)) throw new InvalidShiftInputError('clearedExceptions', `${cleared} is not an exception a shift adjustment clears (100, 103, 104, 106, 107)`);
  }
  const adjustments = input.adjustments ?? [];
  for (let index = 0; index < adjustments.length; index++) {
    const fault = adjustmentFault(adjustments[index]);
    if (fault !== null) throw new InvalidShiftInputError(`adjustments[${index}].${fault.field}`, fault.reason);
  }
}

function assertValidShift(shift: PlacedShift): void {
  integer(shift.start, 'shift.start');
  integer(shift.end, 'shift.end');
  if (shift.end <= shift.start) throw new InvalidShiftInputError('shift.end', 'must be after the start');
  nonNegative(shift.targetMinutes, 'shift.targetMinutes');
  shift.breaks.forEach((shiftBreak, index) => {
    if (shiftBreak.kind === 'fixed') {
      integer(shiftBreak.start, `shift.breaks[${index}].start`);
      integer(shiftBreak.end, `shift.breaks[${index}].end`);
      if (shiftBreak.end <= shiftBreak.start) throw new InvalidShiftInputError(`shift.breaks[${index}].end`, 'must be after the break start');
    } else {
      nonNegative(shiftBreak.minutes, `shift.breaks[${index}].minutes`);
      nonNegative(shiftBreak.after, `shift.breaks[${index}].after`);
    }
  });
  if (shift.roundingIn) assertValidRounding(shift.roundingIn, 'shift.rounding.in');
  if (shift.roundingOut) assertValidRounding(shift.roundingOut, 'shift.rounding.out');
  nonNegative(shift.grace.lateIn, 'shift.grace.lateIn');
  nonNegative(shift.grace.earlyIn, 'shift.grace.earlyIn');
  nonNegative(shift.grace.earlyOut, 'shift.grace.earlyOut');
  nonNegative(shift.grace.lateOut, 'shift.grace.lateOut');
  const flexi = shift.flexi;
  if (flexi) {
    if (flexi.latestStart < flexi.earliestStart) throw new InvalidShiftInputError('shift.flexi.latestStart', 'must not be before the earliest start');
    if (flexi.latestEnd < flexi.earliestEnd) throw new InvalidShiftInputError('shift.flexi.latestEnd', 'must not be before the earliest end');
  }
  if (shift.overtimeTiers.length > BUCKET_COUNT) throw new InvalidShiftInputError('shift.overtimeTiers', `at most ${BUCKET_COUNT} tiers`);
  shift.overtimeTiers.forEach((tier, index) => {
    bucketNumber(tier.bucket, `shift.overtimeTiers[${index}].bucket`);
    if (tier.maxMinutes !== null) nonNegative(tier.maxMinutes, `shift.overtimeTiers[${index}].maxMinutes`);
  });
  shift.makeUp?.fromBuckets.forEach((bucket, index) => bucketNumber(bucket, `shift.makeUp.fromBuckets[${index}]`));
}

function assertValidRounding(rounding: RoundingType, field: string): void {
  if (!Number.isInteger(rounding.block) || rounding.block <= 0 || 60 % rounding.block !== 0) {
    throw new InvalidShiftInputError(`${field}.block`, 'must be a whole number of minutes that divides 60');
  }
  if (!Number.isInteger(rounding.startMinutes) || rounding.startMinutes < 0 || rounding.startMinutes >= 60) {
    throw new InvalidShiftInputError(`${field}.startMinutes`, 'must be 0..59');
  }
  if (!Number.isInteger(rounding.breakPoint) || rounding.breakPoint < 0 || rounding.breakPoint >= rounding.block) {
    throw new InvalidShiftInputError(`${field}.breakPoint`, `must be 0..${rounding.block - 1} (below the block)`);
  }
}

function bucketNumber(value: number, field: string): void {
  if (!Number.isInteger(value) || value < 1 || value > BUCKET_COUNT) throw new InvalidShiftInputError(field, `must be a bucket 1..${BUCKET_COUNT}`);
}

function integer(value: number, field: string): void {
  if (!Number.isInteger(value)) throw new InvalidShiftInputError(field, `must be a whole number of minutes, got ${value}`);
}

function nonNegative(value: number, field: string): void {
  if (!Number.isInteger(value) || value < 0) throw new InvalidShiftInputError(field, `must be a whole number 0 or above, got ${value}`);
}
