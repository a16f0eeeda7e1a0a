// The payroll export's own process (docs/payroll.md, "Memory"): PayrollExportJob forks this
// script and the export runs here, in one transaction on one pg client. It loads pg, the
// contracts and the export's domain and stores: no TypeORM, Nest, kafkajs or mail senders,
// which would hold about 90 MB of the process before the export began.
import { createHash, randomUUID } from 'node:crypto';
import { dataExportDownloadUrl, payrollParameters, type Actor, type DataExportJobResult, type DataExportTotal } from '@tna/contracts';
import type { SqlQueryable } from '@tna/platform';
import { ConnectionWatchdog, type WatchdogLogger } from '@tna/platform/connection-watchdog';
import { appendToOutbox, newEvent } from '@tna/platform/outbox';
import { withinTime } from '@tna/platform/within-time';
import { markDaysExported, type CoveredDay } from '../../hours-export/hours-export.store';
import { loadPayrollRunSetup, payrollRunChunks } from '../../payroll-values/payroll-run.store';
import { employeeExport } from '../domain/export-contents';
import { exportFileName } from '../domain/export-file-name';
import { findTemplate } from '../domain/presets';
import { ExportWriter } from '../domain/render-export';
import { findExportPayroll, insertExport, insertExportDays, insertExportFilePart, nextExportSeq, previousDays, type ExportEmployeeDays, type HeldDays } from '../payroll-export.store';
import type { PayrollExportJobData } from './payroll-export.job';

/**
 * Employees per chunk of an export, a tenth of the run's default: a chunk's days (and the next
 * chunk's, read meanwhile), its file part, days held and days marked with their events then die
 * young in V8's heap. With 500, all of it outlived the young collections, and its garbage in the
 * old generation set the export's peak memory (docs/payroll.md, "Speed").
 */
export const PAYROLL_EXPORT_CHUNK_EMPLOYEES = 50;

/** The export the job asks of the worker, its first message. */
export interface PayrollExportWorkerStart {
  readonly type: 'start';
  /** The payroll service's connection: its URL, options (search path, ...) and how long a connect may take. */
  readonly connection: { readonly connectionString: string; readonly options?: string; readonly connectionTimeoutMillis?: number };
  /** How often the service's connection watchdog checks; the worker's own checks its connection as often. */
  readonly watchdogCheckEveryMs: number;
  readonly jobID: string;
  readonly payload: PayrollExportJobData;
  readonly actor: Actor | null;
  readonly timeZone: string;
}

/** The job's answer to `ready`: the progress of every chunk is recorded, the export may commit. */
export interface PayrollExportWorkerCommit {
  readonly type: 'commit';
}

/**
 * What the worker tells the job: employees done after each chunk, ready to commit, then the
 * result or the error (with the lost connections its watchdog closed, for the service's count);
 * and its watchdog's log lines, which the service logs.
 */
export type PayrollExportWorkerMessage =
  | { readonly type: 'progress'; readonly done: number }
  | { readonly type: 'ready' }
  | { readonly type: 'done'; readonly result: DataExportJobResult }
  | { readonly type: 'failed'; readonly message: string; readonly stack: string; readonly connectionsClosed: number }
  | { readonly type: 'log'; readonly level: keyof WatchdogLogger; readonly fields: object; readonly message: string };

/**
 * One export (docs/payroll.md, "Export"): the payroll's employees streamed from PostgreSQL a
 * chunk at a time through the value calculation and the template's writer, in the caller's
 * transaction, which also takes the export record, what it held per employee-day, the exported
 * flag of every day it covered (with HoursExportChanged) and tna.payroll.exported.v1: an export
 * is all there or not at all. `chunkDone` hears the employees done after each chunk.
 */
