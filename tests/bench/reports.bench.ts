// `npm run bench:reports` (docs/reports.md "Speed"): Clocked Times for 1,000 employees × 31 days
// as PDF, Excel and Excel Text, each through the api's real report job in a child process of its
// own (reports.child.cjs: the compiled job in a JobRunner, one DataSource), in a throwaway database
// with the product's migrations. Seeded in plain SQL: 10 departments, one office shift, every day
// of January 2026 as the time engine stores it (weekdays 8 h normal and 30 min overtime with an
// IN at 08:00 and an OUT at 16:30 paired, weekends off), so 31,000 rows in 10 department groups
// of 100 employees. Then the Evacuation (report-evacuation.ts) and the roster reports
// (report-work-roster.ts). Figures are printed, never asserted: the machine and its neighbours decide them.
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import type { ReportFile, ReportOutput } from '@tna/contracts';
import { createServiceDataSource, initialiseServiceDataSource } from '@tna/platform';
import { apiService } from '../../services/api/src/api.definition';
import type { ReportJobData } from '../../services/api/src/reports/jobs/report.job';
import { payrollService } from '../../services/payroll/src/payroll.definition';
import { timeEngineService } from '../../services/time-engine/src/time-engine.definition';
import { createTestDatabase } from '../support/postgres';
import { evacuationBench } from './report-evacuation';
import { workRosterBench } from './report-work-roster';

const EMPLOYEES = Number(process.env.BENCH_REPORTS_EMPLOYEES ?? 1_000);
const DEPARTMENTS = 10;
const FROM = '2026-01-01';
const TO = '2026-01-31';
const ZONE = 'Africa/Johannesburg';
/** The aims of issue #16, seconds per output; memory under 300 MB resident. */
const AIMS: Record<ReportOutput, number> = { pdf: 15, excel: 5, excelText: 3 };
const RSS_AIM_MB = 300;

/** What reports.child.cjs answers. */
interface ChildAnswer {
  ms: number;
  state: string;
  error: string | null;
  result: ReportFile | null;
  done: number;
  rssBefore: number;
  rssPeak: number;
  vmHwm: number;
  heapPeak: number;
}

async function main(): Promise<void> {
  const database = await createTestDatabase('bench_reports');
  let dataSources: DataSource[] = [];
  try {
    dataSources = await migrate(database.url);
    const seeding = Date.now();
    const employeeIDs = await seed(dataSources[0]);
    const [{ days, clockings }] = await dataSources[0].query(
      'SELECT (SELECT count(*)::int FROM time_engine.employee_shifts) AS days, (SELECT count(*)::int FROM time_engine.clockings) AS clockings',
    );
    console.log(`bench:reports  Clocked Times, ${EMPLOYEES} employees × ${FROM}..${TO} by department: ${days} days, ${clockings} clockings; seeded in ${seconds(Date.now() - seeding)} s`);
    const userID = randomUUID();
    for (const output of ['pdf', 'excel', 'excelText'] as const) {
      const payload: ReportJobData = {
        report: 'clocked-times',
        request: { from: FROM, to: TO, groupBy: 'department', output },
        context: { from: FROM, to: TO, employeeIDs, groupBy: 'department', heading: null, output, timeZone: ZONE },
      };
      const answer = await runChild({ url: database.url, payload, userID });
      if (answer.state !== 'succeeded' || !answer.result) throw new Error(`Clocked Times as ${output} ended ${answer.state}: ${answer.error}`);
      console.log(
        `  Clocked Times as ${output.padEnd(9)}: ${seconds(answer.ms)} s (aim: under ${AIMS[output]} s); ${answer.result.rows} rows, ${mb(answer.result.bytes)} MB file; ` +
          `RSS ${mb(answer.rssBefore)} MB before, ${mb(Math.max(answer.rssPeak, answer.vmHwm))} MB at most (aim: under ${RSS_AIM_MB} MB), V8 heap ${mb(answer.heapPeak)} MB at most; load ${loadAverage()}`,
      );
    }
    await evacuationBench();
    await workRosterBench();
  } finally {
    for (const dataSource of dataSources) await dataSource.destroy();
    await database.drop();
  }
}

