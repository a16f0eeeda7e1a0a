import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceHealth } from '@tna/platform';
import { ApiClient } from '../support/api-client';
import { storedClockings } from '../support/clockings';
import { aCompany, clockingBatches, readersPushing } from '../support/company';
import { deleteNamespaceTopics, KAFKA_BROKERS, requireKafka, testNamespace } from '../support/kafka';
import { startOwnPostgres, type OwnPostgres } from '../support/own-postgres';
import { METRICS_AUTHORIZATION, startDistributedStack, type DistributedStack } from '../support/processes';
import { waitFor } from '../support/wait';
import { ZkPushDevice, type UploadAnswer } from '../support/zk-push-device';

const CLOCKINGS = 3_000;
const READERS = 3;
const BATCH = 50;
/** How long PostgreSQL stays down: readers re-send meanwhile. */
const OUTAGE_MS = 5_000;
/** How long a request may wait for a database connection (TNA_DATABASE_WAIT_SECONDS). */
const WAIT_SECONDS = 5;
/** Uploads and calls each under way when PostgreSQL freezes: more than a service's pool of 10 connections. */
const HELD = 12;

/**
 * PostgreSQL of the test's own (the shared one is never restarted) shut down and started again
 * while readers upload, then frozen (SIGSTOP: connections stay open, nothing answers, as a paused
 * VM or a stalled disk does); the services ride it out without anybody restarting them.
 */
