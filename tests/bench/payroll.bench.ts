// `npm run bench:payroll`: the payroll value calculation (PAYROLL.md §1–2) and the export
// (docs/payroll.md "Export") of one payroll of 10,000 employees × 31 days, in a throwaway
// database with the product's migrations, the CalculatePayrollValues handler run in-process; the
// export by the payroll service itself (its own process, distributed mode, against this database
// and Kafka): its job runner claims the export job, which forks the export's worker. The
// worker's and the service's resident memory are read from /proc while it runs.
// Seed, in plain SQL: pay codes (normal, overtime at 1.5, no-pay, annual leave), a payroll
// mapping them, based on target hours, overtime paid after the minimum, overtime first in the
// make-up sequence, leave added to normal time; every employee on it with an hourly rate; every
// day of January 2026 calculated (weekdays 8 h normal and 30 min overtime on one 8 h shift,
// weekends off), one day of annual leave each, half the days authorised, the first week exported.
// Figures are printed, never asserted: the machine and its neighbours decide them.
import { fork } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { GENERIC_CSV_TEMPLATE_ID, type DataExportJobResult } from '@tna/contracts';
import { createServiceDataSource, enqueue, initialiseServiceDataSource, type ServiceRuntime } from '@tna/platform';
import { apiService } from '../../services/api/src/api.definition';
import { leaveService } from '../../services/leave/src/leave.definition';
import quickbooksIif from '../../services/payroll/src/payroll-export/templates/quickbooks-iif.json';
import { PAYROLL_EXPORT, PAYROLL_EXPORT_WORKER_NODE_ARGS } from '../../services/payroll/src/payroll-export/jobs/payroll-export.job';
import { PAYROLL_EXPORT_CHUNK_EMPLOYEES } from '../../services/payroll/src/payroll-export/jobs/payroll-export.worker';
import { payrollService } from '../../services/payroll/src/payroll.definition';
import { CalculatePayrollValuesHandler } from '../../services/payroll/src/payroll-values/queries/calculate-payroll-values/calculate-payroll-values.handler';
import { CalculatePayrollValuesQuery } from '../../services/payroll/src/payroll-values/queries/calculate-payroll-values/calculate-payroll-values.query';
import { loadPayrollRunSetup, PAYROLL_RUN_CHUNK_EMPLOYEES, payrollRunChunks } from '../../services/payroll/src/payroll-values/payroll-run.store';
import { timeEngineService } from '../../services/time-engine/src/time-engine.definition';
import { deleteNamespaceTopics, KAFKA_BROKERS, requireKafka, testNamespace } from '../support/kafka';
import { createTestDatabase } from '../support/postgres';
import { freePort, ServiceProcess } from '../support/processes';

const EMPLOYEES = Number(process.env.BENCH_PAYROLL_EMPLOYEES ?? 10_000);
const FROM = '2026-01-01';
const TO = '2026-01-31';
const LEAVE_DAY = '2026-01-15';
/** Employees per seeding statement. */
const SEED_BATCH = 2_000;

/** The compiled worker the payroll service forks, beside its compiled job (the script builds first). */
const WORKER = join(__dirname, '../../services/dist/payroll/src/payroll-export/jobs/payroll-export.worker.js');

interface Databases {
  api: DataSource;
  engine: DataSource;
  leave: DataSource;
  payroll: DataSource;
}

