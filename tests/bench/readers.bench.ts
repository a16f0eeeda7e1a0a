// `npm run bench:readers`: the reader side of the product (docs/readers.md "Speed"), in
// distributed mode (one process per service, real Kafka and PostgreSQL). Each part is a function
// of the running product and prints its own figures:
// - pollsWhilePushing: 500 readers polling /iclock/getrequest every 10 s while 50 of them push a
//   clocking a second, for 60 s; half way, an INFO command is queued for every reader, so the
//   polls that take it and the devicecmd answers are measured under the same load.
// - the pull of 100,000 records from the fake TCP reader (`pullOf100000Records`) and the
//   100,000-line attlog.dat import (`attlogImportOf100000Lines`) are parts of their own, listed
//   in PARTS after this one.
// BENCH_READERS_PARTS (comma-separated part names) runs only those parts.
// Figures are printed, never asserted: the machine and its neighbours decide them.
import type { ReaderCommand, ListResult } from '@tna/contracts';
import { ApiClient } from '../support/api-client';
import { aCompany } from '../support/company';
import { startProduct, type RunningProduct } from '../support/stacks';
import { ZkPushDevice } from '../support/zk-push-device';
import { benchClockingFileImport } from './readers-files.bench-part';
import { ZkTcpDevice } from '../support/zk-tcp-device';
import { percentile } from './percentile';

const POLLING_READERS = Number(process.env.BENCH_POLLING_READERS ?? 500);
const PUSHING_READERS = Number(process.env.BENCH_PUSHING_READERS ?? 50);
const POLL_EVERY_MS = 10_000;
const PUSH_EVERY_MS = 1_000;
/** The 60 s; a shorter run is for iterating only. */
const SECONDS = Number(process.env.BENCH_READERS_SECONDS ?? 60);
const EMPLOYEES = 50;
const PULLED_RECORDS = Number(process.env.BENCH_PULLED_RECORDS ?? 100_000);
const ONLY = process.env.BENCH_READERS_PARTS ? new Set(process.env.BENCH_READERS_PARTS.split(',')) : null;

interface Timings {
  ms: number[];
  failed: number;
}

const newTimings = (): Timings => ({ ms: [], failed: 0 });

function summary(name: string, timings: Timings): string {
  const sorted = [...timings.ms].sort((a, b) => a - b);
  if (sorted.length === 0) return `  ${name}: none answered, ${timings.failed} failed`;
  const at = (p: number) => percentile(sorted, p).toFixed(1);
  return `  ${name}: ${sorted.length} answered, ${timings.failed} failed; p50 ${at(50)} ms, p99 ${at(99)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms`;
}

/** Times one request from its scheduled start (so a slow answer delays nothing else: open loop). */
async function timed(timings: Timings, request: () => Promise<boolean>): Promise<void> {
  const started = performance.now();
  try {
    if (await request()) timings.ms.push(performance.now() - started);
    else timings.failed++;
  } catch {
    timings.failed++;
  }
}

