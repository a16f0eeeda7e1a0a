import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceHealth } from '@tna/platform';
import { deleteNamespaceTopics, KAFKA_BROKERS, requireKafka, testNamespace } from '../support/kafka';
import { startOwnPostgres, type OwnPostgres } from '../support/own-postgres';
import { METRICS_AUTHORIZATION, startDistributedStack, type DistributedStack } from '../support/processes';
import { waitFor } from '../support/wait';

/**
 * PostgreSQL of the test's own frozen (SIGSTOP: connections stay open, nothing answers), as a
 * paused VM or a stalled disk does: readiness must answer, and say so, rather than wait with it.
 */
describe('PostgreSQL frozen (distributed mode)', () => {
  let postgres: OwnPostgres;
  let stack: DistributedStack;
  const namespace = testNamespace('pg-frozen');

  beforeAll(async () => {
    await requireKafka();
    postgres = await startOwnPostgres('frozen');
    stack = await startDistributedStack({ databaseUrl: postgres.url, brokers: KAFKA_BROKERS, namespace, adminPassword: 'pw-pg-frozen-Secret1' });
  }, 240_000);

  afterAll(async () => {
    postgres?.thaw();
    await stack?.stop();
    await postgres?.remove();
    await deleteNamespaceTopics(namespace);
  }, 120_000);

  it('answers readiness 503 naming the database within seconds while it is frozen, liveness 200, and readiness 200 once it runs', async () => {
    await postgres.freeze();
    try {
      for (const service of stack.all) {
        const started = Date.now();
        const response = await fetch(`${service.url}/health`, { headers: METRICS_AUTHORIZATION, signal: AbortSignal.timeout(20_000) });
        const body = (await response.json()) as { services: ServiceHealth[] };
        expect([service.name, response.status, body.services[0].database]).toEqual([service.name, 503, 'down']);
        expect(Date.now() - started).toBeLessThan(10_000);
        expect((await fetch(`${service.url}/health/live`)).status).toBe(200);
      }
    } finally {
      postgres.thaw();
    }
    for (const service of stack.all) {
      await waitFor(`${service.name} ready`, async () => ((await fetch(`${service.url}/health`)).status === 200 ? true : undefined), 60_000, 500);
    }
  }, 180_000);
});
