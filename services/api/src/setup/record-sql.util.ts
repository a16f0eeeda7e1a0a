import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { columnOf, type FieldDescriptor, type FieldError, type RecordDescriptor } from '@tna/contracts';
import { linkTableOf } from './entity-schema.util';

/** A timestamp as JSON.stringify writes the Date the driver reads: UTC, to the millisecond. */
const jsonTimestamp = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The audit and version columns every record answers with. */
const AUDIT_SELECT = (alias: string, json = false) => {
  const timestamp = (column: string) => (json ? jsonTimestamp(`${alias}.${column}`) : `${alias}.${column}`);
  return `${alias}.version, ${timestamp('created_at')} AS "createdAt", ${alias}.created_by AS "createdBy", ${timestamp('updated_at')} AS "updatedAt", ${alias}.updated_by AS "updatedBy"`;
};

/** How a field's column reads back as its wire value (decimals as text, dates and times as text). */
export function selectExpression(record: RecordDescriptor, field: FieldDescriptor, alias = 't'): string {
  const column = `${alias}.${columnOf(field.name)}`;
  switch (field.type) {
    case 'decimal':
      return `${column}::text`;
    case 'date':
      return `to_char(${column}, 'YYYY-MM-DD')`;
    case 'time':
      return `to_char(${column}, 'HH24:MI')`;
    case 'references':
      return `ARRAY(SELECT l.ref_id::text FROM ${linkTableOf(record.table, field)} l WHERE l.owner_id = ${alias}.id ORDER BY l.position)`;
    default:
      return column;
  }
}

/** `json`: for a select list PostgreSQL turns into JSON itself, with the same text the driver's values would give. */
export function selectList(record: RecordDescriptor, alias = 't', json = false): string {
  const fields = record.fields.map((field) => `${selectExpression(record, field, alias)} AS "${field.name}"`);
  return [`${alias}.id`, ...fields, AUDIT_SELECT(alias, json)].join(', ');
}

/** The cast that makes a parameter the column's type. */
function castOf(field: FieldDescriptor): string {
  switch (field.type) {
    case 'rows':
      return '::jsonb';
    case 'decimal':
      return '::numeric';
    case 'date':
      return '::date';
    case 'time':
      return '::time';
    case 'reference':
      return '::uuid';
    case 'integer':
    case 'minutes':
      return '::integer';
    default:
      return '';
  }
}

export interface ColumnValue {
  column: string;
  /** `$n` with its cast, once numbered. */
  placeholder: (n: number) => string;
  value: unknown;
}

/** The stored columns of a checked record (link-table fields excluded). */
export function columnValues(record: RecordDescriptor, value: Readonly<Record<string, unknown>>, only?: ReadonlySet<string>): ColumnValue[] {
  return record.fields
    .filter((field) => field.type !== 'references' && (!only || only.has(field.name)))
    .map((field) => ({
      column: columnOf(field.name),
      placeholder: (n: number) => `$${n}${castOf(field)}`,
      value: field.type === 'rows' ? JSON.stringify(value[field.name] ?? []) : value[field.name],
    }));
}

/** 400 in the platform's format: the first field up front, all of them listed. */
export function validationFailed(errors: readonly FieldError[]): BadRequestException {
  const [first] = errors;
  return new BadRequestException({ error: 'validation failed', field: first.field, message: first.message, fields: errors });
}

/** `field`: the parameter that carried the id (a call's query names it `ID`, `EmployeeID`, ...). */
export function notFound(record: RecordDescriptor, id: string, field = 'ID'): NotFoundException {
  return new NotFoundException({ error: `No ${record.label.toLowerCase()} has the id ${id}`, field });
}

export function staleVersion(record: RecordDescriptor, given: number, current: number): ConflictException {
  return new ConflictException({
    error: `This ${record.label.toLowerCase()} was changed by someone else meanwhile (version ${given} is now ${current}): reload it and make your change again`,
    field: 'version',
    currentVersion: current,
  });
}

/** `, t.<column> AS system` when the record has seeded rows that calls may not touch; '' otherwise. */
export function systemSelect(record: RecordDescriptor, alias = 't'): string {
  return record.systemField ? `, ${alias}.${columnOf(record.systemField)} AS system` : '';
}

/** 409: the rows the product seeds (the time engine's shift statuses) stay as they are. */
export function systemRecord(record: RecordDescriptor, name: unknown, action: 'changed' | 'deleted'): ConflictException {
  return new ConflictException({
    error: `${record.label} ${JSON.stringify(name)} is a system ${record.label.toLowerCase()} the product relies on, so it cannot be ${action}`,
    field: 'ID',
  });
}

/** 400 when a call tries to make a record a system record: only the product seeds those. */
export function refuseSystemFlag(record: RecordDescriptor, value: Readonly<Record<string, unknown>>): void {
  if (record.systemField && value[record.systemField] === true) {
    const field = record.fields.find((candidate) => candidate.name === record.systemField);
    throw validationFailed([{ field: record.systemField, message: `${field?.label ?? record.systemField} is set by the product only; leave it off` }]);
  }
}

/** The version an update is based on: required, so that no edit overwrites one it has not seen. */
export function versionOf(input: unknown): number {
  const version = (input as { version?: unknown } | null)?.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw validationFailed([{ field: 'version', message: 'version (the version read) is required' }]);
  }
  return version;
}