async function pollsWhilePushing(product: RunningProduct, api: ApiClient): Promise<void> {
  const { employees, readers } = await aCompany(api, { employees: EMPLOYEES, readers: POLLING_READERS });
  const devices = readers.map((reader) => new ZkPushDevice(product.readerUrl, reader.externalId));
  // Warm the path (JIT, pools) before any clock starts.
  for (const device of devices.slice(0, 20)) await device.pollCommands();

  console.log(`bench:readers  ${POLLING_READERS} readers polling getrequest every ${POLL_EVERY_MS / 1000} s, ${PUSHING_READERS} of them pushing a clocking every ${PUSH_EVERY_MS / 1000} s, for ${SECONDS} s, distributed mode`);
  const polls = newTimings();
  const commandPolls = newTimings();
  const answers = newTimings();
  const pushes = newTimings();
  const pending: Promise<void>[] = [];
  let clockings = 0;
  let commandsQueuedAt = 0;

  const poll = (device: ZkPushDevice) =>
    pending.push(
      (async () => {
        const started = performance.now();
        const result = await device.pollCommands().catch(() => null);
        const ms = performance.now() - started;
        if (!result || result.status !== 200) return void polls.failed++;
        if (result.commands.length === 0) return void polls.ms.push(ms);
        commandPolls.ms.push(ms);
        await timed(answers, async () => (await device.answerCommands(result.commands.map((c) => ({ id: c.id, returnCode: 0, command: 'INFO', details: device.infoAnswer() })))).body === 'OK');
      })(),
    );
  const push = (device: ZkPushDevice, n: number) => {
    // Each pushing reader's n-th clocking: its own employee, a minute apart, never a repeat.
    const employee = employees[devices.indexOf(device) % employees.length];
    const local = new Date(Date.parse('2026-06-01T00:00:00Z') + n * 60_000 + devices.indexOf(device) * 1_000).toISOString().slice(0, 19);
    pending.push(timed(pushes, async () => (await device.upload([ZkPushDevice.line(employee.employeeNumber, local)], String(n))).body.includes('OK')));
    clockings++;
  };

  // Every reader's polls and pushes on a fixed schedule, spread evenly over the period.
  const events: { at: number; run: () => void }[] = [];
  for (let r = 0; r < devices.length; r++) {
    for (let at = (r * POLL_EVERY_MS) / devices.length; at < SECONDS * 1000; at += POLL_EVERY_MS) events.push({ at, run: () => poll(devices[r]) });
  }
  for (let r = 0; r < Math.min(PUSHING_READERS, devices.length); r++) {
    let n = 0;
    for (let at = (r * PUSH_EVERY_MS) / PUSHING_READERS; at < SECONDS * 1000; at += PUSH_EVERY_MS) {
      const nth = n++;
      events.push({ at, run: () => push(devices[r], nth) });
    }
  }
  events.push({
    at: (SECONDS * 1000) / 2,
    run: () =>
      pending.push(
        api.ok('SendReaderCommands', { scannerIDs: readers.map((reader) => reader.id), command: 'info' }).then(() => {
          commandsQueuedAt = performance.now();
        }),
      ),
  });
  events.sort((a, b) => a.at - b.at);

  const started = performance.now();
  for (const event of events) {
    const wait = started + event.at - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    event.run();
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;

  const succeeded = (await api.ok<ListResult<ReaderCommand>>('GetReaderCommands', { state: 'succeeded', pageSize: 1 })).total;
  console.log(`  ran ${elapsed.toFixed(1)} s: ${polls.ms.length + commandPolls.ms.length + polls.failed} polls, ${clockings} clockings pushed; INFO queued for ${readers.length} readers at ${((commandsQueuedAt - started) / 1000).toFixed(1)} s, ${succeeded} acknowledged`);
  console.log(summary('getrequest, nothing queued', polls));
  console.log(summary('getrequest taking a command', commandPolls));
  console.log(summary('devicecmd', answers));
  console.log(summary('cdata ATTLOG push (1 line)', pushes));
  const all = newTimings();
  all.ms = [...polls.ms, ...commandPolls.ms];
  all.failed = polls.failed;
  console.log(`${summary('every getrequest', all)} (aim p99 < 50 ms)`);
}

async function pullOf100000Records(product: RunningProduct, api: ApiClient): Promise<void> {
  const device = await ZkTcpDevice.start('Africa/Johannesburg');
  try {
    // 200 PINs no employee has: the figure is the pull and its storage, not the engine's work after.
    device.add(Array.from({ length: PULLED_RECORDS }, (_, i) => ({ pin: String(90_000 + (i % 200)), localTime: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString().slice(0, 19) })));
    const serial = `ZKBENCH${Date.now()}`;
    // Every second, so the pull starts as soon as ingestion's refresh sees the reader.
    const reader = await api.ok<{ id: string }>('CreateScanner', {
      name: `Bench pull ${serial}`, make: 'ZKTeco', type: 'T&A', externalId: serial, timeZone: 'Africa/Johannesburg',
      connection: 'pull', ipAddress: '127.0.0.1', port: device.port, pullSchedule: '* * * * * *',
    });
    console.log(`bench:readers  a pull of ${PULLED_RECORDS.toLocaleString('en')} records from the fake TCP reader, distributed mode`);
    while (device.connections === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    const started = performance.now();
    let readAt = 0;
    for (;;) {
      if (!readAt && device.reads > 0) readAt = performance.now();
      const [state] = await product.query<{ records_taken: number; last_success_at: string | null }>('SELECT records_taken, last_success_at FROM ingestion.v_pull_states WHERE scanner_id = $1', [reader.id]);
      if (state?.last_success_at && state.records_taken === PULLED_RECORDS) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (performance.now() - started) / 1000;
    const [{ n }] = await product.query<{ n: string }>('SELECT count(*) AS n FROM ingestion.raw_clockings WHERE serial = $1', [serial]);
    console.log(`  read over TCP in ${((readAt - started) / 1000).toFixed(1)} s; ${Number(n).toLocaleString('en')} clockings stored in ${seconds.toFixed(1)} s from the first connection (${Math.round(PULLED_RECORDS / seconds).toLocaleString('en')} records/s; aim < 30 s)`);
  } finally {
    await device.stop();
  }
}

/** The parts, run in this order on one product; each prints its own figures. */
async function attlogImportOf100000Lines(product: RunningProduct): Promise<void> {
  await benchClockingFileImport(product);
}

const PARTS: readonly ((product: RunningProduct, api: ApiClient) => Promise<void>)[] = [pollsWhilePushing, pullOf100000Records, attlogImportOf100000Lines];

async function main(): Promise<void> {
  const product = await startProduct('distributed', 'readers-bench', { TNA_READER_PULL_REFRESH_SECONDS: '1' });
  try {
    const api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);
    for (const part of PARTS) if (!ONLY || ONLY.has(part.name)) await part(product, api);
  } finally {
    await product.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
