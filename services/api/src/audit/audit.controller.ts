import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AuditLogRequest, type AuditEntry, type ListResult } from '@tna/contracts';
import { GetAuditLogQuery } from './queries/get-audit-log/get-audit-log.query';

@Controller('api')
export class AuditController {
  constructor(private readonly queryBus: QueryBus) {}

  @Post('GetAuditLog')
  @HttpCode(200)
  list(@Body() request: AuditLogRequest): Promise<ListResult<AuditEntry>> {
    return this.queryBus.execute(new GetAuditLogQuery(request));
  }
}