async function main(): Promise<void> {
  const database = await createTestDatabase('bench_payroll');
  let db: Databases | undefined;
  try {
    db = await openDatabases(database.url);
    const seeding = Date.now();
    const payrollID = await seed(db);
    const [{ n: days }] = await db.engine.query('SELECT count(*)::int AS n FROM time_engine.employee_shifts');
    console.log(`bench:payroll  ${EMPLOYEES} employees × ${FROM}..${TO}: ${days} calculated days, chunks of ${PAYROLL_RUN_CHUNK_EMPLOYEES} employees (the export's: ${PAYROLL_EXPORT_CHUNK_EMPLOYEES}); seeded in ${seconds(Date.now() - seeding)} s`);

    // The loader alone, as an export job would stream it: the days read and turned into the calculation's input.
    await measured('loader alone (payrollRunChunks)', async () => {
      let employees = 0;
      let dayCount = 0;
      await db!.payroll.transaction(async (manager) => {
        const setup = (await loadPayrollRunSetup(manager, payrollID, { from: FROM, to: TO }))!;
        for await (const chunk of payrollRunChunks(manager, setup, { payrollID, from: FROM, to: TO }, 'UTC')) {
          employees += chunk.employees.length;
          for (const { input } of chunk) dayCount += input.days.length;
        }
      });
      return `${employees} employees, ${dayCount} days`;
    });

    // Part 1: the value calculation, as CalculatePayrollValues runs it in the payroll service.
    const runtime = { service: 'payroll', config: { TNA_TIME_ZONE: 'UTC' } } as unknown as ServiceRuntime;
    const handler = new CalculatePayrollValuesHandler(runtime);
    for (const [label, filters] of [
      ['all days', {}],
      ['approved hours only, not yet exported', { approvedOnly: true, notYetExported: true }],
    ] as const) {
      await measured(`values (${label})`, async () => {
        const result = await db!.payroll.transaction((manager) => handler.execute(new CalculatePayrollValuesQuery({ payrollID, from: FROM, to: TO, ...filters }, manager)));
        const lines = result.employees.reduce((total, employee) => total + employee.lines.length, 0);
        const totals = result.totals.map((line) => `${line.payCode} ${(line.minutes / 60).toFixed(2)} h ${line.amount.toFixed(2)}`).join(', ');
        return `${result.employees.length} employees, ${lines} lines (the answer held in memory); totals ${totals}`;
      });
    }

    // Part 2: the export of the same run as the product makes it: the payroll service (its own
    // process) claims the job, whose worker does the export (one transaction, the file rendered as
    // the employees stream in, the record, what each day held, the exported flags and their
    // events); then the same again, which finds every day held already (all deltas of nothing),
    // the same with "hours not yet exported" (every day flagged, none changed), and the per-day QuickBooks IIF in full (the largest file). First the worker's memory before
    // any export: the same script and flags, its modules loaded, waiting for its start.
    const idle = await idleWorkerRss();
    console.log(`  the export's worker (node ${PAYROLL_EXPORT_WORKER_NODE_ARGS.join(' ')}) before an export: RSS ${mb(idle)} MB; load ${loadAverage()}`);
    await requireKafka();
    const namespace = testNamespace('bench-payroll');
    const service = new ServiceProcess(
      'payroll',
      ['services/dist/payroll/src/main.js'],
      { DATABASE_URL: database.url, KAFKA_BROKERS, KAFKA_NAMESPACE: namespace, TNA_TIME_ZONE: 'UTC' },
      await freePort(),
    );
    service.start();
    try {
      await service.waitHealthy();
      const servicePid = service.pid!;
      const userID = randomUUID();
      const payload = { payrollID, from: FROM, to: TO, templateID: GENERIC_CSV_TEMPLATE_ID, approvedOnly: false, notYetExported: false, full: false };
      await db.api.query("UPDATE api.payrolls SET parameters = 'CompanyName,CompanyCreateTime;Bench Co,1700000000' WHERE id = $1", [payrollID]);
      for (const [label, exported] of [
        ['export, Generic CSV, all days', payload],
        ['export again: every day a delta of nothing', payload],
        // The routine run over a period already exported: every day flagged, each checked for a change since.
        ['export again, hours not yet exported: every day flagged and unchanged', { ...payload, notYetExported: true }],
        ['export, QuickBooks IIF per day, full', { ...payload, templateID: quickbooksIif.id, full: true }],
      ] as const) {
        // The service's outbox relay sends the events of the export before (10,000 HoursExportChanged
        // after the first) on its own time: waited for, so that it is no part of this export's figures.
        const relayed = await outboxEmpty(db.payroll);
        if (relayed.events > 0) console.log(`  (the service's relay was still sending ${relayed.events} events of the export before: done ${seconds(relayed.waitedMs)} s later; load ${loadAverage()})`);
        const serviceRssBefore = procStatus(servicePid).rss;
        const sampling = sampleExport(servicePid, 25);
        const jobID = await db.payroll.transaction((manager) => enqueue(manager, PAYROLL_EXPORT, exported, { kind: 'user', id: userID }));
        const job = await jobEnd(db.payroll, jobID);
        const memory = sampling.stop();
        if (job.state !== 'succeeded') throw new Error(`the export job ${job.state}: ${job.error} (${service.logFile})`);
        const result = job.result as DataExportJobResult;
        const ms = job.finishedAt.getTime() - job.startedAt.getTime();
        const [stored] = await db.payroll.query(
          `SELECT (SELECT file_bytes::int FROM payroll.v_exports WHERE id = $1) AS bytes,
                  (SELECT count(*)::int FROM payroll.export_days WHERE export_id = $1) AS "employeesHeld",
                  (SELECT count(*)::int FROM payroll.hours_exports WHERE exported) AS "daysExported"`,
          [result.exportID],
        );
        const totals = result.totals.map((line) => `${line.payCode} ${(line.minutes / 60).toFixed(2)} h ${line.amount.toFixed(2)}`).join(', ');
        console.log(
          `  ${label}: ${seconds(ms)} s (aim: under 10 s; the worker's CPU ${seconds(memory.cpuMs)} s); the worker process: RSS at most ${mb(memory.rssPeak)} MB (VmHWM ${mb(memory.vmHwm)} MB; aim: under 150 MB); ` +
            `the payroll service's process: RSS ${mb(serviceRssBefore)} MB before, ${mb(memory.serviceRssPeak)} MB at most; load ${loadAverage()}; ` +
            `${result.rows} lines, ${Math.round(stored.bytes / 1024)} KB file, ${stored.employeesHeld} employees' days held, ${stored.daysExported} days marked exported; totals ${totals || 'none'}`,
        );
      }
    } finally {
      await service.stop();
      await deleteNamespaceTopics(namespace);
    }
  } finally {
    if (db) for (const source of [db.payroll, db.leave, db.engine, db.api]) await source.destroy();
    await database.drop();
  }
}

