// `npm run bench:clocking-grid`: GetEmployeeShifts for one employee's month (p50/p99, aim p99
// under 10 ms), and the clocking grid of those 31 days drawn in Chromium, from navigation to
// the last day's row (p50/p99, aim under 1 s). Embedded mode, one process, as `npm start` runs.
import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Employee, EmployeeShift } from '@tna/contracts';
import { launchChromium } from '../browser/support/chromium';
import { ApiClient } from '../support/api-client';
import { aDayShiftWorker } from '../support/company';
import { startProduct } from '../support/stacks';
import { waitFor } from '../support/wait';
import { ZkPushDevice } from '../support/zk-push-device';
import { keptAlivePost } from './kept-alive-post';
import { percentile } from './percentile';

/** The employee's and the reader's zone. */
const ZONE = 'Africa/Johannesburg';
/** A month of 31 days, its first a Thursday; the roster starts the Monday before. */
const FROM = '2026-10-01';
const TO = '2026-10-31';
const ROSTER_START = '2026-09-28';
const API_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
const API_WARM_UP = 50;
const PAGE_RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 20);

const dates = Array.from({ length: 31 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`);
const dayLabel = (isoDay: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));
const figures = (sorted: number[]) => `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`;

async function main(): Promise<void> {
  const product = await startProduct('embedded', 'bench-grid');
  try {
    const api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);
    const { employee, clockings } = await seedMonth(api, product.readerUrl);

    // GetEmployeeShifts, one client at a time over a kept-alive socket: what one grid load costs the api.
    // The month's raw clockings, a read as simple as the api has, tell how loaded the machine was.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const body = JSON.stringify({ employeeID: employee.id, from: FROM, to: TO });
    const post = async (call: string, expected: number) => {
      const started = performance.now();
      const answer = await keptAlivePost(agent, `${product.apiUrl}/api/${call}`, { Token: api.token!, 'content-type': 'application/json' }, body);
      const ms = performance.now() - started;
      const items = answer.status === 200 ? (JSON.parse(answer.text) as unknown[]) : [];
      if (items.length !== expected) throw new Error(`${call} answered ${answer.status} with ${items.length} items, not ${expected}`);
      return ms;
    };
    const timed = async (call: string, expected: number) => {
      for (let i = 0; i < API_WARM_UP; i++) await post(call, expected);
      const latencies: number[] = [];
      for (let i = 0; i < API_REQUESTS; i++) latencies.push(await post(call, expected));
      return latencies.sort((a, b) => a - b);
    };
    const latencies = await timed('GetEmployeeShifts', 31);
    const baseline = await timed('GetEmployeeMainClockingList', clockings);
    agent.destroy();

    // The grid: a fresh navigation each run (the console's files from the browser's cache, as on a second visit).
    const login = await api.ok<unknown>('UserLogin', { username: 'admin', password: product.adminPassword });
    const browser = await launchChromium();
    const draws: number[] = [];
    try {
      const context = await browser.newContext({ locale: 'en-GB', timezoneId: 'UTC', viewport: { width: 1400, height: 900 } });
      await context.addInitScript((session) => sessionStorage.setItem('tna.session', session), JSON.stringify(login));
      const page = await context.newPage();
      const url = `${product.apiUrl}/clocking?EmployeeID=${employee.id}&From=${FROM}&To=${TO}`;
      // The last row's clockings cell filled in: the whole grid is drawn from the api's answer.
      const lastRow = page.getByRole('row', { name: dayLabel(TO), exact: true }).getByText('Day off').first();
      for (let run = 0; run <= PAGE_RUNS; run++) {
        await page.goto('about:blank');
        const started = performance.now();
        await page.goto(url, { waitUntil: 'commit' });
        await lastRow.waitFor({ timeout: 30_000 });
        // The first run fills the browser's cache; it is not counted.
        if (run > 0) draws.push(performance.now() - started);
      }
    } finally {
      await browser.close();
    }
    draws.sort((a, b) => a - b);
    const load = os.loadavg()[0].toFixed(1);

    console.log(`bench:clocking-grid  one employee, ${FROM} to ${TO} (31 days, 21 clocked), embedded mode`);
    console.log(`  GetEmployeeShifts, ${latencies.length} requests one at a time: ${figures(latencies)} (aim: p99 under 10 ms)`);
    console.log(`  baseline GetEmployeeMainClockingList, the same month's ${clockings} clockings: ${figures(baseline)}; load average ${load}`);
    console.log(`  the grid drawn in Chromium, navigation to last row, ${draws.length} runs: ${figures(draws)} (aim: under 1000 ms)`);
  } finally {
    await product.stop();
  }
}

/** A weekday roster and a month of reader clockings, on time, late, early out and one missing out; every day calculated. */
async function seedMonth(api: ApiClient, readerUrl: string): Promise<{ employee: Employee; clockings: number }> {
  const { employee, reader } = await aDayShiftWorker(api, {
    readerUrl,
    zone: ZONE,
    rosterStart: ROSTER_START,
    employee: { employeeNumber: '3001', firstName: 'Bench', surname: 'Worker' },
    shift: { overtimeTiers: [{ bucket: 1, maxMinutes: 60 }, { bucket: 2 }] },
  });
  const weekdays = dates.filter((date) => ![0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay()));
  const ins = ['07:30', '07:42', '07:28', '07:30', '07:55'];
  const outs = ['16:30', '17:45', '15:50', '18:40', '16:31'];
  const lines = weekdays.flatMap((date, i) => {
    const clockIn = ZkPushDevice.line(employee.employeeNumber, `${date}T${ins[i % ins.length]}:00`);
    // Every seventh day the out is missing.
    return i % 7 === 3 ? [clockIn] : [clockIn, ZkPushDevice.line(employee.employeeNumber, `${date}T${outs[i % outs.length]}:00`)];
  });
  const upload = await reader.upload(lines);
  if (upload.status !== 200) throw new Error(`the reader's upload answered ${upload.status} ${upload.body}`);
  // Days nobody clocked on (the weekends) get their rows from a recalculation.
  await waitFor('the clocked days calculated', async () => {
    const days = await api.ok<EmployeeShift[]>('GetEmployeeShifts', { employeeID: employee.id, from: FROM, to: TO });
    return days.reduce((count, day) => count + day.clockings.length, 0) === lines.length ? days : undefined;
  });
  await api.ok('RecalcTimeValues', { employeeIDs: [employee.id], from: FROM, to: TO });
  await waitFor('every day of the month calculated', async () => {
    const days = await api.ok<EmployeeShift[]>('GetEmployeeShifts', { employeeID: employee.id, from: FROM, to: TO });
    return days.length === 31 ? days : undefined;
  });
  return { employee, clockings: lines.length };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
