import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { IdName, ListResult, SystemUser } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { likePattern, pageWindow } from '../../../shared/list-query.util';
import { SYSTEM_USER_SELECT } from '../../system-user.columns';
import { GetSystemUsersIdNameQuery, GetSystemUsersQuery } from './get-system-users.query';

const SORTABLE = {
  username: 'lower(u.username)',
  fullName: 'lower(u.full_name)',
  status: 'u.status',
  securityTemplateName: 'lower(t.name)',
  userTeamName: 'lower(ut.name)',
  email: 'lower(u.email)',
};

/** The search matches the user name, full name and e-mail address. */
@QueryHandler(GetSystemUsersQuery)
export class GetSystemUsersHandler implements IQueryHandler<GetSystemUsersQuery, ListResult<SystemUser>> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ request }: GetSystemUsersQuery): Promise<ListResult<SystemUser>> {
    const page = pageWindow(request, SORTABLE, 'username');
    const where = `WHERE ($1::text IS NULL OR u.username ILIKE $1 OR u.full_name ILIKE $1 OR u.email ILIKE $1)
      AND ($2::smallint IS NULL OR u.status = $2) AND ($3::uuid IS NULL OR u.security_template_id = $3) AND ($4::uuid IS NULL OR u.user_team_id = $4)`;
    const params = [likePattern(request.search), request.status ?? null, request.securityTemplateID ?? null, request.userTeamID ?? null];
    const [{ total }]: { total: number }[] = await this.runtime.dataSource.query(`SELECT count(*)::int AS total FROM system_users u ${where}`, params);
    const items: SystemUser[] = await this.runtime.dataSource.query(
      `${SYSTEM_USER_SELECT} ${where} ORDER BY ${page.orderBy.replace(/, id$/, ', u.id')} LIMIT $5 OFFSET $6`,
      [...params, page.limit, page.offset],
    );
    return { items, total };
  }
}

@QueryHandler(GetSystemUsersIdNameQuery)
export class GetSystemUsersIdNameHandler implements IQueryHandler<GetSystemUsersIdNameQuery, IdName[]> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  execute(): Promise<IdName[]> {
    return this.runtime.dataSource.query(`SELECT id, full_name || ' (' || username || ')' AS name FROM system_users ORDER BY lower(full_name), id`);
  }
}
