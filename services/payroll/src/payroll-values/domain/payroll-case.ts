import { isClockTime, isIsoDate } from './calendar';
import { InvalidPayrollValuesInputError, PayCodeFormulaError } from './errors';
import { payCodeFormula } from './pay-code-formula';
import type { PayCodeAllocation, PayrollDay, PayrollSettings, PayrollValuesInput, ShiftPayCodes, WorkedInterval } from './payroll-values.types';

type JsonObject = Record<string, unknown>;

const CASE_KEYS = ['name', 'note', 'hourlyRate', 'payCodes', 'payroll', 'approvedOnly', 'notYetExported', 'days', 'expected'];
const PAYROLL_KEYS = ['mapping', 'minimumMinutes', 'basedOnTargetHours', 'overtimePaidAfterMinimum', 'makeUpSequence', 'nonTimeMakeUp', 'addedToNormal'];
const DAY_KEYS = ['date', 'targetMinutes', 'normal', 'overtime', 'noPay', 'leave', 'allowances', 'publicHoliday', 'authorised', 'exported', 'shift', 'worked'];
const MAPPED_VALUE = /^(normal|overtime([1-9]|10)|noPay|leave:.+)$/;
const BUCKET = /^([1-9]|10)$/;

/**
 * One case of PAYROLL.md §4 (plus a day's optional `shift` and `worked`) as the calculation's
 * input, checked field by field: every pay code it names needs a multiplier, every formula must
 * read. Throws InvalidPayrollValuesInputError naming the field.
 */
export function fromPayrollCase(value: unknown): PayrollValuesInput {
  const json = object(value, 'case', CASE_KEYS, '');
  const payCodes = object(json.payCodes, 'payCodes');
  for (const [code, multiplier] of Object.entries(payCodes)) number(multiplier, `payCodes.${code}`, 0);
  const known = (code: unknown, path: string): string => {
    if (typeof code !== 'string' || !(code in payCodes)) throw new InvalidPayrollValuesInputError(path, `unknown pay code ${JSON.stringify(code)} (not in payCodes)`);
    return code;
  };
  const days = list(json.days, 'days').map((item, index) => day(item, `days[${index}]`, known));
  return {
    hourlyRate: number(json.hourlyRate, 'hourlyRate', 0),
    payCodes: payCodes as Record<string, number>,
    payroll: payroll(json.payroll, known),
    approvedOnly: boolean(json.approvedOnly, 'approvedOnly'),
    notYetExported: boolean(json.notYetExported, 'notYetExported'),
    days,
  };
}

function payroll(value: unknown, known: (code: unknown, path: string) => string): PayrollSettings {
  const json = object(value, 'payroll', PAYROLL_KEYS);
  const mapping: Record<string, string> = {};
  for (const [key, code] of Object.entries(object(json.mapping, 'payroll.mapping'))) {
    if (!MAPPED_VALUE.test(key)) throw new InvalidPayrollValuesInputError(`payroll.mapping.${key}`, 'expected normal, overtime1..overtime10, noPay or leave:<leave type>');
    mapping[key] = known(code, `payroll.mapping.${key}`);
  }
  const codes = (field: string) => list(json[field] ?? [], `payroll.${field}`).map((code, index) => known(code, `payroll.${field}[${index}]`));
  const minimum = json.minimumMinutes;
  return {
    mapping,
    minimumMinutes: minimum === undefined || minimum === null ? null : minutes(minimum, 'payroll.minimumMinutes'),
    basedOnTargetHours: boolean(json.basedOnTargetHours, 'payroll.basedOnTargetHours'),
    overtimePaidAfterMinimum: boolean(json.overtimePaidAfterMinimum, 'payroll.overtimePaidAfterMinimum'),
    makeUpSequence: codes('makeUpSequence'),
    nonTimeMakeUp: codes('nonTimeMakeUp'),
    addedToNormal: codes('addedToNormal'),
  };
}

function day(value: unknown, path: string, known: (code: unknown, path: string) => string): PayrollDay {
  const json = object(value, path, DAY_KEYS);
  if (!isIsoDate(json.date)) throw new InvalidPayrollValuesInputError(`${path}.date`, `expected a date YYYY-MM-DD, got ${JSON.stringify(json.date)}`);
  const overtime = minutesByKey(json.overtime, `${path}.overtime`, (key) => {
    if (!BUCKET.test(key)) throw new InvalidPayrollValuesInputError(`${path}.overtime.${key}`, 'expected an overtime bucket 1..10');
  });
  const allowances = minutesByKey(json.allowances ?? {}, `${path}.allowances`, (code) => known(code, `${path}.allowances.${code}`));
  return {
    date: json.date,
    targetMinutes: minutes(json.targetMinutes, `${path}.targetMinutes`),
    normal: minutes(json.normal, `${path}.normal`),
    overtime,
    noPay: minutes(json.noPay, `${path}.noPay`),
    leave: minutesByKey(json.leave ?? {}, `${path}.leave`, () => undefined),
    allowances,
    publicHoliday: json.publicHoliday === undefined ? false : boolean(json.publicHoliday, `${path}.publicHoliday`),
    authorised: boolean(json.authorised, `${path}.authorised`),
    exported: boolean(json.exported, `${path}.exported`),
    shift: json.shift === undefined || json.shift === null ? null : shift(json.shift, `${path}.shift`, known),
    worked: list(json.worked ?? [], `${path}.worked`).map((item, index) => interval(item, `${path}.worked[${index}]`)),
  };
}

