import { Body, Controller, Get, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CreateScannerRequest, type IdName, type Scanner } from '@tna/contracts';
import type { AuthenticatedRequest } from '../auth/call.guard';
import { CreateScannerCommand } from './commands/create-scanner/create-scanner.command';
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
}
