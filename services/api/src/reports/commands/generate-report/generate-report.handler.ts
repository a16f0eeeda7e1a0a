import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EntityManager } from 'typeorm';
import { REPORT_OUTPUTS, type ReportRequest, type ReportStarted } from '@tna/contracts';
import { defaultTimeZone, enqueue, JobRunner, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { API_JOB_RUNNER, API_URGENT_JOB_RUNNER } from '../../../jobs/api-job-runner';
import { validationFailed } from '../../../setup/record-sql.util';
import type { ReportContext } from '../../domain/report';
import { reportRangeProblem } from '../../domain/report-range';
import { reportJobKind } from '../../jobs/report.job';
import { REPORT_DEFINITIONS } from '../../report-definitions';
import { everyEmployee, reportFilterMembers, unknownEmployees } from '../../reports.store';
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
    const range = reportRangeProblem(request.from, request.to);
    if (range) throw refuse(range.field, range.message);
    const outputs = definition.outputs ?? REPORT_OUTPUTS;
    if (!outputs.includes(request.output)) throw refuse('output', `${definition.title} is made as ${outputs.join(', ')}, not ${request.output}`);
    if (request.employeeIDs !== undefined && request.reportFilterID !== undefined) throw refuse('reportFilterID', 'Give employeeIDs or reportFilterID, not both');

    const jobID = await this.runtime.dataSource.transaction(async (manager) => {
      const context: ReportContext = {
        from: request.from,
        to: request.to,
        employeeIDs: await this.employees(manager, request),
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

  /** Whom the report covers: the employees named, a saved report filter's members, or every employee; never nobody. */
  private async employees(manager: EntityManager, request: ReportRequest): Promise<string[]> {
    if (request.employeeIDs !== undefined) {
      const ids = [...new Set(request.employeeIDs)];
      if (ids.length === 0) throw refuse('employeeIDs', 'employeeIDs must name at least one employee');
      const unknown = await unknownEmployees(manager, ids);
      if (unknown.length > 0) throw refuse('employeeIDs', `No employee has the id ${unknown[0]}`);
      return ids;
    }
    if (request.reportFilterID !== undefined) {
      const members = await reportFilterMembers(manager, request.reportFilterID);
      if (members === undefined) throw refuse('reportFilterID', `No employee filter has the id ${request.reportFilterID}`);
      if (members.length === 0) throw refuse('reportFilterID', 'The employee filter selects no employee');
      return members;
    }
    const everyone = await everyEmployee(manager);
    if (everyone.length === 0) throw refuse('employeeIDs', 'There are no employees to report on');
    return everyone;
  }
}
