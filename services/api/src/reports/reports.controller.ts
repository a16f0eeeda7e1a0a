import { Readable } from 'node:stream';
import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { isUuid, ReportFilterEmployeesRequest, type ListResult, type ReportRequest, type ReportFilterEmployee, type ReportFilterEmployeesInitializeResult, type ReportDefaults, type ReportStarted } from '@tna/contracts';
import { defaultTimeZone, runtimeToken, type ServiceRuntime } from '@tna/platform';
import type { AuthenticatedRequest } from '../auth/call.guard';
import { validationFailed } from '../setup/record-sql.util';
import { GenerateReportCommand } from './commands/generate-report/generate-report.command';
import { REPORT_DEFINITIONS } from './report-definitions';
import { DownloadReportQuery } from './queries/download-report/download-report.query';
import type { ReportDownloadFile } from './queries/download-report/download-report.handler';
import { ReportFilterEmployeesCreateQuery } from './queries/report-filter-employees-create/report-filter-employees-create.query';
import { ReportFilterEmployeesInitializeQuery } from './queries/report-filter-employees-initialize/report-filter-employees-initialize.query';

/**
 * Reports (docs/reports.md): each Generate call starts a report job from its definition in
 * REPORT_DEFINITIONS; DownloadReport serves a finished report's file to whoever asked for it; the
 * employee selection calls list what a report can be made for. The guard has checked rptReport.
 */
@Controller('api')
export class ReportsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    @Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime,
  ) {}

  /** Every Generate route (added below, one per definition) comes here with its call's name. */
  generate(call: string, request: ReportRequest, http: AuthenticatedRequest): Promise<ReportStarted> {
    return this.commandBus.execute(new GenerateReportCommand(call, request, http.user!.userID));
  }

  /** The installation's zone: the Evacuation page's "now" is the wall time there, not the browser's. */
  @Get('GetReportDefaults')
  defaults(): ReportDefaults {
    return { timeZone: defaultTimeZone(this.runtime.config) };
  }

  @Post('ReportFilterEmployeesInitialize')
  @HttpCode(200)
  filterKeys(): Promise<ReportFilterEmployeesInitializeResult> {
    return this.queryBus.execute(new ReportFilterEmployeesInitializeQuery());
  }

  @Post('reportFilterEmployeesCreate')
  @HttpCode(200)
  filterEmployees(@Body() keys: ReportFilterEmployeesRequest): Promise<ListResult<ReportFilterEmployee>> {
    return this.queryBus.execute(new ReportFilterEmployeesCreateQuery(keys));
  }

  /**
   * A finished report's file, read a part at a time as it is sent, for the user who asked for it
   * only (never a public link; like every /api answer, never cached). A job still running or ended without a file is a
   * 409; a file past its 7 days, like an unknown job, a 404.
   */
  @Get('DownloadReport')
  async download(@Query('ID') id: unknown, @Req() http: AuthenticatedRequest): Promise<StreamableFile> {
    if (!isUuid(id)) throw validationFailed([{ field: 'ID', message: 'ID must be the jobID of a report' }]);
    const file: ReportDownloadFile = await this.queryBus.execute(new DownloadReportQuery(id.toLowerCase(), http.user!.userID));
    return new StreamableFile(Readable.from(file.content), { type: file.contentType, length: file.bytes, disposition: `attachment; filename="${file.fileName}"` });
  }
}

/**
 * A route per report definition, `POST /api/<call>` answering 200 `{jobID}`, its body the
 * definition's request class (so the global ValidationPipe checks it, and the OpenAPI document
 * shows it, as for any route). A Generate call with no definition yet has no route: the
 * catalogue answers it 501 and documents it as not built.
 */
for (const definition of REPORT_DEFINITIONS) {
  const prototype = ReportsController.prototype as unknown as Record<string, unknown>;
  const call = definition.call;
  prototype[call] = function (this: ReportsController, request: ReportRequest, http: AuthenticatedRequest) {
    return this.generate(call, request, http);
  };
  const descriptor = Object.getOwnPropertyDescriptor(prototype, call)!;
  Reflect.defineMetadata('design:paramtypes', [definition.request, Object], prototype, call);
  Body()(prototype, call, 0);
  Req()(prototype, call, 1);
  Post(call)(prototype, call, descriptor);
  HttpCode(200)(prototype, call, descriptor);
}
