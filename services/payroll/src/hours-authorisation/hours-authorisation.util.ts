import type { EntityManager } from 'typeorm';
import { OTHER_RESULTS, type Actor, type HoursAuthorisationResult } from '@tna/contracts';
import { appendToOutbox, CommandRefusedError, newEvent } from '@tna/platform';
import { planAuthorisation, type ConcernedDay } from './domain/hours-authorisation';
import { findSystemUser, lockEmployees, storeAuthorisations, storedAuthorisations, type EngineDay } from './hours-authorisation.store';

/**
 * Runs one authorisation request in the command's transaction: reads who is asking and the days,
 * refuses the caller's own hours with 102 (storing nothing), else stores the changed days with who
 * and when and writes one HoursAuthorisationChanged per employee to the outbox.
 */
export async function authoriseHours(
  manager: EntityManager,
  actor: Actor | undefined,
  authorise: boolean,
  concerned: (manager: EntityManager) => Promise<{ employeeIDs: readonly string[]; days: readonly EngineDay[] }>,
): Promise<HoursAuthorisationResult> {
  const userID = userOf(actor);
  const { employeeIDs, days } = await concerned(manager);
  await lockEmployees(manager, employeeIDs);
  const plan = planAuthorisation(await linkedEmployeeOf(manager, userID), employeeIDs, await withCurrentState(manager, days), authorise);
  if (plan.kind === 'ownHours') return { resultCode: 102, resultText: OTHER_RESULTS[102] };
  const changed = plan.changes.flatMap((change) => change.days);
  if (changed.length > 0) {
    await storeAuthorisations(manager, changed, authorise, userID);
    await appendToOutbox(
      manager,
      plan.changes.map((change) =>
        newEvent(
          'HoursAuthorisationChanged',
          change.employeeID,
          { employeeID: change.employeeID, authorised: authorise, days: change.days.map((day) => ({ employeeShiftID: day.employeeShiftID, shiftDate: day.shiftDate })) },
          { actor },
        ),
      ),
    );
  }
  return { authorise, days: plan.days, lockedDays: plan.lockedDays };
}

/** Hours are authorised by a person: a command without a user cannot be checked against rule 102. */
function userOf(actor: Actor | undefined): string {
  if (actor?.kind !== 'user') throw new CommandRefusedError(403, 'Unauthorized access');
  return actor.id;
}

/** The employee the user is linked to, read from the api's view; an unknown or inactive user may not authorise. */
async function linkedEmployeeOf(manager: EntityManager, userID: string): Promise<string | null> {
  const user = await findSystemUser(manager, userID);
  if (!user || Number(user.status) !== 1) throw new CommandRefusedError(403, 'Unauthorized access');
  return user.employee_id;
}

/** Payroll's state of the days, read under the employees' locks: a request that waited sees what the one before it stored. */
async function withCurrentState(manager: EntityManager, days: readonly EngineDay[]): Promise<ConcernedDay[]> {
  if (days.length === 0) return [];
  const state = await storedAuthorisations(manager, days.map((day) => day.employeeShiftID));
  return days.map((day) => ({ ...day, authorised: state.get(day.employeeShiftID) ?? false }));
}