/** Waits until the service's outbox relay has sent every event the exports wrote (polled every 100 ms): how many were left, and how long it took. */
async function outboxEmpty(payroll: DataSource): Promise<{ events: number; waitedMs: number }> {
  const started = Date.now();
  let events: number | undefined;
  for (;;) {
    const [{ n }] = await payroll.query('SELECT count(*)::int AS n FROM payroll.outbox');
    events ??= n as number;
    if (n === 0) return { events, waitedMs: Date.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The job once it has ended (polled every 100 ms; the service's runner looks for jobs every 5 s): its seconds are its own start to its end. */
async function jobEnd(payroll: DataSource, id: string): Promise<{ state: string; error: string | null; result: unknown; startedAt: Date; finishedAt: Date }> {
  for (;;) {
    const [job] = await payroll.query('SELECT state, error, result, started_at AS "startedAt", finished_at AS "finishedAt" FROM payroll.jobs WHERE id = $1', [id]);
    if (job.finishedAt) return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The worker as it starts: forked as the job forks it, its RSS once its modules are loaded (it then waits for its start message). */
async function idleWorkerRss(): Promise<number> {
  const worker = fork(WORKER, [], { execArgv: [...PAYROLL_EXPORT_WORKER_NODE_ARGS], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const rss = procStatus(worker.pid!).rss;
  worker.kill();
  return rss;
}

/**
 * The resident memory of the export's worker while the service runs it, read from /proc every
 * `everyMs` (the worker is the service's child running payroll-export.worker.js): RSS at most,
 * the kernel's high-water mark (VmHWM) at its last reading, which catches a peak between two
 * samples, and its CPU time; and the service's own RSS at most.
 */
function sampleExport(servicePid: number, everyMs: number) {
  let rssPeak = 0;
  let vmHwm = 0;
  let cpuMs = 0;
  let serviceRssPeak = procStatus(servicePid).rss;
  const sampling = setInterval(() => {
    serviceRssPeak = Math.max(serviceRssPeak, procStatus(servicePid).rss);
    for (const pid of workerPids(servicePid)) {
      const status = procStatus(pid);
      rssPeak = Math.max(rssPeak, status.rss);
      vmHwm = Math.max(vmHwm, status.hwm);
      cpuMs = Math.max(cpuMs, status.cpuMs);
    }
  }, everyMs);
  return {
    stop() {
      clearInterval(sampling);
      return { rssPeak, vmHwm, cpuMs, serviceRssPeak };
    },
  };
}

function workerPids(parent: number): number[] {
  const children = readdirSync(`/proc/${parent}/task`).flatMap((task) => readFileSync(`/proc/${parent}/task/${task}/children`, 'utf8').split(' ').filter(Boolean));
  return children.map(Number).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('payroll-export.worker');
    } catch {
      return false; // it has just ended
    }
  });
}

/** A process's RSS and VmHWM, and its CPU time so far (user and system: less disturbed by the neighbours than the wall time). */
function procStatus(pid: number): { rss: number; hwm: number; cpuMs: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
    // utime and stime, in clock ticks of 10 ms, are the 12th and 13th fields after the name's closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { rss: kb('VmRSS'), hwm: kb('VmHWM'), cpuMs: (Number(fields[11]) + Number(fields[12])) * 10 };
  } catch {
    return { rss: 0, hwm: 0, cpuMs: 0 }; // it has just ended
  }
}

/** Runs `work`, printing its seconds and the process's RSS before and at most while it ran (sampled every 25 ms). */
async function measured(label: string, work: () => Promise<string>): Promise<void> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampling = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 25);
  const started = Date.now();
  const what = await work();
  const ms = Date.now() - started;
  clearInterval(sampling);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(`  ${label}: ${seconds(ms)} s (aim: under 10 s); RSS ${mb(before)} MB before, ${mb(peak)} MB at most (+${mb(peak - before)} MB); load ${loadAverage()}; ${what}`);
}

async function openDatabases(url: string): Promise<Databases> {
  const open = (service: 'api' | 'time-engine' | 'leave' | 'payroll', definition: { migrations: unknown[] }) =>
    initialiseServiceDataSource(createServiceDataSource({ service, url, entities: [], migrations: definition.migrations as never }), service);
  const api = await open('api', apiService);
  const engine = await open('time-engine', timeEngineService);
  const leave = await open('leave', leaveService);
  const payroll = await open('payroll', payrollService);
  return { api, engine, leave, payroll };
}

async function seed(db: Databases): Promise<string> {
  const rate = randomUUID();
  await db.api.query("INSERT INTO api.pay_rates (id, name, code, multiplier) VALUES ($1, 'Time and a half', 'X15', 1.5)", [rate]);
  const code = { normal: randomUUID(), overtime: randomUUID(), noPay: randomUUID(), annual: randomUUID() };
  await db.api.query(
    `INSERT INTO api.pay_codes (id, name, code, pay_rate_id) VALUES ($1, 'Normal time', 'NT', NULL), ($2, 'Overtime', 'OT15', $5), ($3, 'Unpaid', 'NP', NULL), ($4, 'Annual leave', 'AL', NULL)`,
    [code.normal, code.overtime, code.noPay, code.annual, rate],
  );
  const leaveType = randomUUID();
  await db.api.query("INSERT INTO api.leave_types (id, name, unit_of_measure) VALUES ($1, 'Annual', 2)", [leaveType]);
  const payrollID = randomUUID();
  await db.api.query(
    `INSERT INTO api.payrolls (id, name, number, based_on_target_hours, overtime_paid_after_minimum, make_up_sequence)
     VALUES ($1, 'Monthly', '0042', true, true, $2::jsonb)`,
    [payrollID, JSON.stringify([{ payCodeID: code.overtime }])],
  );
  await db.api.query(
    `INSERT INTO api.payroll_pay_code_mappings (id, payroll_id, value, leave_type_id, pay_code_id)
     VALUES (gen_random_uuid(), $1, 'normal', NULL, $2), (gen_random_uuid(), $1, 'overtime1', NULL, $3), (gen_random_uuid(), $1, 'noPay', NULL, $4),
            (gen_random_uuid(), $1, 'leave', $5, $6)`,
    [payrollID, code.normal, code.overtime, code.noPay, leaveType, code.annual],
  );
  await db.api.query('INSERT INTO api.payroll_nt_add_before_make_ups (id, payroll_id, sequence, pay_code_id) VALUES (gen_random_uuid(), $1, 1, $2)', [payrollID, code.annual]);
  const shiftID = randomUUID();
  await db.api.query("INSERT INTO api.shifts (id, name, start_time, end_time, target_work_hours) VALUES ($1, 'Office day', '08:00', '16:00', 480)", [shiftID]);
  const userID = randomUUID();

  for (let seeded = 0; seeded < EMPLOYEES; seeded += SEED_BATCH) {
    const ids = Array.from({ length: Math.min(SEED_BATCH, EMPLOYEES - seeded) }, () => randomUUID());
    await db.api.query(
      `INSERT INTO api.employees (id, employee_number, external_employee_number, first_name, surname, time_zone, payroll_id, hourly_rate)
       SELECT id, lpad((n + $2)::text, 6, '0'), lpad((n + $2)::text, 6, '0'), 'Worker', 'No ' || (n + $2), 'Africa/Johannesburg', $3, 100 + (n % 50)
         FROM unnest($1::uuid[]) WITH ORDINALITY AS e (id, n)`,
      [ids, seeded, payrollID],
    );
    // Every day of the range, as the engine stores it: weekdays on the shift, weekends off; the leave day has leave instead of time.
    await db.engine.query(
      `INSERT INTO time_engine.employee_shifts (id, employee_id, shift_date, statuses, day_kind, shift_id, normal_time_tot, over_time1_tot, leave_minutes, calculated_at)
       SELECT gen_random_uuid(), e.id, d::date, '{1}', CASE WHEN weekday THEN 'shift' ELSE 'dayOff' END, CASE WHEN weekday THEN $4::uuid END,
              CASE WHEN weekday AND d::date <> $5::date THEN 480 ELSE 0 END, CASE WHEN weekday AND d::date <> $5::date THEN 30 ELSE 0 END,
              CASE WHEN d::date = $5::date THEN 480 ELSE 0 END, now()
         FROM unnest($1::uuid[]) AS e (id) CROSS JOIN generate_series($2::date, $3::date, interval '1 day') AS d
        CROSS JOIN LATERAL (SELECT extract(isodow FROM d) < 6 AS weekday) AS w`,
      [ids, FROM, TO, shiftID, LEAVE_DAY],
    );
    const applications = ids.map(() => randomUUID());
    await db.leave.query(
      `INSERT INTO leave.applications (id, employee_id, leave_type_id, start_date, end_date, duration, status, applicant_level)
       SELECT a, e, $3, $4, $4, 1, 11, 1 FROM unnest($1::uuid[], $2::uuid[]) AS r (a, e)`,
      [applications, ids, leaveType, LEAVE_DAY],
    );
    await db.engine.query(
      `INSERT INTO time_engine.leave_days (employee_id, shift_date, leave, application_id) SELECT e, $3, '{"full": true}', a FROM unnest($1::uuid[], $2::uuid[]) AS r (e, a)`,
      [ids, applications, LEAVE_DAY],
    );
    await db.payroll.query(
      `INSERT INTO payroll.hours_authorisations (employee_shift_id, employee_id, shift_date, authorised, changed_by)
       SELECT id, employee_id, shift_date, true, $2 FROM time_engine.employee_shifts WHERE employee_id = ANY($1::uuid[]) AND extract(day FROM shift_date)::int % 2 = 1`,
      [ids, userID],
    );
    await db.payroll.query(
      `INSERT INTO payroll.hours_exports (employee_shift_id, employee_id, shift_date, exported, changed_by)
       SELECT id, employee_id, shift_date, true, $2 FROM time_engine.employee_shifts WHERE employee_id = ANY($1::uuid[]) AND shift_date < '2026-01-08'`,
      [ids, userID],
    );
  }
  for (const table of ['api.employees', 'time_engine.employee_shifts', 'time_engine.leave_days', 'leave.applications', 'payroll.hours_authorisations', 'payroll.hours_exports']) {
    await db.api.query(`ANALYZE ${table}`);
  }
  return payrollID;
}

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
