import { Client, type Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../../tests/support/postgres';
import { isPgConnectionError } from './pg-errors';
import { createServiceDataSource } from './service-data-source';

describe('a service data source when PostgreSQL ends its connections', () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  /** Ends, from outside, every connection the data source holds (as a restart or pg_terminate_backend does). */
  const terminateConnections = async () => {
    const admin = new Client({ connectionString: database.url });
    await admin.connect();
    try {
      // This database's only: other files' stacks run beside this one on the same server.
      const ended = await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'tna-ingestion'");
      return ended.rowCount;
    } finally {
      await admin.end();
    }
  };

  beforeAll(async () => {
    database = await createTestDatabase('platform_connections_cut');
    dataSource = await createServiceDataSource({ service: 'ingestion', url: database.url, entities: [], migrations: [] }).initialize();
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  /** Ends the connection under `hold` between two statements, then answers the error of the next one. */
  const cutBetweenStatements = async (hold: { query(sql: string): Promise<unknown> }) => {
    await hold.query('SELECT 1');
    expect(await terminateConnections()).toBeGreaterThan(0);
    // The server's goodbye arrives while no statement runs: an 'error' nobody listens to would fail the run here.
    await new Promise((resolve) => setTimeout(resolve, 300));
    return hold.query('SELECT 1').then(
      () => undefined,
      (error: unknown) => error,
    );
  };

  it('keeps the process alive when a client lent by the pool is cut between statements, and fails only its next statement', async () => {
    const client = await ((dataSource.driver as PostgresDriver).master as Pool).connect();
    const failed = await cutBetweenStatements(client);
    expect(isPgConnectionError(failed)).toBe(true);
    client.release(failed as Error);
    // The pool dropped the broken connection: the next statement gets a fresh one.
    expect(await dataSource.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('does the same for a TypeORM query runner, whose next statement says the connection is gone', async () => {
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    const failed = await cutBetweenStatements(runner);
    expect(isPgConnectionError(failed)).toBe(true);
    await runner.release();
    expect(await dataSource.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });
});
