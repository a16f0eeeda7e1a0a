import { DateTime } from 'luxon';
import type { ReaderCommandKind, ReaderUser } from '@tna/contracts';
import {
  deleteUserLine,
  INFO_LINE,
  queryAttendanceLine,
  REBOOT_LINE,
  setTimeLine,
  updateFingerprintLine,
  updateUserLine,
  type FingerprintRecord,
} from './adms-lines';

export interface CommandReader {
  id: string;
  serial: string;
  timeZone: string;
}

/** One ADMS line to queue for one reader. */
export interface PlannedCommand {
  scannerID: string;
  serial: string;
  command: ReaderCommandKind;
  employeeID: string | null;
  line: string;
}

export interface CommandRequest {
  command: ReaderCommandKind;
  users: readonly ReaderUser[];
  /** sendUsers: each PIN's fingerprints, as the readers uploaded them. */
  fingerprints: ReadonlyMap<string, readonly FingerprintRecord[]>;
  from?: string;
  to?: string;
}

/** The `SET OPTION DateTime=` line for a reader in `zone` at `now`: its wall clock, not ours. */
export function setTimeLineAt(now: Date, zone: string): string {
  const local = DateTime.fromJSDate(now, { zone });
  return setTimeLine({ year: local.year, month: local.month, day: local.day, hour: local.hour, minute: local.minute, second: local.second });
}

/** How many lines a request puts in each reader's queue, counted before any is built. */
export function linesPerReader(request: CommandRequest): number {
  switch (request.command) {
    case 'sendUsers':
      return request.users.reduce((lines, user) => lines + 1 + (request.fingerprints.get(user.pin)?.length ?? 0), 0);
    case 'deleteUsers':
      return request.users.length;
    default:
      return 1;
  }
}

/**
 * The lines a request puts in each reader's queue, reader by reader in request order. A user
 * is its USERINFO line followed by one FINGERTMP line per finger, so the templates always
 * follow the user they belong to.
 */
export function planCommands(readers: readonly CommandReader[], request: CommandRequest, now: Date): PlannedCommand[] {
  const planned: PlannedCommand[] = [];
  for (const reader of readers) {
    const add = (line: string, employeeID: string | null = null) => planned.push({ scannerID: reader.id, serial: reader.serial, command: request.command, employeeID, line });
    switch (request.command) {
      case 'sendUsers':
        for (const user of request.users) {
          add(updateUserLine(user), user.employeeID);
          for (const fingerprint of request.fingerprints.get(user.pin) ?? []) add(updateFingerprintLine(fingerprint), user.employeeID);
        }
        break;
      case 'deleteUsers':
        for (const user of request.users) add(deleteUserLine(user.pin), user.employeeID);
        break;
      case 'refetch':
        add(queryAttendanceLine(request.from!, request.to!));
        break;
      case 'setTime':
        // Written again when it is sent: a reader that was offline gets the time of its return.
        add(setTimeLineAt(now, reader.timeZone));
        break;
      case 'reboot':
        add(REBOOT_LINE);
        break;
      case 'info':
        add(INFO_LINE);
        break;
    }
  }
  return planned;
}
