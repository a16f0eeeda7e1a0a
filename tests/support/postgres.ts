import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** The real PostgreSQL server tests run against; npm test starts one where none answers, nothing fakes it. */
export const POSTGRES_ADMIN_URL = process.env.TNA_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  url: string;
  name: string;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

/**
 * A fresh database per test file, dropped afterwards; an unreachable server fails the test. With
 * `template`, a copy of that database (a migrated product's, support/product-templates.ts).
 */
export async function createTestDatabase(label: string, template?: string): Promise<TestDatabase> {
  const name = `tna_test_${label.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: POSTGRES_ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(`PostgreSQL is not reachable at ${POSTGRES_ADMIN_URL} (${String(error)}); npm test starts one where none answers, tests never skip it`);
  }
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  return {
    url: url.toString(),
    name,
    query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
    drop: async () => {
      await client.end();
      const dropper = new Client({ connectionString: POSTGRES_ADMIN_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
