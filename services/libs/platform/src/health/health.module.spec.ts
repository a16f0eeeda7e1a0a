import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { RelayLag } from '../outbox/outbox-relay';
import type { ServiceRuntime } from '../runtime/service-runtime';
import { HealthModule } from './health.module';

const TOKEN = 'unit-metrics-token-123456';
const AUTHORIZED = { authorization: `Bearer ${TOKEN}` };

interface Dependencies {
  database?: boolean;
  bus?: boolean;
  lag?: RelayLag;
  parked?: number;
  maxLagMs?: number;
}

/** A runtime whose database, bus and outbox answer as told: the answers' shape is under test here, not PostgreSQL or Kafka. */
function runtime(service: 'api' | 'ingestion', { database = true, bus = true, lag = { unpublished: 0, oldestMs: 0, sinceLastBatchMs: 120 }, parked = 0, maxLagMs }: Dependencies = {}): ServiceRuntime {
  return {
    // Only the parked events' count is read through it.
    dataSource: { query: async () => (database ? [{ parked }] : Promise.reject(new Error('connection refused'))) },
    service,
    config: { TNA_METRICS_TOKEN: TOKEN, ...(maxLagMs ? { TNA_HEALTH_MAX_RELAY_LAG_MS: maxLagMs } : {}) },
    relay: {
      lag: async () => (database ? lag : Promise.reject(new Error('connection refused'))),
      stats: { pollIntervalMs: 250, batchSize: 500, batches: 4, events: 1_900 },
    },
    watchdog: { stats: { closed: 2 } },
    bus: { isHealthy: () => bus },
  } as unknown as ServiceRuntime;
}