export async function exportPayroll(
  db: SqlQueryable,
  job: { id: string; payload: PayrollExportJobData; actor: Actor | null },
  timeZone: string,
  chunkDone: (done: number) => void,
): Promise<DataExportJobResult> {
  const request = job.payload;
  const actor = job.actor;
  if (actor?.kind !== 'user') throw new Error('an export is made by a user');
  const template = findTemplate(request.templateID);
  if (!template) throw new Error(`no such export template: ${request.templateID}`);
  const payroll = await findExportPayroll(db, request.payrollID);
  const setup = await loadPayrollRunSetup(db, request.payrollID, request);
  if (!payroll || !setup) throw new Error(`no such payroll: ${request.payrollID}`);
  const parameters = payrollParameters(payroll.parameters);
  if (!parameters) throw new Error(`payroll ${payroll.name}: its parameters do not read "type,type;value,value"`);
  const exportID = randomUUID();
  const seq = await nextExportSeq(db);
  const createdAt = new Date();
  const writer = new ExportWriter(template, {
    payroll: { name: payroll.name, number: payroll.number, exportFileVersion: payroll.exportFileVersion, parameters },
    from: request.from,
    to: request.to,
    createdAt: createdAt.toISOString(),
  });
  // The file is stored a part per chunk of employees as it is rendered: only the current part is held.
  const hash = createHash('sha256');
  let pending: string[] = [];
  let parts = 0;
  const write = (pieces: string[]) => {
    for (const piece of pieces) pending.push(piece);
  };
  const storePart = async () => {
    if (pending.length === 0) return;
    const bytes = Buffer.from(pending.join(''), 'utf8');
    pending = [];
    hash.update(bytes);
    await insertExportFilePart(db, exportID, parts++, bytes);
  };
  const totals = new Map<string, { minutes: number; cents: number }>();
  let rows = 0;
  let delta = false;
  let done = 0;
  const perDay = template.granularity === 'employeeDayPayCode';
  write(writer.begin());
  for await (const chunk of payrollRunChunks(db, setup, request, timeZone, PAYROLL_EXPORT_CHUNK_EMPLOYEES)) {
    const employeeIDs = chunk.employees.map((employee) => employee.id);
    // A full export sends no difference, but "not yet exported" still needs what payroll holds: it keeps a flagged day whose values changed since.
    const previous =
      request.full && !request.notYetExported ? new Map<string, HeldDays>() : await previousDays(db, payroll.id, employeeIDs, request.from, request.to, request.notYetExported);
    const held: ExportEmployeeDays[] = [];
    const toMark: CoveredDay[] = [];
    for (const { employee, input, dayIDs } of chunk) {
      const earlier = previous.get(employee.id);
      const part = employeeExport(input, earlier?.payCodes ?? new Map(), request.full, earlier?.flagged);
      delta ||= part.delta;
      for (const line of perDay ? part.dayLines() : part.payCodeLines) {
        write(
          writer.push({
            employeeNumber: employee.employeeNumber,
            firstName: employee.firstName ?? '',
            surname: employee.surname ?? '',
            payCode: line.payCode,
            payCodeName: setup.payCodeNames.get(line.payCode) ?? line.payCode,
            ...(line.date === undefined ? {} : { date: line.date }),
            minutes: line.minutes,
            amount: line.amount,
            hourlyRate: input.hourlyRate,
            multiplier: input.payCodes[line.payCode] ?? 1,
          }),
        );
        rows += 1;
        const total = totals.get(line.payCode) ?? { minutes: 0, cents: 0 };
        total.minutes += line.minutes;
        total.cents += Math.round(line.amount * 100);
        totals.set(line.payCode, total);
      }
      held.push({ employeeID: employee.id, days: part.days });
      // Only the covered days not flagged yet change (a repeated export marks nothing). The
      // covered days are some of the input's, both in date order: one walk finds each one's id.
      let at = 0;
      for (const { date } of part.days) {
        while (input.days[at].date !== date) at += 1;
        if (!input.days[at].exported) toMark.push({ employeeShiftID: dayIDs[at], employeeID: employee.id, shiftDate: date });
      }
    }
    await storePart();
    await insertExportDays(db, exportID, seq, request, held);
    await markDaysExported(db, toMark, actor);
    done += chunk.employees.length;
    chunkDone(done);
  }
  write(writer.end());
  await storePart();

  const sha256 = hash.digest('hex');
  const totalList: DataExportTotal[] = [...totals]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([payCode, total]) => ({ payCode, minutes: total.minutes, amount: total.cents / 100 }));
  const fileName = exportFileName(template, payroll, request, createdAt);
  // What the record and the event both say of the export.
  const made = { from: request.from, to: request.to, full: request.full, delta, rows, totals: totalList, sha256, fileName };
  await insertExport(db, {
    ...made,
    id: exportID,
    seq,
    jobID: job.id,
    payroll,
    template,
    approvedOnly: request.approvedOnly,
    notYetExported: request.notYetExported,
    createdBy: actor.id,
  });
  const downloadUrl = dataExportDownloadUrl(exportID);
  await appendToOutbox(db, [
    newEvent(
      'PayrollExported',
      exportID,
      {
        ...made,
        exportID,
        payrollID: payroll.id,
        payrollName: payroll.name,
        templateID: template.id,
        templateName: template.name,
        templateVersion: template.version,
        downloadUrl,
      },
      { actor },
    ),
  ]);
  return { exportID, downloadUrl, rows, totals: totalList, sha256, delta };
}

