import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { IdName } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { listRecordNames } from '../../setup.store';
import { GetRecordNamesQuery } from './get-record-names.query';

/** `GetXs_IDName`: every record's id and name, by name, for pickers. */
@QueryHandler(GetRecordNamesQuery)
export class GetRecordNamesHandler implements IQueryHandler<GetRecordNamesQuery, IdName[]> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  execute({ record }: GetRecordNamesQuery): Promise<IdName[]> {
    return listRecordNames(this.runtime.dataSource, record);
  }
}
