import { describe, expect, it } from 'vitest';
import { planAuthorisation, type ConcernedDay } from './hours-authorisation';

const OWN = 'employee-own';
const OTHER = 'employee-other';
const THIRD = 'employee-third';

const day = (employeeID: string, shiftDate: string, overrides: Partial<ConcernedDay> = {}): ConcernedDay => ({
  employeeShiftID: `${employeeID}/${shiftDate}`,
  employeeID,
  shiftDate,
  locked: false,
  authorised: false,
  ...overrides,
});

describe('planAuthorisation: result 102 and what changes', () => {
  it("refuses a request for the user's own employee's day", () => {
    expect(planAuthorisation(OWN, [OWN], [day(OWN, '2026-03-02')], true)).toEqual({ kind: 'ownHours' });
    expect(planAuthorisation(OWN, [OWN], [day(OWN, '2026-03-02', { authorised: true })], false)).toEqual({ kind: 'ownHours' });
  });

  it('refuses the whole request when the own employee is one of several', () => {
    const days = [day(OTHER, '2026-03-02'), day(OWN, '2026-03-02'), day(THIRD, '2026-03-03')];
    expect(planAuthorisation(OWN, [OTHER, OWN, THIRD], days, true)).toEqual({ kind: 'ownHours' });
  });

  it('refuses a range naming the own employee even when that employee has no calculated day in it', () => {
    expect(planAuthorisation(OWN, [OTHER, OWN], [day(OTHER, '2026-03-02')], true)).toEqual({ kind: 'ownHours' });
  });

  it("changes other employees' days for a linked user", () => {
    const plan = planAuthorisation(OWN, [OTHER], [day(OTHER, '2026-03-02'), day(OTHER, '2026-03-03')], true);
    expect(plan).toMatchObject({ kind: 'apply', days: 2, lockedDays: 0 });
    expect(plan.kind === 'apply' && plan.changes.map((change) => [change.employeeID, change.days.map((d) => d.shiftDate)])).toEqual([
      [OTHER, ['2026-03-02', '2026-03-03']],
    ]);
  });

  it('lets a user linked to no employee authorise anyone', () => {
    expect(planAuthorisation(null, [OWN, OTHER], [day(OWN, '2026-03-02'), day(OTHER, '2026-03-02')], true)).toMatchObject({ kind: 'apply', days: 2 });
  });

  it('skips locked days and changes only the days not yet in the asked state, one change per employee', () => {
    const days = [
      day(OTHER, '2026-03-02', { locked: true }),
      day(OTHER, '2026-03-03', { authorised: true }),
      day(OTHER, '2026-03-04'),
      day(THIRD, '2026-03-02'),
    ];
    const plan = planAuthorisation(OWN, [OTHER, THIRD], days, true);
    expect(plan).toMatchObject({ kind: 'apply', days: 3, lockedDays: 1 });
    expect(plan.kind === 'apply' && plan.changes.map((change) => [change.employeeID, change.days.map((d) => d.shiftDate)])).toEqual([
      [OTHER, ['2026-03-04']],
      [THIRD, ['2026-03-02']],
    ]);
    const undo = planAuthorisation(OWN, [OTHER, THIRD], days, false);
    expect(undo.kind === 'apply' && undo.changes.map((change) => [change.employeeID, change.days.map((d) => d.shiftDate)])).toEqual([[OTHER, ['2026-03-03']]]);
  });
});