describe('/health', () => {
  let app: NestFastifyApplication | undefined;

  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function start(runtimes: ServiceRuntime[]) {
    app = await NestFactory.create<NestFastifyApplication>(HealthModule.forRuntimes(runtimes, '9.9.9'), new FastifyAdapter(), { logger: false });
    await app.init();
    return app.getHttpAdapter().getInstance();
  }

  it('tells an anonymous caller "down" with 503 when a service cannot reach its database, and the token holder which', async () => {
    const fastify = await start([runtime('api'), runtime('ingestion', { database: false })]);
    const anonymous = await fastify.inject({ method: 'GET', url: '/health' });
    expect([anonymous.statusCode, anonymous.body]).toEqual([503, 'down']);
    const detailed = await fastify.inject({ method: 'GET', url: '/health', headers: AUTHORIZED });
    expect(detailed.statusCode).toBe(503);
    expect(detailed.json()).toEqual({
      status: 'degraded',
      version: '9.9.9',
      maxRelayLagMs: 60_000,
      services: [
        { service: 'api', database: 'up', bus: 'up', relay: 'up', unpublished: 0, oldestUnpublishedMs: 0, sinceRelayBatchMs: 120, parked: 0 },
        { service: 'ingestion', database: 'down', bus: 'up', relay: 'unknown', unpublished: null, oldestUnpublishedMs: null, sinceRelayBatchMs: null, parked: null },
      ],
    });
  });

  it('tells an anonymous caller "up" with 200 and nothing else', async () => {
    const fastify = await start([runtime('api')]);
    const anonymous = await fastify.inject({ method: 'GET', url: '/health', headers: { authorization: 'Bearer wrong-token-0000000' } });
    expect([anonymous.statusCode, anonymous.body]).toEqual([200, 'up']);
  });

  it('is not ready while the bus is down, and says so', async () => {
    const fastify = await start([runtime('ingestion', { bus: false, lag: { unpublished: 40, oldestMs: 3_000, sinceLastBatchMs: 3_100 } })]);
    const detailed = await fastify.inject({ method: 'GET', url: '/health/ready', headers: AUTHORIZED });
    expect(detailed.statusCode).toBe(503);
    expect(detailed.json().services).toEqual([{ service: 'ingestion', database: 'up', bus: 'down', relay: 'up', unpublished: 40, oldestUnpublishedMs: 3_000, sinceRelayBatchMs: 3_100, parked: 0 }]);
  });

  it('is not ready once the oldest unpublished event and the relay’s last batch are older than the configured limit, and is again when either is not', async () => {
    const lagging = runtime('ingestion', { lag: { unpublished: 1_200, oldestMs: 10_001, sinceLastBatchMs: 10_001 }, maxLagMs: 10_000 });
    const fastify = await start([lagging]);
    const late = await fastify.inject({ method: 'GET', url: '/health', headers: AUTHORIZED });
    expect(late.statusCode).toBe(503);
    expect(late.json()).toMatchObject({ status: 'degraded', maxRelayLagMs: 10_000, services: [{ bus: 'up', relay: 'lagging', unpublished: 1_200, oldestUnpublishedMs: 10_001, sinceRelayBatchMs: 10_001 }] });

    const answers = async (lag: RelayLag) => {
      (lagging.relay as { lag: () => Promise<RelayLag> }).lag = async () => lag;
      const response = await fastify.inject({ method: 'GET', url: '/health', headers: AUTHORIZED });
      return [response.statusCode, response.json().services[0].relay];
    };
    // Publishing again: the backlog is still old, but it moves.
    expect(await answers({ unpublished: 1_100, oldestMs: 12_000, sinceLastBatchMs: 80 })).toEqual([200, 'up']);
    // Caught up to within the limit.
    expect(await answers({ unpublished: 3, oldestMs: 10_000, sinceLastBatchMs: 10_001 })).toEqual([200, 'up']);
  });

  it('stays ready while its relay works through a backlog older than the limit, as after a reader’s weeks of records stored in one long statement', async () => {
    const fastify = await start([runtime('ingestion', { lag: { unpublished: 180_000, oldestMs: 75_000, sinceLastBatchMs: 40 } })]);
    const detailed = await fastify.inject({ method: 'GET', url: '/health', headers: AUTHORIZED });
    expect(detailed.statusCode).toBe(200);
    expect(detailed.json()).toMatchObject({ status: 'ok', services: [{ relay: 'up', unpublished: 180_000, oldestUnpublishedMs: 75_000, sinceRelayBatchMs: 40 }] });
  });

  it('counts parked events in the detail and stays ready: the rest of the stream flows', async () => {
    const fastify = await start([runtime('ingestion', { parked: 3 })]);
    const detailed = await fastify.inject({ method: 'GET', url: '/health', headers: AUTHORIZED });
    expect(detailed.statusCode).toBe(200);
    expect(detailed.json()).toMatchObject({ status: 'ok', services: [{ service: 'ingestion', relay: 'up', parked: 3 }] });
  });

  it('answers liveness 200 to anyone while every dependency is down', async () => {
    const fastify = await start([runtime('api', { database: false, bus: false }), runtime('ingestion', { bus: false, lag: { unpublished: 9, oldestMs: 3_600_000, sinceLastBatchMs: 3_600_000 } })]);
    expect((await fastify.inject({ method: 'GET', url: '/health' })).statusCode).toBe(503);
    const live = await fastify.inject({ method: 'GET', url: '/health/live' });
    expect([live.statusCode, live.body]).toEqual([200, 'live']);
  });

  it('exports the relay lag, the parked events and the lost connections closed of each service as metrics', async () => {
    const fastify = await start([runtime('api'), runtime('ingestion', { lag: { unpublished: 17, oldestMs: 2_500, sinceLastBatchMs: 1_250 }, parked: 2 })]);
    const metrics = await fastify.inject({ method: 'GET', url: '/metrics', headers: AUTHORIZED });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('tna_outbox_unpublished_events{service="ingestion"} 17');
    expect(metrics.body).toContain('tna_outbox_unpublished_events{service="api"} 0');
    expect(metrics.body).toContain('tna_outbox_oldest_unpublished_seconds{service="ingestion"} 2.5');
    expect(metrics.body).toContain('tna_outbox_relay_seconds_since_batch{service="ingestion"} 1.25');
    expect(metrics.body).toContain('tna_outbox_relay_poll_interval_ms{service="api"} 250');
    expect(metrics.body).toContain('tna_outbox_relay_events{service="ingestion"} 1900');
    expect(metrics.body).toContain('tna_parked_events{service="ingestion"} 2');
    expect(metrics.body).toContain('tna_database_lost_connections_closed{service="ingestion"} 2');
    expect(metrics.body).toContain('tna_parked_events{service="api"} 0');
  });
});
