import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { REPORT_OUTPUTS, type ReportStarted } from '@tna/contracts';
import { defaultTimeZone, enqueue, JobRunner, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { API_JOB_RUNNER, API_URGENT_JOB_RUNNER } from '../../../jobs/api-job-runner';
import { validationFailed } from '../../../setup/record-sql.util';
import type { ReportContext } from '../../domain/report';
import { periodProblem } from '../../domain/report-range';
import { reportJobKind } from '../../jobs/report.job';
import { REPORT_DEFINITIONS } from '../../report-definitions';
import { selectEmployees } from '../../reports.store';
import { GenerateReportCommand } from './generate-report.command';

const refuse = (field: string, message: string) => validationFailed([{ field, message }]);

/**
 * Every Generate call (docs/reports.md, "Jobs and downloads"), its body already checked with the
 * report's request class (the route's ValidationPipe): the shared rules (the period, the outputs
 * the report offers, whom), the employees resolved now (the job works on who was selected when it
 * was asked for), and the report job queued in the same transaction; answers its id. Nothing is
 * queued for a refused call.
 */
@CommandHandler(GenerateReportCommand)
export class GenerateReportHandler implements ICommandHandler<GenerateReportCommand, ReportStarted> {
  constructor(
    @Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime,
    @Inject(API_JOB_RUNNER) private readonly jobs: JobRunner,
    @Inject(API_URGENT_JOB_RUNNER) private readonly urgentJobs: JobRunner,
  ) {}

  async execute({ call, request, userID }: GenerateReportCommand): Promise<ReportStarted> {
    const definition = REPORT_DEFINITIONS.find((candidate) => candidate.call === call)!;
    const range = periodProblem(request.from, request.to);
    if (range) throw refuse(range.field, range.message);
    const outputs = definition.outputs ?? REPORT_OUTPUTS;
    if (!outputs.includes(request.output)) throw refuse('output', `${definition.title} is made as ${outputs.join(', ')}, not ${request.output}`);

    const jobID = await this.runtime.dataSource.transaction(async (manager) => {
      const selected = await selectEmployees(manager, request);
      if (!('employeeIDs' in selected)) throw refuse(selected.field, selected.message);
      const context: ReportContext = {
        from: request.from,
        to: request.to,
        employeeIDs: selected.employeeIDs,
        groupBy: request.groupBy ?? null,
        heading: request.heading?.trim() || null,
        output: request.output,
        timeZone: defaultTimeZone(this.runtime.config),
      };
      // The employees travel once, in the context.
      const options = { ...request, employeeIDs: undefined };
      return enqueue(manager, reportJobKind(definition), { report: definition.kind, request: options, context }, { kind: 'user', id: userID }, 0);
    });
    (definition.urgent ? this.urgentJobs : this.jobs).kick();
    return { jobID };
  }
}
