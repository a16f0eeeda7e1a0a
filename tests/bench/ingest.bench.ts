// `npm run bench:ingest`: readers' clockings through the product in distributed mode (one
// process per service, real Kafka and PostgreSQL), against the floor measured in the same run.
// 1. The floor (ingest-floor.ts): the least work any design must do per clocking.
// 2. Throughput: readers' pushes (real /iclock uploads) until every clocking is stored in the
//    time engine; delays on one clock, the database's (time engine received_at minus ingestion's).
// 3. Steady load: 50 readers at 1,000 clockings/s together for 60 s; push to ShiftCalculated on
//    Kafka (the event's send time, set by the time engine's producer, minus the upload's start),
//    with the outbox relays' settings and batch sizes, and each service's RSS at start and end and its RSS and heap every 10 s,
//    and PostgreSQL's time by statement where the server preloads pg_stat_statements.
// Figures are printed, never asserted: the machine and its neighbours decide them.
import fs from 'node:fs';
import http from 'node:http';
import { Kafka, logLevel } from 'kafkajs';
import { TOPICS, type EventEnvelope, type ShiftCalculatedPayload } from '@tna/contracts';
import { ApiClient } from '../support/api-client';
import { aCompany, clockingBatches } from '../support/company';
import { KAFKA_BROKERS } from '../support/kafka';
import { METRICS_AUTHORIZATION, type ServiceProcess } from '../support/processes';
import { startProduct, type RunningProduct } from '../support/stacks';
import { waitFor } from '../support/wait';
import { ZkPushDevice } from '../support/zk-push-device';
import { measureFloor } from './ingest-floor';
import { keptAlivePost } from './kept-alive-post';

const CLOCKINGS = Number(process.env.BENCH_CLOCKINGS ?? 20_000);
const READERS = Number(process.env.BENCH_READERS ?? 8);
const BATCH = Number(process.env.BENCH_BATCH ?? 200);
const EMPLOYEES = 200;
/**
 * The backlog phase: its clockings a day per employee, and its first day. A recalculation runs on
 * to an employee's last stored day up to 62 days later (the time engine's PROPAGATION_DAYS), so
 * the backlog lies long before every other phase's days, never making it rewrite them too.
 */
const BACKLOG_PER_DAY = 4;
const BACKLOG_FROM = '2025-06-01';
/** The steady phase: rate and length are the issue's; a shorter run (0: none) is for iterating only. */
const STEADY_READERS = 50;
const STEADY_RATE = Number(process.env.BENCH_STEADY_RATE ?? 1_000);
const STEADY_SECONDS = Number(process.env.BENCH_STEADY_SECONDS ?? 60);
/**
 * Lines per upload in the steady phase: each reader uploads every STEADY_LINES × 50 / rate
 * seconds (10: every half second), what it took since its last upload. With 4 the bench itself
 * could not send more than about 400 clockings/s on a busy 2-core machine.
 */
const STEADY_LINES = Number(process.env.BENCH_STEADY_LINES ?? 10);

async function main(): Promise<void> {
  const product = await startProduct('distributed', 'bench');
  try {
    const api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);
    const { employees, readers } = await aCompany(api, { employees: EMPLOYEES, readers: Math.max(READERS, STEADY_READERS) });
    // Warm the path (JIT, pools, consumer groups) before any clock starts.
    await new ZkPushDevice(product.readerUrl, readers[0].externalId).uploadUntilAccepted([`${employees[0].employeeNumber}\t2026-01-01 08:00:00\t0\t1\t0\t0\t0`]);
    await waitFor('the warm-up clocking', async () => ((await product.query('SELECT 1 FROM time_engine.clockings')).length === 1 ? true : undefined), 60_000);

    console.log(`bench:ingest  ${CLOCKINGS} clockings from ${READERS} readers in batches of ${BATCH}, ${EMPLOYEES} employees, distributed mode`);
    const floor = await measureFloor(product.databaseUrl, product.namespace!, clockingBatches(employees, READERS, CLOCKINGS, BATCH, '2026-03-01'));
    console.log(`  floor (batched INSERT, one acks=all send, consumer's batched INSERT, no HTTP or calculation): ${floor.perSecond} clockings/s, p50 ${floor.p50} ms, p99 ${floor.p99} ms`);

    const serials = readers.slice(0, READERS).map((r) => r.externalId);
    printThroughput(await measureThroughput(product, serials, clockingBatches(employees, READERS, CLOCKINGS, BATCH), ['2026-04-01', '2026-05-01']), floor.perSecond);
    await waitForEmptyOutboxes(product);

    // The same count as a backlog of readers that were offline for weeks: a few clockings a day
    // per employee, so each day is calculated from a few clockings, not rewritten with a hundred.
    const days = Math.ceil(CLOCKINGS / EMPLOYEES / BACKLOG_PER_DAY);
    const backlogTo = new Date(Date.parse(BACKLOG_FROM) + (days + 1) * 86_400_000).toISOString().slice(0, 10);
    console.log(`  the same ${CLOCKINGS} clockings as a backlog of ${days} days, ${BACKLOG_PER_DAY} a day per employee:`);
    const backlog = clockingBatches(employees, READERS, CLOCKINGS, BATCH, BACKLOG_FROM, (24 * 60) / BACKLOG_PER_DAY);
    printThroughput(await measureThroughput(product, serials, backlog, [BACKLOG_FROM, backlogTo]), floor.perSecond);
    await waitForEmptyOutboxes(product);
    if (STEADY_SECONDS > 0) await steadyLoad(product, readers.slice(0, STEADY_READERS).map((r) => r.externalId), employees.map((e) => e.employeeNumber));
  } finally {
    readersAgent.destroy();
    await product.stop();
  }
}

