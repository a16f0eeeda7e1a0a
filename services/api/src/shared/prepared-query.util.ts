import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/**
 * How many distinct texts are ever prepared. GetEmployees' text varies with the filters, sort and
 * shape a caller picks (millions of combinations), and a connection keeps every statement it
 * prepared; past this many, a new text runs unnamed, so a client cannot grow every connection's
 * memory without bound.
 */
export const MAX_PREPARED_TEXTS = 100;
const preparedNames = new Set<string>();

/**
 * Runs a hot read as a named prepared statement, so each pooled connection plans it once rather
 * than on every call. The name comes from the text, so only SQL whose text is drawn from a small
 * set (values passed as parameters, never inlined) belongs here: each distinct text stays
 * prepared on every connection that ran it, up to MAX_PREPARED_TEXTS texts.
 */
export async function preparedQuery<T>(dataSource: DataSource, text: string, values: unknown[]): Promise<T[]> {
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  const name = `tna_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  if (!preparedNames.has(name) && preparedNames.size >= MAX_PREPARED_TEXTS) return (await pool.query({ text, values })).rows as T[];
  preparedNames.add(name);
  return (await pool.query({ name, text, values })).rows as T[];
}
