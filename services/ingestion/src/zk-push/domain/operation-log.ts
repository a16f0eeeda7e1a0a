import type { BioTemplateKind } from '@tna/contracts';
import { MAX_QUARANTINED_CHARS, type RejectedLine } from './attendance-log';
import { bodyLines } from './body-lines';

/** One biometric template from an `FP`, `FACE` or `BIODATA` line, as the reader sent it. */
export interface BioTemplateRecord {
  pin: string;
  kind: BioTemplateKind;
  /** FID of an FP line, No of a BIODATA line: the finger (0 to 9) or other part; 0 for FACE. */
  number: number;
  /** Index of a BIODATA line (finger vein keeps three templates a finger), FID of a FACE line; 0 for FP. */
  index: number;
  algorithmVersion: string | null;
  format: number | null;
  /** Decoded bytes of the template: firmware disagrees on what its own Size field counts. */
  size: number;
  valid: boolean | null;
  duress: boolean;
  /** Base64, as sent. */
  template: string;
}

export interface ParsedOperationLog {
  templates: BioTemplateRecord[];
  /** USER lines taken: counted, not stored (see docs/master-data.md). */
  users: number;
  /** Lines of other kinds (OPLOG, photos, ...): acknowledged, not stored. */
  others: number;
  rejected: RejectedLine[];
}

/** The ZKTeco BIODATA type numbers of the kinds the product keeps; 0 ("general") names no kind. */
const BIODATA_KINDS = new Map<string, BioTemplateKind>([
  ['1', 'fingerprint'],
  ['2', 'face'],
  ['3', 'voice'],
  ['4', 'iris'],
  ['5', 'retina'],
  ['6', 'palm'],
  ['7', 'finger-vein'],
  ['8', 'palm-vein'],
  ['9', 'visible-light-face'],
]);

const PIN = /^[A-Za-z0-9_.-]{1,24}$/;
const RECORD_TYPE = /^([A-Z][A-Z_]*) (.*)$/s;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const TEMPLATE_FIELD = /((?:^|[\t ])tmp=)[^\t]*/gi;
/** A face template is a few kB; anything far larger is not a template. */
const MAX_TEMPLATE_CHARS = 64 * 1024;
const MAX_LINE = MAX_TEMPLATE_CHARS + 1024;

/**
 * Parses an OPERLOG (or BIODATA table) body: one record a line, its type, a space, then
 * tab-separated `key=value` fields whose keys firmware spells in either case
 * (`FP PIN=..\tFID=..\tSize=..\tValid=..\tTMP=..`, `FACE PIN=..\tFID=..\tValid=..\tSize=..\tTMP=..`,
 * `BIODATA Pin=..\tNo=..\tIndex=..\tValid=..\tDuress=..\tType=..\tMajorVer=..\tMinorVer=..\tFormat=..\tTmp=..`,
 * `USER PIN=..\tName=..`). A bad line is reported and skipped; the others are kept.
 */
export function parseOperationLog(body: string): ParsedOperationLog {
  const parsed: ParsedOperationLog = { templates: [], users: 0, others: 0, rejected: [] };
  bodyLines(body).forEach((raw, position) => {
    const text = raw.trim();
    if (text === '') return;
    // Template bytes are biometric data: a rejected line is reported without them.
    const reject = (reason: string) => parsed.rejected.push({ line: position + 1, text: text.replace(TEMPLATE_FIELD, '$1...').slice(0, MAX_QUARANTINED_CHARS), reason });
    if (text.length > MAX_LINE) return reject('line too long');
    const record = RECORD_TYPE.exec(text);
    if (!record) return reject('not an operation-log record');
    const [, type, rest] = record;
    if (type !== 'FP' && type !== 'FACE' && type !== 'BIODATA' && type !== 'USER') {
      parsed.others++;
      return;
    }
    const fields = fieldsOf(rest);
    const pin = fields.get('pin');
    if (!pin || !PIN.test(pin)) return reject('bad PIN');
    if (type === 'USER') {
      parsed.users++;
      return;
    }
    const template = type === 'BIODATA' ? bioDataLine(pin, fields) : legacyLine(type === 'FP' ? 'fingerprint' : 'face', pin, fields);
    if (typeof template === 'string') return reject(template);
    parsed.templates.push(template);
  });
  return parsed;
}

/**
 * The latest line for each (PIN, kind, number, index) of a body (a later line replaces an earlier
 * one), in key order: two uploads holding the same templates in different orders then take their
 * rows' locks in the same order, and one waits for the other instead of deadlocking.
 */