function printThroughput(throughput: Awaited<ReturnType<typeof measureThroughput>>, floorPerSecond: number): void {
  console.log(`  pushed (ingestion answered OK) in ${(throughput.pushedMs / 1000).toFixed(2)} s = ${Math.round((CLOCKINGS / throughput.pushedMs) * 1000)} clockings/s`);
  console.log(`  push to stored in the time engine: ${(throughput.storedMs / 1000).toFixed(2)} s = ${throughput.perSecond} clockings/s`);
  console.log(`  delay push -> stored: p50 ${throughput.p50} ms, p99 ${throughput.p99} ms, max ${throughput.max} ms`);
  console.log(`  throughput / floor = ${(throughput.perSecond / floorPerSecond).toFixed(2)} (aim >= 0.5)`);
}

/** `local`: the reader-local dates [from, to) the batches' clockings fall on, and no other phase's do. */
async function measureThroughput(product: RunningProduct, serials: readonly string[], batches: string[][][], local: [string, string]) {
  const cpuBefore = await cpuSeconds(product);
  const started = Date.now();
  await Promise.all(
    serials.map(async (serial, r) => {
      const device = new ZkPushDevice(product.readerUrl, serial);
      for (const batch of batches[r]) await device.uploadUntilAccepted(batch);
    }),
  );
  const pushedMs = Date.now() - started;
  await waitFor(
    'every clocking in the time engine',
    async () => {
      // Instants: a day either side of the local dates, which no other phase's clockings come near.
      const [row] = await product.query<{ count: string }>(
        `SELECT count(*) FROM time_engine.clockings WHERE clocked_at >= $1::date - 1 AND clocked_at < $2::date + 1`,
        local,
      );
      return Number(row.count) >= CLOCKINGS ? true : undefined;
    },
    600_000,
    50,
  );
  const storedMs = Date.now() - started;
  const cpuAfter = await cpuSeconds(product);
  const cpu = [...cpuAfter].map(([name, seconds]) => `${name} ${Math.round(((seconds - (cpuBefore.get(name) ?? 0)) / CLOCKINGS) * 1e6)} µs`);
  console.log(`  CPU per clocking: ${cpu.join(', ')}`);
  const [delay] = await product.query<{ p50: number; p99: number; max: number }>(
    `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY ms) AS p50, percentile_cont(0.99) WITHIN GROUP (ORDER BY ms) AS p99, max(ms) AS max
       FROM (SELECT extract(epoch FROM t.received_at - r.received_at) * 1000 AS ms
               FROM time_engine.clockings t JOIN ingestion.raw_clockings r ON r.id = t.id
              WHERE r.local_time >= $1 AND r.local_time < $2) d`,
    local,
  );
  return { pushedMs, storedMs, perSecond: Math.round((CLOCKINGS / storedMs) * 1000), p50: Math.round(delay.p50), p99: Math.round(delay.p99), max: Math.round(delay.max) };
}

/** The steady phase starts with nothing left over from the burst. */
async function waitForEmptyOutboxes(product: RunningProduct): Promise<void> {
  await waitFor(
    'empty outboxes',
    async () => {
      const [row] = await product.query<{ n: string }>('SELECT (SELECT count(*) FROM ingestion.outbox) + (SELECT count(*) FROM time_engine.outbox) AS n');
      return Number(row.n) === 0 ? true : undefined;
    },
    120_000,
    100,
  );
}

