import type { PoolClient } from 'pg';
import Cursor from 'pg-cursor';
import type { DataSource } from 'typeorm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { throughLossyProxy, type LossyTcpProxy } from '../../../../../tests/support/lossy-tcp-proxy';
import { createTestDatabase, type TestDatabase } from '../../../../../tests/support/postgres';
import { waitFor } from '../../../../../tests/support/wait';
import { recordingLogger } from '../../../../../tests/support/recording-logger';
import { ConnectionWatchdog, connectionOfItsOwn, evidenceOfLoss, type BackendStatus, type WaitingStatement } from './connection-watchdog';
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
  /** What the watchdog logged above debug (a check whose question was not answered in time logs at debug). */
  const said = () => lines.filter((line) => line.level !== 'debug');

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
  /** `use` on a client held out of a pool made as the watched one, as the reports hold theirs; dropped after. */
  const withHeldClient = async (use: (client: PoolClient) => Promise<void>) => {
    const pool = connectionOfItsOwn(watched);
    const client = await pool.connect();
    try {
      await use(client);
    } finally {
      client.release(true);
      await pool.end();
    }
  };
  /** A cursor over 1, 2 and 3, in a read-only transaction. */
  const cursorOfThree = async (client: PoolClient) => {
    await client.query('BEGIN READ ONLY');
    return client.query(new Cursor<{ n: number }>('SELECT n FROM generate_series(1, 3) AS n'));
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
    expect(said().map((line) => [line.level, line.fields])).toEqual([['warn', { backend: pid }]]);
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
    expect(said()).toEqual([]);
  });

  it('leaves alone a cursor that this process reads slowly, between its reads', async () => {
    await withHeldClient(async (client) => {
      const cursor = await cursorOfThree(client);
      const rows = [...(await cursor.read(1))];
      await new Promise((resolve) => setTimeout(resolve, 10 * CHECK_EVERY_MS));
      rows.push(...(await cursor.read(2)));
      await cursor.close();
      await client.query('COMMIT');
      expect(rows).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    });
    expect(said()).toEqual([]);
  });

  it('fails a cursor’s read sent on a connection lost since its last read', async () => {
    await withHeldClient(async (client) => {
      const cursor = await cursorOfThree(client);
      expect(await cursor.read(1)).toEqual([{ n: 1 }]);
      proxy.loseOpenConnections();
      const { outcome, ms } = await settle(cursor.read(1));

      expect(outcome).toContain('Connection terminated');
      expect(ms).toBeLessThan(10 * CHECK_EVERY_MS);
    });
  });

  it('fails a statement whose large answer stopped arriving, its backend waiting to send the rest', async () => {
    await withHeldClient(async (client) => {
      // About 50 MB: far more than the buffers on the way hold.
      const reading = settle(client.query(`SELECT repeat('x', 1000) AS filler FROM generate_series(1, 50000)`));
      await waitFor('the answer to arrive', async () => ((client as unknown as { connection: { stream: { bytesRead: number } } }).connection.stream.bytesRead > 1_000_000 ? true : undefined), 5_000, 5);
      proxy.loseOpenConnections();
      const lostAt = Date.now();
      const { outcome } = await reading;

      expect(outcome).toContain('Connection terminated');
      // What the proxy had already taken still arrives for a while, and the watchdog's own connection may be lost too.
      expect(Date.now() - lostAt).toBeLessThan(15 * CHECK_EVERY_MS);
      expect(said().map((line) => line.level)).toEqual(['warn']);
    });
  });

  it('gets a new connection of its own when its own was lost with the rest, and closes the lost statement all the same', async () => {
    // A long statement makes the watchdog ask the server, on its own connection, which is then lost too.
    await watched.query('SELECT pg_sleep(0.6)');
    const own = await direct.query(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE '%json_agg(b)%' AND pid <> pg_backend_pid()`);
    expect(own).toHaveLength(1);
    proxy.loseOpenConnections();
    const { outcome, ms } = await settle(watched.query('SELECT 1'));

    expect(outcome).toContain('Connection terminated');
    expect(lines.some((line) => line.level === 'debug' && line.message.includes('could not ask'))).toBe(true);
    expect(ms).toBeLessThan(15 * CHECK_EVERY_MS);
    expect(await watched.query('SELECT 2 AS n')).toEqual([{ n: 2 }]);
  });
});

describe('evidenceOfLoss: what a check holds against a statement still waiting', () => {
  const backend = (state: string, waitEvent: string | null, ageMs = 60_000, started = '2026-11-29 09:59:00+00'): BackendStatus => ({
    pid: 7,
    state,
    wait_event: waitEvent,
    since: '2026-11-29 10:00:00+00',
    started,
    age_ms: ageMs,
  });
  // A connection open for 30 s, whose backend no check has found yet, on a server without a pooler; checks 5 s apart.
  const waiting = (over: Partial<WaitingStatement>): WaitingStatement => ({
    connectedForMs: 30_000,
    pidsAreBackends: true,
    slackMs: 5_000,
    bytesRead: 1_000,
    writableLength: 0,
    ...over,
  });
  const GONE = 'gone, 1000 bytes read, 0 to send';

  it('holds nothing against a statement its backend runs, waits for a lock or for the disk with', () => {
    for (const waitEvent of [null, 'Lock', 'DataFileRead']) {
      expect(evidenceOfLoss(waiting({ backend: backend('active', waitEvent) }))).toEqual({ backend: backend('active', waitEvent) });
    }
  });

  it('holds the backend’s state and the socket’s counts against one whose backend waits for its client', () => {
    for (const [state, waitEvent] of [
      ['idle', 'ClientRead'],
      ['idle in transaction', 'ClientRead'],
      ['active', 'ClientRead'],
      ['active', 'ClientWrite'],
    ] as const) {
      expect(evidenceOfLoss(waiting({ backend: backend(state, waitEvent) }))).toEqual({
        evidence: `${state} (${waitEvent}) since 2026-11-29 10:00:00+00, 1000 bytes read, 0 to send`,
        backend: backend(state, waitEvent),
      });
    }
    // Bytes that moved between two checks make the evidence differ: not the same twice.
    const before = evidenceOfLoss(waiting({ backend: backend('idle', 'ClientRead') })).evidence;
    expect(evidenceOfLoss(waiting({ backend: backend('idle', 'ClientRead'), bytesRead: 2_000 })).evidence).not.toBe(before);
    expect(evidenceOfLoss(waiting({ backend: backend('idle', 'ClientRead'), writableLength: 5 })).evidence).not.toBe(before);
  });

  it('finds the connection’s own backend first by its age, within a check, and then by its start', () => {
    expect(evidenceOfLoss(waiting({ backend: backend('active', null, 25_001) })).backend).toBeDefined();
    // Younger by more than a check: another backend given the number after the connection's own went.
    expect(evidenceOfLoss(waiting({ backend: backend('idle', 'ClientRead', 24_999) }))).toEqual({ evidence: GONE });
    // Known by its start: a row with another start is another backend, however old.
    const ownStart = '2026-11-29 09:00:00+00';
    expect(evidenceOfLoss(waiting({ ownStart, backend: backend('idle', 'ClientRead', 999_999) }))).toEqual({ evidence: GONE });
    expect(evidenceOfLoss(waiting({ ownStart, backend: backend('active', null, 1, ownStart) })).backend?.started).toBe(ownStart);
  });

  it('takes a number the server does not have as gone, but not behind a pooler unless the connection’s own backend was found before', () => {
    expect(evidenceOfLoss(waiting({}))).toEqual({ evidence: GONE });
    // PgBouncer's numbers are no backend's: the server cannot say.
    expect(evidenceOfLoss(waiting({ pidsAreBackends: false }))).toEqual({});
    expect(evidenceOfLoss(waiting({ pidsAreBackends: false, backend: backend('idle', 'ClientRead', 1) }))).toEqual({});
    expect(evidenceOfLoss(waiting({ pidsAreBackends: false, ownStart: '2026-11-29 09:00:00+00' }))).toEqual({ evidence: GONE });
  });
});
