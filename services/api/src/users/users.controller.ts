import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  CreateSystemUserRequest,
  RecordIDQuery,
  SystemUserListRequest,
  UpdateSystemUserRequest,
  type IdName,
  type ListResult,
  type SystemUser,
} from '@tna/contracts';
import type { AuthenticatedRequest } from '../auth/call.guard';
import { CreateSystemUserCommand } from './commands/create-system-user/create-system-user.command';
import { DeleteSystemUserCommand } from './commands/delete-system-user/delete-system-user.command';
import { UpdateSystemUserCommand } from './commands/update-system-user/update-system-user.command';
import { GetSystemUserQuery } from './queries/get-system-user/get-system-user.query';
import { GetSystemUsersIdNameQuery, GetSystemUsersQuery } from './queries/get-system-users/get-system-users.query';

@Controller('api')
export class UsersController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('CreateSystemUser')
  create(@Body() user: CreateSystemUserRequest, @Req() request: AuthenticatedRequest): Promise<SystemUser> {
    return this.commandBus.execute(new CreateSystemUserCommand(user, request.user!));
  }

  @Put('UpdateSystemUser')
  update(@Body() user: UpdateSystemUserRequest, @Req() request: AuthenticatedRequest): Promise<SystemUser> {
    return this.commandBus.execute(new UpdateSystemUserCommand(user, request.user!));
  }

  @Delete('DeleteSystemUser')
  @HttpCode(204)
  delete(@Query() query: RecordIDQuery, @Req() request: AuthenticatedRequest): Promise<void> {
    return this.commandBus.execute(new DeleteSystemUserCommand(query.ID, request.user!));
  }

  @Get('GetSystemUser')
  get(@Query() query: RecordIDQuery): Promise<SystemUser> {
    return this.queryBus.execute(new GetSystemUserQuery(query.ID));
  }

  @Post('GetSystemUsers')
  @HttpCode(200)
  list(@Body() request: SystemUserListRequest): Promise<ListResult<SystemUser>> {
    return this.queryBus.execute(new GetSystemUsersQuery(request));
  }

  @Get('GetSystemUsers_IDName')
  idNames(): Promise<IdName[]> {
    return this.queryBus.execute(new GetSystemUsersIdNameQuery());
  }
}
