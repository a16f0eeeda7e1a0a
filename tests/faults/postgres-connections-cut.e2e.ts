import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { storedClockings } from '../support/clockings';
import { aCompany, clockingBatches, readersPushing } from '../support/company';
import { startProduct, type RunningProduct } from '../support/stacks';
import { waitFor } from '../support/wait';
import type { UploadAnswer } from '../support/zk-push-device';

const CLOCKINGS = 3_000;
const READERS = 3;
const BATCH = 50;
/** How often the services' connections are ended while the readers push. */
const CUT_EVERY_MS = 200;

/**
 * PostgreSQL ending the services' connections under them, between statements as much as in
 * them, as a restart, a failover or an administrator's pg_terminate_backend does: no process may
 * die of it, no caller may get a 500, and every clocking is stored once.
 */
describe('PostgreSQL ending the services’ connections while readers push and commands run (distributed mode)', () => {
  let product: RunningProduct;

  beforeAll(async () => {
    product = await startProduct('distributed', 'pg-cut');
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('keeps every service running, answers readers and commands 200 or 503 with Retry-After, and stores every clocking once', async () => {
    const api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);
    const { employees, readers } = await aCompany(api, { employees: 30, readers: READERS });
    const batches = clockingBatches(employees, READERS, CLOCKINGS, BATCH);
    const { upload } = readersPushing(product.readerUrl, readers, batches);
    const exited: string[] = [];
    for (const service of product.processes) void service.waitForExit().then(() => exited.push(service.name));

    let pushing = true;
    let cuts = 0;
    const cutting = (async () => {
      while (pushing) {
        // This product's database only: other files' stacks share the server.
        const ended = await product.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name IN ('tna-ingestion', 'tna-time-engine')",
        );
        cuts += ended.length;
        await new Promise((resolve) => setTimeout(resolve, CUT_EVERY_MS));
      }
    })();
    const commands: { status: number; retryAfter: string | null }[] = [];
    const commanding = (async () => {
      while (pushing) {
        // Served by the time engine, whose connections are being ended.
        const answer = await api.raw('RecalcTimeValues', { employeeIDs: [employees[0].id], from: '2026-04-01', to: '2026-04-01' });
        commands.push({ status: answer.status, retryAfter: answer.headers.get('retry-after') });
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    })();
    const answers: UploadAnswer[] = [];
    try {
      await upload(0, batches[0].length, (answer) => answers.push(answer));
    } finally {
      pushing = false;
      await Promise.all([cutting, commanding]);
    }

    expect(cuts).toBeGreaterThan(10);
    expect(exited).toEqual([]);
    const refusedReaders = answers.filter((answer) => answer.status !== 200);
    expect(refusedReaders.filter((answer) => answer.status !== 503 || !(Number(answer.retryAfter) > 0))).toEqual([]);
    expect(commands.filter((command) => command.status !== 200 && (command.status !== 503 || !(Number(command.retryAfter) > 0)))).toEqual([]);
    expect(await storedClockings(product.query, CLOCKINGS)).toEqual({ engine: CLOCKINGS, distinctInstants: CLOCKINGS, raw: CLOCKINGS, outbox: 0 });
    await waitFor('a command answered', async () => ((await api.raw('RecalcTimeValues', { employeeIDs: [employees[0].id], from: '2026-04-01', to: '2026-04-01' })).status === 200 ? true : undefined), 30_000, 500);
    expect(exited).toEqual([]);
  }, 600_000);
});
