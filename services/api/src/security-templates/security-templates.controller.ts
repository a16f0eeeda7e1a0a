import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  CreateSecurityTemplateRequest,
  ListRequest,
  RecordIDQuery,
  UpdateSecurityTemplateRequest,
  type IdName,
  type ListResult,
  type SecurityTemplate,
} from '@tna/contracts';
import type { AuthenticatedRequest } from '../auth/call.guard';
import { CreateSecurityTemplateCommand } from './commands/create-security-template/create-security-template.command';
import { DeleteSecurityTemplateCommand } from './commands/delete-security-template/delete-security-template.command';
import { UpdateSecurityTemplateCommand } from './commands/update-security-template/update-security-template.command';
import { GetSecurityTemplateQuery, GetSecurityTemplatesIdNameQuery, GetSecurityTemplatesQuery } from './queries/get-security-templates/get-security-templates.query';

@Controller('api')
export class SecurityTemplatesController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('CreateSecurityTemplate')
  create(@Body() template: CreateSecurityTemplateRequest, @Req() request: AuthenticatedRequest): Promise<SecurityTemplate> {
    return this.commandBus.execute(new CreateSecurityTemplateCommand(template, request.user!));
  }

  @Put('UpdateSecurityTemplate')
  update(@Body() template: UpdateSecurityTemplateRequest, @Req() request: AuthenticatedRequest): Promise<SecurityTemplate> {
    return this.commandBus.execute(new UpdateSecurityTemplateCommand(template, request.user!));
  }

  @Delete('DeleteSecurityTemplate')
  @HttpCode(204)
  delete(@Query() query: RecordIDQuery, @Req() request: AuthenticatedRequest): Promise<void> {
    return this.commandBus.execute(new DeleteSecurityTemplateCommand(query.ID, request.user!));
  }

  @Get('GetSecurityTemplate')
  get(@Query() query: RecordIDQuery): Promise<SecurityTemplate> {
    return this.queryBus.execute(new GetSecurityTemplateQuery(query.ID));
  }

  @Post('GetSecurityTemplates')
  @HttpCode(200)
  list(@Body() request: ListRequest): Promise<ListResult<SecurityTemplate>> {
    return this.queryBus.execute(new GetSecurityTemplatesQuery(request));
  }

  @Get('GetSecurityTemplates_IDName')
  idNames(): Promise<IdName[]> {
    return this.queryBus.execute(new GetSecurityTemplatesIdNameQuery());
  }
}
