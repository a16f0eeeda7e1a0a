import type { EntityManager } from 'typeorm';
import { OTHER_RESULTS, type Actor, type HoursAuthorisationResult } from '@tna/contracts';
import { appendToOutbox, CommandRefusedError, newEvent } from '@tna/platform';
import { planAuthorisation, type ConcernedDay } from './domain/hours-authorisation';

/** The columns of a calculated day read from the time engine's view `s`. */
export const ENGINE_DAY_COLUMNS = `s.id AS "employeeShiftID", s.employee_id AS "employeeID", to_char(s.shift_date, 'YYYY-MM-DD') AS "shiftDate", s.locked`;

export type EngineDay = Omit<ConcernedDay, 'authorised'>;

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
  // One request per employee at a time, in one order for every caller, so two requests over the same days cannot interleave.
  await manager.query('SELECT pg_advisory_xact_lock(key) FROM (SELECT hashtextextended(id::text, 9) AS key FROM unnest($1::uuid[]) AS id ORDER BY 1) AS keys', [
    [...new Set(employeeIDs)].sort(),
  ]);
  const plan = planAuthorisation(await linkedEmployeeOf(manager, userID), employeeIDs, await withCurrentState(manager, days), authorise);
  if (plan.kind === 'ownHours') return { resultCode: 102, resultText: OTHER_RESULTS[102] };
  const changed = plan.changes.flatMap((change) => change.days);
  if (changed.length > 0) {
    await manager.query(
      `INSERT INTO payroll.hours_authorisations (employee_shift_id, employee_id, shift_date, authorised, changed_by, changed_at)
       SELECT id, employee_id, shift_date, $4, $5, now() FROM unnest($1::uuid[], $2::uuid[], $3::date[]) AS r (id, employee_id, shift_date)
       ON CONFLICT (employee_shift_id) DO UPDATE SET authorised = EXCLUDED.authorised, changed_by = EXCLUDED.changed_by, changed_at = EXCLUDED.changed_at`,
      [changed.map((day) => day.employeeShiftID), changed.map((day) => day.employeeID), changed.map((day) => day.shiftDate), authorise, userID],
    );
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
  const rows: { employee_id: string | null; status: number }[] = await manager.query('SELECT employee_id, status FROM api.v_system_users WHERE id = $1', [userID]);
  if (rows.length === 0 || Number(rows[0].status) !== 1) throw new CommandRefusedError(403, 'Unauthorized access');
  return rows[0].employee_id;
}

/** Payroll's state of the days, read under the employees' locks: a request that waited sees what the one before it stored. */
async function withCurrentState(manager: EntityManager, days: readonly EngineDay[]): Promise<ConcernedDay[]> {
  if (days.length === 0) return [];
  const rows: { employee_shift_id: string; authorised: boolean }[] = await manager.query(
    'SELECT employee_shift_id, authorised FROM payroll.hours_authorisations WHERE employee_shift_id = ANY($1::uuid[])',
    [days.map((day) => day.employeeShiftID)],
  );
  const state = new Map(rows.map((row) => [row.employee_shift_id, row.authorised]));
  return days.map((day) => ({ ...day, authorised: state.get(day.employeeShiftID) ?? false }));
}
