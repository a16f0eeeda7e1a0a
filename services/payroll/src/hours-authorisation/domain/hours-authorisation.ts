/** A calculated day as payroll sees it: the time engine's row and payroll's own state of it. */
export interface ConcernedDay {
  readonly employeeShiftID: string;
  readonly employeeID: string;
  readonly shiftDate: string;
  readonly locked: boolean;
  /** Payroll's current state; a day never authorised is not. */
  readonly authorised: boolean;
}

/** The employee's days whose state changes, for one HoursAuthorisationChanged. */
export interface EmployeeChange {
  readonly employeeID: string;
  readonly days: readonly ConcernedDay[];
}

export type AuthorisationPlan =
  /** Result 102: the caller's own employee is concerned; nothing is stored. */
  | { readonly kind: 'ownHours' }
  | { readonly kind: 'apply'; readonly changes: readonly EmployeeChange[]; readonly days: number; readonly lockedDays: number };

/**
 * Decides an authorisation request. A user may never authorise or unauthorise their own hours
 * (part 2 §5): when the user's linked employee is among `concernedEmployeeIDs` the whole request
 * is refused, whatever else it holds and whoever the user is (administrators too). Otherwise
 * locked days are skipped, days already in the asked state count as done, and only the others change.
 */
export function planAuthorisation(
  actorEmployeeID: string | null,
  concernedEmployeeIDs: Iterable<string>,
  days: readonly ConcernedDay[],
  authorise: boolean,
): AuthorisationPlan {
  if (actorEmployeeID !== null) {
    for (const employeeID of concernedEmployeeIDs) if (employeeID === actorEmployeeID) return { kind: 'ownHours' };
  }
  const byEmployee = new Map<string, ConcernedDay[]>();
  let lockedDays = 0;
  for (const day of days) {
    if (day.locked) {
      lockedDays++;
      continue;
    }
    if (day.authorised === authorise) continue;
    const list = byEmployee.get(day.employeeID) ?? [];
    list.push(day);
    byEmployee.set(day.employeeID, list);
  }
  const changes = [...byEmployee].map(([employeeID, list]) => ({ employeeID, days: list }));
  return { kind: 'apply', changes, days: days.length - lockedDays, lockedDays };
}
