import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/**
 * Runs a hot read as a named prepared statement, so each pooled connection plans it once rather
 * than on every call. The name comes from the text, so only SQL whose text is drawn from a small
 * set (values passed as parameters, never inlined) belongs here: each distinct text stays
 * prepared on every connection that ran it.
 */
export async function preparedQuery<T>(dataSource: DataSource, text: string, values: unknown[]): Promise<T[]> {
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  const name = `tna_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  return (await pool.query({ name, text, values })).rows as T[];
}