/**
 * The worker's whole life: one `start` from the job, the export in a transaction, progress after
 * each chunk, `ready` and the job's `commit` (so a cancel the job saw at the last chunk boundary
 * still rolls back), COMMIT, the result. Any error is sent to the job and rolls back. The job
 * ends the process on a cancel; if the job's process goes, so does this one (the IPC channel
 * closes), and PostgreSQL rolls back what the closed connection left open.
 */
async function work(start: PayrollExportWorkerStart): Promise<void> {
  const send = (message: PayrollExportWorkerMessage) => new Promise<void>((resolve, reject) => process.send!(message, (error: Error | null) => (error ? reject(error) : resolve())));
  const said = (level: keyof WatchdogLogger) => (fields: object, message: string) => void send({ type: 'log', level, fields, message }).catch(() => undefined);
  // A connection the network lost silently would hold the export (and its locks) until TCP gives
  // up, some 15 minutes: closed as in the services (docs/architecture.md, "Data"), the waiting
  // statement fails and so does the export, which leaves nothing.
  const watchdog = new ConnectionWatchdog({ warn: said('warn'), debug: said('debug') }, start.watchdogCheckEveryMs);
  const connection = { ...start.connection, application_name: 'tna-payroll-export' };
  // Its client listens for 'error' (ListeningClient): a lost connection fails the statement waiting on it, which reports it.
  const client = new watchdog.Client(connection);
  watchdog.start(connection);
  try {
    await client.connect();
    const db: SqlQueryable = { query: async (sql, parameters) => (await client.query(sql, parameters)).rows };
    await db.query('BEGIN');
    const result = await exportPayroll(db, { id: start.jobID, payload: start.payload, actor: start.actor }, start.timeZone, (done) => void send({ type: 'progress', done }));
    const commit = new Promise<PayrollExportWorkerCommit>((resolve) => process.once('message', resolve));
    await send({ type: 'ready' });
    await commit;
    await db.query('COMMIT');
    await send({ type: 'done', result });
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    await send({ type: 'failed', message: failure.message, stack: failure.stack ?? failure.message, connectionsClosed: watchdog.stats.closed }).catch(() => undefined);
    process.exitCode = 1;
  } finally {
    // Ending politely is bounded: a check under way, or a connection lost after COMMIT's answer
    // (its end waits for a reply that never comes), must not hold the job, which waits for the exit.
    await withinTime(Promise.all([watchdog.stop(), client.end().catch(() => undefined)]), start.watchdogCheckEveryMs, 'the export\'s connection did not end').catch(() => undefined);
  }
  // The IPC channel would keep the process alive.
  process.exit();
}

if (require.main === module) {
  process.once('disconnect', () => process.exit(1));
  // Ctrl-C or a service manager signals the service's whole process group: the job, not the
  // signal, ends this process (SIGKILL at a chunk boundary, so the job goes back to the queue),
  // and it ends anyway when the service's process goes (disconnect).
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => undefined);
  process.once('message', (start: PayrollExportWorkerStart) => void work(start));
}
