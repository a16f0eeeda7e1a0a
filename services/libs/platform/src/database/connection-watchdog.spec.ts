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
    expect(said()).toEqual([]);
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

  it('fails a statement whose large answer stopped arriving, its backend waiting to send the rest', async () => {
    const pool = connectionOfItsOwn(watched);
    const client = await pool.connect();
    try {
      // About 50 MB: far more than the buffers on the way hold.
      const reading = settle(client.query(`SELECT repeat('x', 1000) AS filler FROM generate_series(1, 50000)`));
      await waitFor('the answer to arrive', async () => ((client as unknown as { connection: { stream: { bytesRead: number } } }).connection.stream.bytesRead > 1_000_000 ? true : undefined), 5_000, 5);
      proxy.loseOpenConnections();
      const { outcome, ms } = await reading;

      expect(outcome).toContain('Connection terminated');
      expect(ms).toBeLessThan(10 * CHECK_EVERY_MS);
      expect(said().map((line) => line.level)).toEqual(['warn']);
    } finally {
      client.release(true);
      await pool.end();
    }
  });

  it('gets a new connection of its own when its own was lost with the rest, and closes the lost statement all the same', async () => {
    // A long statement makes the watchdog ask the server, on its own connection, which is then lost too.
    await watched.query('SELECT pg_sleep(0.6)');
    const own = await direct.query(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE '%pg_postmaster_start_time%' AND pid <> pg_backend_pid()`);
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
  const backend = (state: string, waitEvent: string | null, ageMs = 60_000): BackendStatus => ({
    pid: 7,
    state,
    wait_event: waitEvent,
    since: '2026-11-29 10:00:00+00',
    started: '2026-11-29 09:59:00+00',
    age_ms: ageMs,
  });
  // A connection made 30 s ago on a server that has run for a day; checks 5 s apart.
  const waiting = (over: Partial<WaitingStatement>): WaitingStatement => ({
    backendSeen: false,
    connectedForMs: 30_000,
    serverAgeMs: 86_400_000,
    slackMs: 5_000,
    bytesRead: 1_000,
    writableLength: 0,
    ...over,
  });

  it('holds nothing against a statement its backend runs, waits for a lock with, or reads a cursor for', () => {
    for (const [state, waitEvent] of [
      ['active', null],
      ['active', 'Lock'],
      ['active', 'DataFileRead'],
    ] as const) {
      expect(evidenceOfLoss(waiting({ backend: backend(state, waitEvent) }))).toEqual({ backend: backend(state, waitEvent), backendSeen: true });
    }
  });

  it('holds the backend’s state and the socket’s counts against one whose backend waits for its client', () => {
    for (const [state, waitEvent] of [
      ['idle', 'ClientRead'],
      ['idle in transaction', 'ClientRead'],
      ['active', 'ClientRead'],
      ['active', 'ClientWrite'],
    ] as const) {
      const judged = evidenceOfLoss(waiting({ backend: backend(state, waitEvent) }));
      expect(judged.evidence).toBe(`${state} (${waitEvent}) since 2026-11-29 10:00:00+00, 1000 bytes read, 0 to send`);
      expect(judged.backendSeen).toBe(true);
    }
    // Bytes that moved between two checks make the evidence differ: not the same twice.
    const before = evidenceOfLoss(waiting({ backend: backend('idle', 'ClientRead') })).evidence;
    expect(evidenceOfLoss(waiting({ backend: backend('idle', 'ClientRead'), bytesRead: 2_000 })).evidence).not.toBe(before);
    expect(evidenceOfLoss(waiting({ backend: backend('idle', 'ClientRead'), writableLength: 5 })).evidence).not.toBe(before);
  });

  it('takes a backend younger than the connection as another given its number: gone if its own was seen, else nothing', () => {
    const younger = backend('idle', 'ClientRead', 10_000);
    expect(evidenceOfLoss(waiting({ backend: younger }))).toEqual({ backendSeen: false });
    expect(evidenceOfLoss(waiting({ backend: younger, backendSeen: true }))).toEqual({ evidence: 'gone, 1000 bytes read, 0 to send', backendSeen: true });
  });

  it('takes no backend as gone once it was seen, or when the server started after the connection; never behind a pooler', () => {
    expect(evidenceOfLoss(waiting({ backendSeen: true })).evidence).toBe('gone, 1000 bytes read, 0 to send');
    expect(evidenceOfLoss(waiting({ serverAgeMs: 2_000 })).evidence).toBe('gone, 1000 bytes read, 0 to send');
    // A number no backend of this service has ever had (PgBouncer's): the server cannot say.
    expect(evidenceOfLoss(waiting({}))).toEqual({ backendSeen: false });
  });
});
