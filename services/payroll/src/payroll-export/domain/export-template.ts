import type { DataExportTemplateParameter } from '@tna/contracts';

/**
 * An export template as data (templates/*.json): how a payroll run becomes a file. Pure types and
 * the validator that turns untrusted JSON into a template or a 400-style message naming the field.
 */

export const EXPORT_FORMATS = ['csv', 'fixedWidth'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** One detail line per employee and pay code, or per employee, day and pay code. */
export const EXPORT_GRANULARITIES = ['employeePayCode', 'employeeDayPayCode'] as const;
export type ExportGranularity = (typeof EXPORT_GRANULARITIES)[number];

export const LINE_ENDINGS = { crlf: '\r\n', lf: '\n' } as const;
export type LineEnding = keyof typeof LINE_ENDINGS;

/** Values of one detail line (detail fields only). */
export const LINE_SOURCES = [
  'employeeNumber',
  'firstName',
  'surname',
  /** "First Surname" */
  'fullName',
  /** "Surname, First" */
  'surnameFirst',
  'payCode',
  'payCodeName',
  'date',
  'minutes',
  'hours',
  /** h:mm, as QuickBooks' DURATION */
  'hoursMinutes',
  'amount',
  'hourlyRate',
  'multiplier',
] as const;
/** Values of the run, usable on any line. */
export const RUN_SOURCES = ['payrollName', 'payrollNumber', 'exportFileVersion', 'from', 'to', 'createdAt', 'templateName', 'templateVersion'] as const;
/** Totals over the detail lines: known only at the end, so footer fields only. */
export const TOTAL_SOURCES = ['lineCount', 'totalMinutes', 'totalHours', 'totalAmount'] as const;

export type LineSource = (typeof LINE_SOURCES)[number];
export type RunSource = (typeof RUN_SOURCES)[number];
export type TotalSource = (typeof TOTAL_SOURCES)[number];
export type FieldSource = LineSource | RunSource | TotalSource;

export const NUMBER_SOURCES: readonly FieldSource[] = ['minutes', 'hours', 'amount', 'hourlyRate', 'multiplier', 'payrollNumber', 'exportFileVersion', 'templateVersion', 'lineCount', 'totalMinutes', 'totalHours', 'totalAmount'];
export const DATE_SOURCES: readonly FieldSource[] = ['date', 'from', 'to', 'createdAt'];
/** Sources with decimals (hours and amounts are rounded half away from zero to them). */
export const DECIMAL_SOURCES: readonly FieldSource[] = ['hours', 'amount', 'hourlyRate', 'multiplier', 'totalHours', 'totalAmount'];
/** Decimals when the field names none: amounts and rates in cents, hours in hundredths. */
export const DEFAULT_DECIMALS = 2;
export const DEFAULT_DATE_FORMAT = 'yyyy-MM-dd';

/** A field renders one of: a literal, a source value, or a payroll parameter (by type). */
export interface TemplateField {
  /** Column name, for people reading the template (CSV column titles are literal header fields). */
  name?: string;
  literal?: string;
  source?: FieldSource;
  parameter?: string;
  /** Fixed width: required, in characters. CSV: none. */
  width?: number;
  /** Fixed width padding character; a space unless given. */
  pad?: string;
  /** Fixed width; numbers right, text left unless given. */
  align?: 'left' | 'right';
  decimals?: number;
  /** Numbers without the decimal point (0850 for 8.50), as old fixed-width imports want. */
  impliedDecimal?: boolean;
  /** Luxon format tokens (yyyy, MM, dd, HH, mm, ...) for date sources. */
  dateFormat?: string;
  /** CSV: quote only when needed (separator, quote, line break) or always. */
  quote?: 'asNeeded' | 'always';
  /**
   * Render the value only for some pay codes, empty otherwise (ADP's Reg Hours / O/T Hours /
   * Hours 3 columns). Each entry names a parameter type whose value lists pay codes, "|"-separated.
   */
  when?: { payCodeIn?: string[]; payCodeNotIn?: string[] };
}

export interface TemplateRecord {
  fields: TemplateField[];
}

/** A parameter the template needs; the payroll's parameters ("type,type;value,value") supply it. */
export type TemplateParameter = DataExportTemplateParameter;

export interface CsvOptions {
  separator: string;
  /** `none`: no quoting at all (QuickBooks IIF); separators and line breaks in values become spaces. */
  quoting: 'standard' | 'none';
}

export interface ExportTemplate {
  id: string;
  name: string;
  version: number;
  description?: string;
  format: ExportFormat;
  granularity: ExportGranularity;
  lineEnding: LineEnding;
  csv?: CsvOptions;
  parameters: TemplateParameter[];
  header: TemplateRecord[];
  detail: TemplateRecord;
  footer: TemplateRecord[];
}

export type TemplateValidation = { ok: true; template: ExportTemplate } | { ok: false; field: string; message: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PARAMETER_TYPE = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;
/** Luxon tokens a payroll file needs, quoted literals and separators; anything else is a typo. */
const DATE_FORMAT = /^(?:yyyy|yy|MM|M|dd|d|HH|H|hh|h|mm|m|ss|s|a|'[^']*'|[ \-/.:_T,])+$/;
const MAX_WIDTH = 1000;
const MAX_DECIMALS = 6;
const FIELD_KEYS = new Set(['name', 'literal', 'source', 'parameter', 'width', 'pad', 'align', 'decimals', 'impliedDecimal', 'dateFormat', 'quote', 'when']);
const TEMPLATE_KEYS = new Set(['id', 'name', 'version', 'description', 'format', 'granularity', 'lineEnding', 'csv', 'parameters', 'header', 'detail', 'footer']);

class Invalid extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const includes = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value);
const listOf = (values: readonly string[]) => values.join(', ');

function text(input: Record<string, unknown>, key: string, path: string, optional = false): string | undefined {
  const value = input[key];
  if (value === undefined && optional) return undefined;
  if (typeof value !== 'string' || value.trim() === '') throw new Invalid(`${path}${key}`, 'must be a non-empty string');
  return value;
}

function wholeNumber(value: unknown, field: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) throw new Invalid(field, `must be a whole number from ${min} to ${max}`);
  return value;
}

