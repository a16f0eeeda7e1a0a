import { columnOf, type FieldDescriptor, type RecordDescriptor } from '@tna/contracts';
import type { QueryRunner } from 'typeorm';

/**
 * The table conventions the generic record store relies on, as DDL. A migration calls these with
 * the descriptor as it stands when the migration is written; a later change to a descriptor gets
 * its own migration (ALTER TABLE), as any schema change does.
 *
 * - one row per record: `id uuid`, a column per field (`columnOf(name)`), `version`, audit columns;
 * - `references` fields: a link table `<table>_<column>` (owner_id, ref_id, position);
 * - `rows` fields: a jsonb array column;
 * - `unique` fields: a unique index `<table>_<column>_unique` (on lower(column) for text);
 * - `reference` fields: an index `<table>_<column>_idx`, for filters and in-use checks.
 */
export const AUDIT_COLUMNS = `version integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text`;

const isText = (field: FieldDescriptor) => field.type === 'string' || field.type === 'text';

export function linkTableOf(table: string, field: FieldDescriptor): string {
  return `${table}_${columnOf(field.name)}`;
}

export function uniqueIndexOf(table: string, field: FieldDescriptor): string {
  return `${table}_${columnOf(field.name)}_unique`;
}

/** The column's SQL type; null for `references`, which live in a link table. */
export function columnTypeOf(field: FieldDescriptor): string | null {
  const notNull = field.required ? ' NOT NULL' : '';
  switch (field.type) {
    case 'string':
    case 'text':
      return `text${notNull}`;
    case 'integer':
    case 'minutes':
      return `integer${notNull}`;
    case 'decimal':
      return `numeric${notNull}`;
    case 'boolean':
      return 'boolean NOT NULL DEFAULT false';
    case 'date':
      return `date${notNull}`;
    case 'time':
      return `time${notNull}`;
    case 'enum':
      return `${field.options?.every((option) => typeof option.value === 'number') ? 'integer' : 'text'}${notNull}`;
    case 'reference':
      return `uuid${notNull}`;
    case 'rows':
      return "jsonb NOT NULL DEFAULT '[]'";
    case 'references':
      return null;
  }
}

/** Columns, link tables and indexes of the given fields of a record whose table exists. */
async function createFieldObjects(q: QueryRunner, record: RecordDescriptor, fields: readonly FieldDescriptor[]): Promise<void> {
  for (const field of fields) {
    const column = columnOf(field.name);
    if (field.type === 'references') {
      const link = linkTableOf(record.table, field);
      await q.query(`CREATE TABLE api.${link} (
        owner_id uuid NOT NULL REFERENCES api.${record.table} (id) ON DELETE CASCADE,
        ref_id uuid NOT NULL,
        position integer NOT NULL,
        PRIMARY KEY (owner_id, ref_id)
      )`);
      await q.query(`CREATE INDEX ${link}_ref ON api.${link} (ref_id)`);
      continue;
    }
    if (field.unique) {
      await q.query(`CREATE UNIQUE INDEX ${uniqueIndexOf(record.table, field)} ON api.${record.table} (${isText(field) ? `lower(${column})` : column})`);
    } else if (field.type === 'reference') {
      await q.query(`CREATE INDEX ${record.table}_${column}_idx ON api.${record.table} (${column})`);
    }
  }
}

/** The table of a new record type, with everything its fields need. */
export async function createRecordTable(q: QueryRunner, record: RecordDescriptor): Promise<void> {
  const columns = record.fields.flatMap((field) => {
    const type = columnTypeOf(field);
    return type ? [`${columnOf(field.name)} ${type}`] : [];
  });
  await q.query(`CREATE TABLE api.${record.table} (
      id uuid PRIMARY KEY,
      ${[...columns, AUDIT_COLUMNS].join(',\n      ')}
    )`);
  await createFieldObjects(q, record, record.fields);
}

/** New fields of a record whose table exists: columns (nullable unless they have a default), link tables, indexes. */
export async function addRecordFields(q: QueryRunner, record: RecordDescriptor, names: readonly string[]): Promise<void> {
  const fields = record.fields.filter((field) => names.includes(field.name));
  for (const field of fields) {
    const type = columnTypeOf(field);
    if (!type) continue;
    const withDefault = field.type === 'enum' && field.defaultValue !== undefined ? `${type} DEFAULT ${JSON.stringify(field.defaultValue).replace(/"/g, "'")}` : type;
    await q.query(`ALTER TABLE api.${record.table} ADD COLUMN ${columnOf(field.name)} ${withDefault}`);
  }
  await createFieldObjects(q, record, fields);
}

export async function dropRecordTable(q: QueryRunner, record: RecordDescriptor): Promise<void> {
  for (const field of record.fields) {
    if (field.type === 'references') await q.query(`DROP TABLE api.${linkTableOf(record.table, field)}`);
  }
  await q.query(`DROP TABLE api.${record.table}`);
}
