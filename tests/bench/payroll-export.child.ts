// The export part of `npm run bench:payroll` (payroll.bench.ts), in a process of its own: only
// the payroll service's export job and one pg DataSource are loaded, so the resident memory it
// reports is the export's, not the bench's (which holds four services' migrations and the value
// calculation's answers). The parent forks it with the export's payload and gets one message
// back: the seconds, the RSS before and at most (sampled every 50 ms, and the kernel's VmHWM),
// and what was stored.
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createServiceDataSource, type JobContext, type ServiceRuntime } from '@tna/platform';
import { PayrollExportJob, type PayrollExportJobData } from '../../services/payroll/src/payroll-export/jobs/payroll-export.job';

export interface ExportChildRequest {
  url: string;
  payload: PayrollExportJobData;
  userID: string;
}

export interface ExportChildAnswer {
  ms: number;
  rssBefore: number;
  rssPeak: number;
  /** The kernel's high-water mark of the process's resident memory, start-up included. */
  vmHwm: number;
  rows: number;
  bytes: number;
  employeesHeld: number;
  daysExported: number;
  totals: { payCode: string; minutes: number; amount: number }[];
}

async function main(): Promise<void> {
  const request = JSON.parse(process.argv[2]) as ExportChildRequest;
  const dataSource = await createServiceDataSource({ service: 'payroll', url: request.url, entities: [], migrations: [] }).initialize();
  try {
    const runtime = { service: 'payroll', config: { TNA_TIME_ZONE: 'UTC' }, dataSource, relay: { kick: () => undefined } } as unknown as ServiceRuntime;
    const job = new PayrollExportJob(runtime);
    const rssBefore = process.memoryUsage.rss();
    let rssPeak = rssBefore;
    const sampling = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage.rss())), 50);
    const started = Date.now();
    const result = await job.run(jobContext(dataSource, request.payload, request.userID));
    const ms = Date.now() - started;
    clearInterval(sampling);
    rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
    const vmHwm = Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))![1]) * 1024;
    const [stored] = await dataSource.query(
      `SELECT octet_length(file)::int AS bytes, (SELECT count(*)::int FROM payroll.export_days WHERE export_id = $1) AS "employeesHeld",
              (SELECT count(*)::int FROM payroll.hours_exports WHERE exported) AS "daysExported"
         FROM payroll.exports WHERE id = $1`,
      [result.exportID],
    );
    const answer: ExportChildAnswer = { ms, rssBefore, rssPeak, vmHwm, rows: result.rows, ...stored, totals: result.totals };
    process.send!(answer);
  } finally {
    await dataSource.destroy();
  }
}

/** What the job runner gives a job, without a runner: each chunk's progress is simply its own transaction. */
function jobContext(dataSource: DataSource, payload: PayrollExportJobData, userID: string): JobContext<PayrollExportJobData> {
  return {
    id: randomUUID(),
    payload,
    requestedBy: { kind: 'user', id: userID },
    done: 0,
    total: 0,
    partialResult: null,
    setTotal: async () => undefined,
    chunk: (_done, work) => dataSource.transaction(work),
  };
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
