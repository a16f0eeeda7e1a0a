import { describe, expect, it } from 'vitest';
import { decidedStatus, highestLevel, isDecided, mayDecide, type Approver } from './approval';

const user = (level: number, extra: Partial<Approver> = {}): Approver => ({ userID: `u${level}`, active: true, leaveRight: true, isAdministrator: false, level, ...extra });
const waiting = { status: 0, cancelled: false, applicantLevel: 0, firstApproverLevel: null };
const HIGHEST = 2;

describe('approval levels', () => {
  it('lets an active user with the leave right above the applicant decide a new application', () => {
    expect(mayDecide(waiting, user(1), HIGHEST)).toBe(true);
    expect(mayDecide({ ...waiting, applicantLevel: 1 }, user(1), HIGHEST)).toBe(false);
    expect(mayDecide(waiting, user(1, { active: false }), HIGHEST)).toBe(false);
    expect(mayDecide(waiting, user(1, { leaveRight: false }), HIGHEST)).toBe(false);
    expect(mayDecide(waiting, user(0), HIGHEST)).toBe(false);
  });

  it('moves the first decision below the highest level to 1 or 2, and makes one at the highest level final', () => {
    expect(decidedStatus(waiting, user(1), HIGHEST, true)).toBe(1);
    expect(decidedStatus(waiting, user(1), HIGHEST, false)).toBe(2);
    expect(decidedStatus(waiting, user(2), HIGHEST, true)).toBe(11);
    expect(decidedStatus(waiting, user(2), HIGHEST, false)).toBe(22);
  });

  it('after the first decision only a user above the first approver decides, and finally', () => {
    const inProcess = { status: 1, cancelled: false, applicantLevel: 0, firstApproverLevel: 1 };
    expect(mayDecide(inProcess, user(1), HIGHEST)).toBe(false);
    expect(mayDecide(inProcess, user(2), HIGHEST)).toBe(true);
    expect(decidedStatus(inProcess, user(2), HIGHEST, true)).toBe(11);
    expect(decidedStatus({ ...inProcess, status: 2 }, user(2), HIGHEST, true)).toBe(11);
    expect(decidedStatus(inProcess, user(2), HIGHEST, false)).toBe(22);
  });

  it('takes the highest level from the approvers, administrators aside', () => {
    expect(highestLevel([user(1), user(3), user(9, { isAdministrator: true })])).toBe(3);
    expect(highestLevel([])).toBe(0);
  });

  it('lets an administrator decide, finally, where no team has a level or the applicant is at the highest', () => {
    const admin = user(0, { isAdministrator: true });
    expect(mayDecide(waiting, admin, 0)).toBe(true);
    expect(decidedStatus(waiting, admin, 0, true)).toBe(11);
    expect(mayDecide({ ...waiting, applicantLevel: HIGHEST }, admin, HIGHEST)).toBe(true);
    expect(mayDecide({ status: 1, cancelled: false, applicantLevel: 0, firstApproverLevel: HIGHEST }, admin, HIGHEST)).toBe(true);
    expect(mayDecide(waiting, user(0, { isAdministrator: true, active: false }), 0)).toBe(false);
    expect(mayDecide({ ...waiting, status: 11 }, admin, 0)).toBe(false);
  });

  it('treats an administrator as the highest level, and nobody decides a final or cancelled application', () => {
    expect(mayDecide(waiting, user(0, { isAdministrator: true }), HIGHEST)).toBe(true);
    expect(decidedStatus(waiting, user(0, { isAdministrator: true }), HIGHEST, true)).toBe(11);
    for (const done of [{ ...waiting, status: 11 }, { ...waiting, status: 22 }, { ...waiting, cancelled: true }]) {
      expect(isDecided(done)).toBe(true);
      expect(mayDecide(done, user(2), HIGHEST)).toBe(false);
    }
  });
});
