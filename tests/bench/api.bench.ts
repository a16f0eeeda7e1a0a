// `npm run bench:api`: latency of GetEmployees with 10,000 employees, filtered by department, a
// page of 250, from 20 concurrent clients, in embedded mode (one process, as `npm start` runs).
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { ApiClient } from '../support/api-client';
import { seedDemoCompany } from '../seed/demo-company';
import { startProduct } from '../support/stacks';
import { keptAlivePost } from './kept-alive-post';
import { percentile } from './percentile';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const REQUESTS_PER_CLIENT = Number(process.env.BENCH_REQUESTS ?? 150);
const WARM_UP_REQUESTS = 200;
const PAGE_SIZE = 250;


async function main(): Promise<void> {
  const product = await startProduct('embedded', 'bench-api');
  try {
    const api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);
    const seeding = performance.now();
    const company = await seedDemoCompany(api, { employees: EMPLOYEES, concurrency: 8 });
    console.log(`bench:api  seeded ${company.employees} employees in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
    // What autovacuum does to a table after a bulk load, now rather than within the next minutes:
    // statistics for the planner and the visibility map the list's index-only scans rely on.
    await product.query('VACUUM ANALYZE api.employees');

    let n = 0;
    // A department holds about 1/12 of the employees, so pages 1 to 3 of 250 all have rows.
    const request = () => ({ departmentID: company.departmentIDs[n % company.departmentIDs.length], pageNumber: 1 + (n++ % 3), pageSize: PAGE_SIZE });
    const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
    const post = (body: string) => keptAlivePost(agent, `${product.apiUrl}/api/GetEmployees`, { Token: api.token!, 'content-type': 'application/json' }, body);
    const timed = async () => {
      const body = JSON.stringify(request());
      const started = performance.now();
      const answer = await post(body);
      const ms = performance.now() - started;
      const items = answer.status === 200 ? (JSON.parse(answer.text) as { items: unknown[] }).items : [];
      if (items.length === 0) throw new Error(`GetEmployees answered ${answer.status} with ${items.length} rows: ${answer.text.slice(0, 200)}`);
      return ms;
    };

    // The warm-up doubles as the one-client figure: what a request costs without queueing.
    const alone: number[] = [];
    for (let i = 0; i < WARM_UP_REQUESTS; i++) alone.push(await timed());
    alone.sort((a, b) => a - b);

    const latencies: number[] = [];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        for (let i = 0; i < REQUESTS_PER_CLIENT; i++) latencies.push(await timed());
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    agent.destroy();
    latencies.sort((a, b) => a - b);
    console.log(`bench:api  GetEmployees, ${EMPLOYEES} employees, filter departmentID, page of ${PAGE_SIZE}, ${CLIENTS} concurrent clients, embedded mode`);
    console.log(`  ${latencies.length} requests in ${seconds.toFixed(1)} s = ${Math.round(latencies.length / seconds)} requests/s`);
    console.log(`  one client at a time: p50 ${percentile(alone, 50).toFixed(1)} ms, p99 ${percentile(alone, 99).toFixed(1)} ms`);
    console.log(
      `  latency: p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms (aim: p99 under 50 ms)`,
    );
  } finally {
    await product.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
