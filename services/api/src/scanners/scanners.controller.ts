import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  hasAnyPermission,
  CreateScannerRequest,
  ReaderQuarantineRequest,
  RecordIDQuery,
  ScannerListRequest,
  UpdateScannerRequest,
  type IdName,
  type ListResult,
  type ReaderQuarantineLine,
  type ReaderStatus,
  type Scanner,
  type ScannerListItem,
} from '@tna/contracts';
import type { AuthenticatedRequest } from '../auth/call.guard';
import { CreateScannerCommand } from './commands/create-scanner/create-scanner.command';
import { DeleteScannerCommand } from './commands/delete-scanner/delete-scanner.command';
import { UpdateScannerCommand } from './commands/update-scanner/update-scanner.command';
import { GetReaderQuarantineQuery } from './queries/get-reader-quarantine/get-reader-quarantine.query';
import { GetReaderStatusQuery } from './queries/get-reader-status/get-reader-status.query';
import { GetScannerQuery } from './queries/get-scanner/get-scanner.query';
import { GetScannersQuery } from './queries/get-scanners/get-scanners.query';
import { GetScannersIdNameQuery } from './queries/get-scanners/get-scanners-id-name.query';

@Controller('api')
export class ScannersController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('CreateScanner')
  create(@Body() scanner: CreateScannerRequest, @Req() request: AuthenticatedRequest): Promise<Scanner> {
    return this.commandBus.execute(new CreateScannerCommand(scanner, request.user!.username));
  }

  @Put('UpdateScanner')
  update(@Body() scanner: UpdateScannerRequest, @Req() request: AuthenticatedRequest): Promise<Scanner> {
    return this.commandBus.execute(new UpdateScannerCommand(scanner, request.user!.username));
  }

  @Delete('DeleteScanner')
  @HttpCode(204)
  delete(@Query() query: RecordIDQuery): Promise<void> {
    return this.commandBus.execute(new DeleteScannerCommand(query.ID));
  }

  @Get('GetScanner')
  get(@Query() query: RecordIDQuery, @Req() request: AuthenticatedRequest): Promise<Scanner> {
    return this.queryBus.execute(new GetScannerQuery(query.ID, hasAnyPermission(request.user!, ['setupSystem'])));
  }

  @Get('GetScanners_IDName')
  idNames(): Promise<IdName[]> {
    return this.queryBus.execute(new GetScannersIdNameQuery());
  }

  @Post('GetScanners')
  @HttpCode(200)
  list(@Body() request: ScannerListRequest, @Req() http: AuthenticatedRequest): Promise<ListResult<ScannerListItem>> {
    return this.queryBus.execute(new GetScannersQuery(request, hasAnyPermission(http.user!, ['setupSystem'])));
  }

  @Get('GetReaderStatus')
  status(@Query() query: RecordIDQuery): Promise<ReaderStatus> {
    return this.queryBus.execute(new GetReaderStatusQuery(query.ID));
  }

  @Post('GetReaderQuarantine')
  @HttpCode(200)
  quarantine(@Body() request: ReaderQuarantineRequest): Promise<ReaderQuarantineLine[]> {
    return this.queryBus.execute(new GetReaderQuarantineQuery(request.scannerID));
  }
}
