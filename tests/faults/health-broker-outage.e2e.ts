import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceHealth } from '@tna/platform';
import { ApiClient } from '../support/api-client';
import { aCompany, clockingBatches } from '../support/company';
import { METRICS_AUTHORIZATION, type ServiceProcess } from '../support/processes';
import { startStackWithOwnBroker, type StackWithOwnBroker } from '../support/stacks';
import { waitFor } from '../support/wait';
import { ZkPushDevice } from '../support/zk-push-device';

/** Readiness past this lag; short, so the outage below crosses it. */
const MAX_RELAY_LAG_MS = 4_000;

const readiness = async (service: ServiceProcess) => {
  const response = await fetch(`${service.url}/health/ready`, { headers: METRICS_AUTHORIZATION });
  const body = (await response.json()) as { status: string; services: ServiceHealth[] };
  return { status: response.status, health: body.services[0] };
};
const liveness = async (service: ServiceProcess) => {
  const response = await fetch(`${service.url}/health/live`);
  return [response.status, await response.text()];
};

/** What an orchestrator's probes see while the broker is away, and after it is back; nobody restarts a service. */
describe('readiness and liveness with the broker stopped (distributed mode)', () => {
  let outage: StackWithOwnBroker;

  beforeAll(async () => {
    outage = await startStackWithOwnBroker('health', { TNA_HEALTH_MAX_RELAY_LAG_MS: String(MAX_RELAY_LAG_MS) });
  }, 240_000);

  afterAll(async () => {
    await outage?.stop();
  }, 120_000);

  it('answers readiness 503 naming the broker while the relay lag grows, liveness 200 throughout, and both 200 once the broker is back', async () => {
    const { broker, database, stack } = outage;
    const api = new ApiClient(stack.api.url);
    await api.login('admin', outage.adminPassword);
    const { employees, readers } = await aCompany(api, { employees: 10, readers: 1 });
    const [before, during] = clockingBatches(employees, 1, 200, 100)[0];
    const device = new ZkPushDevice(stack.ingestion.url, readers[0].externalId);
    const storedInEngine = async () => Number((await database.query<{ n: string }>('SELECT count(*) AS n FROM time_engine.clockings'))[0].n);

    await device.uploadUntilAccepted(before);
    await waitFor('the first batch in the time engine', async () => ((await storedInEngine()) === before.length ? true : undefined), 60_000, 500);
    expect(await readiness(stack.ingestion)).toMatchObject({ status: 200, health: { service: 'ingestion', database: 'up', bus: 'up', relay: 'up', unpublished: 0 } });

    await broker.stop();
    // Ingestion takes the upload with PostgreSQL alone; its events wait in the outbox.
    const answer = await device.upload(during);
    expect([answer.status, answer.body.includes('OK')]).toEqual([200, true]);
    const down = await waitFor(
      'ingestion not ready, naming the broker',
      async () => {
        const probe = await readiness(stack.ingestion);
        return probe.status === 503 && probe.health.bus === 'down' ? probe : undefined;
      },
      60_000,
      500,
    );
    expect(down.health).toMatchObject({ service: 'ingestion', database: 'up', bus: 'down', unpublished: during.length });
    const lagging = await waitFor(
      'the relay lag past its limit',
      async () => {
        const probe = await readiness(stack.ingestion);
        return probe.health.relay === 'lagging' ? probe : undefined;
      },
      30_000,
      500,
    );
    expect(lagging.status).toBe(503);
    expect(lagging.health.oldestUnpublishedMs!).toBeGreaterThan(down.health.oldestUnpublishedMs!);
    expect(lagging.health.oldestUnpublishedMs!).toBeGreaterThan(MAX_RELAY_LAG_MS);
    expect(lagging.health.unpublished).toBe(during.length);
    // Anyone may probe; only the token holder learns why.
    const anonymous = await fetch(`${stack.ingestion.url}/health`);
    expect([anonymous.status, await anonymous.text()]).toEqual([503, 'down']);
    // Every process is alive, whatever its readiness: an orchestrator has nothing to restart.
    for (const service of stack.all) expect([service.name, ...(await liveness(service))]).toEqual([service.name, 200, 'live']);

    await broker.start();
    for (const service of stack.all) {
      await waitFor(`${service.name} ready again`, async () => ((await readiness(service)).status === 200 ? true : undefined), 90_000, 500);
    }
    expect(await readiness(stack.ingestion)).toMatchObject({ status: 200, health: { bus: 'up', relay: 'up', unpublished: 0, oldestUnpublishedMs: 0 } });
    for (const service of stack.all) expect([service.name, ...(await liveness(service))]).toEqual([service.name, 200, 'live']);
    await waitFor('every clocking in the time engine', async () => ((await storedInEngine()) === before.length + during.length ? true : undefined), 60_000, 500);
  }, 600_000);
});
