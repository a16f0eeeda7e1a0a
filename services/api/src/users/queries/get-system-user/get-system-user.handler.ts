import { Inject, NotFoundException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SystemUser } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { findSystemUser } from '../../users.store';
import { GetSystemUserQuery } from './get-system-user.query';

@QueryHandler(GetSystemUserQuery)
export class GetSystemUserHandler implements IQueryHandler<GetSystemUserQuery, SystemUser> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ id }: GetSystemUserQuery): Promise<SystemUser> {
    const user = await findSystemUser(this.runtime.dataSource, id);
    if (!user) throw new NotFoundException({ error: 'no such user', field: 'ID' });
    return user;
  }
}
