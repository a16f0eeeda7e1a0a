import type { LeaveOfDay } from '@tna/contracts';
import type { DayLeave } from '../../domain';

/** The leave service's form of a day's leave ({full: true} or {minutes, position}) in the engine's. */
export function dayLeaveOf(leave: LeaveOfDay): DayLeave {
  return 'full' in leave ? { kind: 'full' } : { kind: 'partial', minutes: leave.minutes, position: leave.position };
}

/**
 * Why a day's leave from LeaveDaysChanged cannot be kept, or null when it can: full-day leave,
 * or whole minutes above 0 at the BEGIN or END of the shift. The leave service sends only these;
 * anything else is a fault of the sender, reported rather than stored.
 */
export function invalidLeaveReason(leave: unknown): string | null {
  if (leave === null || typeof leave !== 'object') return 'leave must be {full: true} or {minutes, position}';
  const value = leave as Record<string, unknown>;
  if (value.full === true) return null;
  if (!Number.isInteger(value.minutes) || (value.minutes as number) <= 0) return 'leave.minutes must be whole minutes above 0';
  if (value.position !== 'BEGIN' && value.position !== 'END') return 'leave.position must be BEGIN or END';
  return null;
}

/** A YYYY-MM-DD date that exists. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
