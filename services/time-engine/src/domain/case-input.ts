import { epochDay, parseClockTime, parseLocalDateTime } from './clock';
import { InvalidShiftInputError } from './errors';
import { BUCKET_COUNT } from './overtime';
import { type BreakDefinition, placeShift, type ShiftDefinition } from './shift-definition';
import type { AdjustmentAction, ClearableStatus, Clocking, DayLeave, OvertimeLimitState, RoundingType, ShiftDayInput, TimeAdjustment } from './types';

type JsonObject = Record<string, unknown>;

const CASE_KEYS = [
  'name', 'note', 'date', 'now', 'shift', 'clockings', 'filo', 'leave', 'overtimeAuthorised',
  'carriedShortIn', 'overtimeHistory', 'clearedExceptions', 'adjustments', 'expected',
];
const SHIFT_KEYS = [
  'id', 'name', 'start', 'end', 'targetMinutes', 'noTargetHours', 'breaks', 'rounding', 'grace', 'flexi',
  'preShiftOvertime', 'overtimeTiers', 'requiresOvertimeAuthorisation', 'makeUp',
];

/**
 * Converts one case in the worked cases' JSON format (TIME-ENGINE.md §9) into the engine's
 * input: local times become minutes from the shift date's midnight (wall-clock arithmetic, as a
 * case carries no time zone), clockings are put in time order with seconds dropped. Throws
 * InvalidShiftInputError naming the field.
 */
export function fromCaseInput(value: unknown): ShiftDayInput {
  const json = object(value, 'case', CASE_KEYS, '');
  const day = epochDay(json.date, 'date');
  const now = parseLocalDateTime(json.now, day, 'now');
  const shift = json.shift === null || json.shift === undefined ? null : placeShift(shiftDefinition(json.shift, 'shift'));
  return {
    now,
    shift,
    clockings: clockings(json.clockings, day, 'clockings'),
    filo: optionalBoolean(json.filo, 'filo'),
    leave: leave(json.leave, 'leave'),
    overtimeAuthorised: optionalBoolean(json.overtimeAuthorised, 'overtimeAuthorised'),
    carriedShortIn: json.carriedShortIn === undefined ? 0 : wholeMinutes(json.carriedShortIn, 'carriedShortIn'),
    overtimeLimit: overtimeHistory(json.overtimeHistory, 'overtimeHistory'),
    clearedExceptions: clearedExceptions(json.clearedExceptions, 'clearedExceptions'),
    adjustments: adjustments(json.adjustments, 'adjustments'),
  };
}

/** The `shift` object of a case as a ShiftDefinition, checked field by field. */
export function shiftDefinition(value: unknown, path: string): ShiftDefinition {
  const json = object(value, path, SHIFT_KEYS);
  parseClockTime(json.start, `${path}.start`);
  parseClockTime(json.end, `${path}.end`);
  const flexi = json.flexi === undefined || json.flexi === null ? null : flexiBounds(json.flexi, `${path}.flexi`);
  const rounding = json.rounding === undefined ? undefined : object(json.rounding, `${path}.rounding`, ['in', 'out']);
  const grace = json.grace === undefined ? undefined : object(json.grace, `${path}.grace`, ['lateIn', 'earlyIn', 'earlyOut', 'lateOut']);
  const makeUp = json.makeUp === undefined || json.makeUp === null ? null : object(json.makeUp, `${path}.makeUp`, ['fromBuckets', 'carryShortTime']);
  return {
    start: json.start as string,
    end: json.end as string,
    targetMinutes: wholeMinutes(json.targetMinutes, `${path}.targetMinutes`),
    noTargetHours: optionalBoolean(json.noTargetHours, `${path}.noTargetHours`),
    breaks: list(json.breaks ?? [], `${path}.breaks`).map((item, index) => breakDefinition(item, `${path}.breaks[${index}]`)),
    rounding: rounding && {
      in: rounding.in === undefined ? undefined : roundingType(rounding.in, `${path}.rounding.in`),
      out: rounding.out === undefined ? undefined : roundingType(rounding.out, `${path}.rounding.out`),
    },
    grace: grace && {
      lateIn: optionalMinutes(grace.lateIn, `${path}.grace.lateIn`),
      earlyIn: optionalMinutes(grace.earlyIn, `${path}.grace.earlyIn`),
      earlyOut: optionalMinutes(grace.earlyOut, `${path}.grace.earlyOut`),
      lateOut: optionalMinutes(grace.lateOut, `${path}.grace.lateOut`),
    },
    flexi,
    preShiftOvertime: optionalBoolean(json.preShiftOvertime, `${path}.preShiftOvertime`),
    overtimeTiers: list(json.overtimeTiers ?? [], `${path}.overtimeTiers`).map((item, index) => {
      const tier = object(item, `${path}.overtimeTiers[${index}]`, ['bucket', 'maxMinutes']);
      return {
        bucket: bucket(tier.bucket, `${path}.overtimeTiers[${index}].bucket`),
        maxMinutes: tier.maxMinutes === undefined || tier.maxMinutes === null ? null : wholeMinutes(tier.maxMinutes, `${path}.overtimeTiers[${index}].maxMinutes`),
      };
    }),
    requiresOvertimeAuthorisation: optionalBoolean(json.requiresOvertimeAuthorisation, `${path}.requiresOvertimeAuthorisation`),
    makeUp: makeUp && {
      fromBuckets: list(makeUp.fromBuckets, `${path}.makeUp.fromBuckets`).map((item, index) => bucket(item, `${path}.makeUp.fromBuckets[${index}]`)),
      carryShortTime: optionalBoolean(makeUp.carryShortTime, `${path}.makeUp.carryShortTime`),
    },
  };
}

