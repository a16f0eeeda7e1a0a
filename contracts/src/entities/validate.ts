import type { EntityDescriptor, FieldDescriptor } from './descriptor';

/** One bad field: `field` is the wire name, with a row path for rows fields (`days[2].shiftID`). */
export interface FieldError {
  field: string;
  message: string;
}

export interface CheckedRecord {
  /** Every checked field, normalised: absent optional values are null (`[]` for lists, false for flags). */
  value: Record<string, unknown>;
  errors: FieldError[];
}

export const DEFAULT_MAX_LENGTH = { string: 100, text: 2000 } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DECIMAL = /^-?\d{1,12}(\.\d{1,6})?$/;
/** A generous bound on list fields: more ids than this is a client bug, not a setup. */
const MAX_REFERENCES = 1000;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function isTimeZone(value: string): boolean {
  if (value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function emptyValue(field: FieldDescriptor): unknown {
  if (field.type === 'references' || field.type === 'rows') return [];
  if (field.type === 'boolean') return field.defaultValue ?? false;
  return null;
}

function checkBounds(field: FieldDescriptor, value: number, path: string, errors: FieldError[]): void {
  if (field.min !== undefined && value < field.min) errors.push({ field: path, message: `${field.label} must be at least ${field.min}` });
  if (field.max !== undefined && value > field.max) errors.push({ field: path, message: `${field.label} must be at most ${field.max}` });
  if (field.divides !== undefined && (value === 0 || field.divides % value !== 0)) {
    errors.push({ field: path, message: `${field.label} must divide ${field.divides}` });
  }
}

/** Checks one present (not blank) value; answers the normalised value. */
function checkValue(field: FieldDescriptor, raw: unknown, path: string, errors: FieldError[]): unknown {
  const wrong = (message: string) => {
    errors.push({ field: path, message: `${field.label} ${message}` });
    return null;
  };
  switch (field.type) {
    case 'string':
    case 'text': {
      if (typeof raw !== 'string') return wrong('must be text');
      const value = raw.trim();
      const maxLength = field.maxLength ?? DEFAULT_MAX_LENGTH[field.type];
      if (value.length > maxLength) return wrong(`must be at most ${maxLength} characters`);
      const format = field.format;
      if (format === 'email' && !EMAIL.test(value)) return wrong('must be an e-mail address');
      if (format === 'timeZone' && !isTimeZone(value)) return wrong('must be an IANA time zone such as Europe/London');
      if (typeof format === 'object' && !new RegExp(format.pattern).test(value)) {
        errors.push({ field: path, message: format.message });
        return null;
      }
      return value;
    }
    case 'integer':
    case 'minutes': {
      if (typeof raw !== 'number' || !Number.isInteger(raw)) return wrong('must be a whole number');
      if (field.type === 'minutes' && raw < 0) return wrong('must not be negative');
      if (Math.abs(raw) > 2_147_483_647) return wrong('is too large');
      checkBounds(field, raw, path, errors);
      return raw;
    }
    case 'decimal': {
      const text = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : raw;
      if (typeof text !== 'string' || !DECIMAL.test(text.trim())) return wrong('must be a number');
      checkBounds(field, Number(text), path, errors);
      return text.trim();
    }
    case 'boolean':
      return typeof raw === 'boolean' ? raw : wrong('must be true or false');
    case 'date':
      return isIsoDate(raw) ? raw : wrong('must be a date (YYYY-MM-DD)');
    case 'time':
      return typeof raw === 'string' && TIME.test(raw) ? raw : wrong('must be a time (HH:mm)');
    case 'enum':
      return field.options?.some((option) => option.value === raw)
        ? raw
        : wrong(`must be one of ${(field.options ?? []).map((option) => JSON.stringify(option.value)).join(', ')}`);
    case 'reference':
      return isUuid(raw) ? raw.toLowerCase() : wrong('must be the id of a record');
    case 'references': {
      if (!Array.isArray(raw) || !raw.every(isUuid)) return wrong('must be a list of record ids');
      if (raw.length > MAX_REFERENCES) return wrong(`must list at most ${MAX_REFERENCES} records`);
      return [...new Set(raw.map((id) => id.toLowerCase()))];
    }
    case 'rows': {
      if (!Array.isArray(raw)) return wrong('must be a list of rows');
      if (field.minRows !== undefined && raw.length < field.minRows) return wrong(`needs at least ${field.minRows} row${field.minRows === 1 ? '' : 's'}`);
      if (field.maxRows !== undefined && raw.length > field.maxRows) return wrong(`takes at most ${field.maxRows} rows`);
      return raw.map((row, index) => {
        const rowPath = `${path}[${index}]`;
        if (!row || typeof row !== 'object' || Array.isArray(row)) return wrong('rows must be objects');
        return checkFields(field.rowFields ?? [], row as Record<string, unknown>, `${rowPath}.`, errors);
      });
    }
  }
}

function checkFields(fields: readonly FieldDescriptor[], input: Readonly<Record<string, unknown>>, prefix: string, errors: FieldError[]) {
  const value: Record<string, unknown> = {};
  for (const field of fields) {
    const raw = input[field.name];
    const path = `${prefix}${field.name}`;
    if (isBlank(raw) || (field.type === 'references' && Array.isArray(raw) && raw.length === 0)) {
      // A field with a default takes it when left out, as a new record in the form starts with it.
      if (field.defaultValue !== undefined && field.defaultValue !== null && field.type !== 'boolean') {
        value[field.name] = field.defaultValue;
        continue;
      }
      if (field.required) errors.push({ field: path, message: `${field.label} is required` });
      value[field.name] = emptyValue(field);
    } else {
      value[field.name] = checkValue(field, raw, path, errors);
    }
  }
  return value;
}

/**
 * Checks a record against its descriptor: types, required fields, lengths, bounds, formats, rows,
 * then the cross-field rules (only when every field passed, so a rule never sees a bad value).
 * Fields the descriptor does not name are dropped. `only` limits the check to some fields, as a
 * bulk update of a few fields needs.
 */
export function checkRecord(
  entity: Pick<EntityDescriptor, 'fields' | 'rules'>,
  input: unknown,
  only?: ReadonlySet<string>,
): CheckedRecord {
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    return { value: {}, errors: [{ field: 'body', message: 'The request body must be a JSON object' }] };
  }
  const errors: FieldError[] = [];
  const fields = only ? entity.fields.filter((field) => only.has(field.name)) : entity.fields;
  const value = checkFields(fields, input as Record<string, unknown>, '', errors);
  if (errors.length === 0 && !only) {
    for (const rule of entity.rules ?? []) {
      if (!rule.holds(value)) errors.push({ field: rule.field, message: rule.message });
    }
  }
  return { value, errors };
}
