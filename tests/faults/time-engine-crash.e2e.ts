import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { aCompany, clockingBatches } from '../support/company';
import { startProduct, type RunningProduct } from '../support/stacks';
import { waitFor } from '../support/wait';
import { ZkPushDevice } from '../support/zk-push-device';

const CLOCKINGS = 10_000;
const READERS = 4;

describe('the time engine killed twice while 10,000 clockings arrive (distributed mode)', () => {
  let product: RunningProduct;

  beforeAll(async () => {
    product = await startProduct('distributed', 'crash');
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('stores every clocking exactly once and places each in its shift', async () => {
    const api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);
    const { employees, readers } = await aCompany(api, { employees: 50, readers: READERS });
    const batches = clockingBatches(employees, READERS, CLOCKINGS, 100);
    const timeEngine = product.processes.find((p) => p.name === 'time-engine')!;

    let sent = 0;
    let crashes = 0;
    // Crashes run one after another: the second kill hits the restarted process.
    let crashing: Promise<void> = Promise.resolve();
    const crash = async () => {
      await timeEngine.kill('SIGKILL');
      crashes++;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      timeEngine.start();
      await timeEngine.waitHealthy();
    };
    const crashAt = new Set([Math.floor(CLOCKINGS * 0.2), Math.floor(CLOCKINGS * 0.6)]);
    await Promise.all(
      readers.map(async (reader, r) => {
        const device = new ZkPushDevice(product.readerUrl, reader.externalId);
        for (const batch of batches[r]) {
          await device.uploadUntilAccepted(batch);
          const before = sent;
          sent += batch.length;
          for (const at of crashAt) {
            if (before < at && sent >= at) crashing = crashing.then(crash);
          }
          // Readers upload every few seconds, not all at once: the crashes land mid-stream.
          await new Promise((resolve) => setTimeout(resolve, 40));
        }
      }),
    );
    await crashing;
    expect(crashes).toBe(2);

    const stored = await waitFor(
      `${CLOCKINGS} clockings in the time engine`,
      async () => {
        const [row] = await product.query<{ count: string }>('SELECT count(*) FROM time_engine.clockings');
        return Number(row.count) >= CLOCKINGS ? Number(row.count) : undefined;
      },
      180_000,
      1_000,
    );
    expect(stored).toBe(CLOCKINGS);
    const [check] = await product.query<{ distinct_instants: string; without_shift: string; handled_events: string; raw: string }>(
      `SELECT (SELECT count(DISTINCT (employee_id, clocked_at)) FROM time_engine.clockings) AS distinct_instants,
              (SELECT count(*) FROM time_engine.clockings c LEFT JOIN time_engine.employee_shifts s ON s.id = c.employee_shift_id WHERE s.id IS NULL) AS without_shift,
              (SELECT count(*) FROM time_engine.inbox) AS handled_events,
              (SELECT count(*) FROM ingestion.raw_clockings) AS raw`,
    );
    expect(Number(check.raw)).toBe(CLOCKINGS);
    expect(Number(check.distinct_instants)).toBe(CLOCKINGS);
    expect(Number(check.handled_events)).toBe(CLOCKINGS);
    expect(Number(check.without_shift)).toBe(0);
  }, 600_000);
});
