import { DateTime } from 'luxon';
import {
  CLOCKING_FILE_DATE_FORMATS,
  CLOCKING_FILE_DELIMITERS,
  MAX_CLOCKING_FILE_BAD_ROWS,
  type ClockingFileBadRow,
  type ClockingFileKind,
  type ClockingFileMapping,
} from '@tna/contracts';
import { OUT_OF_RANGE_REASON, parseAttendanceLog, READER_EPOCH, type ParseLimits } from '../../zk-push/domain/attendance-log';
import { bodyLines } from '../../zk-push/domain/body-lines';

/** A clocking read from a file, in the reader's local time, before its reader and zone are applied. */
export interface FileClocking {
  pin: string;
  /** `YYYY-MM-DDTHH:mm:ss`, no offset. */
  localTime: string;
  state: number | null;
  verify: number | null;
  workCode: string | null;
}

export interface ParsedClockingFile {
  /** Lines holding data: blank lines and title lines are not counted. */
  rows: number;
  clockings: FileClocking[];
  badRows: ClockingFileBadRow[];
}

/** The file as a whole cannot be read as clockings of its kind: answered 400 with this message. */
export class NotAClockingFileError extends Error {}

/** What a Morpho row must match besides its mapping: the reader's serial when the mapping reads a device id. */
export interface ClockingFileContext extends ParseLimits {
  /** The chosen reader's external id; rows naming another device are bad rows. */
  readerSerial: string;
}

const KIND_TEXT: Readonly<Record<ClockingFileKind, string>> = { 'zk-attlog': 'a ZK attendance file (attlog.dat)', morpho: 'a Morpho clocking file with this column mapping' };
/** How much of a bad value the dry run and the log keep. */
const MAX_VALUE_CHARS = 200;

/**
 * The file's text: UTF-16 when it starts with a UTF-16 byte-order mark (Excel's "Unicode text"),
 * else UTF-8 (its byte-order mark dropped), else Windows-1252 (older exports). A file holding
 * control characters is not text.
 */
export function decodeClockingFile(bytes: Uint8Array): string {
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder('utf-16le').decode(bytes.subarray(2));
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = new TextDecoder('utf-16be').decode(bytes.subarray(2));
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    } catch {
      text = new TextDecoder('windows-1252').decode(bytes);
    }
  }
  const binary = firstControlCharacter(text);
  if (binary >= 0) throw new NotAClockingFileError(`the file is not text: it holds binary data (character ${binary + 1})`);
  return text;
}

/** Where the first control character no text file holds (tab, line feed and carriage return aside) is, else -1. */
function firstControlCharacter(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return i;
  }
  return -1;
}

/**
 * Reads every line of a clocking file: the clockings, and each bad row with its column, value and
 * reason. A file with no clocking at all, or with more than MAX_CLOCKING_FILE_BAD_ROWS bad rows, is
 * not a file of this kind (or the mapping is wrong): NotAClockingFileError names the first bad row.
 */
export function parseClockingFile(text: string, kind: ClockingFileKind, mapping: ClockingFileMapping, context: ClockingFileContext): ParsedClockingFile {
  const parsed = kind === 'zk-attlog' ? parseAttlog(text, context) : parseMorpho(text, mapping, context);
  if (parsed.rows === 0) throw new NotAClockingFileError('the file holds no clockings');
  const first = parsed.badRows[0];
  const firstText = first ? ` (row ${first.row}, ${first.column}: ${first.reason})` : '';
  if (parsed.clockings.length === 0) throw new NotAClockingFileError(`not ${KIND_TEXT[kind]}: none of its ${parsed.rows} rows is a clocking${firstText}`);
  if (parsed.badRows.length > MAX_CLOCKING_FILE_BAD_ROWS) {
    throw new NotAClockingFileError(`not ${KIND_TEXT[kind]}: ${parsed.badRows.length} of its ${parsed.rows} rows are bad, more than ${MAX_CLOCKING_FILE_BAD_ROWS}${firstText}`);
  }
  return parsed;
}

const ATTLOG_REASONS: Readonly<Record<string, { column: string; field: number | null; reason: string }>> = {
  'bad PIN': { column: 'PIN', field: 0, reason: 'not a PIN (1 to 24 letters, digits, _ . or -)' },
  'bad date-time': { column: 'date-time', field: 1, reason: 'not a date-time (YYYY-MM-DD HH:MM:SS)' },
  'no such date-time': { column: 'date-time', field: 1, reason: 'no such date or time' },
  'date-time out of range': { column: 'date-time', field: 1, reason: OUT_OF_RANGE_REASON },
  'line too long': { column: 'line', field: null, reason: 'longer than 1,024 characters' },
};

