import { Inject, NotFoundException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { IdName, ListResult, UserTeam } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { likePattern, pageWindow } from '../../../shared/list-query.util';
import { findUserTeam, listUserTeams, USER_TEAM_SORTS, userTeamNames } from '../../user-teams.store';
import { GetUserTeamQuery, GetUserTeamsIdNameQuery, GetUserTeamsQuery } from './get-user-teams.query';

@QueryHandler(GetUserTeamQuery)
export class GetUserTeamHandler implements IQueryHandler<GetUserTeamQuery, UserTeam> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ id }: GetUserTeamQuery): Promise<UserTeam> {
    const team = await findUserTeam(this.runtime.dataSource, id);
    if (!team) throw new NotFoundException({ error: 'no such user team', field: 'ID' });
    return team;
  }
}

/** The search matches the name. */
@QueryHandler(GetUserTeamsQuery)
export class GetUserTeamsHandler implements IQueryHandler<GetUserTeamsQuery, ListResult<UserTeam>> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ request }: GetUserTeamsQuery): Promise<ListResult<UserTeam>> {
    return listUserTeams(this.runtime.dataSource, likePattern(request.search), pageWindow(request, USER_TEAM_SORTS, 'name'));
  }
}

@QueryHandler(GetUserTeamsIdNameQuery)
export class GetUserTeamsIdNameHandler implements IQueryHandler<GetUserTeamsIdNameQuery, IdName[]> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  execute(): Promise<IdName[]> {
    return userTeamNames(this.runtime.dataSource);
  }
}
