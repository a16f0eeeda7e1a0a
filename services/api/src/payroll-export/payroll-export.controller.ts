import { BadRequestException, Body, Controller, Get, Headers, HttpCode, Inject, NotFoundException, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  ExportToPayrollRequest,
  GetDataExportsRequest,
  isUuid,
  type DataExport,
  type DataExportTemplateParametersResult,
  type DataExportTemplatesIDNameResult,
  type ExportToPayrollResult,
  type ListResult,
} from '@tna/contracts';
import { CommandClient, runtimeToken, type ServiceRuntime } from '@tna/platform';
import type { AuthenticatedRequest } from '../auth/call.guard';
import { likePattern, pageWindow } from '../shared/list-query.util';
import { sendCommand } from '../shared/send-command.util';
import { DATA_EXPORT_SORTS, exportFile, exportTemplateParameters, listExports, listExportTemplates } from './payroll-export.store';

/**
 * Payroll exports (docs/payroll.md, "Export"): the two export calls go to payroll, which checks
 * them and queues the job; the template lookups, the past exports and the files are read from
 * the views payroll publishes. The guard has checked the Token and the dataExport right.
 */
@Controller('api')
export class PayrollExportController {
  constructor(
    private readonly commands: CommandClient,
    @Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime,
  ) {}

  @Post('ExportHoursToPayroll')
  @HttpCode(200)
  exportHours(@Body() request: ExportToPayrollRequest, @Req() http: AuthenticatedRequest, @Headers('idempotency-key') key?: string): Promise<ExportToPayrollResult> {
    return sendCommand(this.commands, this.runtime, 'ExportHoursToPayroll', request, http, key);
  }

  @Post('DataExportFromTemplate')
  @HttpCode(200)
  exportFromTemplate(@Body() request: ExportToPayrollRequest, @Req() http: AuthenticatedRequest, @Headers('idempotency-key') key?: string): Promise<ExportToPayrollResult> {
    return sendCommand(this.commands, this.runtime, 'DataExportFromTemplate', request, http, key);
  }

  @Get('GetDataExportTemplates_IDName')
  templates(): Promise<DataExportTemplatesIDNameResult> {
    return listExportTemplates(this.runtime.dataSource);
  }

  @Get('GetDataExportTemplateParameters_ForDataExportTemplateID')
  async templateParameters(@Query('DataExportTemplateID') id: unknown): Promise<DataExportTemplateParametersResult> {
    if (!isUuid(id)) throw new BadRequestException({ error: 'validation failed', field: 'DataExportTemplateID', message: 'DataExportTemplateID must be an export template id' });
    const parameters = await exportTemplateParameters(this.runtime.dataSource, id.toLowerCase());
    if (!parameters) throw new NotFoundException({ error: `No export template has the id ${id}`, field: 'DataExportTemplateID' });
    return parameters;
  }

  @Post('GetDataExports')
  @HttpCode(200)
  exports(@Body() request: GetDataExportsRequest): Promise<ListResult<DataExport>> {
    return listExports(
      this.runtime.dataSource,
      { payrollID: request.payrollID, search: likePattern(request.search) },
      pageWindow({ ...request, sortDesc: request.sortDesc ?? true }, DATA_EXPORT_SORTS, 'createdAt'),
    );
  }

  /** The file as it was made, byte for byte; only over the session (no public link), so not cached. */
  @Get('GetDataExportFile')
  async file(@Query('ID') id: unknown, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    if (!isUuid(id)) throw new BadRequestException({ error: 'validation failed', field: 'ID', message: 'ID must be an export id' });
    const found = await exportFile(this.runtime.dataSource, id.toLowerCase());
    if (!found) throw new NotFoundException({ error: `No export has the id ${id}`, field: 'ID' });
    reply
      .header('content-type', 'application/octet-stream')
      .header('content-disposition', `attachment; filename="${found.fileName}"`)
      .header('x-content-sha256', found.sha256)
      .header('cache-control', 'private, no-store');
    return found.file;
  }
}
