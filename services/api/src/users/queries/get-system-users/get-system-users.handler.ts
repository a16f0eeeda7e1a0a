import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { IdName, ListResult, SystemUser } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { likePattern, pageWindow } from '../../../shared/list-query.util';
import { listSystemUsers, SYSTEM_USER_SORTS, systemUserNames } from '../../users.store';
import { GetSystemUsersIdNameQuery, GetSystemUsersQuery } from './get-system-users.query';

/** The search matches the user name, full name and e-mail address. */
@QueryHandler(GetSystemUsersQuery)
export class GetSystemUsersHandler implements IQueryHandler<GetSystemUsersQuery, ListResult<SystemUser>> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  execute({ request }: GetSystemUsersQuery): Promise<ListResult<SystemUser>> {
    const page = pageWindow(request, SYSTEM_USER_SORTS, 'username');
    return listSystemUsers(
      this.runtime.dataSource,
      { search: likePattern(request.search), status: request.status ?? null, securityTemplateID: request.securityTemplateID ?? null, userTeamID: request.userTeamID ?? null },
      page,
    );
  }
}

@QueryHandler(GetSystemUsersIdNameQuery)
export class GetSystemUsersIdNameHandler implements IQueryHandler<GetSystemUsersIdNameQuery, IdName[]> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  execute(): Promise<IdName[]> {
    return systemUserNames(this.runtime.dataSource);
  }
}
