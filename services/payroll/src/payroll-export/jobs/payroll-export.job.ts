import { createHash, randomUUID } from 'node:crypto';
import { dataExportDownloadUrl, payrollParameters, type DataExportJobResult, type DataExportTotal } from '@tna/contracts';
import { appendToOutbox, defaultTimeZone, jobKind, newEvent, type JobContext, type JobHandler, type ServiceRuntime } from '@tna/platform';
import { markDaysExported, type CoveredDay } from '../../hours-export/hours-export.store';
import type { PayrollRunRequest } from '../../payroll-values/domain/payroll-run';
import { loadPayrollRunSetup, payrollRunChunks } from '../../payroll-values/payroll-run.store';
import { employeeExport } from '../domain/export-contents';
import { findTemplate } from '../domain/presets';
import { ExportWriter } from '../domain/render-export';
import {
  countPayrollEmployees,
  exportOfJob,
  findExportPayroll,
  insertExport,
  insertExportDays,
  insertExportFilePart,
  nextExportSeq,
  previousDays,
  type ExportEmployeeDays,
} from '../payroll-export.store';
import { exportFileName } from '../domain/export-file-name';

/** An export as the command checked it: options resolved (ExportHoursToPayroll's defaults applied). */
export interface PayrollExportJobData extends PayrollRunRequest {
  readonly templateID: string;
  readonly approvedOnly: boolean;
  readonly notYetExported: boolean;
  readonly full: boolean;
}

export const PAYROLL_EXPORT = jobKind<PayrollExportJobData>('payroll-export');

/**
 * Employees per chunk of an export, a tenth of the run's default: a chunk's days (and the next
 * chunk's, read meanwhile), its file part, days held and days marked with their events then die
 * young in V8's heap. With 500, all of it outlived the young collections, and its garbage in the
 * old generation set the export's peak memory (docs/payroll.md, "Speed").
 */
export const PAYROLL_EXPORT_CHUNK_EMPLOYEES = 50;

/**
 * One export (docs/payroll.md, "Export"): the payroll's employees streamed from PostgreSQL a
 * chunk at a time through the value calculation and the template's writer, all in ONE
 * transaction that also stores the export record, what it held per employee-day, the exported
 * flag of every day it covered (with HoursExportChanged) and tna.payroll.exported.v1: an export
 * is all there or not at all. Progress (employees done) commits apart after each chunk, so
 * GetJob shows it and a cancel stops the export at a chunk boundary, rolling it back.
 */
export class PayrollExportJob implements JobHandler<PayrollExportJobData> {
  readonly kind = PAYROLL_EXPORT;

  constructor(private readonly runtime: ServiceRuntime) {}

  async run(job: JobContext<PayrollExportJobData>): Promise<DataExportJobResult> {
    const { dataSource } = this.runtime;
    const request = job.payload;
    // A worker that died after the export committed but before it ended the job: the export stands.
    const made = await exportOfJob(dataSource, job.id);
    if (made) return { exportID: made.id, downloadUrl: dataExportDownloadUrl(made.id), rows: made.rows, totals: made.totals, sha256: made.sha256, delta: made.delta };
    const actor = job.requestedBy;
    if (actor?.kind !== 'user') throw new Error('an export is made by a user');
    const template = findTemplate(request.templateID);
    if (!template) throw new Error(`no such export template: ${request.templateID}`);
    await job.setTotal(await countPayrollEmployees(dataSource, request.payrollID));

    const result = await dataSource.transaction(async (manager): Promise<DataExportJobResult> => {
      const payroll = await findExportPayroll(manager, request.payrollID);
      const setup = await loadPayrollRunSetup(manager, request.payrollID, request);
      if (!payroll || !setup) throw new Error(`no such payroll: ${request.payrollID}`);
      const parameters = payrollParameters(payroll.parameters);
      if (!parameters) throw new Error(`payroll ${payroll.name}: its parameters do not read "type,type;value,value"`);
      const exportID = randomUUID();
      const seq = await nextExportSeq(manager);
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
        await insertExportFilePart(manager, exportID, parts++, bytes);
      };
      const totals = new Map<string, { minutes: number; cents: number }>();
      let rows = 0;
      let delta = false;
      let done = 0;
      const perDay = template.granularity === 'employeeDayPayCode';
      write(writer.begin());
      for await (const chunk of payrollRunChunks(manager, setup, request, defaultTimeZone(this.runtime.config), PAYROLL_EXPORT_CHUNK_EMPLOYEES)) {
        const previous = request.full ? new Map() : await previousDays(manager, chunk.employees.map((employee) => employee.id), request.from, request.to);
        const held: ExportEmployeeDays[] = [];
        const toMark: CoveredDay[] = [];
        for (const { employee, input, dayIDs } of chunk) {
          const part = employeeExport(input, previous.get(employee.id) ?? new Map(), request.full);
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
        await insertExportDays(manager, exportID, seq, request, held);
        await markDaysExported(manager, toMark, actor);
        done += chunk.employees.length;
        await job.chunk(Math.min(done, job.total), async () => undefined);
      }
      write(writer.end());
      await storePart();

      const sha256 = hash.digest('hex');
      const totalList: DataExportTotal[] = [...totals]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([payCode, total]) => ({ payCode, minutes: total.minutes, amount: total.cents / 100 }));
      const fileName = exportFileName(template, payroll, request, createdAt);
      await insertExport(manager, {
        id: exportID,
        seq,
        jobID: job.id,
        payroll,
        from: request.from,
        to: request.to,
        template,
        approvedOnly: request.approvedOnly,
        notYetExported: request.notYetExported,
        full: request.full,
        delta,
        rows,
        totals: totalList,
        sha256,
        fileName,
        createdBy: actor.id,
      });
      const downloadUrl = dataExportDownloadUrl(exportID);
      await appendToOutbox(manager, [
        newEvent(
          'PayrollExported',
          exportID,
          {
            exportID,
            payrollID: payroll.id,
            payrollName: payroll.name,
            from: request.from,
            to: request.to,
            templateID: template.id,
            templateName: template.name,
            templateVersion: template.version,
            full: request.full,
            delta,
            rows,
            totals: totalList,
            sha256,
            fileName,
            downloadUrl,
          },
          { actor },
        ),
      ]);
      return { exportID, downloadUrl, rows, totals: totalList, sha256, delta };
    });
    this.runtime.relay.kick();
    return result;
  }
}
