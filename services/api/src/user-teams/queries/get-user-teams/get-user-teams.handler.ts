import { Inject, NotFoundException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { IdName, ListResult, UserTeam } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { likePattern, pageWindow } from '../../../shared/list-query.util';
import { USER_TEAM_SELECT } from '../../user-team.columns';
import { GetUserTeamQuery, GetUserTeamsIdNameQuery, GetUserTeamsQuery } from './get-user-teams.query';

@QueryHandler(GetUserTeamQuery)
export class GetUserTeamHandler implements IQueryHandler<GetUserTeamQuery, UserTeam> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ id }: GetUserTeamQuery): Promise<UserTeam> {
    const rows: UserTeam[] = await this.runtime.dataSource.query(`${USER_TEAM_SELECT} WHERE ut.id = $1`, [id]);
    if (!rows[0]) throw new NotFoundException({ error: 'no such user team', field: 'ID' });
    return rows[0];
  }
}

/** The search matches the name. */
@QueryHandler(GetUserTeamsQuery)
export class GetUserTeamsHandler implements IQueryHandler<GetUserTeamsQuery, ListResult<UserTeam>> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ request }: GetUserTeamsQuery): Promise<ListResult<UserTeam>> {
    const page = pageWindow(request, { name: 'lower(ut.name)', authorityLevel: 'ut.authority_level' }, 'name');
    const search = likePattern(request.search);
    const [{ total }]: { total: number }[] = await this.runtime.dataSource.query(
      'SELECT count(*)::int AS total FROM user_teams ut WHERE $1::text IS NULL OR ut.name ILIKE $1',
      [search],
    );
    const items: UserTeam[] = await this.runtime.dataSource.query(
      `${USER_TEAM_SELECT} WHERE $1::text IS NULL OR ut.name ILIKE $1 ORDER BY ${page.orderBy.replace(/, id$/, ', ut.id')} LIMIT $2 OFFSET $3`,
      [search, page.limit, page.offset],
    );
    return { items, total };
  }
}

@QueryHandler(GetUserTeamsIdNameQuery)
export class GetUserTeamsIdNameHandler implements IQueryHandler<GetUserTeamsIdNameQuery, IdName[]> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  execute(): Promise<IdName[]> {
    return this.runtime.dataSource.query('SELECT id, name FROM user_teams ORDER BY lower(name), id');
  }
}