async function steadyLoad(product: RunningProduct, serials: readonly string[], pins: readonly string[]): Promise<void> {
  const intervalMs = (STEADY_LINES * serials.length * 1000) / STEADY_RATE;
  const uploadsPerReader = Math.round((STEADY_SECONDS * 1000) / intervalMs);
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const published: { dayID: string; sentMs: number }[] = [];
  const shifts = await shiftCalculatedListener(product.namespace!, (event, sentMs) => {
    const pushed = event.correlationId === undefined ? undefined : sentAt.get(event.correlationId);
    if (pushed === undefined) return;
    latencies.push(sentMs - pushed);
    published.push({ dayID: event.payload.employeeShiftID, sentMs });
  });
  const relayBefore = await relayMetrics(product);
  const rssStart = product.processes.map(rssOf);
  const memory = memorySeries(product);
  const statements = await statementTimes(product);
  const cpuBefore = await cpuSeconds(product);
  const benchCpuBefore = process.cpuUsage();
  let failed = 0;
  let accepted = 0;
  // Employee p's n-th clocking of the phase is n × 6 hours after 1 May: about four a day, as people clock.
  const clockingOf = (g: number) => {
    const pin = pins[g % pins.length];
    const local = new Date(Date.parse('2026-05-01T00:00:00Z') + Math.floor(g / pins.length) * 6 * 3_600_000 + (g % pins.length) * 1_000).toISOString().slice(0, 19);
    return ZkPushDevice.line(pin, local);
  };
  const started = Date.now();
  const uploads: Promise<void>[] = [];
  for (let k = 0; k < uploadsPerReader; k++) {
    for (let r = 0; r < serials.length; r++) {
      const due = started + k * intervalMs + (r * intervalMs) / serials.length;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const correlation = `steady-${r}-${k}`;
      const first = (k * serials.length + r) * STEADY_LINES;
      const body = Array.from({ length: STEADY_LINES }, (_, j) => clockingOf(first + j)).join('\n') + '\n';
      sentAt.set(correlation, Date.now());
      uploads.push(
        keptAlivePost(readersAgent, `${product.readerUrl}/iclock/cdata?SN=${serials[r]}&table=ATTLOG&Stamp=${k}`, { 'content-type': 'text/plain', 'x-correlation-id': correlation }, body).then(
          (answer) => {
            if (answer.status === 200 && answer.text.includes('OK')) accepted += STEADY_LINES;
            else failed++;
          },
          () => void failed++,
        ),
      );
    }
  }
  await Promise.all(uploads);
  const sentMs = Date.now() - started;
  const series = await memory.stop();
  const total = uploadsPerReader * serials.length * STEADY_LINES;
  await waitFor(
    'the steady phase in the time engine',
    async () => {
      const [row] = await product.query<{ count: string }>(`SELECT count(*) FROM time_engine.clockings WHERE clocked_at >= '2026-04-30'`);
      return Number(row.count) >= accepted ? true : undefined;
    },
    600_000,
    100,
  );
  await waitForEmptyOutboxes(product);
  // The listener is a consumer like any other and lags behind on a busy machine (a fixed second
  // left up to 5% of the events, the last and slowest, out of the figures): wait until 2 s pass with none new.
  for (let seen = -1; seen !== latencies.length; ) {
    seen = latencies.length;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  const rssEnd = product.processes.map(rssOf);
  const statementsAfter = await statements.read();
  const cpuAfter = await cpuSeconds(product);
  const benchCpu = process.cpuUsage(benchCpuBefore);
  const relayAfter = await relayMetrics(product);
  await shifts.stop();

  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  console.log(
    `steady: ${total} clockings from ${serials.length} readers in ${(sentMs / 1000).toFixed(1)} s (${Math.round((total / sentMs) * 1000)}/s), ${STEADY_LINES} lines per upload every ${Math.round(intervalMs)} ms per reader, ${failed} uploads not answered OK`,
  );
  console.log(`  push -> ShiftCalculated on Kafka (${latencies.length} events): p50 ${Math.round(at(0.5))} ms, p99 ${Math.round(at(0.99))} ms, max ${Math.round(latencies[latencies.length - 1])} ms (aim p99 < 100 ms)`);
  await printStages(product, published);
  console.log(
    `  CPU per clocking: ${[...cpuAfter].map(([name, seconds]) => `${name} ${Math.round(((seconds - (cpuBefore.get(name) ?? 0)) / total) * 1e6)} µs`).join(', ')}; the bench's readers and listener ${Math.round((benchCpu.user + benchCpu.system) / total)} µs`,
  );
  for (const service of ['ingestion', 'time-engine']) {
    const before = relayBefore.get(service)!;
    const after = relayAfter.get(service)!;
    const batches = after.batches - before.batches;
    const events = after.events - before.events;
    console.log(
      `  ${service} outbox relay: poll interval ${after.pollIntervalMs} ms, batch limit ${after.batchSize}; ${batches} batches of ${batches ? (events / batches).toFixed(1) : 0} events on average`,
    );
  }
  statementsAfter(total);
  console.log(`  RSS at start -> end of the steady minute: ${product.processes.map((p, i) => `${p.name} ${rssStart[i]} -> ${rssEnd[i]} MB`).join(', ')}`);
  console.log(`  memory every ${MEMORY_EVERY_MS / 1000} s of the steady phase (RSS / V8 heap used, MB):`);
  for (const [name, samples] of series) console.log(`    ${name}: ${samples.map((m) => `${m.rss}/${m.heapUsed}`).join(' ')}`);
}

const MEMORY_EVERY_MS = 10_000;

/**
 * PostgreSQL's time by statement over the steady phase (pg_stat_statements, this database only),
 * which is where the eighteenth round found a third of the database's CPU (docs/architecture.md,
 * "Throughput"). It needs the server to preload the module; without it, one line says how.
 */
async function statementTimes(product: RunningProduct) {
  const thisDatabase = '(SELECT oid FROM pg_database WHERE datname = current_database())';
  const unmeasured = await product
    .query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements')
    .then(() => product.query(`SELECT pg_stat_statements_reset(0, ${thisDatabase}, 0)`))
    .then(
      () => undefined,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
  return {
    async read(): Promise<(clockings: number) => void> {
      if (unmeasured !== undefined) {
        return () => console.log(`  PostgreSQL by statement: not measured (${unmeasured}; set shared_preload_libraries = 'pg_stat_statements' and restart the server)`);
      }
      const rows = await product.query<{ ms: number; calls: string; text: string }>(
        `SELECT total_exec_time + total_plan_time AS ms, calls, left(regexp_replace(query, '\\s+', ' ', 'g'), 90) AS text
           FROM pg_stat_statements WHERE dbid = ${thisDatabase} ORDER BY ms DESC`,
      );
      return (clockings) => {
        const all = rows.reduce((sum, row) => sum + row.ms, 0);
        console.log(`  PostgreSQL by statement (its time in them, ${Math.round((all / clockings) * 1000)} µs per clocking in all; the top ${STATEMENTS_SHOWN}):`);
        for (const row of rows.slice(0, STATEMENTS_SHOWN)) {
          console.log(`    ${String(Math.round((row.ms / clockings) * 1000)).padStart(4)} µs per clocking, ${(row.ms / Number(row.calls)).toFixed(2)} ms a call × ${row.calls}: ${row.text}`);
        }
      };
    },
  };
}

const STATEMENTS_SHOWN = 10;

/**
 * Each service's RSS and V8 heap used, from the phase's start every MEMORY_EVERY_MS: a heap that
 * climbs from sample to sample is held memory, one that goes up and down is garbage not yet collected.
 */
function memorySeries(product: RunningProduct) {
  const series = new Map<string, { rss: number; heapUsed: number }[]>(product.processes.map((p) => [p.name, []]));
  const sample = async () => {
    for (const process of product.processes) {
      const metric = await metricsOf(process);
      series.get(process.name)!.push({ rss: rssOf(process), heapUsed: Math.round(metric('nodejs_heap_size_used_bytes') / 1024 / 1024) });
    }
  };
  let sampling = sample();
  const timer = setInterval(() => void (sampling = sampling.then(sample)), MEMORY_EVERY_MS);
  return {
    async stop() {
      clearInterval(timer);
      await sampling.then(sample);
      return series;
    },
  };
}

/** The steady phase's readers: one kept-alive connection each, as a device keeps its own. */
const readersAgent = new http.Agent({ keepAlive: true, maxSockets: STEADY_READERS });

/**
 * Where the steady phase's delay goes, from the transactions' start times (PostgreSQL's now()):
 * ingestion's upload → the time engine's transaction that stored the clocking (the outbox
 * relay, Kafka, the consumer's fetch and any wait for a transaction), and that transaction's
 * start → its ShiftCalculated sent (the calculation, the commit and the engine's relay).
 */
async function printStages(product: RunningProduct, published: readonly { dayID: string; sentMs: number }[]): Promise<void> {
  const [arrival] = await product.query<{ p50: number; p99: number }>(
    `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY ms) AS p50, percentile_cont(0.99) WITHIN GROUP (ORDER BY ms) AS p99
       FROM (SELECT extract(epoch FROM t.received_at - r.received_at) * 1000 AS ms
               FROM time_engine.clockings t JOIN ingestion.raw_clockings r ON r.id = t.id
              WHERE r.local_time >= '2026-05-01') d`,
  );
  const [calculation] = await product.query<{ p50: number; p99: number }>(
    `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY ms) AS p50, percentile_cont(0.99) WITHIN GROUP (ORDER BY ms) AS p99
       FROM (SELECT e.sent_ms - (SELECT extract(epoch FROM max(c.received_at)) * 1000 FROM time_engine.clockings c
                                  WHERE c.employee_shift_id = e.day_id AND extract(epoch FROM c.received_at) * 1000 <= e.sent_ms) AS ms
               FROM unnest($1::uuid[], $2::float8[]) AS e (day_id, sent_ms)) d
      WHERE ms IS NOT NULL`,
    [published.map((event) => event.dayID), published.map((event) => event.sentMs)],
  );
  console.log(
    `  stages: ingestion's transaction -> the time engine's: p50 ${Math.round(arrival.p50)} ms, p99 ${Math.round(arrival.p99)} ms; ` +
      `the time engine's transaction -> ShiftCalculated sent: p50 ${Math.round(calculation.p50)} ms, p99 ${Math.round(calculation.p99)} ms`,
  );
}

/** Calls `seen` with every ShiftCalculated published from now on and the time its producer sent it. */
async function shiftCalculatedListener(namespace: string, seen: (event: EventEnvelope<'ShiftCalculated'>, sentMs: number) => void) {
  const consumer = new Kafka({ brokers: KAFKA_BROKERS.split(','), logLevel: logLevel.NOTHING }).consumer({ groupId: `${namespace}.bench-shifts`, maxWaitTimeInMs: 100 });
  await consumer.connect();
  await consumer.subscribe({ topic: `${namespace}.${TOPICS.shiftsCalculated}`, fromBeginning: false });
  const joined = new Promise<void>((resolve) => consumer.on(consumer.events.GROUP_JOIN, () => resolve()));
  await consumer.run({
    eachMessage: async ({ message }) => {
      if (message.value) seen(JSON.parse(message.value.toString('utf8')) as EventEnvelope<'ShiftCalculated'> & { payload: ShiftCalculatedPayload }, Number(message.timestamp));
    },
  });
  await joined;
  return { stop: () => consumer.disconnect() };
}

interface RelayFigures {
  pollIntervalMs: number;
  batchSize: number;
  batches: number;
  events: number;
}

/** A service's `/metrics`, read once: a metric's value by name (the process's own, so its labels are not compared). */
async function metricsOf(process: ServiceProcess): Promise<(name: string) => number> {
  const text = await (await fetch(`${process.url}/metrics`, { headers: METRICS_AUTHORIZATION })).text();
  return (name) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
}

/** The outbox relays' settings and counts, from each service's `/metrics`. */
async function relayMetrics(product: RunningProduct): Promise<Map<string, RelayFigures>> {
  const figures = new Map<string, RelayFigures>();
  for (const process of product.processes) {
    const value = await metricsOf(process);
    figures.set(process.name, {
      pollIntervalMs: value('tna_outbox_relay_poll_interval_ms'),
      batchSize: value('tna_outbox_relay_batch_size'),
      batches: value('tna_outbox_relay_batches'),
      events: value('tna_outbox_relay_events'),
    });
  }
  return figures;
}

/**
 * CPU seconds used so far by each service process and by the PostgreSQL backends serving the
 * product's database (connections of the pools; a backend that ended is not counted).
 */
async function cpuSeconds(product: RunningProduct): Promise<Map<string, number>> {
  const ticks = (pid: number) => {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      return 0;
    }
  };
  const seconds = new Map(product.processes.filter((p) => p.name === 'ingestion' || p.name === 'time-engine').map((p) => [p.name, p.pid === undefined ? 0 : ticks(p.pid)]));
  const backends = await product.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
  seconds.set('postgres', backends.reduce((sum, { pid }) => sum + ticks(pid), 0));
  return seconds;
}

function rssOf(process: ServiceProcess): number {
  const status = process.pid === undefined ? '' : fs.readFileSync(`/proc/${process.pid}/status`, 'utf8');
  return Math.round(Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN) / 1024);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
