import { stringify } from 'csv-stringify/sync';
import { DateTime } from 'luxon';
import {
  DATE_SOURCES,
  DEFAULT_DATE_FORMAT,
  DEFAULT_DECIMALS,
  LINE_ENDINGS,
  NUMBER_SOURCES,
  type ExportTemplate,
  type FieldSource,
  type TemplateField,
  type TemplateRecord,
} from './export-template';

/** One employee's minutes and amount on one pay code (and, for per-day exports, one day). */
export interface ExportLine {
  employeeNumber: string;
  firstName: string;
  surname: string;
  payCode: string;
  payCodeName: string;
  /** yyyy-MM-dd; required by per-day templates, ignored by per-pay-code ones. */
  date?: string;
  minutes: number;
  amount: number;
  hourlyRate: number;
  multiplier: number;
}

export interface ExportRunPayroll {
  name: string;
  number: string | number;
  exportFileVersion: string | number;
  /** By type, as the contracts' payrollParameters gives them. */
  parameters: Record<string, string>;
}

/** What an export covers; `lines` may be any iterable, ordered by employee (see ExportWriter). */
export interface ExportRun {
  payroll: ExportRunPayroll;
  /** yyyy-MM-dd */
  from: string;
  to: string;
  /** ISO date-time; rendered in the offset it carries. */
  createdAt: string;
  lines: Iterable<ExportLine>;
}

/** A run the template cannot render (missing parameter, unordered lines, a number too wide...). */
export class ExportRunError extends Error {}

interface Totals {
  lineCount: number;
  totalMinutes: number;
  totalCents: number;
  /** Per decimals a footer asks for: the detail lines' hours, each rounded as a line, added up. */
  hoursByDecimals: Map<number, number>;
}

/** An aggregated detail line: minutes summed, amounts summed in cents. */
interface DetailLine {
  line: ExportLine;
  minutes: number;
  cents: number;
}

/**
 * Rounds half away from zero. The nudge (2^-40, far below half a unit for any amount a payroll
 * holds) makes 1.005 * 100 = 100.49999... count as the 100.5 it stands for.
 */
function roundScaled(value: number, decimals: number): number {
  const scaled = Math.abs(value) * 10 ** decimals;
  return Math.sign(value) * Math.round(scaled * (1 + 2 ** -40)) || 0;
}

/** Hours from whole minutes to `decimals`, half away from zero, in integer arithmetic (no float drift). */
function hoursScaled(minutes: number, decimals: number): number {
  const n = minutes * 10 ** decimals;
  const whole = Math.trunc(n / 60);
  const rest = n - whole * 60;
  return Math.abs(rest) * 2 >= 60 ? whole + Math.sign(n) : whole;
}

/** Cents to `decimals` (amounts are kept in cents so that totals add up exactly). */
function centsScaled(cents: number, decimals: number): number {
  if (decimals >= 2) return cents * 10 ** (decimals - 2);
  const divisor = 10 ** (2 - decimals);
  const whole = Math.trunc(cents / divisor);
  const rest = cents - whole * divisor;
  return Math.abs(rest) * 2 >= divisor ? whole + Math.sign(cents) : whole;
}