function shift(value: unknown, path: string, known: (code: unknown, path: string) => string): ShiftPayCodes {
  const json = object(value, path, ['payCode', 'payCodeAllocations']);
  const rows = list(json.payCodeAllocations ?? [], `${path}.payCodeAllocations`).map((item, index): PayCodeAllocation => {
    const rowPath = `${path}.payCodeAllocations[${index}]`;
    const row = object(item, rowPath, ['payCode', 'from', 'to', 'formula']);
    const payCode = known(row.payCode, `${rowPath}.payCode`);
    const hasRange = row.from !== undefined || row.to !== undefined;
    if (row.formula !== undefined) {
      if (hasRange) throw new InvalidPayrollValuesInputError(`${rowPath}.formula`, 'a pay code allocation has either a time range (from and to) or a formula, not both');
      if (typeof row.formula !== 'string') throw new InvalidPayrollValuesInputError(`${rowPath}.formula`, 'expected text');
      try {
        payCodeFormula(row.formula);
      } catch (error) {
        if (error instanceof PayCodeFormulaError) throw new InvalidPayrollValuesInputError(`${rowPath}.formula`, error.message);
        throw error;
      }
      return { payCode, formula: row.formula };
    }
    for (const end of ['from', 'to'] as const) {
      if (!isClockTime(row[end])) throw new InvalidPayrollValuesInputError(`${rowPath}.${end}`, `expected a time HH:mm (or a formula instead), got ${JSON.stringify(row[end])}`);
    }
    if (row.from === row.to) throw new InvalidPayrollValuesInputError(`${rowPath}.to`, 'a time range must end at another time than it starts');
    return { payCode, from: row.from as string, to: row.to as string };
  });
  return { payCode: json.payCode === undefined || json.payCode === null ? null : known(json.payCode, `${path}.payCode`), payCodeAllocations: rows };
}

function interval(value: unknown, path: string): WorkedInterval {
  const json = object(value, path, ['start', 'end']);
  const start = wholeNumber(json.start, `${path}.start`, -1440);
  const end = wholeNumber(json.end, `${path}.end`, -1440);
  if (end <= start) throw new InvalidPayrollValuesInputError(`${path}.end`, `expected after start (${start}), got ${end}`);
  return { start, end };
}

function minutesByKey(value: unknown, path: string, checkKey: (key: string) => unknown): Record<string, number> {
  const json = object(value, path);
  const result: Record<string, number> = {};
  for (const [key, amount] of Object.entries(json)) {
    checkKey(key);
    result[key] = minutes(amount, `${path}.${key}`);
  }
  return result;
}

function object(value: unknown, path: string, allowedKeys?: readonly string[], keyPrefix = `${path}.`): JsonObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new InvalidPayrollValuesInputError(path, `expected an object, got ${JSON.stringify(value)}`);
  for (const key of allowedKeys ? Object.keys(value) : []) {
    if (!allowedKeys?.includes(key)) throw new InvalidPayrollValuesInputError(`${keyPrefix}${key}`, 'is not a known field');
  }
  return value as JsonObject;
}

function list(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) throw new InvalidPayrollValuesInputError(path, `expected a list, got ${JSON.stringify(value)}`);
  return value;
}

function boolean(value: unknown, path: string): boolean {
  if (typeof value !== 'boolean') throw new InvalidPayrollValuesInputError(path, `expected true or false, got ${JSON.stringify(value)}`);
  return value;
}

function number(value: unknown, path: string, minimum: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new InvalidPayrollValuesInputError(path, `expected a number, got ${JSON.stringify(value)}`);
  if (value < minimum) throw new InvalidPayrollValuesInputError(path, `expected ${minimum} or more, got ${value}`);
  return value;
}

function wholeNumber(value: unknown, path: string, minimum: number): number {
  const result = number(value, path, minimum);
  if (!Number.isInteger(result)) throw new InvalidPayrollValuesInputError(path, `expected whole minutes, got ${result}`);
  return result;
}

/** Whole minutes, 0 or more. */
function minutes(value: unknown, path: string): number {
  return wholeNumber(value, path, 0);
}
