import { Inject, NotFoundException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SystemUser } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { SYSTEM_USER_SELECT } from '../../system-user.columns';
import { GetSystemUserQuery } from './get-system-user.query';

@QueryHandler(GetSystemUserQuery)
export class GetSystemUserHandler implements IQueryHandler<GetSystemUserQuery, SystemUser> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ id }: GetSystemUserQuery): Promise<SystemUser> {
    const rows: SystemUser[] = await this.runtime.dataSource.query(`${SYSTEM_USER_SELECT} WHERE u.id = $1`, [id]);
    if (!rows[0]) throw new NotFoundException({ error: 'no such user', field: 'ID' });
    return rows[0];
  }
}