function noUnknownKeys(input: Record<string, unknown>, known: Set<string>, path: string): void {
  const unknown = Object.keys(input).find((key) => !known.has(key));
  if (unknown !== undefined) throw new Invalid(`${path}${unknown}`, 'unknown property');
}

type Part = 'header' | 'detail' | 'footer';

function field(input: unknown, path: string, part: Part, format: ExportFormat, parameterTypes: Set<string>): TemplateField {
  if (!isObject(input)) throw new Invalid(path, 'must be an object');
  noUnknownKeys(input, FIELD_KEYS, `${path}.`);
  const kinds = ['literal', 'source', 'parameter'].filter((key) => input[key] !== undefined);
  if (kinds.length !== 1) throw new Invalid(path, 'needs exactly one of literal, source, parameter');
  const out: TemplateField = {};
  if (input.name !== undefined) out.name = text(input, 'name', `${path}.`);
  if (input.literal !== undefined) {
    if (typeof input.literal !== 'string') throw new Invalid(`${path}.literal`, 'must be a string');
    out.literal = input.literal;
  }
  if (input.source !== undefined) {
    const all = [...LINE_SOURCES, ...RUN_SOURCES, ...TOTAL_SOURCES];
    if (!includes(all, input.source)) throw new Invalid(`${path}.source`, `unknown field name ${JSON.stringify(input.source)} (known: ${listOf(all)})`);
    if (part !== 'detail' && includes(LINE_SOURCES, input.source)) throw new Invalid(`${path}.source`, `${input.source} is a detail line value, not usable in the ${part}`);
    if (part !== 'footer' && includes(TOTAL_SOURCES, input.source)) throw new Invalid(`${path}.source`, `${input.source} is a total, known only at the end: footer only`);
    out.source = input.source;
  }
  if (input.parameter !== undefined) {
    const type = text(input, 'parameter', `${path}.`)!;
    if (!parameterTypes.has(type)) throw new Invalid(`${path}.parameter`, `${JSON.stringify(type)} is not one of the template's parameters`);
    out.parameter = type;
  }
  if (format === 'fixedWidth') {
    out.width = wholeNumber(input.width, `${path}.width`, 1, MAX_WIDTH);
  } else if (input.width !== undefined) {
    throw new Invalid(`${path}.width`, 'only fixed width fields have a width');
  }
  if (input.pad !== undefined) {
    if (format !== 'fixedWidth') throw new Invalid(`${path}.pad`, 'only fixed width fields are padded');
    if (typeof input.pad !== 'string' || [...input.pad].length !== 1) throw new Invalid(`${path}.pad`, 'must be one character');
    out.pad = input.pad;
  }
  if (input.align !== undefined) {
    if (format !== 'fixedWidth') throw new Invalid(`${path}.align`, 'only fixed width fields are justified');
    if (input.align !== 'left' && input.align !== 'right') throw new Invalid(`${path}.align`, 'must be left or right');
    out.align = input.align;
  }
  if (input.decimals !== undefined || input.impliedDecimal !== undefined) {
    const key = input.decimals !== undefined ? 'decimals' : 'impliedDecimal';
    if (out.source === undefined || !DECIMAL_SOURCES.includes(out.source)) throw new Invalid(`${path}.${key}`, `only for ${listOf(DECIMAL_SOURCES)}`);
    if (input.decimals !== undefined) out.decimals = wholeNumber(input.decimals, `${path}.decimals`, 0, MAX_DECIMALS);
    if (input.impliedDecimal !== undefined) {
      if (typeof input.impliedDecimal !== 'boolean') throw new Invalid(`${path}.impliedDecimal`, 'must be true or false');
      out.impliedDecimal = input.impliedDecimal;
    }
  }
  if (input.dateFormat !== undefined) {
    if (out.source === undefined || !DATE_SOURCES.includes(out.source)) throw new Invalid(`${path}.dateFormat`, `only for ${listOf(DATE_SOURCES)}`);
    if (typeof input.dateFormat !== 'string' || !DATE_FORMAT.test(input.dateFormat)) {
      throw new Invalid(`${path}.dateFormat`, `unknown date format ${JSON.stringify(input.dateFormat)} (tokens yyyy yy MM M dd d HH H hh h mm m ss s a, 'literal', separators)`);
    }
    out.dateFormat = input.dateFormat;
  }
  if (input.quote !== undefined) {
    if (format !== 'csv') throw new Invalid(`${path}.quote`, 'only CSV fields are quoted');
    if (input.quote !== 'asNeeded' && input.quote !== 'always') throw new Invalid(`${path}.quote`, 'must be asNeeded or always');
    out.quote = input.quote;
  }
  if (input.when !== undefined) {
    if (part !== 'detail') throw new Invalid(`${path}.when`, 'only detail fields depend on the pay code');
    if (!isObject(input.when)) throw new Invalid(`${path}.when`, 'must be an object');
    noUnknownKeys(input.when, new Set(['payCodeIn', 'payCodeNotIn']), `${path}.when.`);
    const when: NonNullable<TemplateField['when']> = {};
    for (const key of ['payCodeIn', 'payCodeNotIn'] as const) {
      const types = input.when[key];
      if (types === undefined) continue;
      if (!Array.isArray(types) || types.length === 0) throw new Invalid(`${path}.when.${key}`, 'must be a non-empty list of parameter types');
      types.forEach((type, i) => {
        if (typeof type !== 'string' || !parameterTypes.has(type)) throw new Invalid(`${path}.when.${key}[${i}]`, `${JSON.stringify(type)} is not one of the template's parameters`);
      });
      when[key] = types as string[];
    }
    if (when.payCodeIn === undefined && when.payCodeNotIn === undefined) throw new Invalid(`${path}.when`, 'needs payCodeIn or payCodeNotIn');
    out.when = when;
  }
  return out;
}

