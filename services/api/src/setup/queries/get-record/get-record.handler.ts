import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { isUuid } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { readRecord } from '../../record-integrity';
import { notFound, validationFailed } from '../../record-sql.util';
import { GetRecordQuery } from './get-record.query';

@QueryHandler(GetRecordQuery)
export class GetRecordHandler implements IQueryHandler<GetRecordQuery, Record<string, unknown>> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ record, id }: GetRecordQuery): Promise<Record<string, unknown>> {
    if (!isUuid(id)) throw validationFailed([{ field: 'ID', message: 'ID must be the id of a record' }]);
    const found = await readRecord(this.runtime.dataSource, record, id);
    if (!found) throw notFound(record, id);
    return found;
  }
}