describe('PostgreSQL restarted during ingest, and frozen (distributed mode)', () => {
  let postgres: OwnPostgres;
  let stack: DistributedStack;
  const exited: string[] = [];
  const namespace = testNamespace('pg-restart');

  beforeAll(async () => {
    await requireKafka();
    postgres = await startOwnPostgres('restart');
    stack = await startDistributedStack({ databaseUrl: postgres.url, brokers: KAFKA_BROKERS, namespace, adminPassword: 'pw-pg-restart-Secret1', env: { TNA_DATABASE_WAIT_SECONDS: String(WAIT_SECONDS) } });
    for (const service of stack.all) void service.waitForExit().then(() => exited.push(service.name));
  }, 240_000);

  afterAll(async () => {
    postgres?.thaw();
    await stack?.stop();
    await postgres?.remove();
    await deleteNamespaceTopics(namespace);
  }, 120_000);

  it('stores every clocking exactly once and answers commands again, with no service restarted', async () => {
    const api = new ApiClient(stack.api.url);
    await api.login('admin', 'pw-pg-restart-Secret1');
    const { employees, readers } = await aCompany(api, { employees: 30, readers: READERS });
    const batches = clockingBatches(employees, READERS, CLOCKINGS, BATCH);
    const { devices, perReader, upload } = readersPushing(stack.ingestion.url, readers, batches);
    const third = (n: number) => Math.floor((n * perReader) / 3);
    // A command the time engine serves, over Kafka: recalculating one employee's day changes nothing else.
    const command = () => api.raw('RecalcTimeValues', { employeeIDs: [employees[0].id], from: '2026-04-01', to: '2026-04-01' });

    await upload(0, third(1));
    await postgres.stop();
    // The reader's batch is refused for now, not answered OK and lost: 503 with Retry-After, so it keeps it and sends it again.
    const refused = await devices[0].upload(batches[0][third(1)]);
    expect([refused.status, refused.body.includes('OK'), Number(refused.retryAfter) > 0]).toEqual([503, false, true]);
    // The api says the same of a call that needs the database, rather than 500.
    const call = await api.raw('GetEmployees', {});
    expect([call.status, Number(call.headers.get('retry-after')) > 0]).toEqual([503, true]);
    const ingestionHealth = await fetch(`${stack.ingestion.url}/health`, { headers: METRICS_AUTHORIZATION });
    expect(ingestionHealth.status).toBe(503);
    expect(((await ingestionHealth.json()) as { services: { database: string }[] }).services[0].database).toBe('down');
    // Readers keep re-sending through the outage; PostgreSQL comes back under them.
    const answers: UploadAnswer[] = [];
    const uploading = upload(third(1), third(2), (answer) => answers.push(answer));
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    await postgres.start();
    await uploading;
    await upload(third(2), perReader);
    // Every upload the outage turned away was told to come back later; none met a 500.
    const turnedAway = answers.filter((answer) => answer.status !== 200);
    expect(turnedAway.length).toBeGreaterThan(0);
    expect(turnedAway.filter((answer) => answer.status !== 503 || !(Number(answer.retryAfter) > 0) || answer.body.includes('OK'))).toEqual([]);

    expect(await storedClockings(postgres.query, CLOCKINGS)).toEqual({ engine: CLOCKINGS, distinctInstants: CLOCKINGS, raw: CLOCKINGS, outbox: 0 });
    // The same api process answers commands, and every service is ready again.
    await waitFor('a command answered', async () => ((await command()).status === 200 ? true : undefined), 30_000, 500);
    for (const service of stack.all) {
      await waitFor(`${service.name} ready`, async () => ((await fetch(`${service.url}/health`)).status === 200 ? true : undefined), 60_000, 500);
    }
    expect(exited).toEqual([]);
  }, 600_000);

  it('answers readiness 503 naming the database within seconds while it is frozen, liveness 200, and readiness 200 once it runs', async () => {
    try {
      await postgres.freeze();
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
    expect(exited).toEqual([]);
  }, 180_000);

  it('answers readers and the console 503 with Retry-After after the database wait while it is frozen, and stores every clocking once after', async () => {
    const api = new ApiClient(stack.api.url);
    await api.login('admin', 'pw-pg-restart-Secret1');
    const { employees, readers } = await aCompany(api, { employees: 5, readers: 1 });
    const batches = clockingBatches(employees, 1, (HELD + 4) * 10, 10, '2026-06-01')[0];
    const reader = new ZkPushDevice(stack.ingestion.url, readers[0].externalId);
    const [{ count: before }] = await postgres.query<{ count: string }>('SELECT count(*) FROM time_engine.clockings');
    const timed = async <T>(work: Promise<T>) => {
      const started = Date.now();
      return { answer: await work, ms: Date.now() - started };
    };
    let heldUploads: Promise<UploadAnswer>[] = [];
    let heldCalls: Promise<Response>[] = [];
    try {
      await postgres.freeze();
      // What was under way when it froze keeps its connections until it answers again; every
      // later request needs one, and is told to come back rather than queued without end.
      heldUploads = batches.slice(0, HELD).map((batch) => reader.upload(batch));
      heldCalls = Array.from({ length: HELD }, () => api.raw('GetEmployees', {}));
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const refused: { answer: UploadAnswer; ms: number }[] = [];
      for (const batch of batches.slice(HELD)) refused.push(await timed(reader.upload(batch)));
      const call = await timed(api.raw('GetEmployees', {}));
      for (const { answer, ms } of refused) {
        expect(answer).toMatchObject({ status: 503, body: 'ERROR: the database is unreachable; try again shortly' });
        expect(Number(answer.retryAfter)).toBeGreaterThan(0);
        // The wait and some slack for a busy machine; without a limit each waited for PostgreSQL.
        expect(ms).toBeLessThan((WAIT_SECONDS + 5) * 1000);
      }
      expect([call.answer.status, Number(call.answer.headers.get('retry-after')) > 0]).toEqual([503, true]);
      expect(call.ms).toBeLessThan((WAIT_SECONDS + 5) * 1000);
    } finally {
      postgres.thaw();
    }
    for (const answer of await Promise.all(heldUploads)) expect(answer.status === 200 || (answer.status === 503 && Number(answer.retryAfter) > 0)).toBe(true);
    for (const answer of await Promise.all(heldCalls)) expect(answer.status === 200 || (answer.status === 503 && Number(answer.headers.get('retry-after')) > 0)).toBe(true);
    // As the reader does: each batch not answered OK is sent again.
    for (const batch of batches) await reader.uploadUntilAccepted(batch);
    const total = Number(before) + batches.length * 10;
    expect(await storedClockings(postgres.query, total)).toEqual({ engine: total, distinctInstants: total, raw: total, outbox: 0 });
    expect((await api.raw('GetEmployees', {})).status).toBe(200);
    expect(exited).toEqual([]);
  }, 300_000);
});