/** `attlog.dat` holds the ATTLOG lines of the push protocol: read by the push receiver's parser. */
function parseAttlog(text: string, limits: ParseLimits): ParsedClockingFile {
  const { records, rejected } = parseAttendanceLog(text, limits);
  const badRows = rejected.map((line) => {
    const known = ATTLOG_REASONS[line.reason] ?? { column: 'line', field: null, reason: line.reason };
    const value = known.field === null ? line.text : (line.text.split('\t')[known.field]?.trim() ?? '');
    return { row: line.line, column: known.column, value: value.slice(0, MAX_VALUE_CHARS), reason: known.reason };
  });
  return { rows: records.length + rejected.length, clockings: records, badRows };
}

const DELIMITER_CHARS: Readonly<Record<ClockingFileMapping['delimiter'], string>> = { comma: ',', semicolon: ';', tab: '\t' };
const PIN = /^[A-Za-z0-9_.-]{1,24}$/;
/** Function keys as MorphoManager writes them, as the ATTLOG state they stand for (0 in, 1 out). */
const FUNCTION_KEYS: Readonly<Record<string, number | null>> = { in: 0, out: 1, 'no key': null, '': null };

function parseMorpho(text: string, mapping: ClockingFileMapping, context: ClockingFileContext): ParsedClockingFile {
  const delimiter = DELIMITER_CHARS[mapping.delimiter];
  const readDate = dateReader(mapping.dateFormat);
  const clockings: FileClocking[] = [];
  const badRows: ClockingFileBadRow[] = [];
  let rows = 0;
  const lines = bodyLines(text);
  lines.forEach((line, index) => {
    if (index < mapping.headerRows || line.trim() === '') return;
    rows++;
    const row = index + 1;
    const cells = splitDelimited(line, delimiter);
    const bad = (column: string, value: string, reason: string) => badRows.push({ row, column, value: value.slice(0, MAX_VALUE_CHARS), reason });
    const cell = (column: number) => cells[column - 1]?.trim();
    const needed = Math.max(mapping.userIdColumn, mapping.dateTimeColumn, mapping.timeColumn ?? 0, mapping.deviceIdColumn ?? 0, mapping.functionKeyColumn ?? 0);
    if (cells.length < needed) return bad('row', line, `${cells.length} ${cells.length === 1 ? 'column' : 'columns'}; the mapping reads column ${needed}`);

    const pin = cell(mapping.userIdColumn)!;
    if (!PIN.test(pin)) return bad('user id', pin, 'not a user id (1 to 24 letters, digits, _ . or -)');
    const dateText = cell(mapping.dateTimeColumn)!;
    const dateTimeText = mapping.timeColumn === null ? dateText : `${dateText} ${cell(mapping.timeColumn)}`;
    const localTime = readDate(dateTimeText);
    if (localTime === null) return bad('date-time', dateTimeText, `not a date-time (${mapping.dateFormat} HH:mm:ss)`);
    if (localTime === undefined) return bad('date-time', dateTimeText, 'no such date or time');
    if (localTime <= READER_EPOCH || localTime > context.latest) return bad('date-time', dateTimeText, OUT_OF_RANGE_REASON);
    if (mapping.deviceIdColumn !== null) {
      const device = cell(mapping.deviceIdColumn)!;
      if (device !== context.readerSerial) return bad('device id', device, `another reader's row: this reader's id is ${context.readerSerial}`);
    }
    let state: number | null = null;
    if (mapping.functionKeyColumn !== null) {
      const key = cell(mapping.functionKeyColumn)!;
      const known = FUNCTION_KEYS[key.toLowerCase()];
      if (known === undefined) return bad('function key', key, 'not IN, OUT or No Key');
      state = known;
    }
    clockings.push({ pin, localTime, state, verify: null, workCode: null });
  });
  return { rows, clockings, badRows };
}

/**
 * One line's fields: split on the delimiter, a field in double quotes may hold it (and `""` for
 * a quote). A clocking file's field never spans lines, so a line is a record.
 */
