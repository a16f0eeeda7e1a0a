// `npm run bench:clocking`: the clocking screen's writes and reads against an employee with five
// years of history, in embedded mode (one process, as `npm start` runs), one client at a time:
// a manual clock out saved and its day recalculated (CreateClockOutOnly on a day with a missing
// OUT, then DeleteClocking to put the day back), and GetEmployeeShifts for one month.
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { Employee, EmployeeShift, ManualClockingAnswer, Scanner } from '@tna/contracts';
import { ApiClient } from '../support/api-client';
import { startProduct } from '../support/stacks';
import { waitFor } from '../support/wait';
import { ZkPushDevice } from '../support/zk-push-device';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10);
const YEARS = 5;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);
/** The bench employee's last working days have an IN and no OUT: the days a manual clock out is for. */
const MISSING_OUT_DAYS = 20;
const ZONE = 'Africa/Johannesburg';
const DAY_MS = 86_400_000;
const LINES_PER_UPLOAD = 5_000;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** Every descendant seen so far with its latest CPU ticks: a process that exits (a PostgreSQL backend, autovacuum) keeps its count. */
const seenProcesses = new Map<number, { name: string; ticks: number }>();

/**
 * CPU time used so far by this process's descendants (the product: node and its PostgreSQL), by
 * command name. Wall-clock latency on a machine other work shares grows with the load; CPU time
 * per call is what the call costs, and what it takes alone on an idle core.
 */
function productCpuMs(): Map<string, number> {
  const stats = fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
        return [{ pid: Number(pid), comm: text.slice(text.indexOf('(') + 1, text.lastIndexOf(')')), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) }];
      } catch {
        return [];
      }
    });
  const mine = new Set([process.pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const stat of stats) if (!mine.has(stat.pid) && mine.has(stat.ppid)) grew = mine.add(stat.pid) !== undefined;
  }
  for (const stat of stats) {
    if (stat.pid !== process.pid && mine.has(stat.pid)) seenProcesses.set(stat.pid, { name: stat.comm.startsWith('postgres') ? 'postgres' : 'node', ticks: stat.ticks });
  }
  const byName = new Map<string, number>();
  for (const { name, ticks } of seenProcesses.values()) byName.set(name, (byName.get(name) ?? 0) + (ticks * 1000) / TICKS_PER_SECOND);
  return byName;
}

const figures = (label: string, samples: number[], cpu: Map<string, number>, aim: string) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const perCall = (name: string) => ((cpu.get(name) ?? 0) / samples.length).toFixed(1);
  console.log(`  ${label}: p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms (${samples.length} calls; aim: ${aim})`);
  console.log(`    server CPU per call: node ${perCall('node')} ms, PostgreSQL ${perCall('postgres')} ms`);
};
const cpuSince = (before: Map<string, number>) => new Map([...productCpuMs()].map(([name, ms]) => [name, ms - (before.get(name) ?? 0)]));

