import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { columnOf, type IdName } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { GetRecordNamesQuery } from './get-record-names.query';

/** `GetXs_IDName`: every record's id and name, by name, for pickers. */
@QueryHandler(GetRecordNamesQuery)
export class GetRecordNamesHandler implements IQueryHandler<GetRecordNamesQuery, IdName[]> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  execute({ record }: GetRecordNamesQuery): Promise<IdName[]> {
    const name = columnOf(record.nameField);
    return this.runtime.dataSource.query(`SELECT id, ${name}::text AS name FROM ${record.table} ORDER BY lower(${name}::text), id`);
  }
}
