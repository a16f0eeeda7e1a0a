import { describe, expect, it } from 'vitest';
import { linesPerReader, planCommands, setTimeLineAt, type CommandRequest } from './command-plan';

const readers = [
  { id: 'r-1', serial: 'SN1', timeZone: 'Africa/Johannesburg' },
  { id: 'r-2', serial: 'SN2', timeZone: 'UTC' },
];
const users = [
  { employeeID: 'e-1', pin: '1001', name: 'Thandi Nkosi', card: '42' },
  { employeeID: 'e-2', pin: '1002', name: 'Piet Botha', card: null },
];
const now = new Date('2026-03-02T06:00:00Z');

function request(overrides: Partial<CommandRequest>): CommandRequest {
  return { command: 'info', users: [], fingerprints: new Map(), ...overrides };
}

describe('planCommands', () => {
  it('sends each user followed by its fingerprints, to every reader', () => {
    const planned = planCommands(readers, request({ command: 'sendUsers', users, fingerprints: new Map([['1001', [{ pin: '1001', finger: 1, template: 'QUJD', duress: false }]]]) }), now);
    expect(planned.map((p) => [p.serial, p.employeeID, p.line.split('\t')[0]])).toEqual([
      ['SN1', 'e-1', 'DATA UPDATE USERINFO PIN=1001'],
      ['SN1', 'e-1', 'DATA UPDATE FINGERTMP PIN=1001'],
      ['SN1', 'e-2', 'DATA UPDATE USERINFO PIN=1002'],
      ['SN2', 'e-1', 'DATA UPDATE USERINFO PIN=1001'],
      ['SN2', 'e-1', 'DATA UPDATE FINGERTMP PIN=1001'],
      ['SN2', 'e-2', 'DATA UPDATE USERINFO PIN=1002'],
    ]);
  });

  it('deletes each user by PIN', () => {
    expect(planCommands(readers.slice(0, 1), request({ command: 'deleteUsers', users }), now).map((p) => p.line)).toEqual(['DATA DELETE USERINFO PIN=1001', 'DATA DELETE USERINFO PIN=1002']);
  });

  it('asks one line per reader for a refetch, a reboot and INFO', () => {
    expect(planCommands(readers, request({ command: 'refetch', from: '2026-03-01', to: '2026-03-01' }), now).map((p) => p.line)).toEqual([
      'DATA QUERY ATTLOG StartTime=2026-03-01 00:00:00\tEndTime=2026-03-01 23:59:59',
      'DATA QUERY ATTLOG StartTime=2026-03-01 00:00:00\tEndTime=2026-03-01 23:59:59',
    ]);
    expect(planCommands(readers, request({ command: 'reboot' }), now).map((p) => p.line)).toEqual(['REBOOT', 'REBOOT']);
    expect(planCommands(readers, request({ command: 'info' }), now).map((p) => p.employeeID)).toEqual([null, null]);
  });

  it("sets each reader's clock to its own wall-clock time", () => {
    const lines = planCommands(readers, request({ command: 'setTime' }), now).map((p) => p.line);
    expect(lines).toEqual([setTimeLineAt(now, 'Africa/Johannesburg'), setTimeLineAt(now, 'UTC')]);
    // Johannesburg is two hours ahead of UTC all year.
    const seconds = (line: string) => Number(line.split('=')[1]);
    expect(seconds(lines[0]) - seconds(lines[1])).toBe(7200);
  });
});

describe('linesPerReader', () => {
  it('counts a user as one line and one per fingerprint, as planCommands builds them', () => {
    const fingerprints = new Map([['1001', [1, 6, 9].map((finger) => ({ pin: '1001', finger, template: 'QUJD', duress: false }))]]);
    const sendUsers = request({ command: 'sendUsers', users, fingerprints });
    expect(linesPerReader(sendUsers)).toBe(5);
    expect(planCommands(readers, sendUsers, now)).toHaveLength(2 * linesPerReader(sendUsers));
    expect(linesPerReader(request({ command: 'deleteUsers', users, fingerprints }))).toBe(2);
    expect(linesPerReader(request({ command: 'reboot' }))).toBe(1);
  });
});
