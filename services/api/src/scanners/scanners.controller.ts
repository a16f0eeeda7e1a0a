import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CreateScannerRequest, ListRequest, ReaderQuarantineRequest, type IdName, type ListResult, type ReaderQuarantineLine, type Scanner, type ScannerListItem } from '@tna/contracts';
import type { AuthenticatedRequest } from '../auth/call.guard';
import { CreateScannerCommand } from './commands/create-scanner/create-scanner.command';
import { GetReaderQuarantineQuery } from './queries/get-reader-quarantine/get-reader-quarantine.query';
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

  @Get('GetScanners_IDName')
  idNames(): Promise<IdName[]> {
    return this.queryBus.execute(new GetScannersIdNameQuery());
  }

  @Post('GetScanners')
  @HttpCode(200)
  list(@Body() request: ListRequest): Promise<ListResult<ScannerListItem>> {
    return this.queryBus.execute(new GetScannersQuery(request));
  }

  @Post('GetReaderQuarantine')
  @HttpCode(200)
  quarantine(@Body() request: ReaderQuarantineRequest): Promise<ReaderQuarantineLine[]> {
    return this.queryBus.execute(new GetReaderQuarantineQuery(request.scannerID));
  }
}
