import { fork } from 'node:child_process';
import { join } from 'node:path';
import type { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions';
import { dataExportDownloadUrl, type DataExportJobResult } from '@tna/contracts';
import { defaultTimeZone, jobKind, type JobContext, type JobHandler, type ServiceRuntime } from '@tna/platform';
import type { PayrollRunRequest } from '../../payroll-values/domain/payroll-run';
import { countPayrollEmployees, exportOfJob } from '../payroll-export.store';
import type { PayrollExportWorkerCommit, PayrollExportWorkerMessage, PayrollExportWorkerStart } from './payroll-export.worker';

/** An export as the command checked it: options resolved (ExportHoursToPayroll's defaults applied). */
export interface PayrollExportJobData extends PayrollRunRequest {
  readonly templateID: string;
  readonly approvedOnly: boolean;
  readonly notYetExported: boolean;
  readonly full: boolean;
}

export const PAYROLL_EXPORT = jobKind<PayrollExportJobData>('payroll-export');

/** The worker's compiled script, beside this file's (services/dist in every mode the product runs in). */
export const PAYROLL_EXPORT_WORKER = join(__dirname, 'payroll-export.worker.js');

/**
 * The worker's node flags, for its bounded live set (docs/payroll.md, "Memory"): V8's defaults
 * are sized from the machine's memory and let garbage grow the old generation to about four
 * times what is alive before a full collection; with a limit it collects far sooner (128 MB is
 * more than twice the export's live heap). Young-generation semi-spaces of 8 MB instead of 16:
 * about 18 MB less at most, for no CPU time the bench could tell apart.
 */
export const PAYROLL_EXPORT_WORKER_NODE_ARGS: readonly string[] = ['--max-old-space-size=128', '--max-semi-space-size=8'];

/**
 * One export (docs/payroll.md, "Export"), run in a process of its own (payroll-export.worker.ts,
 * `exportPayroll`): the export's whole transaction is there, so the service's process neither
 * holds it nor grows with it. This job records the worker's progress after each chunk (so GetJob
 * shows it), lets it commit only once every chunk's progress is recorded, and ends it at a chunk
 * boundary when the job is cancelled, the runner stops or the job is lost: its transaction then
 * rolls back. A worker that fails or dies fails the job with its cause.
 */
export class PayrollExportJob implements JobHandler<PayrollExportJobData> {
  readonly kind = PAYROLL_EXPORT;

  constructor(
    private readonly runtime: ServiceRuntime,
    private readonly workerScript: string = PAYROLL_EXPORT_WORKER,
  ) {}

  async run(job: JobContext<PayrollExportJobData>): Promise<DataExportJobResult> {
    const { dataSource } = this.runtime;
    // A worker that died after the export committed but before it ended the job: the export stands.
    const stored = async () => {
      const made = await exportOfJob(dataSource, job.id);
      return made && { exportID: made.id, downloadUrl: dataExportDownloadUrl(made.id), rows: made.rows, totals: made.totals, sha256: made.sha256, delta: made.delta };
    };
    const made = await stored();
    if (made) return made;
    await job.setTotal(await countPayrollEmployees(dataSource, job.payload.payrollID));
    let result: DataExportJobResult;
    try {
      result = await this.inWorker(job);
    } catch (error) {
      // The worker's cause stands unless the export is found; one that committed while the lookup
      // fails too (the database away) is stored and listed, and its job fails all the same.
      const committed = await stored().catch(() => undefined);
      if (!committed) throw error;
      result = committed;
    }
    this.runtime.relay.kick();
    return result;
  }

  private inWorker(job: JobContext<PayrollExportJobData>): Promise<DataExportJobResult> {
    const { url, extra } = this.runtime.dataSource.options as PostgresConnectionOptions;
    const { options, connectionTimeoutMillis } = (extra ?? {}) as { options?: string; connectionTimeoutMillis?: number };
    const start: PayrollExportWorkerStart = {
      type: 'start',
      connection: { connectionString: url!, options, connectionTimeoutMillis },
      watchdogCheckEveryMs: this.runtime.watchdog.checkEveryMs,
      jobID: job.id,
      payload: job.payload,
      actor: job.requestedBy,
      timeZone: defaultTimeZone(this.runtime.config),
    };
    const worker = fork(this.workerScript, [], { execArgv: [...PAYROLL_EXPORT_WORKER_NODE_ARGS], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    // A message to a worker that has died is lost: its exit says why.
    const send = (message: PayrollExportWorkerStart | PayrollExportWorkerCommit) => worker.send(message, () => undefined);
    return new Promise((resolve, reject) => {
      let outcome: { result: DataExportJobResult } | { error: unknown } | undefined;
      const fail = (error: unknown) => {
        if (outcome) return;
        outcome = { error };
        worker.kill('SIGKILL');
      };
      // Each chunk's progress is recorded in order; the first refusal (cancel, stopping, lost) ends the worker.
      let recorded = Promise.resolve();
      worker.on('message', (message: PayrollExportWorkerMessage) => {
        if (message.type === 'progress') {
          recorded = recorded.then(() => job.chunk(Math.min(message.done, job.total), async () => undefined));
          recorded.catch(fail);
        } else if (message.type === 'ready') {
          recorded.then(() => send({ type: 'commit' }), fail);
        } else if (message.type === 'done') {
          outcome ??= { result: message.result };
        } else if (message.type === 'log') {
          this.runtime.logger[message.level]({ ...message.fields, job: job.id, process: 'payroll export worker' }, message.message);
        } else {
          this.runtime.watchdog.addClosedByWorker(message.connectionsClosed);
          fail(Object.assign(new Error(message.message), { stack: message.stack }));
        }
      });
      const settle = () => {
        if (outcome && 'result' in outcome) resolve(outcome.result);
        else reject(outcome!.error);
      };
      // A worker that could not be started may never exit.
      worker.on('error', (error) => {
        fail(error);
        if (worker.pid === undefined) settle();
      });
      // 'close' comes after the worker's last messages, which 'exit' may overtake.
      worker.on('close', (code, signal) => {
        fail(new Error(`the export's worker ${signal ? `was killed by ${signal}` : `exited with ${code}`} before its end`));
        settle();
      });
      send(start);
    });
  }
}
