import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { aCompany, clockingBatches } from '../support/company';
import { startOwnBroker, testNamespace, type OwnBroker } from '../support/kafka';
import { createTestDatabase, type TestDatabase } from '../support/postgres';
import { startDistributedStack, type DistributedStack } from '../support/processes';
import { waitFor } from '../support/wait';
import { ZkPushDevice } from '../support/zk-push-device';

const CLOCKINGS = 3_000;
const READERS = 3;
const BATCH = 50;

/** The broker is stopped in the middle of the readers' uploads and of the api's commands, and comes back; nobody restarts a service to recover. */
describe('the broker stopped during ingest and commands (distributed mode)', () => {
  let broker: OwnBroker;
  let database: TestDatabase;
  let stack: DistributedStack;

  beforeAll(async () => {
    broker = await startOwnBroker('outage');
    database = await createTestDatabase('outage');
    stack = await startDistributedStack({ databaseUrl: database.url, brokers: broker.brokers, namespace: testNamespace('outage'), adminPassword: 'pw-outage-Secret1' });
  }, 240_000);

  afterAll(async () => {
    await stack?.stop();
    await database?.drop();
    await broker?.remove();
  }, 120_000);

  it('answers 503 meanwhile, takes uploads, stops on SIGTERM, and stores every clocking once when the broker is back, twice', async () => {
    const api = new ApiClient(stack.api.url);
    await api.login('admin', 'pw-outage-Secret1');
    const { employees, readers } = await aCompany(api, { employees: 30, readers: READERS });
    const batches = clockingBatches(employees, READERS, CLOCKINGS, BATCH);
    const devices = readers.map((reader) => new ZkPushDevice(stack.ingestion.url, reader.externalId));
    const perReader = batches[0].length;
    const upload = (from: number, to: number) =>
      Promise.all(
        devices.map(async (device, r) => {
          for (const batch of batches[r].slice(from, to)) await device.uploadUntilAccepted(batch);
        }),
      );
    // A command the time engine serves, over Kafka: recalculating one employee's day changes nothing else.
    const command = () =>
      fetch(`${stack.api.url}/api/RecalcTimeValues`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', Token: api.token! },
        body: JSON.stringify({ employeeIDs: [employees[0].id], from: '2026-03-01', to: '2026-03-01' }),
      });

    const third = (n: number) => Math.floor((n * perReader) / 3);
    const answersAgain = () => waitFor('a command answered after the broker came back', async () => ((await command()).status === 200 ? true : undefined), 30_000, 500);

    await upload(0, third(1));
    await broker.stop();
    // The api's first command comes during the outage: its reply consumer cannot start.
    const first = await command();
    expect(first.status).toBe(503);
    expect(Number(first.headers.get('retry-after'))).toBeGreaterThan(0);
    // Ingestion takes uploads with PostgreSQL alone; the outbox publishes later.
    await upload(third(1), third(2));
    await broker.start();
    // Commands work again within 30 s of the broker's return, in the same api process.
    await answersAgain();

    // A second outage, now with the reply consumer running: a command sent into it is refused for now, and the api lives on.
    await broker.stop();
    const during = await command();
    expect(during.status).toBe(503);
    expect(Number(during.headers.get('retry-after'))).toBeGreaterThan(0);
    // Ingestion ends on SIGTERM though the broker is away (what it answered OK is committed)...
    const exited = await Promise.race([
      stack.ingestion.kill('SIGTERM').then(() => 'exited'),
      new Promise((resolve) => setTimeout(() => resolve('still running after 10 s'), 10_000)),
    ]);
    expect(exited).toBe('exited');
    // ...and starts again without it, taking uploads at once.
    stack.ingestion.start();
    await upload(third(2), perReader);
    expect((await command()).status).toBe(503);
    await broker.start();
    await answersAgain();

    const stored = await waitFor(
      `${CLOCKINGS} clockings in the time engine`,
      async () => {
        const [row] = await database.query<{ count: string }>('SELECT count(*) FROM time_engine.clockings');
        return Number(row.count) >= CLOCKINGS ? Number(row.count) : undefined;
      },
      180_000,
      1_000,
    );
    expect(stored).toBe(CLOCKINGS);
    const [check] = await database.query<{ distinct_instants: string; raw: string; outbox: string }>(
      `SELECT (SELECT count(DISTINCT (employee_id, clocked_at)) FROM time_engine.clockings) AS distinct_instants,
              (SELECT count(*) FROM ingestion.raw_clockings) AS raw,
              (SELECT count(*) FROM ingestion.outbox) AS outbox`,
    );
    expect(Number(check.raw)).toBe(CLOCKINGS);
    expect(Number(check.distinct_instants)).toBe(CLOCKINGS);
    expect(Number(check.outbox)).toBe(0);
  }, 600_000);
});
