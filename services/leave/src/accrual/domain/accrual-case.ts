import type { AccrualInput, AccrualInterval, AccrualRule, AccrueType } from './accrual.types';
import { isIsoDate } from './calendar';
import { InvalidAccrualInputError } from './errors';

type JsonObject = Record<string, unknown>;

const CASE_KEYS = ['name', 'note', 'appointmentDate', 'asOf', 'rules', 'worked', 'entries', 'expected'];
const RULE_KEYS = ['id', 'lengthOfService', 'accrualInterval', 'accrueType', 'x', 'accrueValue', 'maxAccumulation', 'carryOverLimit'];
const ACCRUE_TYPES: readonly AccrueType[] = ['everyXIntervals', 'perXDaysWorked', 'perXHoursWorked'];

/**
 * One worked case (LEAVE.md §5) as the accrual's input, checked field by field: `worked` and
 * `entries` may be left out; entries from elsewhere are 2 Leave Taken or 3 Set Leave Balance.
 * Throws InvalidAccrualInputError naming the field.
 */
export function fromAccrualCase(value: unknown): AccrualInput {
  const json = object(value, 'case', CASE_KEYS, '');
  return {
    appointmentDate: date(json.appointmentDate, 'appointmentDate'),
    asOf: date(json.asOf, 'asOf'),
    rules: list(json.rules, 'rules').map((item, index) => rule(item, `rules[${index}]`)),
    worked: list(json.worked ?? [], 'worked').map((item, index) => {
      const day = object(item, `worked[${index}]`, ['date', 'minutes']);
      return { date: date(day.date, `worked[${index}].date`), minutes: number(day.minutes, `worked[${index}].minutes`, 0) };
    }),
    entries: list(json.entries ?? [], 'entries').map((item, index) => {
      const entry = object(item, `entries[${index}]`, ['date', 'action', 'amount']);
      if (entry.action !== 2 && entry.action !== 3) throw new InvalidAccrualInputError(`entries[${index}].action`, `expected 2 (Leave Taken) or 3 (Set Leave Balance), got ${JSON.stringify(entry.action)}`);
      return { date: date(entry.date, `entries[${index}].date`), action: entry.action, amount: number(entry.amount, `entries[${index}].amount`) };
    }),
  };
}

function rule(value: unknown, path: string): AccrualRule {
  const json = object(value, path, RULE_KEYS);
  if (![1, 2, 3, 4].includes(json.accrualInterval as number)) {
    throw new InvalidAccrualInputError(`${path}.accrualInterval`, `expected 1 day, 2 week, 3 month or 4 year, got ${JSON.stringify(json.accrualInterval)}`);
  }
  if (!ACCRUE_TYPES.includes(json.accrueType as AccrueType)) {
    throw new InvalidAccrualInputError(`${path}.accrueType`, `expected one of ${ACCRUE_TYPES.join(', ')}, got ${JSON.stringify(json.accrueType)}`);
  }
  const lengthOfService = number(json.lengthOfService, `${path}.lengthOfService`, 0);
  if (!Number.isInteger(lengthOfService)) throw new InvalidAccrualInputError(`${path}.lengthOfService`, 'expected whole months');
  return {
    ...(json.id === undefined ? {} : { id: String(json.id) }),
    lengthOfService,
    accrualInterval: json.accrualInterval as AccrualInterval,
    accrueType: json.accrueType as AccrueType,
    x: number(json.x, `${path}.x`),
    accrueValue: number(json.accrueValue, `${path}.accrueValue`, 0),
    maxAccumulation: optionalNumber(json.maxAccumulation, `${path}.maxAccumulation`),
    carryOverLimit: optionalNumber(json.carryOverLimit, `${path}.carryOverLimit`, 0),
  };
}

function object(value: unknown, path: string, allowedKeys: readonly string[], keyPrefix = `${path}.`): JsonObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new InvalidAccrualInputError(path, `expected an object, got ${JSON.stringify(value)}`);
  for (const key of Object.keys(value)) {
    if (!allowedKeys.includes(key)) throw new InvalidAccrualInputError(`${keyPrefix}${key}`, 'is not a known field');
  }
  return value as JsonObject;
}

function list(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) throw new InvalidAccrualInputError(path, `expected a list, got ${JSON.stringify(value)}`);
  return value;
}

function date(value: unknown, path: string): string {
  if (!isIsoDate(value)) throw new InvalidAccrualInputError(path, `expected a date YYYY-MM-DD, got ${JSON.stringify(value)}`);
  return value;
}

function number(value: unknown, path: string, minimum = -Infinity): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new InvalidAccrualInputError(path, `expected a number, got ${JSON.stringify(value)}`);
  if (value < minimum) throw new InvalidAccrualInputError(path, `expected ${minimum} or more, got ${value}`);
  return value;
}

function optionalNumber(value: unknown, path: string, minimum?: number): number | null {
  return value === undefined || value === null ? null : number(value, path, minimum);
}
