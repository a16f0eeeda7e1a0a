import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CreateUserTeamRequest, ListRequest, RecordIDQuery, UpdateUserTeamRequest, type IdName, type ListResult, type UserTeam } from '@tna/contracts';
import type { AuthenticatedRequest } from '../auth/call.guard';
import { CreateUserTeamCommand } from './commands/create-user-team/create-user-team.command';
import { DeleteUserTeamCommand } from './commands/delete-user-team/delete-user-team.command';
import { UpdateUserTeamCommand } from './commands/update-user-team/update-user-team.command';
import { GetUserTeamQuery, GetUserTeamsIdNameQuery, GetUserTeamsQuery } from './queries/get-user-teams/get-user-teams.query';

@Controller('api')
export class UserTeamsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('CreateUserTeam')
  create(@Body() team: CreateUserTeamRequest, @Req() request: AuthenticatedRequest): Promise<UserTeam> {
    return this.commandBus.execute(new CreateUserTeamCommand(team, request.user!.username));
  }

  @Put('UpdateUserTeam')
  update(@Body() team: UpdateUserTeamRequest, @Req() request: AuthenticatedRequest): Promise<UserTeam> {
    return this.commandBus.execute(new UpdateUserTeamCommand(team, request.user!.username));
  }

  @Delete('DeleteUserTeam')
  @HttpCode(204)
  delete(@Query() query: RecordIDQuery): Promise<void> {
    return this.commandBus.execute(new DeleteUserTeamCommand(query.ID));
  }

  @Get('GetUserTeam')
  get(@Query() query: RecordIDQuery): Promise<UserTeam> {
    return this.queryBus.execute(new GetUserTeamQuery(query.ID));
  }

  @Post('GetUserTeams')
  @HttpCode(200)
  list(@Body() request: ListRequest): Promise<ListResult<UserTeam>> {
    return this.queryBus.execute(new GetUserTeamsQuery(request));
  }

  @Get('GetUserTeams_IDName')
  idNames(): Promise<IdName[]> {
    return this.queryBus.execute(new GetUserTeamsIdNameQuery());
  }
}
