import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { QueryFailedError, type DataSource } from 'typeorm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GENERIC_CSV_TEMPLATE_ID } from '@tna/contracts';
import { ConnectionWatchdog, createServiceDataSource, initialiseServiceDataSource, type JobContext, type ServiceRuntime } from '@tna/platform';
import { apiService } from '../../services/api/src/api.definition';
import { leaveService } from '../../services/leave/src/leave.definition';
import { markDaysExported } from '../../services/payroll/src/hours-export/hours-export.store';
import { PayrollExportJob, type PayrollExportJobData } from '../../services/payroll/src/payroll-export/jobs/payroll-export.job';
import { payrollService } from '../../services/payroll/src/payroll.definition';
import { timeEngineService } from '../../services/time-engine/src/time-engine.definition';
import { throughLossyProxy } from '../support/lossy-tcp-proxy';
import { createTestDatabase, type TestDatabase } from '../support/postgres';
import { recordingLogger } from '../support/recording-logger';
import { waitFor } from '../support/wait';

const MONDAY = '2026-03-02';
const TUESDAY = '2026-03-03';

/** The compiled worker the job forks (the product runs it from services/dist; `npm run build:server` first). */
const WORKER = resolve(__dirname, '../../services/dist/payroll/src/payroll-export/jobs/payroll-export.worker.js');

/** The service's connection watchdog's checks, and so the worker's, short enough for a test. */
const CHECK_EVERY_MS = 200;

/**
 * The export job against PostgreSQL with every service's migrations, without a runner: what one
 * export writes in its single transaction (record, days held, flags with HoursExportChanged,
 * tna.payroll.exported.v1 in the outbox), that a stopped export or a worker that fails or dies
 * leaves nothing, and that a job taken over after its export committed answers that export
 * instead of making another.
 */
