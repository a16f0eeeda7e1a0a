import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Ctx, Payload } from '@nestjs/microservices';
import type { ExportToPayrollRequest, ExportToPayrollResult } from '@tna/contracts';
import { CommandContext, CommandPattern, JobRunner } from '@tna/platform';
import { ExportToPayrollCommand } from './commands/export-to-payroll/export-to-payroll.command';

/** The two export calls as the api sends them; the job they queue is started at once. */
@Controller()
export class PayrollExportController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly jobs: JobRunner,
  ) {}

  @CommandPattern('ExportHoursToPayroll')
  exportHours(@Payload() request: ExportToPayrollRequest, @Ctx() context: CommandContext): Promise<ExportToPayrollResult> {
    return this.queue(new ExportToPayrollCommand('ExportHoursToPayroll', request, context.envelope.actor, context.manager));
  }

  @CommandPattern('DataExportFromTemplate')
  exportFromTemplate(@Payload() request: ExportToPayrollRequest, @Ctx() context: CommandContext): Promise<ExportToPayrollResult> {
    return this.queue(new ExportToPayrollCommand('DataExportFromTemplate', request, context.envelope.actor, context.manager));
  }

  private async queue(command: ExportToPayrollCommand): Promise<ExportToPayrollResult> {
    const answer: ExportToPayrollResult = await this.commandBus.execute(command);
    this.jobs.kick();
    return answer;
  }
}
