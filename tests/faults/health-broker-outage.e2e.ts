import { Client } from 'pg';
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

/**
 * What an orchestrator's probes see while the broker is away (stopped; frozen, keeping its
 * connections and answering nothing; started over empty), and how the product takes up its work
 * again; nobody restarts a service.
 */
describe('readiness and liveness with the broker stopped, frozen or started over empty (distributed mode)', () => {
  let outage: StackWithOwnBroker;
  const exited: string[] = [];

  beforeAll(async () => {
    outage = await startStackWithOwnBroker('health', { TNA_HEALTH_MAX_RELAY_LAG_MS: String(MAX_RELAY_LAG_MS) });
    for (const service of outage.stack.all) void service.waitForExit().then(() => exited.push(service.name));
  }, 240_000);

  afterAll(async () => {
    outage?.broker.thaw();
    await outage?.stop();
  }, 120_000);

  /** A logged-in api, one reader's two batches for new employees, and the time engine's count of that reader's clockings. */
  const aReaderWithTwoBatches = async (employeeCount: number, clockings: number) => {
    const api = new ApiClient(outage.stack.api.url);
    await api.login('admin', outage.adminPassword);
    const { employees, readers } = await aCompany(api, { employees: employeeCount, readers: 1 });
    const [first, second] = clockingBatches(employees, 1, clockings, clockings / 2)[0];
    const device = new ZkPushDevice(outage.stack.ingestion.url, readers[0].externalId);
    // This reader's alone: other tests' readers send clockings of their own.
    const storedInEngine = async () => Number((await outage.database.query<{ n: string }>('SELECT count(*) AS n FROM time_engine.clockings WHERE scanner_id = $1', [readers[0].id]))[0].n);
    return { api, employees, first, second, device, storedInEngine };
  };

  it('stays ready while its relay publishes a backlog older than the limit, as after a long upload of a reader back from weeks offline', async () => {
    const { database, stack } = outage;
    const api = new ApiClient(stack.api.url);
    await api.login('admin', outage.adminPassword);
    const { readers } = await aCompany(api, { employees: 1, readers: 1 });
    const device = new ZkPushDevice(stack.ingestion.url, readers[0].externalId);
    const start = Date.UTC(2026, 2, 1);
    // PINs no employee has: stored and published all the same, and the time engine passes them by.
    const lines = Array.from({ length: 30_000 }, (_, i) => ZkPushDevice.line(`9${i % 300}`, new Date(start + i * 60_000).toISOString().slice(0, 19)));
    // The upload's one statement begins, then waits at the outbox for longer than the limit, as
    // a statement storing hundreds of thousands of lines takes: its events are older than the
    // limit the moment they commit.
    const blocker = new Client({ connectionString: database.url });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE ingestion.outbox IN SHARE MODE');
      const answer = device.upload(lines);
      // The hold counts from when the statement waits, not from the request: parsing 30,000 lines takes a while on a busy machine.
      await waitFor(
        'the upload waiting at the outbox',
        // The upload is the one statement that starts WITH (the relay's DELETE waits at the lock too);
        // the activity view keeps one snapshot per transaction unless cleared.
        async () => {
          await blocker.query('SELECT pg_stat_clear_snapshot()');
          const waiting = await blocker.query(
            `SELECT 1 FROM pg_locks l JOIN pg_stat_activity a USING (pid) WHERE l.relation = 'ingestion.outbox'::regclass AND NOT l.granted AND a.query LIKE 'WITH%'`,
          );
          return waiting.rowCount ? true : undefined;
        },
        60_000,
        50,
      );
      await new Promise((resolve) => setTimeout(resolve, MAX_RELAY_LAG_MS + 1_500));
      await blocker.query('ROLLBACK');
      expect(await answer).toEqual({ status: 200, body: 'OK: 30000' });
    } finally {
      await blocker.end();
    }
    const probes: Awaited<ReturnType<typeof readiness>>[] = [];
    await waitFor(
      'the backlog published',
      async () => {
        const probe = await readiness(stack.ingestion);
        probes.push(probe);
        return probe.health.unpublished === 0 ? true : undefined;
      },
      60_000,
      50,
    );
    // The case under test came about: events older than the limit waited while the relay published.
    expect(probes.some((probe) => probe.health.unpublished! > 0 && probe.health.oldestUnpublishedMs! > MAX_RELAY_LAG_MS)).toBe(true);
    expect(probes.filter((probe) => probe.health.relay !== 'up')).toEqual([]);
    // Ready throughout, but for a moment the broker's own probe might miss on a loaded machine (not this test's subject).
    expect(probes.filter((probe) => probe.status !== 200 && probe.health.bus === 'up' && probe.health.database === 'up')).toEqual([]);
  }, 120_000);

  it('answers readiness 503 naming the broker while the relay lag grows, liveness 200 throughout, and both 200 once the broker is back', async () => {
    const { broker, stack } = outage;
    const { first: before, second: during, device, storedInEngine } = await aReaderWithTwoBatches(10, 200);

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
    // Stuck, not slow: the relay has finished no batch since the broker went.
    expect(lagging.health.sinceRelayBatchMs!).toBeGreaterThan(MAX_RELAY_LAG_MS);
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

  it('answers readiness 503 naming the broker while it is frozen, in every service, and 200 once it answers again', async () => {
    const { broker, stack } = outage;
    for (const service of stack.all) await waitFor(`${service.name} ready`, async () => ((await readiness(service)).status === 200 ? true : undefined), 60_000, 500);
    try {
      broker.freeze();
      for (const service of stack.all) {
        await waitFor(`${service.name} not ready, naming the broker`, async () => ((await readiness(service)).health.bus === 'down' ? true : undefined), 30_000, 500);
      }
      expect(await readiness(stack.api)).toMatchObject({ status: 503, health: { bus: 'down' } });
    } finally {
      broker.thaw();
    }
    for (const service of stack.all) {
      await waitFor(`${service.name} ready again`, async () => ((await readiness(service)).status === 200 ? true : undefined), 60_000, 500);
    }
    expect(exited).toEqual([]);
  });

  it('makes its topics again when the broker comes back empty: clockings reach the time engine and commands are answered, no service restarted', async () => {
    const { broker, stack } = outage;
    const { api, employees, first: before, second: after, device, storedInEngine } = await aReaderWithTwoBatches(5, 100);
    const stored = await storedInEngine();
    await device.uploadUntilAccepted(before);
    await waitFor('the first batch in the time engine', async () => ((await storedInEngine()) === stored + before.length ? true : undefined), 60_000, 500);

    await broker.wipe();
    // Readers go on; what they send now travels on topics made again.
    await device.uploadUntilAccepted(after);
    await waitFor('the batch sent after the broker came back empty, in the time engine', async () => ((await storedInEngine()) === stored + before.length + after.length ? true : undefined), 120_000, 1_000);
    const command = () => api.raw('RecalcTimeValues', { employeeIDs: [employees[0].id], from: '2026-04-01', to: '2026-04-01' });
    await waitFor('a command answered', async () => ((await command()).status === 200 ? true : undefined), 60_000, 1_000);
    for (const service of stack.all) {
      await waitFor(`${service.name} ready`, async () => ((await readiness(service)).status === 200 ? true : undefined), 60_000, 500);
    }
    expect(exited).toEqual([]);
  }, 300_000);
});
