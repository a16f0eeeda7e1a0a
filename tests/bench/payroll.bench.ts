// `npm run bench:payroll`: the payroll value calculation (PAYROLL.md §1–2) and the export
// (docs/payroll.md "Export") of one payroll of 10,000 employees × 31 days, in a throwaway
// database with the product's migrations, the CalculatePayrollValues handler and the export job
// run in-process, the export in a child process of its own (no HTTP, no bus, no job runner: the
// work is measured).
// Seed, in plain SQL: pay codes (normal, overtime at 1.5, no-pay, annual leave), a payroll
// mapping them, based on target hours, overtime paid after the minimum, overtime first in the
// make-up sequence, leave added to normal time; every employee on it with an hourly rate; every
// day of January 2026 calculated (weekdays 8 h normal and 30 min overtime on one 8 h shift,
// weekends off), one day of annual leave each, half the days authorised, the first week exported.
// Figures are printed, never asserted: the machine and its neighbours decide them.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { GENERIC_CSV_TEMPLATE_ID } from '@tna/contracts';
import { createServiceDataSource, initialiseServiceDataSource, type ServiceRuntime } from '@tna/platform';
import { apiService } from '../../services/api/src/api.definition';
import { leaveService } from '../../services/leave/src/leave.definition';
import quickbooksIif from '../../services/payroll/src/payroll-export/templates/quickbooks-iif.json';
import { PAYROLL_EXPORT_CHUNK_EMPLOYEES, type PayrollExportJobData } from '../../services/payroll/src/payroll-export/jobs/payroll-export.job';
import { payrollService } from '../../services/payroll/src/payroll.definition';
import { CalculatePayrollValuesHandler } from '../../services/payroll/src/payroll-values/queries/calculate-payroll-values/calculate-payroll-values.handler';
import { CalculatePayrollValuesQuery } from '../../services/payroll/src/payroll-values/queries/calculate-payroll-values/calculate-payroll-values.query';
import { loadPayrollRunSetup, PAYROLL_RUN_CHUNK_EMPLOYEES, payrollRunChunks } from '../../services/payroll/src/payroll-values/payroll-run.store';
import { timeEngineService } from '../../services/time-engine/src/time-engine.definition';
import { createTestDatabase } from '../support/postgres';

const EMPLOYEES = Number(process.env.BENCH_PAYROLL_EMPLOYEES ?? 10_000);
const FROM = '2026-01-01';
const TO = '2026-01-31';
const LEAVE_DAY = '2026-01-15';
/** Employees per seeding statement. */
const SEED_BATCH = 2_000;

/** What payroll-export.child.cjs is given (as JSON on its command line). */
interface ExportChildRequest {
  url: string;
  payload: PayrollExportJobData;
  userID: string;
}

/** What payroll-export.child.cjs answers. */
interface ExportChildAnswer {
  ms: number;
  rssBefore: number;
  rssPeak: number;
  /** The kernel's high-water mark of the process's resident memory, start-up included. */
  vmHwm: number;
  /** V8's heap (heapTotal) at most. */
  heapPeak: number;
  rows: number;
  bytes: number;
  employeesHeld: number;
  daysExported: number;
  totals: { payCode: string; minutes: number; amount: number }[];
}

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

    // Part 2: the export of the same run, as the export job runs it (one transaction, the file
    // rendered as the employees stream in, the record, what each day held, the exported flags
    // and their events), each in a child process with only the job and a DataSource loaded, so
    // that its resident memory is the export's own; then the same again, which finds every day
    // held already (all deltas of nothing), and the per-day QuickBooks IIF in full (the largest file).
    const userID = randomUUID();
    const payload = { payrollID, from: FROM, to: TO, templateID: GENERIC_CSV_TEMPLATE_ID, approvedOnly: false, notYetExported: false, full: false };
    await db.api.query("UPDATE api.payrolls SET parameters = 'CompanyName,CompanyCreateTime;Bench Co,1700000000' WHERE id = $1", [payrollID]);
    for (const [label, exported] of [
      ['export, Generic CSV, all days', payload],
      ['export again: every day a delta of nothing', payload],
      ['export, QuickBooks IIF per day, full', { ...payload, templateID: quickbooksIif.id, full: true }],
    ] as const) {
      const answer = await exportInChild({ url: database.url, payload: exported, userID });
      const totals = answer.totals.map((line) => `${line.payCode} ${(line.minutes / 60).toFixed(2)} h ${line.amount.toFixed(2)}`).join(', ');
      console.log(
        `  ${label}: ${seconds(answer.ms)} s (aim: under 10 s); its own process: RSS ${mb(answer.rssBefore)} MB before, ${mb(answer.rssPeak)} MB at most (+${mb(answer.rssPeak - answer.rssBefore)} MB; VmHWM ${mb(answer.vmHwm)} MB, V8 heap at most ${mb(answer.heapPeak)} MB; aim: under 150 MB); load ${loadAverage()}; ` +
          `${answer.rows} lines, ${Math.round(answer.bytes / 1024)} KB file, ${answer.employeesHeld} employees' days held, ${answer.daysExported} days marked exported; totals ${totals || 'none'}`,
      );
    }
  } finally {
    if (db) for (const source of [db.payroll, db.leave, db.engine, db.api]) await source.destroy();
    await database.drop();
  }
}

/**
 * One export in a child process (payroll-export.child.cjs): plain node on the compiled job (not
 * this process's tsx loader), with BENCH_PAYROLL_EXPORT_NODE_ARGS (node flags for experiments:
 * `--cpu-prof`, `--max-old-space-size=64`, which NODE_OPTIONS would give the whole bench or refuse).
 */
function exportInChild(request: ExportChildRequest): Promise<ExportChildAnswer> {
  const nodeArgs = (process.env.BENCH_PAYROLL_EXPORT_NODE_ARGS ?? '').split(' ').filter(Boolean);
  return new Promise((resolve, reject) => {
    const child = fork(join(__dirname, 'payroll-export.child.cjs'), [JSON.stringify(request)], {
      execArgv: nodeArgs,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let answer: ExportChildAnswer | undefined;
    child.on('message', (message) => (answer = message as ExportChildAnswer));
    child.on('error', reject);
    child.on('exit', (code) => (answer && code === 0 ? resolve(answer) : reject(new Error(`the export's child process exited with ${code}`))));
  });
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
