import { bodyLines } from './body-lines';

/** One ATTLOG line of the ZKTeco push protocol, as the device sent it. */
export interface AttendanceRecord {
  pin: string;
  /** Device local time, `YYYY-MM-DDTHH:mm:ss`, no offset. */
  localTime: string;
  state: number | null;
  verify: number | null;
  workCode: string | null;
}

export interface RejectedLine {
  line: number;
  text: string;
  reason: string;
}

export interface ParsedAttendanceLog {
  records: AttendanceRecord[];
  rejected: RejectedLine[];
}

/**
 * The readers' epoch (a packed time of 0): a time at or before it is a device whose clock was lost
 * or reset, never a clocking. Push, pull and files refuse such times alike.
 */
export const READER_EPOCH = '2000-01-01T00:00:00';

/** Why a time outside the readers' range is refused, where a person reads it (a file's bad rows). */
export const OUT_OF_RANGE_REASON = `${READER_EPOCH.slice(0, 16).replace('T', ' ')} or earlier (a reset clock), or more than a day ahead`;

export interface ParseLimits {
  /** Latest acceptable local date-time (inclusive): now plus a day of clock drift. */
  latest: string;
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/;
const PIN = /^[A-Za-z0-9_.-]{1,24}$/;

/** A reader's PIN as every reader path takes it: 1 to 24 letters, digits, `_ . -` (an employee number). */
export const isReaderPin = (pin: string): boolean => PIN.test(pin);
const MAX_LINE = 1024;
/** A rejected line is kept for the operator up to this length. */
export const MAX_QUARANTINED_CHARS = 1024;

/**
 * Parses an ATTLOG body: `PIN \t YYYY-MM-DD HH:MM:SS \t state \t verify \t workcode ...`.
 * Firmware varies in how many fields follow the time, so only PIN and time are required.
 * A bad line is reported and skipped; the others are kept.
 */
export function parseAttendanceLog(body: string, limits: ParseLimits): ParsedAttendanceLog {
  const records: AttendanceRecord[] = [];
  const rejected: RejectedLine[] = [];
  const lines = bodyLines(body);
  lines.forEach((raw, index) => {
    const text = raw.trim();
    if (text === '') return;
    const reject = (reason: string) => rejected.push({ line: index + 1, text: text.slice(0, MAX_QUARANTINED_CHARS), reason });
    if (text.length > MAX_LINE) return reject('line too long');
    const fields = text.split('\t').map((field) => field.trim());
    const [pin, dateTime, state, verify, workCode] = fields;
    if (!pin || !PIN.test(pin)) return reject('bad PIN');
    const match = DATE_TIME.exec(dateTime ?? '');
    if (!match) return reject('bad date-time');
    const localTime = `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}`;
    if (!isRealDateTime(match)) return reject('no such date-time');
    if (localTime <= READER_EPOCH || localTime > limits.latest) return reject('date-time out of range');
    records.push({
      pin,
      localTime,
      state: toSmallInt(state),
      verify: toSmallInt(verify),
      workCode: workCode && workCode !== '0' ? workCode.slice(0, 32) : null,
    });
  });
  return { records, rejected };
}

function isRealDateTime(match: RegExpExecArray): boolean {
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}

function toSmallInt(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,4}$/.test(value)) return null;
  return Number(value);
}
