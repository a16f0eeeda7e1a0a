import { APPOINTMENT_DATE_RANGES, isIsoDate, type AppointmentDateRange } from '@tna/contracts';

/** Inclusive dates; either end may be open. */
export interface DateSpan {
  from: string | null;
  to: string | null;
}

/** A decade (`1990s` is 1990-01-01 to 1999-12-31) or a custom span; null when the value is neither. */
export function appointmentSpan(value: unknown): DateSpan | null {
  if (typeof value === 'string') {
    if (!APPOINTMENT_DATE_RANGES.includes(value as AppointmentDateRange)) return null;
    const start = Number(value.slice(0, 4));
    return { from: `${start}-01-01`, to: `${start + 9}-12-31` };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const { from = null, to = null } = value as { from?: unknown; to?: unknown };
  if ((from !== null && !isIsoDate(from)) || (to !== null && !isIsoDate(to))) return null;
  if (from !== null && to !== null && from > to) return null;
  return { from, to };
}