export function splitDelimited(line: string, delimiter: string): string[] {
  if (!line.includes('"')) return line.split(delimiter);
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (char === delimiter) {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

const DATE_PARTS: Readonly<Record<ClockingFileMapping['dateFormat'], { pattern: string; order: ['y' | 'm' | 'd', 'y' | 'm' | 'd', 'y' | 'm' | 'd'] }>> = {
  'YYYY-MM-DD': { pattern: '(\\d{4})-(\\d{1,2})-(\\d{1,2})', order: ['y', 'm', 'd'] },
  'DD/MM/YYYY': { pattern: '(\\d{1,2})/(\\d{1,2})/(\\d{4})', order: ['d', 'm', 'y'] },
  'MM/DD/YYYY': { pattern: '(\\d{1,2})/(\\d{1,2})/(\\d{4})', order: ['m', 'd', 'y'] },
  'DD.MM.YYYY': { pattern: '(\\d{1,2})\\.(\\d{1,2})\\.(\\d{4})', order: ['d', 'm', 'y'] },
  'DD-MM-YYYY': { pattern: '(\\d{1,2})-(\\d{1,2})-(\\d{4})', order: ['d', 'm', 'y'] },
  'YYYY/MM/DD': { pattern: '(\\d{4})/(\\d{1,2})/(\\d{1,2})', order: ['y', 'm', 'd'] },
};

/**
 * Reads `<date> HH:mm[:ss]` (a space or T between) in the format as `YYYY-MM-DDTHH:mm:ss`:
 * null when it does not match the format, undefined for a date or time that does not exist.
 */
export function dateReader(format: ClockingFileMapping['dateFormat']): (text: string) => string | null | undefined {
  const { pattern, order } = DATE_PARTS[format];
  const regex = new RegExp(`^${pattern}[ T](\\d{1,2}):(\\d{2})(?::(\\d{2}))?$`);
  return (text) => {
    const match = regex.exec(text.trim());
    if (!match) return null;
    const part = (which: 'y' | 'm' | 'd') => Number(match[order.indexOf(which) + 1]);
    const [year, month, day] = [part('y'), part('m'), part('d')];
    const [hour, minute, second] = [Number(match[4]), Number(match[5]), Number(match[6] ?? 0)];
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return undefined;
    const two = (n: number) => String(n).padStart(2, '0');
    return `${year}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}:${two(second)}`;
  };
}

/** A mapping as sent: every problem with its field, none for a mapping that can be used. */
export function mappingProblems(mapping: unknown): { field: string; message: string }[] {
  if (typeof mapping !== 'object' || mapping === null) return [{ field: 'mapping', message: 'mapping must be an object' }];
  const m = mapping as Record<string, unknown>;
  const problems: { field: string; message: string }[] = [];
  if (!(CLOCKING_FILE_DELIMITERS as readonly unknown[]).includes(m.delimiter)) problems.push({ field: 'mapping.delimiter', message: `delimiter must be one of ${CLOCKING_FILE_DELIMITERS.join(', ')}` });
  if (!(CLOCKING_FILE_DATE_FORMATS as readonly unknown[]).includes(m.dateFormat)) problems.push({ field: 'mapping.dateFormat', message: `dateFormat must be one of ${CLOCKING_FILE_DATE_FORMATS.join(', ')}` });
  if (!isWhole(m.headerRows, 0, 10)) problems.push({ field: 'mapping.headerRows', message: 'headerRows must be a whole number from 0 to 10' });
  const columns = ['userIdColumn', 'dateTimeColumn', 'timeColumn', 'deviceIdColumn', 'functionKeyColumn'] as const;
  const used: number[] = [];
  for (const name of columns) {
    const value = m[name];
    const optional = name !== 'userIdColumn' && name !== 'dateTimeColumn';
    if (optional && (value === null || value === undefined)) continue;
    if (!isWhole(value, 1, 50)) problems.push({ field: `mapping.${name}`, message: `${name} must be a column number from 1 to 50${optional ? ', or null' : ''}` });
    else if (used.includes(value)) problems.push({ field: `mapping.${name}`, message: `${name} reads column ${value}, which another value reads` });
    else used.push(value);
  }
  return problems;
}

function isWhole(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** The file's bytes read as clockings of the reader `readerSerial` in `zone`, as of `at` (a clocking may be at most a day ahead). */
export function readClockingFile(
  bytes: Uint8Array,
  kind: ClockingFileKind,
  mapping: ClockingFileMapping,
  reader: { serial: string; zone: string; at: Date },
): ParsedClockingFile {
  const latest = DateTime.fromJSDate(reader.at, { zone: reader.zone }).plus({ days: 1 }).toFormat("yyyy-MM-dd'T'HH:mm:ss");
  return parseClockingFile(decodeClockingFile(bytes), kind, mapping, { readerSerial: reader.serial, latest });
}
