import type { DataSource, EntityManager } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../../tests/support/postgres';
import { preparedStatements } from './prepared-statements';
import { createServiceDataSource, initialiseServiceDataSource } from './service-data-source';

describe('preparedStatements against PostgreSQL', () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase('platform_prepared');
    dataSource = createServiceDataSource({ service: 'ingestion', url: database.url, entities: [], migrations: [] });
    await initialiseServiceDataSource(dataSource, 'ingestion');
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('prepares a statement once per connection and answers its rows with each call’s values', async () => {
    const text = 'SELECT $1::int + 1 AS next, $2::text AS label';
    const statements = preparedStatements(dataSource);
    expect(await statements.query(text, [1, 'a'])).toEqual([{ next: 2, label: 'a' }]);
    expect(await statements.query(text, [41, 'b'])).toEqual([{ next: 42, label: 'b' }]);
    // A transaction holds one connection: the statement is prepared on it once, under one name whatever the caller.
    await dataSource.transaction(async (manager) => {
      expect(await preparedStatements(manager).query(text, [2, 'c'])).toEqual([{ next: 3, label: 'c' }]);
      expect(await preparedStatements(manager).query(text, [3, 'd'])).toEqual([{ next: 4, label: 'd' }]);
      const [{ n }] = await manager.query('SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1', [text]);
      expect(n).toBe(1);
    });
  });

  it('runs on a transaction’s own connection, so it sees what the transaction wrote and rolls back with it', async () => {
    await dataSource.query('CREATE TABLE prepared_probe (id int)');
    await expect(
      dataSource.transaction(async (manager) => {
        await manager.query('INSERT INTO prepared_probe VALUES (7)');
        expect(await preparedStatements(manager).query('SELECT id FROM prepared_probe WHERE id = $1', [7])).toEqual([{ id: 7 }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await preparedStatements(dataSource).query('SELECT id FROM prepared_probe WHERE id = $1', [7])).toEqual([]);
  });

  it('answers a failing statement’s error and keeps the connection, with its prepared statements, in the pool', async () => {
    const single = createServiceDataSource({ service: 'ingestion', url: database.url, entities: [], migrations: [], poolSize: 1 });
    await single.initialize();
    try {
      const statements = preparedStatements(single);
      const [{ pid }] = await statements.query('SELECT pg_backend_pid() AS pid');
      await expect(statements.query('SELECT 1 / $1::int AS x', [0])).rejects.toThrow(/division by zero/);
      expect(await statements.query('SELECT 1 / $1::int AS x, pg_backend_pid() AS pid', [1])).toEqual([{ x: 1, pid }]);
    } finally {
      await single.destroy();
    }
  });

  it('refuses a transaction’s manager once the transaction has ended, as TypeORM does', async () => {
    let ended: EntityManager | undefined;
    await dataSource.transaction(async (manager) => void (ended = manager));
    await expect(preparedStatements(ended!).query('SELECT 1 AS one')).rejects.toThrow(/released/i);
  });
});
