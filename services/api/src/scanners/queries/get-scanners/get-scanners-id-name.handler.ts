import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { IdName } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { GetScannersIdNameQuery } from './get-scanners-id-name.query';

@QueryHandler(GetScannersIdNameQuery)
export class GetScannersIdNameHandler implements IQueryHandler<GetScannersIdNameQuery, IdName[]> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  execute(): Promise<IdName[]> {
    return this.runtime.dataSource.query('SELECT id, name FROM scanners ORDER BY lower(name)');
  }
}
