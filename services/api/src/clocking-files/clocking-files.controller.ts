import { Body, Controller, Get, Headers, HttpCode, Inject, PayloadTooLargeException, Post, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  clockingFileTooLarge,
  GetClockingImportsRequest,
  MAX_CLOCKING_FILE_BYTES,
  UploadClockingFileRequest,
  type ClockingFileMappingOfReader,
  type ClockingImport,
  type ClockingImportDetail,
  type ListResult,
  type UploadClockingFileResult,
} from '@tna/contracts';
import { CommandClient, runtimeToken, type ServiceRuntime } from '@tna/platform';
import type { AuthenticatedRequest } from '../auth/call.guard';
import { sendCommand } from '../shared/send-command.util';
import { GetClockingFileMappingQuery } from './queries/get-clocking-file-mapping/get-clocking-file-mapping.query';
import { GetClockingImportQuery } from './queries/get-clocking-import/get-clocking-import.query';
import { GetClockingImportsQuery } from './queries/get-clocking-imports/get-clocking-imports.query';

/** A 10 MB file is read and counted whole before the answer: more than an ordinary command's 10 s on a busy server. */
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * Clocking files (docs/readers.md "Clocking files"): the upload is ingestion's to decide; the log
 * and the saved mappings are read from ingestion's views. A file over the limit is refused here,
 * before it travels as a command (a body past the host's 16 MB limit gets Fastify's 413 first).
 */
@Controller('api')
export class ClockingFilesController {
  constructor(
    private readonly commands: CommandClient,
    private readonly queryBus: QueryBus,
    @Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime,
  ) {}

  @Post('UploadClockingFile')
  @HttpCode(200)
  upload(@Body() request: UploadClockingFileRequest, @Req() http: AuthenticatedRequest, @Headers('idempotency-key') key?: string): Promise<UploadClockingFileResult> {
    // base64: 4 characters for 3 bytes.
    const bytes = Math.floor((request.content.replace(/\s+/g, '').replace(/=+$/, '').length * 3) / 4);
    if (bytes > MAX_CLOCKING_FILE_BYTES) throw new PayloadTooLargeException({ error: clockingFileTooLarge(bytes), field: 'content' });
    return sendCommand(this.commands, this.runtime, 'UploadClockingFile', request, http, key, UPLOAD_TIMEOUT_MS);
  }

  @Post('GetClockingImports')
  @HttpCode(200)
  list(@Body() request: GetClockingImportsRequest): Promise<ListResult<ClockingImport>> {
    return this.queryBus.execute(new GetClockingImportsQuery(request));
  }

  @Get('GetClockingImport')
  one(@Query('ID') id: unknown): Promise<ClockingImportDetail> {
    return this.queryBus.execute(new GetClockingImportQuery(id));
  }

  @Get('GetClockingFileMapping')
  mapping(@Query('ScannerID') scannerID: unknown): Promise<ClockingFileMappingOfReader> {
    return this.queryBus.execute(new GetClockingFileMappingQuery(scannerID));
  }
}
