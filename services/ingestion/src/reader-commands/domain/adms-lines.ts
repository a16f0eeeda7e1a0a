import { bodyLines } from '../../zk-push/domain/body-lines';

/**
 * The ADMS ("iclock" push protocol) command lines the product sends readers, and the answers
 * they post back (READERS.md "Commands", docs/readers.md "Commands"). Fields of a DATA line are
 * tab-separated, so a tab or line break in a value would split the record: values lose them.
 */

/** Most firmware keeps 24 characters of a user's name; a longer one is cut rather than refused. */
export const MAX_NAME_LENGTH = 24;

/** Privilege 0: an ordinary user. The product does not enrol reader administrators. */
export const USER_PRIVILEGE = 0;

/** FINGERTMP Valid: 1 a normal finger, 3 a duress finger (the reader raises an alarm on it). */
const VALID_NORMAL = 1;
const VALID_DURESS = 3;

function field(value: string): string {
  return value.replace(/[\t\r\n]+/g, ' ').trim();
}

export interface UserRecord {
  pin: string;
  name: string;
  card: string | null;
}

export interface FingerprintRecord {
  pin: string;
  finger: number;
  template: string;
  duress: boolean;
}

export function updateUserLine(user: UserRecord): string {
  const name = field(user.name).slice(0, MAX_NAME_LENGTH);
  return `DATA UPDATE USERINFO PIN=${field(user.pin)}\tName=${name}\tPri=${USER_PRIVILEGE}\tPasswd=\tCard=${field(user.card ?? '')}`;
}

export function updateFingerprintLine(fingerprint: FingerprintRecord): string {
  const template = field(fingerprint.template);
  return `DATA UPDATE FINGERTMP PIN=${field(fingerprint.pin)}\tFID=${fingerprint.finger}\tSize=${template.length}\tValid=${fingerprint.duress ? VALID_DURESS : VALID_NORMAL}\tTMP=${template}`;
}

/** Deleting the user deletes its templates on the reader too. */
export function deleteUserLine(pin: string): string {
  return `DATA DELETE USERINFO PIN=${field(pin)}`;
}

/** Asks the reader to upload its attendance of `from`..`to` (dates, inclusive) again, in its own local time. */
export function queryAttendanceLine(from: string, to: string): string {
  return `DATA QUERY ATTLOG StartTime=${from} 00:00:00\tEndTime=${to} 23:59:59`;
}

export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The firmware's packed time (the same count as the TCP protocol's attendance records), from the reader's wall clock. */
export function packedDeviceTime(t: LocalDateTime): number {
  return (((t.year % 100) * 12 * 31 + (t.month - 1) * 31 + (t.day - 1)) * 24 * 60 * 60) + (t.hour * 60 + t.minute) * 60 + t.second;
}

/** Sets the reader's clock to `local`, its wall-clock time when the line is sent. */
export function setTimeLine(local: LocalDateTime): string {
  return `SET OPTION DateTime=${packedDeviceTime(local)}`;
}

export const REBOOT_LINE = 'REBOOT';
export const INFO_LINE = 'INFO';

/** The answer to a poll: `OK` with nothing queued, else one `C:<id>:<line>` a line. */
export function pollAnswer(commands: readonly { id: string; line: string }[]): string {
  if (commands.length === 0) return 'OK';
  return commands.map((command) => `C:${command.id}:${command.line}`).join('\n') + '\n';
}

export interface CommandResult {
  id: string;
  returnCode: number;
  /** The command's name as the reader echoed it (`CMD=`). */
  command: string | null;
  /** Lines after the result line up to the next one: an INFO answer's `key=value` lines. */
  details: string[];
}

/**
 * The results a reader posts to devicecmd: `ID=<id>&Return=<code>&CMD=<command>` lines, several
 * per body, each possibly followed by lines of its own (INFO). A result line whose id or code is
 * not a number is skipped: it names no command of ours.
 */
export function parseCommandResults(body: string): CommandResult[] {
  const results: CommandResult[] = [];
  let current: CommandResult | null = null;
  for (const raw of bodyLines(body)) {
    const line = raw.trim();
    if (line === '') continue;
    if (/^ID=/i.test(line)) {
      const fields = new URLSearchParams(line);
      const id = fields.get('ID') ?? '';
      const code = fields.get('Return') ?? '';
      current = /^\d{1,18}$/.test(id) && /^-?\d{1,9}$/.test(code) ? { id, returnCode: Number(code), command: fields.get('CMD'), details: [] } : null;
      if (current) results.push(current);
    } else if (current) {
      current.details.push(line);
    }
  }
  return results;
}
