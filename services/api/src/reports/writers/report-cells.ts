import type { ReportCell, ReportCellType, ReportColumn, ReportLayout } from '../domain/report';
import type { ReportMeta } from './index';

/**
 * How the writers turn a cell into text (PDF and Excel Text) and read its number (totals, Excel).
 * The PDF prints dates as people read them (`01 Mar 2026`); Excel Text keeps the ISO date the
 * definitions give, which Excel and scripts read as a date without guessing the order.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The column types a total sums. */
export const NUMBER_TYPES: ReadonlySet<ReportCellType> = new Set(['integer', 'decimal', 'money', 'minutes', 'percent']);

/**
 * A cell as a number: numbers as they are, numeric strings too (PostgreSQL's numeric and bigint
 * reach a definition as strings), anything else null.
 */
export function cellNumber(value: ReportCell): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  }
  return null;
}

/** Minutes as h:mm, hours not wrapped at 24, a minus in front of a negative value: -1:05. */
export function formatMinutes(minutes: number): string {
  const whole = Math.round(Math.abs(minutes));
  const sign = minutes < 0 && whole > 0 ? '-' : '';
  const rest = whole % 60;
  return `${sign}${(whole - rest) / 60}:${rest < 10 ? '0' : ''}${rest}`;
}

/** 'YYYY-MM-DD' as '01 Mar 2026'; anything else as it is. */
export function formatDay(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${match[3]} ${month} ${match[1]}` : isoDate;
}

/** 'YYYY-MM-DD HH:mm' (or an ISO instant with its offset) as '01 Mar 2026 08:00', the wall time it names. */
export function formatDayTime(isoDateTime: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})/.exec(isoDateTime);
  return match ? `${formatDay(match[1]!)} ${match[2]}` : isoDateTime;
}

/** The report's period as printed under the heading: '01 Mar 2026 – 31 Mar 2026'. */
export function formatRange(from: string, to: string): string {
  return `${formatDay(from)} – ${formatDay(to)}`;
}

/** A subtotal's label: 'Total Sales (12 rows)'. */
export function subtotalLabel(title: string, rows: number): string {
  return `Total ${title} (${rows} ${rows === 1 ? 'row' : 'rows'})`;
}

/** The grand total's label: 'Grand total (31000 rows)'. */
export function grandTotalLabel(rows: number): string {
  return `Grand total (${rows} ${rows === 1 ? 'row' : 'rows'})`;
}

/**
 * A cell as text. `print` (PDF) shows dates as '01 Mar 2026'; `data` (Excel Text) keeps them ISO.
 * Numbers: minutes h:mm, money and decimals with 2 decimals, percent (a value in percent, 87.5 =
 * 87.5 %) with 2 decimals and '%', integers rounded.
 */
export function formatCell(type: ReportCellType, value: ReportCell, style: 'print' | 'data'): string {
  if (value === null || value === '') return '';
  if (NUMBER_TYPES.has(type)) {
    const number = cellNumber(value);
    if (number === null) return String(value);
    switch (type) {
      case 'minutes':
        return formatMinutes(number);
      case 'integer':
        return String(Math.round(number));
      case 'percent':
        return `${number.toFixed(2)}%`;
      default:
        return number.toFixed(2);
    }
  }
  const text = String(value);
  if (style === 'data') return text;
  if (type === 'date') return formatDay(text);
  if (type === 'dateTime') return formatDayTime(text);
  return text;
}

/** The column that takes a subtotal's label: the first, unless it is totalled itself (then -1: no label). */
export function labelColumn(columns: readonly ReportColumn[]): number {
  return columns.length > 0 && !columns[0]!.total ? 0 : -1;
}

/** The lines under the date range: the layout's options, then the request's notes and time zone. */
export function notesOf(layout: ReportLayout, meta: ReportMeta): string[] {
  return [...(layout.notes ?? []), ...(meta.notes ?? []), ...(meta.timeZoneNote ? [meta.timeZoneNote] : [])];
}