export function latestTemplates(templates: readonly BioTemplateRecord[]): BioTemplateRecord[] {
  const byKey = new Map<string, BioTemplateRecord>();
  for (const template of templates) byKey.set(JSON.stringify([template.pin, template.kind, template.number, template.index]), template);
  return [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, template]) => template);
}

/**
 * `FP PIN=..\tFID=..\tSize=..\tValid=..\tTMP=..` (FID the finger, 0 to 9) and
 * `FACE PIN=..\tFID=..\tValid=..\tSize=..\tTMP=..` (FID the number of one of the face's
 * templates); older firmware leaves out Size and Valid.
 */
function legacyLine(kind: 'fingerprint' | 'face', pin: string, fields: Map<string, string>): BioTemplateRecord | string {
  const fid = smallInt(fields.get('fid'), kind === 'fingerprint' ? 9 : 99);
  if (fid === null) return kind === 'fingerprint' ? 'bad finger number' : 'bad face template number';
  const valid = fields.get('valid');
  if (valid !== undefined && smallInt(valid, 9) === null) return 'bad valid flag';
  const template = fields.get('tmp') ?? '';
  if (!isTemplate(template)) return 'bad template';
  return {
    pin,
    kind,
    number: kind === 'fingerprint' ? fid : 0,
    index: kind === 'fingerprint' ? 0 : fid,
    algorithmVersion: null,
    format: null,
    size: decodedBytes(template),
    valid: valid === undefined ? null : valid !== '0',
    // The SDKs' template flag: 1 valid, 3 a duress finger.
    duress: valid === '3',
    template,
  };
}

/** `BIODATA Pin=..\tNo=..\tIndex=..\tValid=..\tDuress=..\tType=..\tMajorVer=..\tMinorVer=..\tFormat=..\tTmp=..` */
function bioDataLine(pin: string, fields: Map<string, string>): BioTemplateRecord | string {
  const kind = BIODATA_KINDS.get(fields.get('type') ?? '');
  if (!kind) return 'unknown biometric type';
  const number = smallInt(fields.get('no') ?? '0', 99);
  if (number === null) return 'bad number';
  const index = smallInt(fields.get('index') ?? '0', 99);
  if (index === null) return 'bad index';
  const valid = fields.get('valid');
  if (valid !== undefined && smallInt(valid, 9) === null) return 'bad valid flag';
  const duress = fields.get('duress') ?? '0';
  if (duress !== '0' && duress !== '1') return 'bad duress flag';
  const major = fields.get('majorver') ?? '';
  const minor = fields.get('minorver') ?? '';
  if ((major !== '' && smallInt(major, 999) === null) || (minor !== '' && smallInt(minor, 999) === null)) return 'bad algorithm version';
  const format = fields.get('format');
  if (format !== undefined && format !== '' && smallInt(format, 99) === null) return 'bad format';
  const template = fields.get('tmp') ?? '';
  if (!isTemplate(template)) return 'bad template';
  return {
    pin,
    kind,
    number,
    index,
    algorithmVersion: major === '' ? null : `${Number(major)}.${minor === '' ? 0 : Number(minor)}`,
    format: format === undefined || format === '' ? null : Number(format),
    size: decodedBytes(template),
    valid: valid === undefined ? null : valid !== '0',
    duress: duress === '1',
    template,
  };
}

/** Tab-separated `key=value` fields, keys lower-cased; a value may itself hold `=` (base64 padding). */
function fieldsOf(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const field of text.split('\t')) {
    const at = field.indexOf('=');
    if (at > 0) fields.set(field.slice(0, at).trim().toLowerCase(), field.slice(at + 1).trim());
  }
  return fields;
}

function smallInt(value: string | undefined, max: number): number | null {
  if (value === undefined || !/^\d{1,3}$/.test(value)) return null;
  const number = Number(value);
  return number <= max ? number : null;
}

/** Standard base64; the padding may be left off, but a length no encoding gives is refused. */
function isTemplate(text: string): boolean {
  if (text.length === 0 || text.length > MAX_TEMPLATE_CHARS || !BASE64.test(text)) return false;
  const padded = text.endsWith('=');
  return padded ? text.length % 4 === 0 : text.length % 4 !== 1;
}

function decodedBytes(base64: string): number {
  return Math.floor((base64.replace(/=+$/, '').length * 3) / 4);
}