async function main(): Promise<void> {
  const product = await startProduct('embedded', 'bench-clocking');
  try {
    const api = new ApiClient(product.apiUrl);
    await api.login('admin', product.adminPassword);

    // Weekdays 08:00–17:00 from a Monday five years ago.
    const today = new Date();
    const thisMonday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - ((today.getUTCDay() + 6) % 7));
    const start = thisMonday - Math.ceil((YEARS * 365.25) / 7) * 7 * DAY_MS;
    const office = await api.ok<{ id: string }>('CreateShift', { name: 'Office day', startTime: '08:00', endTime: '17:00', targetWorkHours: 480, breaks: [{ start: '12:00', end: '13:00', paid: false }] });
    const weekdays = await api.ok<{ id: string }>('CreateWorkPattern', {
      name: 'Weekdays',
      days: [...Array.from({ length: 5 }, () => ({ shiftID: office.id })), { shiftID: null }, { shiftID: null }],
    });
    const cycle = await api.ok<{ id: string }>('CreateWorkCycle', { name: 'Office', workPatterns: [{ workPatternID: weekdays.id }] });
    const scanner = await api.ok<Scanner>('CreateScanner', { name: 'Gate', make: 'ZKTeco', type: 'T&A', externalId: 'ZKBENCH1', timeZone: ZONE });
    const device = new ZkPushDevice(product.readerUrl, scanner.externalId);
    const employees: Employee[] = [];
    for (let i = 0; i < EMPLOYEES; i++) {
      employees.push(
        await api.ok<Employee>('CreateEmployee', {
          employeeNumber: String(70_000 + i),
          firstName: 'Worker',
          surname: `No ${i}`,
          timeZone: ZONE,
          workCycleID: cycle.id,
          workPatternStartDate: isoDate(start),
          workPatternStartDay: 1,
        }),
      );
    }
    const [bench] = employees;

    // Five years of weekdays up to yesterday, an IN and an OUT a day with a few minutes' spread;
    // the bench employee's last MISSING_OUT_DAYS working days lack the OUT.
    const workDays: string[] = [];
    for (let day = start; day < thisMonday + ((today.getUTCDay() + 6) % 7) * DAY_MS; day += DAY_MS) {
      if (new Date(day).getUTCDay() % 6 !== 0) workDays.push(isoDate(day));
    }
    const missingOut = new Set(workDays.slice(-MISSING_OUT_DAYS));
    const lines: string[] = [];
    for (const employee of employees) {
      workDays.forEach((date, n) => {
        lines.push(ZkPushDevice.line(employee.employeeNumber, `${date}T07:${String(50 + (n % 10)).padStart(2, '0')}:00`));
        if (employee !== bench || !missingOut.has(date)) lines.push(ZkPushDevice.line(employee.employeeNumber, `${date}T17:0${n % 10}:00`));
      });
    }
    const seeding = performance.now();
    for (let i = 0; i < lines.length; i += LINES_PER_UPLOAD) await device.uploadUntilAccepted(lines.slice(i, i + LINES_PER_UPLOAD));
    await waitFor(
      'every clocking placed on its day',
      async () => {
        const [row] = await product.query<{ placed: number }>('SELECT count(*)::int AS placed FROM time_engine.clockings WHERE employee_shift_id IS NOT NULL');
        return row.placed === lines.length ? true : undefined;
      },
      1_800_000,
      500,
    );
    await product.query('VACUUM ANALYZE time_engine.clockings');
    await product.query('VACUUM ANALYZE time_engine.employee_shifts');
    const [history] = await product.query<{ clockings: number; days: number }>(
      'SELECT (SELECT count(*)::int FROM time_engine.clockings WHERE employee_id = $1) AS clockings, (SELECT count(*)::int FROM time_engine.employee_shifts WHERE employee_id = $1) AS days',
      [bench.id],
    );
    console.log(
      `bench:clocking  ${EMPLOYEES} employees with ${YEARS} years of weekday clockings (${lines.length} clockings) seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s; ` +
        `the bench employee has ${history.clockings} clockings on ${history.days} days; embedded mode, one client`,
    );

    const timed = async <T>(work: () => Promise<T>): Promise<[number, T]> => {
      const started = performance.now();
      const value = await work();
      return [performance.now() - started, value];
    };
    const days = [...missingOut];
    const create: number[] = [];
    const remove: number[] = [];
    const createCpu = new Map<string, number>();
    const removeCpu = new Map<string, number>();
    const add = (total: Map<string, number>, part: Map<string, number>) => part.forEach((ms, name) => total.set(name, (total.get(name) ?? 0) + ms));
    // Each pass adds the missing clock out to every such day, then deletes them all; the first pass warms the path (JIT, plans, caches).
    for (let pass = 0; pass <= Math.max(1, Math.round(ROUNDS / days.length)); pass++) {
      let before = productCpuMs();
      for (const date of days) {
        const [ms, created] = await timed(() => api.ok<ManualClockingAnswer>('CreateClockOutOnly', { employeeID: bench.id, date, outAt: `${date}T17:00` }));
        if (created.resultCode !== 111 || !created.shift?.statuses.includes(1)) throw new Error(`CreateClockOutOnly on ${date} answered ${JSON.stringify(created)}`);
        if (pass > 0) create.push(ms);
      }
      if (pass > 0) add(createCpu, cpuSince(before));
      before = productCpuMs();
      for (const date of days) {
        const [ms, deleted] = await timed(() => api.ok<ManualClockingAnswer>('DeleteClocking', { employeeID: bench.id, date }));
        if (deleted.resultCode !== 21) throw new Error(`DeleteClocking on ${date} answered ${JSON.stringify(deleted)}`);
        if (pass > 0) remove.push(ms);
      }
      if (pass > 0) add(removeCpu, cpuSince(before));
    }

    const months: { from: string; to: string }[] = [];
    for (let month = 0; month < 12 * YEARS - 1; month++) {
      const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - month - 1, 1));
      const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
      months.push({ from: isoDate(first.getTime()), to: isoDate(last.getTime()) });
    }
    const readMonths = async (ranges: readonly { from: string; to: string }[], rows: (count: number) => boolean) => {
      const samples: number[] = [];
      let before = productCpuMs();
      for (let round = 0; round < months.length + ROUNDS * 2; round++) {
        if (round === months.length) before = productCpuMs();
        const month = ranges[round % ranges.length];
        const [ms, answer] = await timed(() => api.ok<EmployeeShift[]>('GetEmployeeShifts', { employeeID: bench.id, ...month }));
        if (!rows(answer.length)) throw new Error(`GetEmployeeShifts ${month.from}..${month.to} answered ${answer.length} rows`);
        if (round >= months.length) samples.push(ms);
      }
      return { samples, cpu: cpuSince(before) };
    };
    const reads = await readMonths(months, (count) => count >= 20);
    // The same call for months before the history: no rows, so what is left is the call itself (HTTP, session, validation).
    const floor = await readMonths(
      months.map((month) => ({ from: `${Number(month.from.slice(0, 4)) - YEARS - 1}${month.from.slice(4)}`, to: `${Number(month.to.slice(0, 4)) - YEARS - 1}${month.to.slice(4, 8)}28` })),
      (count) => count === 0,
    );

    figures('CreateClockOutOnly, saved and its day recalculated (days 1 to 4 weeks back)', create, createCpu, 'p99 under 30 ms');
    figures('DeleteClocking, deleted and its day recalculated', remove, removeCpu, 'p99 under 30 ms');
    figures('GetEmployeeShifts, one month', reads.samples, reads.cpu, 'p99 under 10 ms');
    figures('GetEmployeeShifts, a month with no days (the floor of any call)', floor.samples, floor.cpu, 'none');
  } finally {
    await product.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
