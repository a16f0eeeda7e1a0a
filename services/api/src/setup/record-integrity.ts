import { ConflictException } from '@nestjs/common';
import { columnOf, type FieldDescriptor, type FieldError, type RecordDescriptor } from '@tna/contracts';
import { pgErrorToHttp, type PgErrorAnswer, type SqlQueryable } from '@tna/platform';
import { linkTableOf } from './entity-schema.util';
import { VIEW_REFERRERS, type RecordRegistry } from './record-registry';
import { selectList } from './record-sql.util';

/** A connection or a transaction's manager: all the checks need is to run SQL. */

/** How many records of one type use a record. */
export interface Usage {
  record: string;
  label: string;
  pluralLabel: string;
  count: number;
}

const isText = (field: FieldDescriptor) => field.type === 'string' || field.type === 'text';

export async function readRecord<T = Record<string, unknown>>(db: SqlQueryable, record: RecordDescriptor, id: string): Promise<T | undefined> {
  const rows: T[] = await db.query(`SELECT ${selectList(record)} FROM ${record.table} t WHERE t.id = $1`, [id]);
  return rows[0];
}

/** Replaces the link-table rows of every `references` field, keeping the given order. */
export async function writeLinks(db: SqlQueryable, record: RecordDescriptor, id: string, value: Readonly<Record<string, unknown>>, only?: ReadonlySet<string>): Promise<void> {
  for (const field of record.fields) {
    if (field.type !== 'references' || (only && !only.has(field.name))) continue;
    const link = linkTableOf(record.table, field);
    await db.query(`DELETE FROM ${link} WHERE owner_id = $1`, [id]);
    const ids = (value[field.name] as string[] | undefined) ?? [];
    if (ids.length > 0) {
      await db.query(
        `INSERT INTO ${link} (owner_id, ref_id, position) SELECT $1, ref_id, position FROM unnest($2::uuid[]) WITH ORDINALITY AS ids (ref_id, position)`,
        [id, ids],
      );
    }
  }
}

/**
 * Every referenced record must exist. Checked rows are share-locked until the transaction ends,
 * so a concurrent delete of one of them waits and then sees this record using it.
 */
export async function checkReferences(
  db: SqlQueryable,
  registry: RecordRegistry,
  record: RecordDescriptor,
  value: Readonly<Record<string, unknown>>,
): Promise<FieldError[]> {
  const wanted: { path: string; field: FieldDescriptor; id: string }[] = [];
  const collect = (fields: readonly FieldDescriptor[], source: Readonly<Record<string, unknown>>, prefix: string) => {
    for (const field of fields) {
      const given = source[field.name];
      if (field.type === 'reference' && typeof given === 'string') wanted.push({ path: `${prefix}${field.name}`, field, id: given });
      if (field.type === 'references' && Array.isArray(given)) given.forEach((id: string) => wanted.push({ path: `${prefix}${field.name}`, field, id }));
      if (field.type === 'rows' && Array.isArray(given)) {
        given.forEach((row, index) => collect(field.rowFields ?? [], row as Record<string, unknown>, `${prefix}${field.name}[${index}].`));
      }
    }
  };
  collect(record.fields, value, '');

  const errors: FieldError[] = [];
  const byTarget = new Map<string, typeof wanted>();
  for (const item of wanted) byTarget.set(item.field.references!, [...(byTarget.get(item.field.references!) ?? []), item]);
  for (const [targetName, items] of byTarget) {
    const target = registry.record(targetName);
    // A type no descriptor registers yet has no table to look in; its ids are only checked for form.
    if (!target) continue;
    const found: { id: string }[] = await db.query(`SELECT id::text FROM ${target.table} WHERE id = ANY($1::uuid[]) FOR KEY SHARE`, [
      [...new Set(items.map((item) => item.id))],
    ]);
    const existing = new Set(found.map((row) => row.id));
    for (const item of items) {
      if (!existing.has(item.id) && !errors.some((error) => error.field === item.path)) {
        errors.push({ field: item.path, message: `${item.field.label} refers to a ${target.label.toLowerCase()} that does not exist` });
      }
    }
  }
  return errors;
}

/** 409 naming the field when another record already has the value of a unique field (among those sharing its `uniqueWithin` fields' values). */
export async function checkUnique(db: SqlQueryable, record: RecordDescriptor, value: Readonly<Record<string, unknown>>, ownID: string | null): Promise<void> {
  for (const field of record.fields) {
    const given = value[field.name];
    if (!(field.unique || field.uniqueWithin) || given === null || given === undefined) continue;
    const column = columnOf(field.name);
    const match = isText(field) ? `lower(${column}) = lower($1)` : `${column} = $1`;
    const within = (field.uniqueWithin ?? []).map((name, index) => ` AND ${columnOf(name)} IS NOT DISTINCT FROM $${index + 3}`).join('');
    const scope = (field.uniqueWithin ?? []).map((name) => value[name] ?? null);
    const rows = await db.query(`SELECT 1 FROM ${record.table} WHERE ${match}${within} AND ($2::uuid IS NULL OR id <> $2) LIMIT 1`, [given, ownID, ...scope]);
    if (rows.length > 0) throw duplicate(record, field, value);
  }
}

