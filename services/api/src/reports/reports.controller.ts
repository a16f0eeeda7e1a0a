import { Readable } from 'node:stream';
import { Body, ConflictException, Controller, ForbiddenException, Get, HttpCode, Inject, NotFoundException, Post, Query, Req, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { isUuid, ReportFilterEmployeesRequest, type ListResult, type ReportFilterEmployee, type ReportFilterEmployeesInitializeResult, type ReportStarted } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import type { AuthenticatedRequest } from '../auth/call.guard';
import { validationFailed } from '../setup/record-sql.util';
import { GenerateReportCommand } from './commands/generate-report/generate-report.command';
import { REPORT } from './jobs/report.job';
import { ReportFilterEmployeesCreateQuery } from './queries/report-filter-employees-create/report-filter-employees-create.query';
import { ReportFilterEmployeesInitializeQuery } from './queries/report-filter-employees-initialize/report-filter-employees-initialize.query';
import { findReportDownload, reportFilePart } from './reports.store';

/**
 * Reports (docs/reports.md): each Generate call starts a report job from its definition in
 * REPORT_DEFINITIONS (a call without one answers 501); the body is checked by the handler with the
 * report's own request class. DownloadReport serves a finished report's file to whoever asked for
 * it; the employee selection calls list what a report can be made for. The guard has checked rptReport.
 */
@Controller('api')
export class ReportsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    @Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime,
  ) {}

  private generate(call: string, body: unknown, http: AuthenticatedRequest): Promise<ReportStarted> {
    return this.commandBus.execute(new GenerateReportCommand(call, body, http.user!.userID));
  }

  @Post('GenerateReportClockedTimes')
  @HttpCode(200)
  clockedTimes(@Body() body: unknown, @Req() http: AuthenticatedRequest): Promise<ReportStarted> {
    return this.generate('GenerateReportClockedTimes', body, http);
  }

  @Post('GenerateReportAdjustments')
  @HttpCode(200)
  adjustments(@Body() body: unknown, @Req() http: AuthenticatedRequest): Promise<ReportStarted> {
    return this.generate('GenerateReportAdjustments', body, http);
  }

  @Post('GenerateReportShiftStatuses')
  @HttpCode(200)
  shiftStatuses(@Body() body: unknown, @Req() http: AuthenticatedRequest): Promise<ReportStarted> {
    return this.generate('GenerateReportShiftStatuses', body, http);
  }

  @Post('GenerateReportTopXShiftStatuses')
  @HttpCode(200)
  topXShiftStatuses(@Body() body: unknown, @Req() http: AuthenticatedRequest): Promise<ReportStarted> {
    return this.generate('GenerateReportTopXShiftStatuses', body, http);
  }

  @Post('GenerateReportTimeTotals')
  @HttpCode(200)
  timeTotals(@Body() body: unknown, @Req() http: AuthenticatedRequest): Promise<ReportStarted> {
    return this.generate('GenerateReportTimeTotals', body, http);
  }

  @Post('GenerateReportWorkRoster')
  @HttpCode(200)
  workRoster(@Body() body: unknown, @Req() http: AuthenticatedRequest): Promise<ReportStarted> {
    return this.generate('GenerateReportWorkRoster', body, http);
  }

  @Post('GenerateReportEmployeePayCodeAllocations')
  @HttpCode(200)
  payCodeAllocations(@Body() body: unknown, @Req() http: AuthenticatedRequest): Promise<ReportStarted> {
    return this.generate('GenerateReportEmployeePayCodeAllocations', body, http);
  }

  @Post('GenerateReportEmployeeEvacuation')
  @HttpCode(200)
  evacuation(@Body() body: unknown, @Req() http: AuthenticatedRequest): Promise<ReportStarted> {
    return this.generate('GenerateReportEmployeeEvacuation', body, http);
  }

  @Post('GenerateReportEmployeeReaderGroupAllocations')
  @HttpCode(200)
  readerGroups(@Body() body: unknown, @Req() http: AuthenticatedRequest): Promise<ReportStarted> {
    return this.generate('GenerateReportEmployeeReaderGroupAllocations', body, http);
  }

  @Post('GenerateReportEmployeeAttendance')
  @HttpCode(200)
  attendance(@Body() body: unknown, @Req() http: AuthenticatedRequest): Promise<ReportStarted> {
    return this.generate('GenerateReportEmployeeAttendance', body, http);
  }

  @Post('GenerateReportEmployeeReaderActivity')
  @HttpCode(200)
  readerActivity(@Body() body: unknown, @Req() http: AuthenticatedRequest): Promise<ReportStarted> {
    return this.generate('GenerateReportEmployeeReaderActivity', body, http);
  }

  @Post('GenerateEmployeeWorkRoster')
  @HttpCode(200)
  employeeWorkRoster(@Body() body: unknown, @Req() http: AuthenticatedRequest): Promise<ReportStarted> {
    return this.generate('GenerateEmployeeWorkRoster', body, http);
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
    const jobID = id.toLowerCase();
    const db = this.runtime.dataSource;
    const found = await findReportDownload(db, jobID, REPORT.name);
    if (!found) throw new NotFoundException({ error: `No report has the id ${id}`, field: 'ID' });
    if (found.requestedBy !== http.user!.userID) throw new ForbiddenException({ error: 'Unauthorized access' });
    if (found.state !== 'succeeded') throw new ConflictException({ error: found.state === 'queued' || found.state === 'running' ? 'The report is not ready yet' : `The report ${found.state}` });
    if (!found.file) throw new NotFoundException({ error: 'The report has expired', field: 'ID' });
    const { fileName, contentType, bytes, parts } = found.file;
    async function* content(): AsyncGenerator<Buffer> {
      for (let part = 0; part < parts; part++) yield await reportFilePart(db, jobID, part);
    }
    return new StreamableFile(Readable.from(content()), { type: contentType, length: bytes, disposition: `attachment; filename="${fileName}"` });
  }
}
