import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { storedClockings } from '../support/clockings';
import { aCompany, clockingBatches, readersPushing } from '../support/company';
import { startStackWithOwnBroker, type StackWithOwnBroker } from '../support/stacks';
import { waitFor } from '../support/wait';

const CLOCKINGS = 3_000;
const READERS = 3;
const BATCH = 50;

/** The broker is stopped in the middle of the readers' uploads and of the api's commands, and comes back; nobody restarts a service to recover. */
describe('the broker stopped during ingest and commands (distributed mode)', () => {
  let outage: StackWithOwnBroker;

  beforeAll(async () => {
    // A command sent into the outage is refused after 4 s instead of the usual 10: the test sends three.
    outage = await startStackWithOwnBroker('outage', { TNA_COMMAND_TIMEOUT_MS: '4000' });
  }, 240_000);

  afterAll(async () => {
    await outage?.stop();
  }, 120_000);

  it('answers 503 meanwhile, takes uploads, stops on SIGTERM, and stores every clocking once when the broker is back, twice', async () => {
    const { broker, database, stack } = outage;
    const api = new ApiClient(stack.api.url);
    await api.login('admin', outage.adminPassword);
    const { employees, readers } = await aCompany(api, { employees: 30, readers: READERS });
    const batches = clockingBatches(employees, READERS, CLOCKINGS, BATCH);
    const { perReader, upload } = readersPushing(stack.ingestion.url, readers, batches);
    // A command the time engine serves, over Kafka: recalculating one employee's day changes nothing else.
    const command = () => api.raw('RecalcTimeValues', { employeeIDs: [employees[0].id], from: '2026-03-01', to: '2026-03-01' });

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

    expect(await storedClockings(database.query, CLOCKINGS)).toEqual({ engine: CLOCKINGS, distinctInstants: CLOCKINGS, raw: CLOCKINGS, outbox: 0 });
  }, 600_000);
});