/** The migrations of every service whose tables or views the report reads: the api's, the time engine's, payroll's. */
async function migrate(url: string): Promise<DataSource[]> {
  const open = (service: 'api' | 'time-engine' | 'payroll', definition: { migrations: unknown[] }) =>
    initialiseServiceDataSource(createServiceDataSource({ service, url, entities: [], migrations: definition.migrations as never }), service);
  return [await open('api', apiService), await open('time-engine', timeEngineService), await open('payroll', payrollService)];
}

/** The company, in plain SQL; answers the employees' ids. */
async function seed(db: DataSource): Promise<string[]> {
  const departments = Array.from({ length: DEPARTMENTS }, () => randomUUID());
  await db.query(`INSERT INTO api.departments (id, name) SELECT id, 'Department ' || lpad(n::text, 2, '0') FROM unnest($1::uuid[]) WITH ORDINALITY AS d (id, n)`, [departments]);
  const shiftID = randomUUID();
  await db.query("INSERT INTO api.shifts (id, name, start_time, end_time, target_work_hours) VALUES ($1, 'Office day', '08:00', '16:30', 480)", [shiftID]);
  const ids = Array.from({ length: EMPLOYEES }, () => randomUUID());
  await db.query(
    `INSERT INTO api.employees (id, employee_number, external_employee_number, first_name, surname, time_zone, department_id)
     SELECT id, lpad(n::text, 6, '0'), lpad(n::text, 6, '0'), 'Worker', 'No ' || n, $2, ($3::uuid[])[1 + n % $4]
       FROM unnest($1::uuid[]) WITH ORDINALITY AS e (id, n)`,
    [ids, ZONE, departments, DEPARTMENTS],
  );
  // Ids made from what they identify: the day's from its employee and date, its clockings' from the day's, so the pair names them before they exist.
  await db.query(
    `INSERT INTO time_engine.employee_shifts (id, employee_id, shift_date, statuses, day_kind, shift_id, normal_time_tot, over_time1_tot, calculated_at, pairs)
     SELECT day.id, e.id, d::date, CASE WHEN weekday THEN '{1}'::smallint[] ELSE '{3}'::smallint[] END, CASE WHEN weekday THEN 'shift' ELSE 'dayOff' END, CASE WHEN weekday THEN $4::uuid END,
            CASE WHEN weekday THEN 480 ELSE 0 END, CASE WHEN weekday THEN 30 ELSE 0 END, now(),
            CASE WHEN weekday THEN jsonb_build_array(jsonb_build_object('in', md5(day.id::text || 'in')::uuid, 'out', md5(day.id::text || 'out')::uuid)) ELSE '[]' END
       FROM unnest($1::uuid[]) AS e (id) CROSS JOIN generate_series($2::date, $3::date, interval '1 day') AS d
      CROSS JOIN LATERAL (SELECT extract(isodow FROM d) < 6 AS weekday, md5(e.id::text || d::date::text)::uuid AS id) AS day`,
    [ids, FROM, TO, shiftID],
  );
  await db.query(
    `INSERT INTO time_engine.clockings (id, employee_id, employee_number, clocked_at, direction, source, employee_shift_id)
     SELECT md5(s.id::text || c.kind)::uuid, s.employee_id, e.employee_number, (s.shift_date + c.at) AT TIME ZONE $1, NULL, 'zk-push', s.id
       FROM time_engine.employee_shifts s JOIN api.employees e ON e.id = s.employee_id
      CROSS JOIN (VALUES ('in', time '08:00'), ('out', time '16:30')) AS c (kind, at)
      WHERE s.day_kind = 'shift'`,
    [ZONE],
  );
  for (const table of ['api.employees', 'time_engine.employee_shifts', 'time_engine.clockings']) await db.query(`ANALYZE ${table}`);
  return ids;
}

function runChild(request: { url: string; payload: ReportJobData; userID: string }): Promise<ChildAnswer> {
  return new Promise((resolve, reject) => {
    const child = fork(join(__dirname, 'reports.child.cjs'), [JSON.stringify(request)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let answer: ChildAnswer | undefined;
    child.on('message', (message) => (answer = message as ChildAnswer));
    child.on('error', reject);
    child.on('exit', (code) => (answer && code === 0 ? resolve(answer) : reject(new Error(`the report's child process exited with ${code}`))));
  });
}

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0);

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
