import { describe, expect, it } from 'vitest';
import { CLOCKING_STATUS } from '../codes/clocking-status';
import { EVENT_GROUP, EVENT_KINDS, EVENT_TYPE } from './alerts';
import { ALL_ENTITIES, OTHER_RECORDS, idNameCallOf } from './index';
import { checkRecord } from './validate';

const EMPLOYEE = '6a1f5c3e-2b4d-4e8f-9a0b-1c2d3e4f5a6b';
const OTHER = '7b2f5c3e-2b4d-4e8f-9a0b-1c2d3e4f5a6b';
const TEAM = '8c3f5c3e-2b4d-4e8f-9a0b-1c2d3e4f5a6b';
const fieldsOf = (result: ReturnType<typeof checkRecord>) => result.errors.map((error) => error.field);
const late = { name: 'Late at the gate', eventKind: 'notClockedIn', minutesAfterShiftStart: 15, emailHeader: 'Dear {{employeeName}}' };

describe('the event alert descriptors', () => {
  it('are registered under Event & Alerts behind setupEvents, and user teams are known records with a lookup', () => {
    for (const entity of [EVENT_GROUP, EVENT_TYPE]) {
      expect(ALL_ENTITIES).toContain(entity);
      expect(entity.permission).toBe('setupEvents');
      expect(entity.menuGroup).toBe('Event & Alerts');
    }
    expect(OTHER_RECORDS.find((record) => record.name === 'UserTeam')?.table).toBe('user_teams');
    expect(idNameCallOf('UserTeam')).toBe('GetUserTeams_IDName');
    expect(EVENT_KINDS.map((kind) => kind.value)).toEqual(['notClockedIn', 'shiftStatus', 'readerSilent', 'leaveAwaitingApproval', 'leaveDecided', 'payrollExported']);
  });

  it('take an e-mail alert and fill the defaults: e-mail, active, the employee notified, no correction', () => {
    const { value, errors } = checkRecord(EVENT_TYPE, { ...late, includedEmployeeIDs: [EMPLOYEE], excludedEmployeeIDs: [OTHER] });
    expect(errors).toEqual([]);
    expect(value).toMatchObject({ notificationType: 'Email', active: true, notifyEmployee: true, sendCorrection: false, status: null, recipientUserTeamIDs: [] });
  });

  it('refuse negative minutes and a missing minute count, naming the field', () => {
    expect(fieldsOf(checkRecord(EVENT_TYPE, { ...late, minutesAfterShiftStart: -5 }))).toEqual(['minutesAfterShiftStart']);
    expect(fieldsOf(checkRecord(EVENT_TYPE, { ...late, minutesAfterShiftStart: null }))).toEqual(['minutesAfterShiftStart']);
    const silent = { ...late, eventKind: 'readerSilent', minutesAfterShiftStart: null, recipientUserTeamIDs: [TEAM] };
    expect(fieldsOf(checkRecord(EVENT_TYPE, silent))).toEqual(['minutesSilent']);
    expect(fieldsOf(checkRecord(EVENT_TYPE, { ...silent, minutesSilent: 0 }))).toEqual(['minutesSilent']);
    expect(checkRecord(EVENT_TYPE, { ...silent, minutesSilent: 30 }).errors).toEqual([]);
  });

  it('need the header of the chosen channel', () => {
    expect(fieldsOf(checkRecord(EVENT_TYPE, { ...late, notificationType: 'SMS' }))).toEqual(['smsHeader']);
    expect(checkRecord(EVENT_TYPE, { ...late, notificationType: 'SMS', emailHeader: null, smsHeader: 'ACME T&A' }).errors).toEqual([]);
    expect(fieldsOf(checkRecord(EVENT_TYPE, { ...late, emailHeader: '  ' }))).toEqual(['emailHeader']);
    expect(fieldsOf(checkRecord(EVENT_TYPE, { ...late, notificationType: 'Fax' }))).toEqual(['notificationType']);
  });

  it('take a known clocking status for a status alert only', () => {
    const status = { ...late, eventKind: 'shiftStatus', minutesAfterShiftStart: null };
    expect(fieldsOf(checkRecord(EVENT_TYPE, status))).toEqual(['status']);
    expect(fieldsOf(checkRecord(EVENT_TYPE, { ...status, status: 999 }))).toEqual(['status']);
    for (const code of [CLOCKING_STATUS.lateIn, CLOCKING_STATUS.noOut, CLOCKING_STATUS.overtimeToBeAuthorised, CLOCKING_STATUS.calculationError]) {
      expect(checkRecord(EVENT_TYPE, { ...status, status: code }).errors, String(code)).toEqual([]);
    }
    expect(fieldsOf(checkRecord(EVENT_TYPE, { ...late, status: CLOCKING_STATUS.lateIn }))).toEqual(['status']);
  });

  it('refuse an employee both included and excluded, and an alert nobody would receive', () => {
    expect(fieldsOf(checkRecord(EVENT_TYPE, { ...late, includedEmployeeIDs: [EMPLOYEE], excludedEmployeeIDs: [EMPLOYEE] }))).toEqual(['excludedEmployeeIDs']);
    expect(fieldsOf(checkRecord(EVENT_TYPE, { ...late, notifyEmployee: false }))).toEqual(['recipientUserTeamIDs']);
    expect(checkRecord(EVENT_TYPE, { ...late, notifyEmployee: false, recipientUserTeamIDs: [TEAM] }).errors).toEqual([]);
    // An export concerns no employee: only user teams can hear of it.
    expect(fieldsOf(checkRecord(EVENT_TYPE, { ...late, eventKind: 'payrollExported', minutesAfterShiftStart: null }))).toEqual(['recipientUserTeamIDs']);
    // Leave waiting for approval is for the approvers, even with notifyEmployee left on.
    expect(fieldsOf(checkRecord(EVENT_TYPE, { ...late, eventKind: 'leaveAwaitingApproval', minutesAfterShiftStart: null }))).toEqual(['recipientUserTeamIDs']);
  });

  it('refuse an unknown kind and a missing name', () => {
    expect(fieldsOf(checkRecord(EVENT_TYPE, { ...late, eventKind: 'earthquake', name: '' }))).toEqual(['name', 'eventKind']);
    expect(fieldsOf(checkRecord(EVENT_GROUP, { description: 'x'.repeat(501) }))).toEqual(['name', 'description']);
  });
});
