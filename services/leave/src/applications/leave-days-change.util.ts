import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { Actor, LeaveOfDay } from '@tna/contracts';
import { appendToOutbox, newEvent } from '@tna/platform';
import { entriesInForce, insertLedgerEntries, type ApplicationRow, type LeaveDayRow, type NewLedgerEntry } from './applications.store';
import { leaveOfDay } from './domain/leave-days';

/**
 * The ledger entries and the LeaveDaysChanged event of a granted application's days, written in
 * the command's transaction (entries and event commit together, LEAVE-DECISIONS "Leave days").
 */

export function userIDOf(actor: Actor | undefined): string | null {
  return actor?.kind === 'user' ? actor.id : null;
}

/** The leave the time engine holds for a day of the application. */
export function engineLeaveOf(application: Pick<ApplicationRow, 'duration' | 'position'>, day: Pick<LeaveDayRow, 'targetMinutes'>): LeaveOfDay {
  return leaveOfDay(application.duration, application.position, { targetMinutes: day.targetMinutes, leavePayMinutes: null });
}

/** Final grant: one 2 Leave Taken entry per day, and the days' leave to the time engine. */
export async function postGrant(manager: EntityManager, application: ApplicationRow, days: readonly LeaveDayRow[], actor: Actor | undefined): Promise<void> {
  await insertLedgerEntries(
    manager,
    days.map((day) => takenEntry(application, day, `taken:${application.id}:${day.shiftDate}`, actor)),
  );
  await emitLeaveDays(
    manager,
    application,
    days.map((day) => ({ shiftDate: day.shiftDate, leave: engineLeaveOf(application, day) })),
    actor,
  );
}

/** Cancel after the grant: every entry in force reversed, and the days without leave. */
export async function reverseGrant(manager: EntityManager, application: ApplicationRow, days: readonly LeaveDayRow[], actor: Actor | undefined): Promise<void> {
  const entries = await entriesInForce(manager, application.id);
  await insertLedgerEntries(manager, entries.map((entry) => reversalOf(entry, application.id, actor)));
  await emitLeaveDays(
    manager,
    application,
    days.map((day) => ({ shiftDate: day.shiftDate, leave: null })),
    actor,
  );
}

/** A granted day booked against another shift: its entry reversed, a new one of the new amount, the day's new leave. */
export async function rebookGrantedDay(manager: EntityManager, application: ApplicationRow, day: LeaveDayRow, actor: Actor | undefined): Promise<void> {
  const entries = await entriesInForce(manager, application.id, day.shiftDate);
  const reversals = entries.map((entry) => reversalOf(entry, application.id, actor));
  const replacement = takenEntry(application, day, entries.length ? `retaken:${entries[0].id}` : `taken:${application.id}:${day.shiftDate}`, actor);
  await insertLedgerEntries(manager, [...reversals, replacement]);
  await emitLeaveDays(manager, application, [{ shiftDate: day.shiftDate, leave: engineLeaveOf(application, day) }], actor);
}

function takenEntry(application: ApplicationRow, day: LeaveDayRow, sourceKey: string, actor: Actor | undefined): NewLedgerEntry {
  return {
    id: randomUUID(),
    employeeID: application.employeeID,
    leaveTypeID: application.leaveTypeID,
    date: day.shiftDate,
    action: 2,
    amount: -day.amount,
    sourceKind: 'application',
    sourceKey,
    applicationID: application.id,
    reversesID: null,
    createdBy: userIDOf(actor),
  };
}

function reversalOf(entry: { id: string; employeeID: string; leaveTypeID: string; date: string; action: NewLedgerEntry['action']; amount: number }, applicationID: string, actor: Actor | undefined): NewLedgerEntry {
  return {
    id: randomUUID(),
    employeeID: entry.employeeID,
    leaveTypeID: entry.leaveTypeID,
    date: entry.date,
    action: entry.action,
    amount: -entry.amount,
    sourceKind: 'reversal',
    sourceKey: `reversal:${entry.id}`,
    applicationID,
    reversesID: entry.id,
    createdBy: userIDOf(actor),
  };
}

async function emitLeaveDays(
  manager: EntityManager,
  application: ApplicationRow,
  days: { shiftDate: string; leave: LeaveOfDay | null }[],
  actor: Actor | undefined,
): Promise<void> {
  if (days.length === 0) return;
  await appendToOutbox(manager, [newEvent('LeaveDaysChanged', application.employeeID, { employeeID: application.employeeID, applicationID: application.id, days }, { actor })]);
}
