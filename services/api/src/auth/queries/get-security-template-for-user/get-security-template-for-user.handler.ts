import { ForbiddenException, Inject, NotFoundException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { hasAnyPermission, PERMISSIONS, type SecurityTemplateForUser } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { findUserRights } from '../../auth.store';
import { GetSecurityTemplateForUserQuery } from './get-security-template-for-user.query';

/** Any user may read their own rights; another user's are System & Security setup, like the user list. */
@QueryHandler(GetSecurityTemplateForUserQuery)
export class GetSecurityTemplateForUserHandler implements IQueryHandler<GetSecurityTemplateForUserQuery, SecurityTemplateForUser> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ userID, asker }: GetSecurityTemplateForUserQuery): Promise<SecurityTemplateForUser> {
    if (userID !== asker.userID && !hasAnyPermission(asker, ['setupSystem'])) throw new ForbiddenException({ error: 'Unauthorized access' });
    const row = await findUserRights(this.runtime.dataSource, userID);
    if (!row) throw new NotFoundException({ error: 'no such user', field: 'UserID' });
    return {
      userID,
      isAdministrator: row.isAdministrator,
      securityTemplateID: row.securityTemplateID,
      name: row.name,
      permissions: row.isAdministrator ? [...PERMISSIONS] : (row.permissions ?? []),
    };
  }
}
