import Cursor from 'pg-cursor';
import type { DataSource } from 'typeorm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { throughLossyProxy, type LossyTcpProxy } from '../../../../../tests/support/lossy-tcp-proxy';
import { createTestDatabase, type TestDatabase } from '../../../../../tests/support/postgres';
import { recordingLogger } from '../../../../../tests/support/recording-logger';
import { ConnectionWatchdog, connectionOfItsOwn } from './connection-watchdog';
import { createServiceDataSource } from './service-data-source';

const CHECK_EVERY_MS = 200;
const LOCK = 4242;

describe('ConnectionWatchdog against PostgreSQL behind a connection that can stop carrying bytes', () => {
  let database: TestDatabase;
  let direct: DataSource;
  let proxy: LossyTcpProxy;
  let watched: DataSource;
  let watchdog: ConnectionWatchdog;
  let lines: ReturnType<typeof recordingLogger>['lines'];

  beforeAll(async () => {
    database = await createTestDatabase('platform_watchdog');
    direct = await createServiceDataSource({ service: 'ingestion', url: database.url, entities: [], migrations: [] }).initialize();
  });

  afterAll(async () => {
    await direct?.destroy();
    await database?.drop();
  });

  /** The watched service's connections, the watchdog's own among them, go through the proxy; the test's do not. */
  beforeEach(async () => {
    const through = await throughLossyProxy(database.url);
    proxy = through.proxy;
    const recorded = recordingLogger();
    lines = recorded.lines;
    watchdog = new ConnectionWatchdog(recorded.logger, CHECK_EVERY_MS);
    watched = await createServiceDataSource({ service: 'ingestion', url: through.url, entities: [], migrations: [], watchdog }).initialize();
    watchdog.start(watched);
  });

  afterEach(async () => {
    await watchdog.stop();
    await watched.destroy();
    await proxy.close();
  });

  const backendOf = async (source: DataSource) => ((await source.query('SELECT pg_backend_pid() AS pid'))[0] as { pid: number }).pid;
  const backendExists = async (pid: number) => (await direct.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid])).length === 1;
  const lockIsFree = async () => {
    const runner = direct.createQueryRunner();
    try {
      const [{ free }] = await runner.query('SELECT pg_try_advisory_lock($1) AS free', [LOCK]);
      if (free) await runner.query('SELECT pg_advisory_unlock($1)', [LOCK]);
      return free as boolean;
    } finally {
      await runner.release();
    }
  };
  /** A statement's outcome and how long it took. */
  const settle = async (statement: Promise<unknown>) => {
    const started = Date.now();
    const outcome = await statement.then(
      () => 'answered',
      (error: Error) => error.message,
    );
    return { outcome, ms: Date.now() - started };
  };

  it('fails a statement whose connection was lost in a transaction, after ending its backend so that the locks it held are free', async () => {
    const runner = watched.createQueryRunner();
    await runner.startTransaction();
    const pid = await runner.query('SELECT pg_advisory_xact_lock($1), pg_backend_pid() AS pid', [LOCK]).then((rows: { pid: number }[]) => rows[0].pid);
    proxy.loseOpenConnections();
    const { outcome, ms } = await settle(runner.query('SELECT 1'));
    await runner.release();

    expect(outcome).toContain('Connection terminated');
    // Two to three checks, and the backend's end.
    expect(ms).toBeLessThan(10 * CHECK_EVERY_MS);
    expect(await backendExists(pid)).toBe(false);
    expect(await lockIsFree()).toBe(true);
    expect(lines.map((line) => [line.level, line.fields])).toEqual([['warn', { backend: pid }]]);
    // New connections pass: the service goes on.
    expect(await watched.query('SELECT 2 AS n')).toEqual([{ n: 2 }]);
  });

  it('fails a statement sent on an idle pooled connection lost since, and the next statement runs on a new one', async () => {
    const pid = await backendOf(watched);
    proxy.loseOpenConnections();
    const { outcome } = await settle(watched.query('SELECT 1'));

    expect(outcome).toContain('Connection terminated');
    expect(await backendExists(pid)).toBe(false);
    expect(await backendOf(watched)).not.toBe(pid);
  });

  it('leaves alone a statement that runs long and one that waits for a lock, which the server reports active', async () => {
    const holder = direct.createQueryRunner();
    await holder.startTransaction();
    await holder.query('SELECT pg_advisory_xact_lock($1)', [LOCK]);
    const waiting = settle(watched.query('SELECT pg_advisory_xact_lock($1)', [LOCK]));
    const sleeping = settle(watched.query('SELECT pg_sleep(1.5)'));
    await new Promise((resolve) => setTimeout(resolve, 10 * CHECK_EVERY_MS));
    await holder.commitTransaction();
    await holder.release();

    expect((await waiting).outcome).toBe('answered');
    expect((await sleeping).outcome).toBe('answered');
    expect(lines).toEqual([]);
  });

  it('leaves alone a cursor that this process reads slowly, between its reads', async () => {
    // The reports take a client of the pool and hold it through the cursor's reads.
    const pool = connectionOfItsOwn(watched);
    const client = await pool.connect();
    try {
      await client.query('BEGIN READ ONLY');
      const cursor = client.query(new Cursor<{ n: number }>('SELECT n FROM generate_series(1, 3) AS n'));
      const rows = [...(await cursor.read(1))];
      await new Promise((resolve) => setTimeout(resolve, 10 * CHECK_EVERY_MS));
      rows.push(...(await cursor.read(2)));
      await cursor.close();
      await client.query('COMMIT');
      expect(rows).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    } finally {
      client.release();
      await pool.end();
    }
    expect(lines).toEqual([]);
  });

  it('fails a cursor’s read sent on a connection lost since its last read', async () => {
    const pool = connectionOfItsOwn(watched);
    const client = await pool.connect();
    try {
      await client.query('BEGIN READ ONLY');
      const cursor = client.query(new Cursor<{ n: number }>('SELECT n FROM generate_series(1, 3) AS n'));
      expect(await cursor.read(1)).toEqual([{ n: 1 }]);
      proxy.loseOpenConnections();
      const { outcome, ms } = await settle(cursor.read(1));

      expect(outcome).toContain('Connection terminated');
      expect(ms).toBeLessThan(10 * CHECK_EVERY_MS);
    } finally {
      client.release(true);
      await pool.end();
    }
  });

  it('gets a new connection of its own when its own was lost with the rest, and closes the lost statement all the same', async () => {
    // A long statement makes the watchdog ask the server, on its own connection, which is then lost too.
    await watched.query('SELECT pg_sleep(0.6)');
    proxy.loseOpenConnections();
    const { outcome, ms } = await settle(watched.query('SELECT 1'));

    expect(outcome).toContain('Connection terminated');
    expect(ms).toBeLessThan(15 * CHECK_EVERY_MS);
    expect(await watched.query('SELECT 2 AS n')).toEqual([{ n: 2 }]);
  });
});
