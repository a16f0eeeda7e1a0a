import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { throughLossyProxy, type LossyTcpProxy } from '../../../../../tests/support/lossy-tcp-proxy';
import { createTestDatabase, type TestDatabase } from '../../../../../tests/support/postgres';
import { recordingLogger } from '../../../../../tests/support/recording-logger';
import type { MessageBus, PublishedEvent } from '../bus/message-bus';
import { ConnectionWatchdog } from '../database/connection-watchdog';
import { createServiceDataSource, initialiseServiceDataSource } from '../database/service-data-source';
import { OutboxRelay, type RelayLag } from './outbox-relay';

/** A bus that refuses while `down`, counting each attempt, as kafkajs does with the broker away. */
class SwitchableBus {
  down = false;
  attempts: number[] = [];
  published: PublishedEvent[] = [];
  async publish(events: readonly PublishedEvent[]): Promise<void> {
    this.attempts.push(Date.now());
    if (this.down) throw new Error('KafkaJSConnectionError: Connection error: connect ECONNREFUSED');
    this.published.push(...events);
  }
}


const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('OutboxRelay against PostgreSQL', () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  const write = async (count: number, ageMs = 0) => {
    for (let i = 0; i < count; i++) {
      await dataSource.query(`INSERT INTO outbox (id, topic, key, envelope, created_at) VALUES ($1, 'clockings', 'employee-1', '{}', now() - $2::int * interval '1 millisecond')`, [
        randomUUID(),
        ageMs,
      ]);
    }
  };

  beforeAll(async () => {
    database = await createTestDatabase('platform_relay');
    dataSource = createServiceDataSource({ service: 'ingestion', url: database.url, entities: [], migrations: [] });
    await initialiseServiceDataSource(dataSource, 'ingestion');
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  beforeEach(async () => {
    await dataSource.query('DELETE FROM outbox');
  });

  it('reports no lag for an empty outbox, and the count and age of the oldest row otherwise', async () => {
    const { logger } = recordingLogger();
    const relay = new OutboxRelay(dataSource, new SwitchableBus() as unknown as MessageBus, logger);
    expect(await relay.lag()).toMatchObject({ unpublished: 0, oldestMs: 0 });
    await write(2, 5_000);
    await write(1);
    const lag = await relay.lag();
    expect(lag.unpublished).toBe(3);
    expect(lag.oldestMs).toBeGreaterThanOrEqual(5_000);
    expect(lag.oldestMs).toBeLessThan(15_000);
  });

  it('finishes batch after batch of a backlog older than any readiness limit, so it never reads as stuck while it moves', async () => {
    const bus = new SwitchableBus();
    const slowPublish = bus.publish.bind(bus);
    bus.publish = async (events) => {
      await sleep(40);
      await slowPublish(events);
    };
    const { logger } = recordingLogger();
    const relay = new OutboxRelay(dataSource, bus as unknown as MessageBus, logger, { batchSize: 100 });
    await dataSource.query(
      `INSERT INTO outbox (id, topic, key, envelope, created_at) SELECT gen_random_uuid(), 'clockings', 'employee-1', '{}', now() - interval '10 minutes' FROM generate_series(1, 4000)`,
    );
    relay.start();
    const samples: RelayLag[] = [];
    for (let lag = await relay.lag(); lag.unpublished > 0; lag = await relay.lag()) {
      samples.push(lag);
      await sleep(25);
    }
    await relay.stop();
    expect(bus.published).toHaveLength(4_000);
    // Forty batches of 40 ms and more, so the drain outlasts the 1 s checked: sampled while the
    // oldest event waited ten minutes, the last batch was always moments ago.
    expect(samples.length).toBeGreaterThanOrEqual(20);
    expect(samples.filter((lag) => lag.oldestMs < 600_000 || lag.sinceLastBatchMs > 1_000)).toEqual([]);
  });

  it('backs off while the bus refuses, logs the outage once and the recovery once, and publishes everything after', async () => {
    const bus = new SwitchableBus();
    const { lines, logger } = recordingLogger();
    const relay = new OutboxRelay(dataSource, bus as unknown as MessageBus, logger, { pollIntervalMs: 20, maxBackoffMs: 160 });
    bus.down = true;
    await write(3);
    relay.start();
    await sleep(1_200);
    // Kicks (a commit that wrote events) do not cut the backoff short while the bus is down.
    for (let i = 0; i < 20; i++) relay.kick();
    await sleep(300);
    const during = [...bus.attempts];
    // 20 ms, doubling to 160 ms: about 10 attempts in 1.5 s where a fixed 20 ms interval would make 75.
    expect(during.length).toBeGreaterThanOrEqual(5);
    expect(during.length).toBeLessThanOrEqual(16);
    const gaps = during.slice(1).map((at, i) => at - during[i]);
    expect(Math.max(...gaps.slice(-3))).toBeGreaterThanOrEqual(140);
    expect(lines.filter((line) => line.level === 'error').map(({ level, message }) => ({ level, message }))).toEqual([{ level: 'error', message: expect.stringContaining('outbox relay cannot publish') }]);
    // No batch has finished since the relay began: readiness counts that as stuck once past its limit.
    const failing = await relay.lag();
    expect(failing.unpublished).toBe(3);
    expect(failing.sinceLastBatchMs).toBeGreaterThanOrEqual(1_400);

    bus.down = false;
    await sleep(400);
    expect(bus.published).toHaveLength(3);
    const publishing = await relay.lag();
    expect([publishing.unpublished, publishing.oldestMs]).toEqual([0, 0]);
    expect(publishing.sinceLastBatchMs).toBeLessThan(200);
    expect(lines.filter((line) => line.level !== 'debug').map((line) => [line.level, line.message])).toEqual([
      ['error', expect.stringContaining('outbox relay cannot publish')],
      ['info', 'outbox relay publishes again'],
    ]);
    await relay.stop();
  });

  it('publishes the events of commits that follow a batch closely in one batch after the gap', async () => {
    const bus = new SwitchableBus();
    const { logger } = recordingLogger();
    const relay = new OutboxRelay(dataSource, bus as unknown as MessageBus, logger, { pollIntervalMs: 60_000, minGapMs: 1_500 });
    try {
      // A first batch starts the gap; once it is published, that batch's delete is behind us.
      await write(1);
      relay.start();
      await expect.poll(() => bus.published.length, { timeout: 5_000, interval: 10 }).toBe(1);
      const written = Date.now();
      for (let i = 0; i < 3; i++) {
        await write(1);
        relay.kick();
      }
      await sleep(Math.max(0, written + 300 - Date.now()));
      expect(bus.published).toHaveLength(1);
      await sleep(1_500);
      expect(bus.published).toHaveLength(4);
      expect(relay.stats).toMatchObject({ batches: 2, events: 4 });
    } finally {
      await relay.stop();
    }
  });

  it('publishes in commit order with each envelope as the text stored, and leaves no connection behind after a refused batch', async () => {
    const bus = new SwitchableBus();
    const { logger } = recordingLogger();
    const relay = new OutboxRelay(dataSource, bus as unknown as MessageBus, logger, { pollIntervalMs: 20, maxBackoffMs: 40, batchSize: 2 });
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    for (const [n, id] of ids.entries()) {
      await dataSource.query(`INSERT INTO outbox (id, topic, key, envelope) VALUES ($1, 'clockings', $2, $3::jsonb)`, [id, `employee-${n}`, JSON.stringify({ id, type: 'ClockingReceived', payload: { n, text: 'ß "quoted"' } })]);
    }
    bus.down = true;
    relay.start();
    await sleep(200);
    bus.down = false;
    await sleep(300);
    await relay.stop();
    expect(bus.published.map((event) => event.key)).toEqual(['employee-0', 'employee-1', 'employee-2']);
    expect(bus.published.map((event) => event.envelope)).toEqual(
      ids.map((id) => ({ id, type: 'ClockingReceived', json: expect.any(String) })),
    );
    expect(bus.published.map((event) => JSON.parse((event.envelope as { json: string }).json))).toEqual(ids.map((id, n) => ({ id, type: 'ClockingReceived', payload: { n, text: 'ß "quoted"' } })));
    // Every refused batch rolled back and gave its connection back: none is left in a transaction.
    const [{ open }] = await dataSource.query(`SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`);
    expect(open).toBe(0);
  });

  it('survives its connection being ended while the bus takes a batch, and publishes the batch again on a new one', async () => {
    let calls = 0;
    const published: PublishedEvent[] = [];
    const bus = {
      publish: async (events: readonly PublishedEvent[]) => {
        calls++;
        if (calls === 1) {
          // PostgreSQL ends the relay's connection (a restart, a failover) while the batch is with the bus.
          await dataSource.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`);
          await sleep(100);
          throw new Error('KafkaJSConnectionError: the broker is slow today');
        }
        published.push(...events);
      },
    };
    const { logger } = recordingLogger();
    const relay = new OutboxRelay(dataSource, bus as unknown as MessageBus, logger, { pollIntervalMs: 20, maxBackoffMs: 40 });
    await write(2);
    relay.start();
    await sleep(800);
    await relay.stop();
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(published).toHaveLength(2);
    expect(await relay.lag()).toMatchObject({ unpublished: 0, oldestMs: 0 });
  });

  describe('on a connection that stops carrying bytes (a network cut, a firewall that dropped its state)', () => {
    let proxy: LossyTcpProxy;
    let relaySource: DataSource;
    let watchdog: ConnectionWatchdog;
    let watchdogLines: ReturnType<typeof recordingLogger>['lines'];

    /** The relay's own connections go through the proxy, watched as a service's are; the test's do not. */
    beforeEach(async () => {
      const through = await throughLossyProxy(database.url);
      proxy = through.proxy;
      const recorded = recordingLogger();
      watchdogLines = recorded.lines;
      watchdog = new ConnectionWatchdog(recorded.logger, 200);
      relaySource = createServiceDataSource({ service: 'ingestion', url: through.url, entities: [], migrations: [], watchdog });
      await relaySource.initialize();
      watchdog.start(relaySource);
    });

    afterEach(async () => {
      await watchdog.stop();
      await relaySource.destroy();
      await proxy.close();
    });

    const writeKeys = async (keys: readonly string[]) => {
      for (const key of keys) await dataSource.query(`INSERT INTO outbox (id, topic, key, envelope) VALUES ($1, 'clockings', $2, '{}')`, [randomUUID(), key]);
    };
    const backend = async (pid: number) => dataSource.query(`SELECT state FROM pg_stat_activity WHERE pid = $1`, [pid]);
    /** The backend of the relay's transaction while the bus has its batch: the only one in this database in a transaction then. */
    const batchHolder = async () => ((await dataSource.query(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND state = 'idle in transaction'`))[0] as { pid: number }).pid;
    // Read on the test's own connection: the service's pool behind the proxy has lost its connections too.
    const unpublished = async () => (await dataSource.query(`SELECT count(*)::int AS n FROM outbox`))[0].n as number;

    it('has a lost commit closed by the watchdog, which ends the backend that holds the batch, and publishes the batch again before later events', async () => {
      const published: string[][] = [];
      let holder: number | undefined;
      const bus = {
        publish: async (events: readonly PublishedEvent[]) => {
          if (published.length === 0) {
            // The batch is taken (its rows locked by the relay's transaction) and then the connection is lost.
            holder = await batchHolder();
            proxy.loseOpenConnections();
          }
          published.push(events.map((event) => event.key));
        },
      };
      const { lines, logger } = recordingLogger();
      const relay = new OutboxRelay(relaySource, bus as unknown as MessageBus, logger, { pollIntervalMs: 20, maxBackoffMs: 100 });
      await writeKeys(['e1', 'e2', 'e3']);
      const started = Date.now();
      relay.start();
      try {
        await expect.poll(() => published.length, { timeout: 5_000, interval: 20 }).toBe(1);
        // Events committed while the lost connection holds the first ones.
        await writeKeys(['e4', 'e5']);
        await expect.poll(unpublished, { timeout: 10_000, interval: 50 }).toBe(0);
      } finally {
        await relay.stop();
      }
      // At least once, in commit order: the lost batch again, before the later events.
      expect(published.flat()).toEqual(['e1', 'e2', 'e3', 'e1', 'e2', 'e3', 'e4', 'e5']);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(await backend(holder!)).toEqual([]);
      expect(lines.filter((line) => line.level !== 'debug').map((line) => [line.level, line.message])).toEqual([
        ['error', expect.stringContaining('outbox relay cannot publish')],
        ['info', 'outbox relay publishes again'],
      ]);
      expect(lines.find((line) => line.level === 'error')?.fields).toMatchObject({ error: expect.stringContaining('Connection terminated') });
      expect(watchdogLines.filter((line) => line.level !== 'debug').map((line) => [line.level, line.fields])).toEqual([['warn', { backend: holder }]]);
    }, 15_000);

    it('has its idle connection, lost before a batch is taken, closed by the watchdog, and publishes the batch on a new one', async () => {
      const published: string[] = [];
      let relayBackend: number | undefined;
      const bus = {
        publish: async (events: readonly PublishedEvent[]) => {
          relayBackend = await batchHolder();
          published.push(...events.map((event) => event.key));
        },
      };
      const { logger } = recordingLogger();
      const relay = new OutboxRelay(relaySource, bus as unknown as MessageBus, logger, { pollIntervalMs: 60_000, maxBackoffMs: 100 });
      await writeKeys(['e1']);
      relay.start();
      try {
        await expect.poll(() => published, { timeout: 5_000, interval: 20 }).toEqual(['e1']);
        // The relay's connection, idle now, is lost; the events that follow go on a new one.
        const lost = relayBackend!;
        proxy.loseOpenConnections();
        await writeKeys(['e2', 'e3']);
        relay.kick();
        await expect.poll(() => published, { timeout: 10_000, interval: 20 }).toEqual(['e1', 'e2', 'e3']);
        expect(relayBackend).not.toBe(lost);
        // The bus has the batch before the relay commits its delete.
        await expect.poll(unpublished, { timeout: 5_000, interval: 20 }).toBe(0);
        expect(await backend(lost)).toEqual([]);
      } finally {
        await relay.stop();
      }
    }, 15_000);
  });
});
