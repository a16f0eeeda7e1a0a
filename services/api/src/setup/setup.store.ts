import type { SqlQueryable } from '@tna/platform';
import { columnOf, type IdName, type RecordDescriptor } from '@tna/contracts';

import { selectList, systemSelect, type ColumnValue } from './record-sql.util';

/** Stores a new record as version 1; its links are written separately. */
export async function insertRecord(db: SqlQueryable, record: RecordDescriptor, id: string, username: string, columns: ColumnValue[]): Promise<void> {
  const placeholders = columns.map((column, index) => column.placeholder(index + 3));
  await db.query(
    `INSERT INTO ${record.table} (id, created_by, updated_by${columns.map((c) => `, ${c.column}`).join('')})
     VALUES ($1, $2, $2${placeholders.map((p) => `, ${p}`).join('')})`,
    [id, username, ...columns.map((column) => column.value)],
  );
}

/** Locks the record's row for the rest of the transaction; undefined when there is none. */
export async function lockRecordName(db: SqlQueryable, record: RecordDescriptor, id: string): Promise<{ name: unknown; system?: boolean } | undefined> {
  const rows: { name: unknown; system?: boolean }[] = await db.query(
    `SELECT t.${columnOf(record.nameField)} AS name${systemSelect(record)} FROM ${record.table} t WHERE t.id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0];
}

/** Locks the record's row for the rest of the transaction and answers its version; undefined when there is none. */
export async function lockRecordVersion(db: SqlQueryable, record: RecordDescriptor, id: string): Promise<{ version: number; name: unknown; system?: boolean } | undefined> {
  const current: { version: number; name: unknown; system?: boolean }[] = await db.query(
    `SELECT t.version, t.${columnOf(record.nameField)} AS name${systemSelect(record)} FROM ${record.table} t WHERE t.id = $1 FOR UPDATE`,
    [id],
  );
  return current[0];
}

/** Sets the given columns, the version going up; its links are written separately. */
export async function updateRecord(db: SqlQueryable, record: RecordDescriptor, id: string, username: string, columns: ColumnValue[]): Promise<void> {
  const assignments = columns.map((column, index) => `, ${column.column} = ${column.placeholder(index + 3)}`).join('');
  await db.query(`UPDATE ${record.table} SET version = version + 1, updated_at = now(), updated_by = $2${assignments} WHERE id = $1`, [
    id,
    username,
    ...columns.map((column) => column.value),
  ]);
}

export async function deleteRecord(db: SqlQueryable, record: RecordDescriptor, id: string): Promise<void> {
  await db.query(`DELETE FROM ${record.table} WHERE id = $1`, [id]);
}

/** Every record's id and name, by name. */
export function listRecordNames(db: SqlQueryable, record: RecordDescriptor): Promise<IdName[]> {
  const name = columnOf(record.nameField);
  return db.query(`SELECT id, ${name}::text AS name FROM ${record.table} ORDER BY lower(${name}::text), id`);
}

/** One page of the records `filter` (a WHERE clause on `t`, or '') matches, and how many match in all. */
export async function listRecordsPage(
  db: SqlQueryable,
  record: RecordDescriptor,
  page: { filter: string; params: unknown[]; order: string; limit: number; offset: number },
): Promise<{ items: Record<string, unknown>[]; total: number }> {
  const { filter, params, order, limit, offset } = page;
  const [items, [{ total }]] = await Promise.all([
    db.query(`SELECT ${selectList(record)} FROM ${record.table} t ${filter} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`, params),
    db.query(`SELECT count(*)::int AS total FROM ${record.table} t ${filter}`, params),
  ]);
  return { items, total };
}
