// `npm run bench:ingest`: clockings per second from a reader's push to the time engine's store,
// in distributed mode (separate processes, real Kafka and PostgreSQL), with the p50/p99 delay.
// The delay is measured on one clock, the database's: time engine received_at minus ingestion received_at.
import { ApiClient } from '../support/api-client';
import { aCompany, clockingBatches } from '../support/company';
import { startProduct } from '../support/stacks';
import { waitFor } from '../support/wait';
import { ZkPushDevice } from '../support/zk-push-device';

const CLOCKINGS = Number(process.env.BENCH_CLOCKINGS ?? 20_000);
const READERS = Number(process.env.BENCH_READERS ?? 8);
const BATCH = Number(process.env.BENCH_BATCH ?? 200);

async function main(): Promise<void> {
  const product = await startProduct('distributed', 'bench');
  try {
    const api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);
    const { employees, readers } = await aCompany(api, { employees: 200, readers: READERS });
    const batches = clockingBatches(employees, READERS, CLOCKINGS, BATCH);
    // Warm the path (JIT, pools, consumer groups) before the clock starts.
    await new ZkPushDevice(product.readerUrl, readers[0].externalId).uploadUntilAccepted([`${employees[0].employeeNumber}\t2026-01-01 08:00:00\t0\t1\t0\t0\t0`]);
    await waitFor('the warm-up clocking', async () => ((await product.query('SELECT 1 FROM time_engine.clockings')).length === 1 ? true : undefined), 60_000);

    const started = Date.now();
    await Promise.all(
      readers.map(async (reader, r) => {
        const device = new ZkPushDevice(product.readerUrl, reader.externalId);
        for (const batch of batches[r]) await device.uploadUntilAccepted(batch);
      }),
    );
    const pushedMs = Date.now() - started;
    await waitFor(
      'every clocking in the time engine',
      async () => {
        const [row] = await product.query<{ count: string }>('SELECT count(*) FROM time_engine.clockings');
        return Number(row.count) >= CLOCKINGS + 1 ? true : undefined;
      },
      600_000,
      100,
    );
    const storedMs = Date.now() - started;
    const [delay] = await product.query<{ p50: number; p99: number; max: number }>(
      `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY ms) AS p50, percentile_cont(0.99) WITHIN GROUP (ORDER BY ms) AS p99, max(ms) AS max
         FROM (SELECT extract(epoch FROM t.received_at - r.received_at) * 1000 AS ms
                 FROM time_engine.clockings t JOIN ingestion.raw_clockings r ON r.id = t.id
                WHERE r.local_time >= '2026-04-01') d`,
    );
    const perSecond = Math.round((CLOCKINGS / storedMs) * 1000);
    console.log(`bench:ingest  ${CLOCKINGS} clockings from ${READERS} readers in batches of ${BATCH}, distributed mode`);
    console.log(`  pushed (ingestion answered OK) in ${(pushedMs / 1000).toFixed(2)} s = ${Math.round((CLOCKINGS / pushedMs) * 1000)} clockings/s`);
    console.log(`  push to stored in the time engine: ${(storedMs / 1000).toFixed(2)} s = ${perSecond} clockings/s`);
    console.log(`  delay push -> stored: p50 ${Math.round(delay.p50)} ms, p99 ${Math.round(delay.p99)} ms, max ${Math.round(delay.max)} ms`);
  } finally {
    await product.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