function flexiBounds(value: unknown, path: string): NonNullable<ShiftDefinition['flexi']> {
  const json = object(value, path, ['earliestStart', 'latestStart', 'earliestEnd', 'latestEnd']);
  for (const key of ['earliestStart', 'latestStart', 'earliestEnd', 'latestEnd']) parseClockTime(json[key], `${path}.${key}`);
  return {
    earliestStart: json.earliestStart as string,
    latestStart: json.latestStart as string,
    earliestEnd: json.earliestEnd as string,
    latestEnd: json.latestEnd as string,
  };
}

function breakDefinition(value: unknown, path: string): BreakDefinition {
  const json = object(value, path, ['start', 'end', 'minutes', 'after', 'paid']);
  const paid = optionalBoolean(json.paid, `${path}.paid`);
  if (json.minutes !== undefined) {
    return { minutes: wholeMinutes(json.minutes, `${path}.minutes`), after: optionalMinutes(json.after, `${path}.after`), paid };
  }
  parseClockTime(json.start, `${path}.start`);
  parseClockTime(json.end, `${path}.end`);
  return { start: json.start as string, end: json.end as string, paid };
}

function roundingType(value: unknown, path: string): RoundingType {
  const json = object(value, path, ['block', 'startMinutes', 'breakPoint']);
  return {
    block: wholeMinutes(json.block, `${path}.block`),
    startMinutes: optionalMinutes(json.startMinutes, `${path}.startMinutes`),
    breakPoint: optionalMinutes(json.breakPoint, `${path}.breakPoint`),
  };
}

function clockings(value: unknown, day: number, path: string): Clocking[] {
  const parsed = list(value ?? [], path).map((item, index): Clocking => {
    const json = object(item, `${path}[${index}]`, ['at', 'direction']);
    const minute = parseLocalDateTime(json.at, day, `${path}[${index}].at`);
    if (json.direction === undefined || json.direction === null) return { minute };
    if (json.direction !== 'IN' && json.direction !== 'OUT') {
      throw new InvalidShiftInputError(`${path}[${index}].direction`, `must be IN or OUT, got ${JSON.stringify(json.direction)}`);
    }
    return { minute, direction: json.direction };
  });
  return parsed.sort((left, right) => left.minute - right.minute);
}

function leave(value: unknown, path: string): DayLeave | null {
  if (value === undefined || value === null) return null;
  const json = object(value, path, ['full', 'minutes', 'position']);
  if (json.full === true) return { kind: 'full' };
  const minutes = wholeMinutes(json.minutes, `${path}.minutes`);
  if (json.position !== 'BEGIN' && json.position !== 'END') {
    throw new InvalidShiftInputError(`${path}.position`, `must be BEGIN or END, got ${JSON.stringify(json.position)}`);
  }
  return { kind: 'partial', minutes, position: json.position };
}

