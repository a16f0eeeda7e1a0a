import { describe, expect, it } from 'vitest';
import {
  deleteUserLine,
  packedDeviceTime,
  parseCommandResults,
  pollAnswer,
  queryAttendanceLine,
  setTimeLine,
  updateFingerprintLine,
  updateUserLine,
} from './adms-lines';

describe('ADMS command lines', () => {
  it('sends a user with PIN, name, privilege, no password and card, tab-separated', () => {
    expect(updateUserLine({ pin: '1001', name: 'Thandi Nkosi', card: '0042' })).toBe('DATA UPDATE USERINFO PIN=1001\tName=Thandi Nkosi\tPri=0\tPasswd=\tCard=0042');
  });

  it('keeps tabs and line breaks out of a value and cuts the name to 24 characters', () => {
    expect(updateUserLine({ pin: '7', name: 'A\tvery long name\nthat goes on and on', card: null })).toBe('DATA UPDATE USERINFO PIN=7\tName=A very long name that go\tPri=0\tPasswd=\tCard=');
  });

  it('sends a fingerprint with its size, validity and template', () => {
    expect(updateFingerprintLine({ pin: '1001', finger: 6, template: 'TUlDUk8=', duress: false })).toBe('DATA UPDATE FINGERTMP PIN=1001\tFID=6\tSize=8\tValid=1\tTMP=TUlDUk8=');
    expect(updateFingerprintLine({ pin: '1001', finger: 9, template: 'QQ==', duress: true })).toContain('\tValid=3\t');
  });

  it('deletes a user by PIN', () => {
    expect(deleteUserLine('1001')).toBe('DATA DELETE USERINFO PIN=1001');
  });

  it('asks for the attendance of whole days again', () => {
    expect(queryAttendanceLine('2026-03-01', '2026-03-02')).toBe('DATA QUERY ATTLOG StartTime=2026-03-01 00:00:00\tEndTime=2026-03-02 23:59:59');
  });

  it('packs the wall-clock time as the firmware counts it', () => {
    // 2026-03-02 08:30:15: ((26*372 + 2*31 + 1) * 86400) + 30615
    expect(packedDeviceTime({ year: 2026, month: 3, day: 2, hour: 8, minute: 30, second: 15 })).toBe((26 * 372 + 2 * 31 + 1) * 86400 + 8 * 3600 + 30 * 60 + 15);
    expect(setTimeLine({ year: 2000, month: 1, day: 1, hour: 0, minute: 0, second: 1 })).toBe('SET OPTION DateTime=1');
  });
});

describe('pollAnswer', () => {
  it('answers OK with nothing queued, else one C:<id>:<line> a line', () => {
    expect(pollAnswer([])).toBe('OK');
    expect(pollAnswer([{ id: '5', line: 'INFO' }, { id: '6', line: 'REBOOT' }])).toBe('C:5:INFO\nC:6:REBOOT\n');
  });
});

describe('parseCommandResults', () => {
  it('reads several results, CRLF or LF, with an INFO answer’s lines', () => {
    const body = 'ID=5&Return=0&CMD=INFO\r\n~DeviceName=F18\r\nUserCount=3\r\nID=6&Return=-22&CMD=REBOOT\nID=7&Return=0&CMD=DATA\n';
    expect(parseCommandResults(body)).toEqual([
      { id: '5', returnCode: 0, command: 'INFO', details: ['~DeviceName=F18', 'UserCount=3'] },
      { id: '6', returnCode: -22, command: 'REBOOT', details: [] },
      { id: '7', returnCode: 0, command: 'DATA', details: [] },
    ]);
  });

  it('skips a result that names no command of ours', () => {
    expect(parseCommandResults('ID=abc&Return=0&CMD=INFO\nUserCount=3\nID=8&Return=x\nrubbish')).toEqual([]);
  });
});
