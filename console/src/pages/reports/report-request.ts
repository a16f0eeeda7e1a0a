import type { ReportGrouping, ReportOutput } from '@tna/contracts';
import { selectionRequest, type EmployeeSelectionValue } from '../../components/employee-selection';
import { wallClock } from '../clocking/grid-format';
import type { ReportDescription, ReportOption } from './report-pages';

/** A report option as the form holds it: ticks, ticked ids or codes, or the text typed (numbers included). */
export type OptionValue = boolean | string | string[];

export interface ReportForm {
  from: string;
  to: string;
  selection: EmployeeSelectionValue;
  groupBy: ReportGrouping | '';
  heading: string;
  output: ReportOutput;
  options: Record<string, OptionValue>;
}

const initialValue = (option: ReportOption): OptionValue => {
  switch (option.kind) {
    case 'boolean':
      return false;
    case 'statuses':
    case 'records':
      return [];
    case 'integer':
      return option.defaultValue === undefined ? '' : String(option.defaultValue);
    case 'choice':
      return option.defaultValue ?? '';
    default:
      return '';
  }
};

export const initialOptions = (report: ReportDescription): Record<string, OptionValue> => Object.fromEntries(report.options.map((option) => [option.name, initialValue(option)]));

/**
 * The options with `defaultNow` still empty set to `now` as a wall date or time in `timeZone` (the
 * installation's): an evacuation is asked for as it happens. What the user typed is kept.
 */
export function withNow(report: ReportDescription, options: Record<string, OptionValue>, timeZone: string, now: Date): Record<string, OptionValue> {
  const wall = wallClock(now.toISOString(), timeZone);
  const filled = { ...options };
  for (const option of report.options) {
    if ((option.kind === 'date' || option.kind === 'time') && option.defaultNow && filled[option.name] === '') filled[option.name] = option.kind === 'date' ? wall.date : wall.time;
  }
  return filled;
}

const isEmpty = (value: OptionValue) => value === '' || (Array.isArray(value) && value.length === 0);

/** What keeps the form from being sent: a required option or the period left empty, or an integer out of range; null when none. */
export function formProblem(report: ReportDescription, form: ReportForm): string | null {
  if (report.period?.kind !== 'day' && (form.from === '' || form.to === '')) return 'Choose the period';
  if (report.period?.kind !== 'day' && form.to < form.from) return 'To must not be before From';
  for (const option of report.options) {
    const value = form.options[option.name];
    const required = option.kind === 'date' || option.kind === 'time' || ('required' in option && option.required);
    if (required && isEmpty(value)) return `Choose ${option.label.toLowerCase()}`;
    if (option.kind === 'integer' && value !== '') {
      const number = Number(value);
      if (!Number.isInteger(number) || number < option.min || number > option.max) return `${option.label} must be a whole number from ${option.min} to ${option.max}`;
    }
  }
  return null;
}

/** An option as its request class takes it; undefined leaves it out (an empty choice, count or list). */
function requestValue(option: ReportOption, value: OptionValue): unknown {
  if (option.kind === 'boolean') return value === true;
  if (isEmpty(value)) return undefined;
  if (option.kind === 'integer') return Number(value);
  if (option.kind === 'statuses') return (value as string[]).map(Number);
  return value;
}

/**
 * The Generate call's body: the shared options (period, whom, grouping, heading, output) then the
 * report's own, named as its request class names them. Empty optional values are left out, so the
 * api applies its defaults.
 */
export function reportRequestBody(report: ReportDescription, form: ReportForm): Record<string, unknown> {
  const day = report.period?.kind === 'day' ? String(form.options[report.period.dayOption]) : undefined;
  const body: Record<string, unknown> = { from: day ?? form.from, to: day ?? form.to, ...selectionRequest(form.selection) };
  if (form.groupBy) body.groupBy = form.groupBy;
  if (form.heading.trim()) body.heading = form.heading.trim();
  body.output = form.output;
  for (const option of report.options) {
    const value = requestValue(option, form.options[option.name]);
    if (value !== undefined) body[option.name] = value;
  }
  return body;
}
