import { Inject, NotFoundException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { isUuid, type ClockingImportDetail } from '@tna/contracts';
import { defaultTimeZone, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { validationFailed } from '../../../setup/record-sql.util';
import { clockingImportBadRows, findClockingImport } from '../../clocking-files.store';
import { GetClockingImportQuery } from './get-clocking-import.query';

@QueryHandler(GetClockingImportQuery)
export class GetClockingImportHandler implements IQueryHandler<GetClockingImportQuery, ClockingImportDetail> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ id }: GetClockingImportQuery): Promise<ClockingImportDetail> {
    if (!isUuid(id)) throw validationFailed([{ field: 'ID', message: 'ID must be the id of a clocking import' }]);
    const entry = await findClockingImport(this.runtime.dataSource, id.toLowerCase(), defaultTimeZone(this.runtime.config));
    if (!entry) throw new NotFoundException({ error: `No clocking import has the id ${id}`, field: 'ID' });
    return { ...entry, badRows: await clockingImportBadRows(this.runtime.dataSource, entry.id) };
  }
}