/** `Code "OT" is already in use`; `Value "leave" is already in use for the same payroll and leave type` (the scope's blank fields left out). */
const duplicateAnswer = (record: RecordDescriptor, field: FieldDescriptor, value: Readonly<Record<string, unknown>>): PgErrorAnswer => {
  const scoped = (field.uniqueWithin ?? []).filter((name) => value[name] !== null && value[name] !== undefined);
  const labels = scoped.map((name) => record.fields.find((other) => other.name === name)?.label.toLowerCase() ?? name);
  const scope = labels.length > 0 ? ` for the same ${labels.join(' and ')}` : '';
  return { error: `${field.label} ${JSON.stringify(value[field.name])} is already in use${scope}`, field: field.name };
};

function duplicate(record: RecordDescriptor, field: FieldDescriptor, value: Readonly<Record<string, unknown>>): ConflictException {
  return new ConflictException(duplicateAnswer(record, field, value));
}

/**
 * A unique index that fired after all (two requests at once): the same 409 as the check gives.
 * Unique indexes are named after their column (`<table>_<column>_unique`).
 */
export function rethrowUniqueViolation(error: unknown, record: RecordDescriptor, value: Readonly<Record<string, unknown>>): never {
  const unique = record.fields.filter((field) => field.unique || field.uniqueWithin);
  pgErrorToHttp(error, {
    unique: (constraint) => {
      const field = unique.find((candidate) => constraint?.includes(columnOf(candidate.name))) ?? unique[0];
      return field ? duplicateAnswer(record, field, value) : { error: 'A record with these values already exists' };
    },
  });
}

/** Which records use the record `id`, by type, from every descriptor field that points at its type and every view column of VIEW_REFERRERS. */
export async function usagesOf(db: SqlQueryable, registry: RecordRegistry, record: RecordDescriptor, id: string): Promise<Usage[]> {
  const referrers = registry.referrersOf(record.name);
  const elsewhere = VIEW_REFERRERS.filter((referrer) => referrer.references === record.name);
  if (referrers.length === 0 && elsewhere.length === 0) return [];
  const parts = referrers.map((referrer, index) => {
    const self = referrer.record === record ? ' AND id <> $1::uuid' : '';
    const owner = referrer.record.table;
    if (referrer.rowsField) {
      // Containment matches the row key whatever else the row holds.
      return `SELECT ${index} AS referrer, count(*)::int AS n FROM ${owner} WHERE ${columnOf(referrer.rowsField.name)} @> jsonb_build_array(jsonb_build_object('${referrer.field.name}', $1::text))${self}`;
    }
    if (referrer.field.type === 'references') {
      return `SELECT ${index} AS referrer, count(*)::int AS n FROM ${linkTableOf(owner, referrer.field)} WHERE ref_id = $1::uuid`;
    }
    return `SELECT ${index} AS referrer, count(*)::int AS n FROM ${owner} WHERE ${columnOf(referrer.field.name)} = $1::uuid${self}`;
  });
  elsewhere.forEach((referrer, index) => parts.push(`SELECT ${referrers.length + index} AS referrer, count(*)::int AS n FROM ${referrer.view} WHERE ${referrer.column} = $1::uuid`));
  const counts: { referrer: number; n: number }[] = await db.query(parts.join(' UNION ALL '), [id]);
  const byRecord = new Map<string, Usage>();
  for (const { referrer, n } of counts) {
    if (n === 0) continue;
    const user = referrer < referrers.length ? referrers[referrer].record : elsewhere[referrer - referrers.length];
    const name = 'name' in user ? user.name : user.record;
    const usage = byRecord.get(name) ?? { record: name, label: user.label, pluralLabel: user.pluralLabel, count: 0 };
    usage.count += n;
    byRecord.set(name, usage);
  }
  return [...byRecord.values()].sort((a, b) => a.label.localeCompare(b.label));
}

/** 409 saying what uses the record, e.g. `Department "Sales" is in use by 3 employees and 1 employee filter`. */
export function inUse(record: RecordDescriptor, name: unknown, usages: readonly Usage[]): ConflictException {
  const parts = usages.map(({ count, label, pluralLabel }) => `${count} ${(count === 1 ? label : pluralLabel).toLowerCase()}`);
  const listed = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  return new ConflictException({
    error: `${record.label} ${JSON.stringify(name)} is in use by ${listed}, so it cannot be deleted`,
    field: 'ID',
    usedBy: usages,
  });
}