function decimalText(scaled: number, decimals: number, implied: boolean): string {
  const digits = Math.abs(scaled).toString().padStart(decimals + 1, '0');
  const sign = scaled < 0 ? '-' : '';
  if (implied || decimals === 0) return sign + digits;
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

function hoursMinutesText(minutes: number): string {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : ''}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Pay codes a parameter lists ("NT|N2"). */
const payCodesOf = (value: string | undefined): string[] => (value ?? '').split('|').map((code) => code.trim()).filter((code) => code !== '');

/**
 * Renders a run piece by piece. Feed it with push() in employee order (all of one employee's
 * lines together, as an ORDER BY gives them); it keeps only the current employee's lines in
 * memory, so a caller can stream rows from the database to a file. Each string it returns is
 * whole lines with their endings: a header or footer line, or one employee's detail lines.
 */
export class ExportWriter {
  private readonly eol: string;
  private readonly parameters: Record<string, string>;
  private readonly totals: Totals = { lineCount: 0, totalMinutes: 0, totalCents: 0, hoursByDecimals: new Map() };
  private readonly done = new Set<string>();
  private current: string | undefined;
  private pending = new Map<string, DetailLine>();
  /** A run has few distinct dates (its days), and luxon parsing is the costliest step per line. */
  private readonly dates = new Map<string, Map<string, string>>();
  /** Unquoted CSV (IIF): separators and line breaks in values become spaces. */
  private readonly unsafe: RegExp | undefined;

  constructor(
    private readonly template: ExportTemplate,
    private readonly run: Omit<ExportRun, 'lines'>,
  ) {
    this.eol = LINE_ENDINGS[template.lineEnding];
    const csv = template.csv;
    if (csv?.quoting === 'none') this.unsafe = new RegExp(`[\r\n${csv.separator === '\t' ? '\\t' : csv.separator.replace(/[\\^\]-]/g, '\\$&')}]`, 'g');
    this.parameters = run.payroll.parameters;
    const missing = missingTemplateParameters(template, run.payroll.parameters);
    if (missing.length > 0) throw new ExportRunError(`the payroll's parameters lack ${missing.join(', ')}, which ${template.name} needs`);
    for (const f of template.footer.flatMap((r) => r.fields)) {
      if (f.source === 'totalHours') this.totals.hoursByDecimals.set(f.decimals ?? DEFAULT_DECIMALS, 0);
    }
  }

  begin(): string[] {
    return this.template.header.map((r) => this.lines(r, [undefined]));
  }

  push(line: ExportLine): string[] {
    if (!Number.isInteger(line.minutes)) throw new ExportRunError(`employee ${line.employeeNumber}, ${line.payCode}: minutes must be whole`);
    if (![line.amount, line.hourlyRate, line.multiplier].every(Number.isFinite)) {
      throw new ExportRunError(`employee ${line.employeeNumber}, ${line.payCode}: amount, hourlyRate and multiplier must be numbers`);
    }
    if (this.template.granularity === 'employeeDayPayCode' && line.date === undefined) {
      throw new ExportRunError(`employee ${line.employeeNumber}, ${line.payCode}: ${this.template.name} exports per day and the line has no date`);
    }
    const out = line.employeeNumber === this.current ? [] : this.flush();
    if (line.employeeNumber !== this.current) {
      if (this.done.has(line.employeeNumber)) throw new ExportRunError(`lines must come ordered by employee: ${line.employeeNumber} appears again after another employee`);
      this.current = line.employeeNumber;
    }
    const key = this.template.granularity === 'employeeDayPayCode' ? `${line.date}\u0000${line.payCode}` : line.payCode;
    const detail = this.pending.get(key);
    const cents = roundScaled(line.amount, 2);
    // Rate and multiplier of the first line stand for the group: a pay code has one per run.
    if (detail === undefined) this.pending.set(key, { line, minutes: line.minutes, cents });
    else {
      detail.minutes += line.minutes;
      detail.cents += cents;
    }
    return out;
  }

  end(): string[] {
    return [...this.flush(), ...this.template.footer.map((r) => this.lines(r, [undefined]))];
  }

  private flush(): string[] {
    if (this.current !== undefined) this.done.add(this.current);
    // Day, then pay code: the same order whatever order the caller's rows had within an employee
    // (by code unit, not localeCompare: ISO dates sort so, and a locale would change the file).
    const details = [...this.pending.values()].sort((a, b) => compare(a.line.date ?? '', b.line.date ?? '') || compare(a.line.payCode, b.line.payCode));
    this.pending = new Map();
    if (details.length === 0) return [];
    for (const detail of details) {
      this.totals.lineCount += 1;
      this.totals.totalMinutes += detail.minutes;
      this.totals.totalCents += detail.cents;
      for (const [decimals, sum] of this.totals.hoursByDecimals) this.totals.hoursByDecimals.set(decimals, sum + hoursScaled(detail.minutes, decimals));
    }
    return [this.lines(this.template.detail, details)];
  }

  /** The record's lines, one per detail (or one for a header or footer line), each with its ending. */
  private lines(record: TemplateRecord, details: (DetailLine | undefined)[]): string {
    const rows = details.map((detail) => record.fields.map((f) => this.value(f, detail)));
    if (this.template.format === 'fixedWidth') return rows.map((values) => record.fields.map((f, i) => this.fixed(f, values[i]!)).join('') + this.eol).join('');
    const csv = this.template.csv!;
    const unsafe = this.unsafe;
    if (unsafe !== undefined) return rows.map((values) => values.map((v) => v.replace(unsafe, ' ')).join(csv.separator) + this.eol).join('');
    const always = record.fields.map((f) => f.quote === 'always');
    // One call per employee, not per line: setting up the stringifier costs more than a line.
    return stringify(rows, {
      delimiter: csv.separator,
      record_delimiter: this.eol,
      cast: { string: (value, context) => (always[context.index] ? { value, quoted: true } : value) },
    });
  }

  private dateText(value: string, format: string, what: string): string {
    let byValue = this.dates.get(format);
    if (byValue === undefined) this.dates.set(format, (byValue = new Map()));
    let text = byValue.get(value);
    if (text === undefined) {
      const date = DateTime.fromISO(value, { setZone: true });
      if (!date.isValid) throw new ExportRunError(`${what}: ${JSON.stringify(value)} is not an ISO date`);
      text = date.toFormat(format);
      byValue.set(value, text);
    }
    return text;
  }

  private fixed(f: TemplateField, value: string): string {
    const width = f.width!;
    const chars = [...value];
    const numeric = f.source !== undefined && NUMBER_SOURCES.includes(f.source);
    if (chars.length > width) {
      // A cut number would be a wrong number; a cut name is what fixed-width imports expect.
      if (numeric) throw new ExportRunError(`${f.name ?? f.source}: ${value} does not fit in ${width} characters`);
      return chars.slice(0, width).join('');
    }
    const pad = f.pad ?? ' ';
    const right = (f.align ?? (numeric ? 'right' : 'left')) === 'right';
    const fill = pad.repeat(width - chars.length);
    if (!right) return value + fill;
    // Zero padding goes between the sign and the digits (-0012.50).
    if (pad === '0' && value.startsWith('-')) return `-${fill}${value.slice(1)}`;
    return fill + value;
  }

  private value(f: TemplateField, detail: DetailLine | undefined): string {
    if (f.literal !== undefined) return f.literal;
    if (f.parameter !== undefined) return this.parameters[f.parameter] ?? '';
    if (detail !== undefined && f.when !== undefined && !this.applies(f.when, detail.line.payCode)) return '';
    const source = f.source!;
    const decimals = f.decimals ?? DEFAULT_DECIMALS;
    const implied = f.impliedDecimal ?? false;
    if (DATE_SOURCES.includes(source)) return this.dateText(this.dateOf(source, detail), f.dateFormat ?? DEFAULT_DATE_FORMAT, source);
    return this.plain(source, detail, decimals, implied);
  }

  private applies(when: NonNullable<TemplateField['when']>, payCode: string): boolean {
    const listed = (types: string[]) => types.some((type) => payCodesOf(this.parameters[type]).includes(payCode));
    if (when.payCodeIn !== undefined && !listed(when.payCodeIn)) return false;
    if (when.payCodeNotIn !== undefined && listed(when.payCodeNotIn)) return false;
    return true;
  }

  private dateOf(source: FieldSource, detail: DetailLine | undefined): string {
    if (source === 'date') return detail!.line.date!;
    if (source === 'from') return this.run.from;
    if (source === 'to') return this.run.to;
    return this.run.createdAt;
  }

  private plain(source: FieldSource, detail: DetailLine | undefined, decimals: number, implied: boolean): string {
    const line = detail?.line;
    switch (source) {
      case 'employeeNumber':
        return line!.employeeNumber;
      case 'firstName':
        return line!.firstName;
      case 'surname':
        return line!.surname;
      case 'fullName':
        return `${line!.firstName} ${line!.surname}`.trim();
      case 'surnameFirst':
        return line!.firstName === '' ? line!.surname : `${line!.surname}, ${line!.firstName}`;
      case 'payCode':
        return line!.payCode;
      case 'payCodeName':
        return line!.payCodeName;
      case 'minutes':
        return String(detail!.minutes);
      case 'hours':
        return decimalText(hoursScaled(detail!.minutes, decimals), decimals, implied);
      case 'hoursMinutes':
        return hoursMinutesText(detail!.minutes);
      case 'amount':
        return decimalText(centsScaled(detail!.cents, decimals), decimals, implied);
      case 'hourlyRate':
        return decimalText(roundScaled(line!.hourlyRate, decimals), decimals, implied);
      case 'multiplier':
        return decimalText(roundScaled(line!.multiplier, decimals), decimals, implied);
      case 'payrollName':
        return this.run.payroll.name;
      case 'payrollNumber':
        return String(this.run.payroll.number);
      case 'exportFileVersion':
        return String(this.run.payroll.exportFileVersion);
      case 'templateName':
        return this.template.name;
      case 'templateVersion':
        return String(this.template.version);
      case 'lineCount':
        return String(this.totals.lineCount);
      case 'totalMinutes':
        return String(this.totals.totalMinutes);
      // A control total: the sum of the lines as written, so that the importer's own sum agrees.
      case 'totalHours':
        return decimalText(this.totals.hoursByDecimals.get(decimals)!, decimals, implied);
      case 'totalAmount':
        return decimalText(centsScaled(this.totals.totalCents, decimals), decimals, implied);
      default:
        throw new ExportRunError(`${source} is not a plain value`);
    }
  }
}

/** The required parameters a payroll's parameters lack (to refuse an export with a 400 before it starts). */
export function missingTemplateParameters(template: ExportTemplate, parameters: Record<string, string>): string[] {
  return template.parameters.filter((p) => p.required && (parameters[p.type] ?? '').trim() === '').map((p) => p.type);
}

/** The file in order, in pieces of whole lines with their endings (see ExportWriter), for the caller to stream. */
export function* renderExportLines(template: ExportTemplate, run: ExportRun): Generator<string> {
  const writer = new ExportWriter(template, run);
  yield* writer.begin();
  for (const line of run.lines) yield* writer.push(line);
  yield* writer.end();
}

/** The whole file as one string (small runs, tests). */
export function renderExport(template: ExportTemplate, run: ExportRun): string {
  let file = '';
  for (const line of renderExportLines(template, run)) file += line;
  return file;
}