function overtimeHistory(value: unknown, path: string): OvertimeLimitState | null {
  if (value === undefined || value === null) return null;
  const json = object(value, path, ['limit', 'previous']);
  const limit = object(json.limit, `${path}.limit`, ['days', 'limits']);
  const limits: (number | null)[] = new Array<number | null>(BUCKET_COUNT + 1).fill(null);
  for (const [key, minutes] of Object.entries(object(limit.limits, `${path}.limit.limits`))) {
    limits[bucket(Number(key), `${path}.limit.limits.${key}`)] = wholeMinutes(minutes, `${path}.limit.limits.${key}`);
  }
  const previous: number[] = new Array<number>(BUCKET_COUNT + 1).fill(0);
  for (const [key, minutes] of Object.entries(object(json.previous ?? {}, `${path}.previous`))) {
    previous[bucket(Number(key), `${path}.previous.${key}`)] = wholeMinutes(minutes, `${path}.previous.${key}`);
  }
  const days = wholeMinutes(limit.days, `${path}.limit.days`);
  if (days < 1) throw new InvalidShiftInputError(`${path}.limit.days`, 'must be 1 or more');
  return { days, limits, previous };
}

function clearedExceptions(value: unknown, path: string): ClearableStatus[] {
  return list(value ?? [], path).map((item, index) => {
    if (item !== 100 && item !== 103 && item !== 104 && item !== 106 && item !== 107) {
      throw new InvalidShiftInputError(`${path}[${index}]`, `must be one of 100, 103, 104, 106, 107, got ${JSON.stringify(item)}`);
    }
    return item;
  });
}

/** Shapes only; what each action needs is the engine's check (adjustmentFault). */
function adjustments(value: unknown, path: string): TimeAdjustment[] {
  return list(value ?? [], path).map((item, index) => {
    const json = object(item, `${path}[${index}]`, ['action', 'minutes', 'value', 'toValue', 'noPayType']);
    const adjustment: TimeAdjustment = {
      action: json.action as AdjustmentAction,
      minutes: wholeMinutes(json.minutes, `${path}[${index}].minutes`),
      ...(json.value === undefined ? {} : { value: text(json.value, `${path}[${index}].value`) as TimeAdjustment['value'] }),
      ...(json.toValue === undefined ? {} : { toValue: text(json.toValue, `${path}[${index}].toValue`) as TimeAdjustment['toValue'] }),
      ...(json.noPayType === undefined ? {} : { noPayType: text(json.noPayType, `${path}[${index}].noPayType`) as TimeAdjustment['noPayType'] }),
    };
    return adjustment;
  });
}

function text(value: unknown, path: string): string {
  if (typeof value !== 'string') throw new InvalidShiftInputError(path, `expected text, got ${JSON.stringify(value)}`);
  return value;
}

function object(value: unknown, path: string, allowedKeys?: readonly string[], keyPrefix = `${path}.`): JsonObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InvalidShiftInputError(path, `expected an object, got ${JSON.stringify(value)}`);
  }
  const json = value as JsonObject;
  if (allowedKeys) {
    for (const key of Object.keys(json)) {
      if (!allowedKeys.includes(key)) throw new InvalidShiftInputError(`${keyPrefix}${key}`, 'is not a known field');
    }
  }
  return json;
}

function list(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) throw new InvalidShiftInputError(path, `expected a list, got ${JSON.stringify(value)}`);
  return value;
}

function wholeMinutes(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new InvalidShiftInputError(path, `expected a whole number 0 or above, got ${JSON.stringify(value)}`);
  }
  return value;
}

function optionalMinutes(value: unknown, path: string): number {
  return value === undefined ? 0 : wholeMinutes(value, path);
}

function bucket(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > BUCKET_COUNT) {
    throw new InvalidShiftInputError(path, `expected an overtime bucket 1..${BUCKET_COUNT}, got ${JSON.stringify(value)}`);
  }
  return value;
}

function optionalBoolean(value: unknown, path: string): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw new InvalidShiftInputError(path, `expected true or false, got ${JSON.stringify(value)}`);
  return value;
}
