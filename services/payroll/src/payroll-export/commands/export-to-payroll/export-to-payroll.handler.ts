import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { GENERIC_CSV_TEMPLATE_ID, payrollParameters, type ExportToPayrollResult } from '@tna/contracts';
import { CommandRefusedError, enqueue } from '@tna/platform';
import { payrollRunProblem } from '../../../payroll-values/domain/payroll-run';
import { findTemplate } from '../../domain/presets';
import { missingTemplateParameters } from '../../domain/render-export';
import { PAYROLL_EXPORT, type PayrollExportJobData } from '../../jobs/payroll-export.job';
import { findExportPayroll } from '../../payroll-export.store';
import { ExportToPayrollCommand } from './export-to-payroll.command';

/**
 * Refuses what the export could not do with a 400 naming the field (the range, the payroll, the
 * template, a template parameter the payroll lacks), so that a job never starts to fail; then
 * queues the export job and answers its id. ExportHoursToPayroll is the hands-off form: the
 * Generic CSV unless a template is named, and only approved days not yet exported unless told.
 */
@CommandHandler(ExportToPayrollCommand)
export class ExportToPayrollHandler implements ICommandHandler<ExportToPayrollCommand, ExportToPayrollResult> {
  async execute({ call, request, actor, manager }: ExportToPayrollCommand): Promise<ExportToPayrollResult> {
    // Exported days record who marked them: an export needs a person.
    if (actor?.kind !== 'user') throw new CommandRefusedError(403, 'Unauthorized access');
    const problem = payrollRunProblem(request);
    if (problem) throw new CommandRefusedError(400, problem.message, problem.field);
    const byDefault = call === 'ExportHoursToPayroll';
    if (!byDefault && request.templateID === undefined) throw new CommandRefusedError(400, 'templateID is required', 'templateID');
    const templateID = request.templateID ?? GENERIC_CSV_TEMPLATE_ID;
    const template = findTemplate(templateID);
    if (!template) throw new CommandRefusedError(400, `no such export template: ${templateID}`, 'templateID');
    const payroll = await findExportPayroll(manager, request.payrollID);
    if (!payroll) throw new CommandRefusedError(400, `no such payroll: ${request.payrollID}`, 'payrollID');
    const parameters = payrollParameters(payroll.parameters);
    if (!parameters) throw new CommandRefusedError(400, `payroll ${payroll.name}: its parameters do not read "type,type;value,value"`, 'payrollID');
    const missing = missingTemplateParameters(template, parameters);
    if (missing.length > 0) {
      throw new CommandRefusedError(400, `payroll ${payroll.name} lacks the parameter${missing.length > 1 ? 's' : ''} ${missing.join(', ')} that ${template.name} needs`, 'payrollID');
    }
    const data: PayrollExportJobData = {
      payrollID: request.payrollID,
      from: request.from,
      to: request.to,
      templateID,
      approvedOnly: request.approvedOnly ?? byDefault,
      notYetExported: request.notYetExported ?? byDefault,
      full: request.full ?? false,
    };
    return { jobID: await enqueue(manager, PAYROLL_EXPORT, data, actor) };
  }
}