function record(input: unknown, path: string, part: Part, format: ExportFormat, parameterTypes: Set<string>): TemplateRecord {
  if (!isObject(input)) throw new Invalid(path, 'must be an object');
  noUnknownKeys(input, new Set(['fields']), `${path}.`);
  if (!Array.isArray(input.fields) || input.fields.length === 0) throw new Invalid(`${path}.fields`, 'must be a non-empty list');
  return { fields: input.fields.map((f, i) => field(f, `${path}.fields[${i}]`, part, format, parameterTypes)) };
}

function records(input: unknown, path: Part, format: ExportFormat, parameterTypes: Set<string>): TemplateRecord[] {
  if (input === undefined) return [];
  if (!Array.isArray(input)) throw new Invalid(path, 'must be a list of lines');
  return input.map((r, i) => record(r, `${path}[${i}]`, path, format, parameterTypes));
}

function parameters(input: unknown): TemplateParameter[] {
  if (input === undefined) return [];
  if (!Array.isArray(input)) throw new Invalid('parameters', 'must be a list');
  const seen = new Set<string>();
  return input.map((p, i) => {
    const path = `parameters[${i}]`;
    if (!isObject(p)) throw new Invalid(path, 'must be an object');
    noUnknownKeys(p, new Set(['type', 'label', 'required']), `${path}.`);
    if (typeof p.type !== 'string' || !PARAMETER_TYPE.test(p.type)) throw new Invalid(`${path}.type`, 'must be a letter then letters, digits or _ (at most 50)');
    if (seen.has(p.type)) throw new Invalid(`${path}.type`, `${p.type} is listed twice`);
    seen.add(p.type);
    if (typeof p.required !== 'boolean') throw new Invalid(`${path}.required`, 'must be true or false');
    return { type: p.type, label: text(p, 'label', `${path}.`)!, required: p.required };
  });
}

