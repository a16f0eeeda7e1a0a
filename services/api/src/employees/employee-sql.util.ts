import { columnOf, type FieldDescriptor, type RecordDescriptor } from '@tna/contracts';
import { RECORDS } from '../setup/record-registry';

/** The name a reader shows for the employee `alias`: as people call them (preferred, else first name) and surname. */
export const readerNameOf = (alias: string) => `concat_ws(' ', coalesce(nullif(${alias}.preferred_name, ''), ${alias}.first_name), ${alias}.surname)`;

/** `departmentID` → `departmentName`. */
export const nameKeyOf = (field: FieldDescriptor) => `${field.name.replace(/ID$/, '')}Name`;

/**
 * The name of each referenced record beside its id (`departmentName`), for references whose type
 * is registered; others have no table to look in yet and answer null.
 */
export function referenceNameColumns(record: RecordDescriptor, names: readonly string[] | 'all', alias = 'e'): string {
  return record.fields
    .filter((field) => field.type === 'reference' && (names === 'all' || names.includes(field.name)))
    .map((field) => {
      const target = RECORDS.record(field.references!);
      const value = target
        ? `(SELECT r.${columnOf(target.nameField)}::text FROM ${target.table} r WHERE r.id = ${alias}.${columnOf(field.name)})`
        : 'NULL::text';
      return `${value} AS "${nameKeyOf(field)}"`;
    })
    .join(', ');
}

/**
 * The same names for a list: a LEFT JOIN per reference (`columns` for the select list, `joins`
 * after the FROM), which costs a list page far less than a subselect per row and reference.
 */
export function referenceNameJoins(record: RecordDescriptor, names: readonly string[] | 'all', alias = 'e'): { columns: string; joins: string } {
  const columns: string[] = [];
  const joins: string[] = [];
  record.fields
    .filter((field) => field.type === 'reference' && (names === 'all' || names.includes(field.name)))
    .forEach((field, i) => {
      const target = RECORDS.record(field.references!);
      if (!target) {
        columns.push(`NULL::text AS "${nameKeyOf(field)}"`);
        return;
      }
      joins.push(`LEFT JOIN ${target.table} r${i} ON r${i}.id = ${alias}.${columnOf(field.name)}`);
      columns.push(`r${i}.${columnOf(target.nameField)}::text AS "${nameKeyOf(field)}"`);
    });
  return { columns: columns.join(', '), joins: joins.join(' ') };
}

export const AGE_COLUMN = (alias = 'e') => `date_part('year', age(${alias}.date_of_birth))::int AS age`;
export const HAS_PHOTO_COLUMN = (alias = 'e') => `EXISTS (SELECT 1 FROM employee_photos p WHERE p.employee_id = ${alias}.id) AS "hasPhoto"`;

