import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { storedClockings } from '../support/clockings';
import { aCompany, clockingBatches } from '../support/company';
import { startProduct, type RunningProduct } from '../support/stacks';
import { waitFor } from '../support/wait';
import { ZkPushDevice } from '../support/zk-push-device';

const CLOCKINGS = 8_000;
const READERS = 4;
const BATCH = 200;

/**
 * Ingestion SIGKILLed while readers' batches are in flight, and started again as an orchestrator
 * would; no other service is touched. Readers re-send what got no OK.
 */
describe('ingestion killed mid-batch (distributed mode)', () => {
  let product: RunningProduct;

  beforeAll(async () => {
    product = await startProduct('distributed', 'ingest-crash');
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('stores every clocking exactly once and the api answers commands, with only ingestion restarted', async () => {
    const api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);
    const { employees, readers } = await aCompany(api, { employees: 40, readers: READERS });
    const batches = clockingBatches(employees, READERS, CLOCKINGS, BATCH);
    const ingestion = product.processes.find((p) => p.name === 'ingestion')!;
    const others = product.processes.filter((p) => p !== ingestion);
    const exited: string[] = [];
    for (const service of others) void service.waitForExit().then(() => exited.push(service.name));

    let sent = 0;
    let inFlight = 0;
    /** Uploads that got no answer at all: the connection died under them. */
    let cut = 0;
    let crash: Promise<void> | undefined;
    const killMidBatch = async () => {
      // Some reader's batch is on the wire right now.
      await waitFor('an upload in flight', async () => (inFlight > 0 ? true : undefined), 10_000, 1);
      await ingestion.kill('SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      ingestion.start();
      await ingestion.waitHealthy();
    };
    await Promise.all(
      readers.map(async (reader, r) => {
        const device = new ZkPushDevice(product.readerUrl, reader.externalId);
        for (const batch of batches[r]) {
          // The firmware's loop: send, and send the same batch again until it is answered OK.
          for (let attempt = 1; ; attempt++) {
            inFlight++;
            const answer = await device.upload(batch).catch(() => undefined);
            inFlight--;
            if (answer?.status === 200 && answer.body.includes('OK')) break;
            if (answer === undefined) cut++;
            if (attempt === 120) throw new Error(`reader ${reader.externalId}: batch not accepted after ${attempt} attempts`);
            await new Promise((resolve) => setTimeout(resolve, 500));
          }
          sent += batch.length;
          if (!crash && sent >= CLOCKINGS * 0.4) crash = killMidBatch();
        }
      }),
    );
    await crash;
    expect(cut).toBeGreaterThan(0);

    expect(await storedClockings(product.query, CLOCKINGS)).toEqual({ engine: CLOCKINGS, distinctInstants: CLOCKINGS, raw: CLOCKINGS, outbox: 0 });
    const recalculated = await api.call('RecalcTimeValues', { employeeIDs: [employees[0].id], from: '2026-04-01', to: '2026-04-01' });
    expect(recalculated.status).toBe(200);
    expect(exited).toEqual([]);
  }, 600_000);
});
