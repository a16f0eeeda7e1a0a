import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceHealth } from '@tna/platform';
import { ApiClient } from '../support/api-client';
import { aCompany, clockingBatches } from '../support/company';
import { METRICS_AUTHORIZATION, type ServiceProcess } from '../support/processes';
import { startStackWithOwnBroker, type StackWithOwnBroker } from '../support/stacks';
import { waitFor } from '../support/wait';
import { ZkPushDevice } from '../support/zk-push-device';

const readiness = async (service: ServiceProcess) => {
  const response = await fetch(`${service.url}/health/ready`, { headers: METRICS_AUTHORIZATION });
  const body = (await response.json()) as { services: ServiceHealth[] };
  return { status: response.status, bus: body.services[0].bus };
};

/**
 * A broker that stops answering without dropping a connection (frozen), and one that comes back
 * empty (replaced, its data lost): readiness says so, and the product takes up its work again
 * with nobody restarting a service.
 */
describe('the broker frozen, then started over empty (distributed mode)', () => {
  let outage: StackWithOwnBroker;
  const exited: string[] = [];

  beforeAll(async () => {
    outage = await startStackWithOwnBroker('broker-frozen');
    for (const service of outage.stack.all) void service.waitForExit().then(() => exited.push(service.name));
  }, 240_000);

  afterAll(async () => {
    outage?.broker.thaw();
    await outage?.stop();
  }, 120_000);

  it('answers readiness 503 naming the broker while it is frozen, in every service, and 200 once it answers again', async () => {
    const { broker, stack } = outage;
    for (const service of stack.all) expect(await readiness(service)).toEqual({ status: 200, bus: 'up' });
    broker.freeze();
    try {
      for (const service of stack.all) {
        await waitFor(`${service.name} not ready, naming the broker`, async () => ((await readiness(service)).bus === 'down' ? true : undefined), 30_000, 500);
      }
      expect(await readiness(stack.api)).toEqual({ status: 503, bus: 'down' });
    } finally {
      broker.thaw();
    }
    for (const service of stack.all) {
      await waitFor(`${service.name} ready again`, async () => ((await readiness(service)).status === 200 ? true : undefined), 60_000, 500);
    }
    expect(exited).toEqual([]);
  });

  it('makes its topics again when the broker comes back empty: clockings reach the time engine and commands are answered, no service restarted', async () => {
    const { broker, database, stack } = outage;
    const api = new ApiClient(stack.api.url);
    await api.login('admin', outage.adminPassword);
    const { employees, readers } = await aCompany(api, { employees: 5, readers: 1 });
    const [before, after] = clockingBatches(employees, 1, 100, 50)[0];
    const device = new ZkPushDevice(stack.ingestion.url, readers[0].externalId);
    const storedInEngine = async () => Number((await database.query<{ n: string }>('SELECT count(*) AS n FROM time_engine.clockings'))[0].n);
    await device.uploadUntilAccepted(before);
    await waitFor('the first batch in the time engine', async () => ((await storedInEngine()) === before.length ? true : undefined), 60_000, 500);

    await broker.wipe();
    // Readers go on; what they send now travels on topics made again.
    await device.uploadUntilAccepted(after);
    await waitFor('the batch sent after the broker came back empty, in the time engine', async () => ((await storedInEngine()) === before.length + after.length ? true : undefined), 120_000, 1_000);
    const command = () => api.raw('RecalcTimeValues', { employeeIDs: [employees[0].id], from: '2026-04-01', to: '2026-04-01' });
    await waitFor('a command answered', async () => ((await command()).status === 200 ? true : undefined), 60_000, 1_000);
    for (const service of stack.all) {
      await waitFor(`${service.name} ready`, async () => ((await readiness(service)).status === 200 ? true : undefined), 60_000, 500);
    }
    expect(exited).toEqual([]);
  }, 300_000);
});
