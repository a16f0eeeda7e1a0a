// The Evacuation report's part of `npm run bench:reports` (docs/reports.md, "Speed"): who is on
// site among 10,000 employees, each with a month of clockings (an IN at 08:00 and an OUT at 17:00
// on weekdays, from a time-and-attendance reader, so without a direction: every employee's last
// clocking is judged by its day's pairs, the slower path), in a throwaway database with the
// product's migrations. Timed: the report's own SQL (evacuationReport.query) and row mapping,
// three runs after one warm-up, then the whole report job as PDF and as Excel, queued in api.jobs
// and run by a JobRunner in this process (the Clocked Times child takes its payload on the
// command line, which 10,000 employee ids do not fit). Figures are printed, never asserted.
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import pino from 'pino';
import type { DataSource } from 'typeorm';
import { createServiceDataSource, enqueue, initialiseServiceDataSource, JobRunner, type ServiceRuntime } from '@tna/platform';
import { apiService } from '../../services/api/src/api.definition';
import { evacuationReport } from '../../services/api/src/reports/definitions/evacuation.report';
import type { ReportContext } from '../../services/api/src/reports/domain/report';
import { REPORT, ReportJob, type ReportJobData } from '../../services/api/src/reports/jobs/report.job';
import { timeEngineService } from '../../services/time-engine/src/time-engine.definition';
import { createTestDatabase } from '../support/postgres';

const EMPLOYEES = Number(process.env.BENCH_EVACUATION_EMPLOYEES ?? 10_000);
const ZONE = 'Africa/Johannesburg';

/** Seeds the company in SQL, then times the report at 2026-01-20 10:00, its query alone and as a report job through `runJob`. */
export async function evacuationBench(): Promise<void> {
  const database = await createTestDatabase('bench_evacuation');
  try {
    for (const [service, definition] of [['api', apiService], ['time-engine', timeEngineService]] as const) {
      const source = await initialiseServiceDataSource(createServiceDataSource({ service, url: database.url, entities: [], migrations: definition.migrations as never }), service);
      await source.destroy();
    }
    const seeding = Date.now();
    const reader = randomUUID();
    await database.query(`INSERT INTO api.scanners (id, name, make, type, external_id, time_zone) VALUES ($1, 'Main gate', 'ZKTeco', 'T&A', 'BENCH1', $2)`, [reader, ZONE]);
    await database.query(
      `INSERT INTO api.employees (id, employee_number, external_employee_number, first_name, surname, time_zone)
       SELECT gen_random_uuid(), 'E' || lpad(n::text, 6, '0'), 'E' || lpad(n::text, 6, '0'), 'Worker', 'No ' || n, $2 FROM generate_series(1, $1::int) n`,
      [EMPLOYEES, ZONE],
    );
    // A day per employee and weekday of January 2026 with its IN and OUT paired, as the engine stores them.
    await database.query(
      `WITH days AS (
         SELECT employee.id AS employee_id, day::date AS shift_date, gen_random_uuid() AS shift_id, gen_random_uuid() AS in_id, gen_random_uuid() AS out_id
           FROM api.employees employee CROSS JOIN generate_series('2026-01-01'::date, '2026-01-31'::date, interval '1 day') day
          WHERE extract(isodow FROM day) < 6
       ), shifts AS (
         INSERT INTO time_engine.employee_shifts (id, employee_id, shift_date, statuses, day_kind, pairs)
         SELECT shift_id, employee_id, shift_date, '{1}', 'shift', jsonb_build_array(jsonb_build_object('in', in_id::text, 'out', out_id::text)) FROM days
       )
       INSERT INTO time_engine.clockings (id, employee_id, employee_number, scanner_id, clocked_at, direction, source, employee_shift_id)
       SELECT clocking.id, days.employee_id, '-', $1, (days.shift_date + clocking.at) AT TIME ZONE $2, NULL, 'reader', days.shift_id
         FROM days CROSS JOIN LATERAL (VALUES (days.in_id, time '08:00'), (days.out_id, time '17:00')) clocking (id, at)`,
      [reader, ZONE],
    );
    await database.query('ANALYZE');
    const [{ n: clockings }] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM time_engine.clockings');
    console.log(`bench:reports  Evacuation, ${EMPLOYEES} employees, ${clockings} clockings; seeded in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);

    const employeeIDs = (await database.query<{ id: string }>('SELECT id FROM api.employees')).map((row) => row.id);
    const options = { from: '2026-01-20', to: '2026-01-20', output: 'pdf' as const, evacuateOn: '2026-01-20', evacuateAt: '10:00' };
    const context: ReportContext = { from: '2026-01-20', to: '2026-01-20', employeeIDs, groupBy: 'department', heading: null, output: 'pdf', timeZone: ZONE };
    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      for (let run = 0; run < 4; run++) {
        const started = process.hrtime.bigint();
        const query = evacuationReport.query(options, context);
        const { rows } = await client.query(query.text, query.values);
        const onSite = rows.map((record) => evacuationReport.row(record, options, context)).length;
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        console.log(`  Evacuation for ${EMPLOYEES} employees, who is on site${run === 0 ? ' (warm-up)' : ''}: ${seconds.toFixed(3)} s, ${onSite} on site (aim: under 1 s)`);
      }
    } finally {
      await client.end();
    }
    for (const output of ['pdf', 'excel'] as const) {
      const answer = await runReportJob(database.url, { report: evacuationReport.kind, request: { ...options, groupBy: 'department', output }, context: { ...context, output } });
      if (answer.state !== 'succeeded') throw new Error(`Evacuation as ${output} ended ${answer.state}: ${answer.error}`);
      console.log(`  Evacuation for ${EMPLOYEES} employees as ${output}, the whole report job: ${(answer.ms / 1000).toFixed(2)} s, ${answer.result.rows} rows, ${(answer.result.bytes / 1024 / 1024).toFixed(1)} MB`);
    }
  } finally {
    await database.drop();
  }
}

/** Queues the report job in api.jobs and lets a JobRunner run it, as the api does; answers its seconds as stored, its end state and its file. */
async function runReportJob(url: string, payload: ReportJobData): Promise<{ ms: number; state: string; error: string | null; result: { rows: number; bytes: number } }> {
  const dataSource: DataSource = await createServiceDataSource({ service: 'api', url, entities: [], migrations: [] }).initialize();
  try {
    const runtime = { service: 'api', config: { TNA_TIME_ZONE: payload.context.timeZone }, dataSource, logger: pino({ level: 'warn' }), relay: { kick: () => undefined } } as unknown as ServiceRuntime;
    const runner = new JobRunner(runtime, [new ReportJob(runtime)], { pollMs: 20, heartbeatMs: 10_000, staleAfterMs: 30_000 });
    const jobID = await dataSource.transaction((manager) => enqueue(manager, REPORT, payload, { kind: 'user', id: randomUUID() }, 0));
    runner.start();
    try {
      for (;;) {
        const [job] = await dataSource.query(
          `SELECT state, error, result, extract(epoch FROM finished_at - started_at) * 1000 AS ms FROM api.jobs WHERE id = $1 AND finished_at IS NOT NULL`,
          [jobID],
        );
        if (job) return { ms: Number(job.ms), state: job.state, error: job.error, result: job.result };
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await runner.stop();
    }
  } finally {
    await dataSource.destroy();
  }
}
