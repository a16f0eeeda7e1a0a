import { randomUUID } from 'node:crypto';
import type { EventEnvelope, LeaveOfDay } from '@tna/contracts';

// Past days (before the real now the engine calculates with) and a future week with a public holiday.
export const MONDAY = '2026-03-02';
export const TUESDAY = '2026-03-03';
export const WEDNESDAY = '2026-03-04';
export const THURSDAY = '2026-03-05';
export const FUTURE_MONDAY = '2027-01-04';
export const FUTURE_HOLIDAY = '2027-01-05';
export const FUTURE_WEDNESDAY = '2027-01-06';
export const at = (date: string, time: string) => `${date}T${time}:00+02:00`;

/** The event the leave service writes when the leave of some of one employee's days changes. */
export function leaveDaysChanged(employeeID: string, days: { shiftDate: string; leave: LeaveOfDay | null }[], applicationID = randomUUID()): EventEnvelope<'LeaveDaysChanged'> {
  return { id: randomUUID(), type: 'LeaveDaysChanged', version: 1, occurredAt: new Date().toISOString(), key: employeeID, payload: { employeeID, applicationID, days } };
}