function csvOptions(input: unknown): CsvOptions {
  if (input === undefined) return { separator: ',', quoting: 'standard' };
  if (!isObject(input)) throw new Invalid('csv', 'must be an object');
  noUnknownKeys(input, new Set(['separator', 'quoting']), 'csv.');
  const separator = input.separator ?? ',';
  if (typeof separator !== 'string' || [...separator].length !== 1 || /["\r\n]/.test(separator)) throw new Invalid('csv.separator', 'must be one character, not a quote or line break');
  const quoting = input.quoting ?? 'standard';
  if (quoting !== 'standard' && quoting !== 'none') throw new Invalid('csv.quoting', 'must be standard or none');
  return { separator, quoting };
}

/** Checks untrusted template JSON; the first problem found is named by its path (e.g. `detail.fields[2].source`). */
export function validateExportTemplate(input: unknown): TemplateValidation {
  try {
    if (!isObject(input)) throw new Invalid('template', 'must be an object');
    noUnknownKeys(input, TEMPLATE_KEYS, '');
    if (typeof input.id !== 'string' || !UUID.test(input.id)) throw new Invalid('id', 'must be a lower-case UUID');
    const name = text(input, 'name', '')!;
    const version = wholeNumber(input.version, 'version', 1, 1_000_000);
    const description = text(input, 'description', '', true);
    if (!includes(EXPORT_FORMATS, input.format)) throw new Invalid('format', `unknown format ${JSON.stringify(input.format)} (known: ${listOf(EXPORT_FORMATS)})`);
    const format = input.format;
    if (!includes(EXPORT_GRANULARITIES, input.granularity)) throw new Invalid('granularity', `must be one of ${listOf(EXPORT_GRANULARITIES)}`);
    const keys = Object.keys(LINE_ENDINGS) as LineEnding[];
    if (!includes(keys, input.lineEnding)) throw new Invalid('lineEnding', `must be one of ${listOf(keys)}`);
    if (format !== 'csv' && input.csv !== undefined) throw new Invalid('csv', 'only for the csv format');
    const params = parameters(input.parameters);
    const types = new Set(params.map((p) => p.type));
    const template: ExportTemplate = {
      id: input.id,
      name,
      version,
      ...(description === undefined ? {} : { description }),
      format,
      granularity: input.granularity,
      lineEnding: input.lineEnding,
      ...(format === 'csv' ? { csv: csvOptions(input.csv) } : {}),
      parameters: params,
      header: records(input.header, 'header', format, types),
      detail: record(input.detail, 'detail', 'detail', format, types),
      footer: records(input.footer, 'footer', format, types),
    };
    if (template.csv?.quoting === 'none') {
      const all = [...template.header.map((r, i) => ['header', i, r] as const), ['detail', -1, template.detail] as const, ...template.footer.map((r, i) => ['footer', i, r] as const)];
      for (const [part, i, r] of all) {
        const j = r.fields.findIndex((f) => f.quote === 'always');
        if (j >= 0) throw new Invalid(`${part}${i < 0 ? '' : `[${i}]`}.fields[${j}].quote`, 'the template does not quote (csv.quoting is none)');
      }
    }
    if (template.granularity === 'employeePayCode' && template.detail.fields.some((f) => f.source === 'date')) {
      throw new Invalid('detail', 'the date field needs the employeeDayPayCode granularity');
    }
    return { ok: true, template };
  } catch (error) {
    if (error instanceof Invalid) return { ok: false, field: error.field, message: error.message };
    throw error;
  }
}