describe('the payroll export job', () => {
  let database: TestDatabase;
  const sources: DataSource[] = [];
  let api: DataSource;
  let payroll: DataSource;
  let job: PayrollExportJob;
  let payrollID: string;
  const userID = randomUUID();

  const context = (id: string, chunk?: JobContext<PayrollExportJobData>['chunk'], templateID = GENERIC_CSV_TEMPLATE_ID): JobContext<PayrollExportJobData> => ({
    id,
    payload: { payrollID, from: MONDAY, to: TUESDAY, templateID, approvedOnly: false, notYetExported: false, full: false },
    requestedBy: { kind: 'user', id: userID },
    done: 0,
    total: 0,
    partialResult: null,
    setTotal: async () => undefined,
    chunk: chunk ?? ((_done, work) => payroll.transaction(work)),
  });
  /** The payroll service's runtime as the job uses it: its data source, watchdog, logger and relay. */
  const runtimeOf = (dataSource: DataSource, watchdog: ConnectionWatchdog, logger = recordingLogger().logger) =>
    ({ service: 'payroll', config: { TNA_TIME_ZONE: 'UTC' }, dataSource, watchdog, logger, relay: { kick: () => undefined } }) as unknown as ServiceRuntime;
  /** The export workers this process has running (pgrep: children running the worker's script). */
  const workers = () =>
    spawnSync('pgrep', ['-P', String(process.pid), '-f', 'payroll-export.worker'], { encoding: 'utf8' })
      .stdout.split('\n')
      .filter(Boolean)
      .map(Number);
  const counts = async () =>
    (
      await payroll.query(
        `SELECT (SELECT count(*)::int FROM payroll.exports) AS exports, (SELECT count(*)::int FROM payroll.export_days) AS held,
                (SELECT count(*)::int FROM payroll.hours_exports WHERE exported) AS flagged, (SELECT count(*)::int FROM payroll.outbox) AS events`,
      )
    )[0];

  beforeAll(async () => {
    database = await createTestDatabase('payroll_export_job');
    for (const [service, definition] of [
      ['api', apiService],
      ['time-engine', timeEngineService],
      ['leave', leaveService],
      ['payroll', payrollService],
    ] as const) {
      const source = createServiceDataSource({ service, url: database.url, entities: [], migrations: definition.migrations as never });
      await initialiseServiceDataSource(source, service);
      sources.push(source);
    }
    [api, , , payroll] = sources;
    job = new PayrollExportJob(runtimeOf(payroll, new ConnectionWatchdog(recordingLogger().logger, CHECK_EVERY_MS)), WORKER);

    const normal = randomUUID();
    await api.query("INSERT INTO api.pay_codes (id, name, code) VALUES ($1, 'Normal time', 'NT')", [normal]);
    payrollID = randomUUID();
    await api.query("INSERT INTO api.payrolls (id, name, number) VALUES ($1, 'Weekly', '0042')", [payrollID]);
    await api.query("INSERT INTO api.payroll_pay_code_mappings (id, payroll_id, value, pay_code_id) VALUES (gen_random_uuid(), $1, 'normal', $2)", [payrollID, normal]);
    const employees = [randomUUID(), randomUUID()];
    await api.query(
      `INSERT INTO api.employees (id, employee_number, external_employee_number, first_name, surname, time_zone, payroll_id, hourly_rate)
       SELECT id, '10' || n, '10' || n, 'Worker', 'No ' || n, 'Africa/Johannesburg', $2, 100 FROM unnest($1::uuid[]) WITH ORDINALITY AS e (id, n)`,
      [employees, payrollID],
    );
    await api.query(
      `INSERT INTO time_engine.employee_shifts (id, employee_id, shift_date, statuses, day_kind, normal_time_tot, calculated_at)
       SELECT gen_random_uuid(), e, d, '{1}', 'shift', 480, now() FROM unnest($1::uuid[]) AS e CROSS JOIN unnest($2::date[]) AS d`,
      [employees, [MONDAY, TUESDAY]],
    );
  });

  afterAll(async () => {
    for (const source of sources.reverse()) await source.destroy();
    await database?.drop();
  });

  beforeEach(async () => {
    // Row triggers refuse deleting an export; a test database's TRUNCATE is no row deletion.
    await payroll.query('TRUNCATE payroll.exports, payroll.export_days, payroll.export_file_parts, payroll.hours_exports, payroll.outbox');
  });

  it('writes the record, the days held, the flags with their events and tna.payroll.exported.v1 together', async () => {
    const result = await job.run(context(randomUUID()));
    expect(result).toMatchObject({ rows: 2, delta: false, totals: [{ payCode: 'NT', minutes: 1920, amount: 3200 }] });
    expect(await counts()).toEqual({ exports: 1, held: 2, flagged: 4, events: 3 });
    const events: { topic: string; envelope: { type: string; key: string; payload: Record<string, unknown> } }[] = await payroll.query('SELECT topic, envelope FROM payroll.outbox ORDER BY seq');
    expect(events.map((event) => event.envelope.type).sort()).toEqual(['HoursExportChanged', 'HoursExportChanged', 'PayrollExported']);
    const announced = events.find((event) => event.envelope.type === 'PayrollExported')!;
    expect(announced).toMatchObject({
      topic: 'tna.payroll.exported.v1',
      envelope: {
        key: result.exportID,
        payload: { exportID: result.exportID, payrollID, from: MONDAY, to: TUESDAY, templateID: GENERIC_CSV_TEMPLATE_ID, rows: 2, sha256: result.sha256, downloadUrl: result.downloadUrl, totals: result.totals },
      },
    });
    await expect(payroll.query('DELETE FROM payroll.exports')).rejects.toThrow(/never change/);
  });

  it('marks and announces only the days not flagged yet, each with its calculated day, by employee and date', async () => {
    const days: { id: string; employee_id: string; shift_date: string; employee_number: string }[] = await payroll.query(
      `SELECT s.id, s.employee_id, to_char(s.shift_date, 'YYYY-MM-DD') AS shift_date, e.employee_number
         FROM time_engine.employee_shifts s JOIN api.employees e ON e.id = s.employee_id ORDER BY e.employee_number, s.shift_date`,
    );
    const [first, second, third, fourth] = days;
    await payroll.query(
      `INSERT INTO payroll.hours_exports (employee_shift_id, employee_id, shift_date, exported, changed_by) VALUES ($1, $2, $3, true, $4)`,
      [second.id, second.employee_id, second.shift_date, userID],
    );
    await job.run(context(randomUUID()));
    expect((await counts()).flagged).toBe(4);
    const changed: { key: string; payload: unknown }[] = await payroll.query(
      "SELECT envelope->>'key' AS key, envelope->'payload' AS payload FROM payroll.outbox WHERE envelope->>'type' = 'HoursExportChanged' ORDER BY seq",
    );
    expect(changed).toEqual([
      { key: first.employee_id, payload: { employeeID: first.employee_id, exported: true, days: [{ employeeShiftID: first.id, shiftDate: first.shift_date }] } },
      {
        key: third.employee_id,
        payload: {
          employeeID: third.employee_id,
          exported: true,
          days: [
            { employeeShiftID: third.id, shiftDate: third.shift_date },
            { employeeShiftID: fourth.id, shiftDate: fourth.shift_date },
          ],
        },
      },
    ]);
    const [{ by }]: { by: string }[] = await payroll.query('SELECT changed_by AS by FROM payroll.hours_exports WHERE employee_shift_id = $1', [first.id]);
    expect(by).toBe(userID);
  });

  it('marking passes over a day flagged since the export read it, and announces only the days it changed', async () => {
    const days: { id: string; employee_id: string; shift_date: string }[] = await payroll.query(
      `SELECT s.id, s.employee_id, to_char(s.shift_date, 'YYYY-MM-DD') AS shift_date
         FROM time_engine.employee_shifts s JOIN api.employees e ON e.id = s.employee_id ORDER BY e.employee_number, s.shift_date`,
    );
    const flaggedBy = randomUUID();
    // Flagged by hand (HoursExported) after the export read the day as not exported.
    await payroll.query(`INSERT INTO payroll.hours_exports (employee_shift_id, employee_id, shift_date, exported, changed_by) VALUES ($1, $2, $3, true, $4)`, [
      days[0].id,
      days[0].employee_id,
      days[0].shift_date,
      flaggedBy,
    ]);
    await payroll.transaction((manager) =>
      markDaysExported(
        manager,
        days.map((day) => ({ employeeShiftID: day.id, employeeID: day.employee_id, shiftDate: day.shift_date })),
        { kind: 'user', id: userID },
      ),
    );
    const announced: { days: { employeeShiftID: string }[] }[] = await payroll.query(
      "SELECT envelope->'payload'->'days' AS days FROM payroll.outbox WHERE envelope->>'type' = 'HoursExportChanged' ORDER BY seq",
    );
    expect(announced.flatMap((event) => event.days.map((day) => day.employeeShiftID))).toEqual(days.slice(1).map((day) => day.id));
    const flags: { employee_shift_id: string; changed_by: string }[] = await payroll.query('SELECT employee_shift_id, changed_by FROM payroll.hours_exports WHERE exported ORDER BY employee_shift_id');
    expect(flags).toHaveLength(days.length);
    expect(flags.find((flag) => flag.employee_shift_id === days[0].id)?.changed_by).toBe(flaggedBy);
  });

  it('leaves nothing at all when the export stops before its end (a cancel at a chunk boundary)', async () => {
    const stopped = job.run(
      context(randomUUID(), async () => {
        throw new Error('job cancelled');
      }),
    );
    await expect(stopped).rejects.toThrow('job cancelled');
    expect(workers()).toEqual([]);
    expect(await counts()).toEqual({ exports: 0, held: 0, flagged: 0, events: 0 });
  });

  it('fails with the cause when the export fails in its worker, and leaves nothing', async () => {
    await expect(job.run(context(randomUUID(), undefined, randomUUID()))).rejects.toThrow(/no such export template/);
    expect(await counts()).toEqual({ exports: 0, held: 0, flagged: 0, events: 0 });
  });

  it('fails when its worker dies mid-export, and leaves nothing', async () => {
    const died = job.run(
      context(randomUUID(), async () => {
        // The worker has done a chunk and goes on: killed as an out-of-memory kill would.
        const [pid] = workers();
        process.kill(pid, 'SIGKILL');
        return undefined as never;
      }),
    );
    await expect(died).rejects.toThrow("the export's worker was killed by SIGKILL before its end");
    expect(await counts()).toEqual({ exports: 0, held: 0, flagged: 0, events: 0 });
  });

  it('goes on through a Ctrl-C or SIGTERM sent to the service\'s process group: the job, not the signal, ends its worker', async () => {
    const id = randomUUID();
    const made = await job.run(
      context(id, async (_done, work) => {
        for (const pid of workers()) {
          process.kill(pid, 'SIGINT');
          process.kill(pid, 'SIGTERM');
        }
        return payroll.transaction(work);
      }),
    );
    expect(made.rows).toBeGreaterThan(0);
    expect((await counts()).exports).toBe(1);
  });

  it('answers the stored export when a job that already made it runs again (taken over after a crash)', async () => {
    const id = randomUUID();
    const first = await job.run(context(id));
    const again = await job.run(context(id));
    expect(again).toEqual(first);
    expect((await counts()).exports).toBe(1);
  });

  it('fails, leaving nothing and no backend, when the network loses its connection mid-export, and exports when run again', async () => {
    // The whole service behind a network that can lose its connections silently, with its watchdog.
    const { proxy, url } = await throughLossyProxy(database.url);
    const { logger, lines } = recordingLogger();
    const watchdog = new ConnectionWatchdog(logger, CHECK_EVERY_MS);
    const lossy = await createServiceDataSource({ service: 'payroll', url, entities: [], migrations: [], watchdog }).initialize();
    watchdog.start(lossy);
    const countedForWorker = vi.spyOn(watchdog, 'addClosedByWorker');
    try {
      const lossyJob = new PayrollExportJob(runtimeOf(lossy, watchdog, logger), WORKER);
      const lost = lossyJob.run(
        context(randomUUID(), async (_done, work) => {
          // After a chunk: the worker's connection stops carrying bytes, its transaction still open.
          proxy.loseOpenConnections();
          return payroll.transaction(work);
        }),
      );
      // The worker's failure, not the service's lookup after it (its idle connection was lost too).
      const failure: unknown = await lost.catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Error);
      expect(failure).not.toBeInstanceOf(QueryFailedError);
      expect((failure as Error).message).toMatch(/Connection terminated/);
      expect(workers()).toEqual([]);
      expect(await counts()).toEqual({ exports: 0, held: 0, flagged: 0, events: 0 });
      // The worker's watchdog said so through the service's log, and the service counts it.
      const said = lines.find((line) => line.level === 'warn' && (line.fields as { process?: string }).process === 'payroll export worker');
      expect(said?.fields).toMatchObject({ job: expect.any(String), backend: expect.any(Number) });
      expect(countedForWorker).toHaveBeenCalledWith(1);
      // Its backend was ended, so the export's locks and transaction are gone too.
      expect(await payroll.query('SELECT pid FROM pg_stat_activity WHERE pid = $1', [(said!.fields as { backend: number }).backend])).toEqual([]);

      // Run again (the service's lost idle connections are dropped as they are met), it exports.
      await waitFor('the service to reach PostgreSQL again', () => lossy.query('SELECT 1').then(() => true));
      const made = await lossyJob.run(context(randomUUID()));
      expect(made.rows).toBe(2);
      expect(await counts()).toMatchObject({ exports: 1, held: 2 });
    } finally {
      await watchdog.stop();
      await lossy.destroy();
      await proxy.close();
    }
  }, 60_000);
});
