import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServiceRuntime } from '../runtime/service-runtime';
import { HealthModule } from './health.module';

const TOKEN = 'unit-metrics-token-123456';

/** A runtime whose database answers or not: the answers' shape is under test here, not PostgreSQL. */
function runtime(service: 'api' | 'ingestion', databaseUp: boolean): ServiceRuntime {
  return {
    service,
    config: { TNA_METRICS_TOKEN: TOKEN },
    dataSource: { query: async () => (databaseUp ? [{ '?column?': 1 }] : Promise.reject(new Error('connection refused'))) },
    bus: { isHealthy: () => true },
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
    const fastify = await start([runtime('api', true), runtime('ingestion', false)]);
    const anonymous = await fastify.inject({ method: 'GET', url: '/health' });
    expect([anonymous.statusCode, anonymous.body]).toEqual([503, 'down']);
    const detailed = await fastify.inject({ method: 'GET', url: '/health', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(detailed.statusCode).toBe(503);
    expect(detailed.json()).toEqual({
      status: 'degraded',
      version: '9.9.9',
      services: [
        { service: 'api', database: 'up', bus: 'up' },
        { service: 'ingestion', database: 'down', bus: 'up' },
      ],
    });
  });

  it('tells an anonymous caller "up" with 200 and nothing else', async () => {
    const fastify = await start([runtime('api', true)]);
    const anonymous = await fastify.inject({ method: 'GET', url: '/health', headers: { authorization: 'Bearer wrong-token-0000000' } });
    expect([anonymous.statusCode, anonymous.body]).toEqual([200, 'up']);
  });
});
