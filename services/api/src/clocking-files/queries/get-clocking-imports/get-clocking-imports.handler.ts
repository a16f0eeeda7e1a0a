import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ClockingImport, ListResult } from '@tna/contracts';
import { defaultTimeZone, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { likePattern, pageWindow } from '../../../shared/list-query.util';
import { CLOCKING_IMPORT_SORTS, listClockingImports } from '../../clocking-files.store';
import { GetClockingImportsQuery } from './get-clocking-imports.query';

/** Newest first by default; the search looks in the file name and the reader's name. */
@QueryHandler(GetClockingImportsQuery)
export class GetClockingImportsHandler implements IQueryHandler<GetClockingImportsQuery, ListResult<ClockingImport>> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  execute({ request }: GetClockingImportsQuery): Promise<ListResult<ClockingImport>> {
    const window = pageWindow({ ...request, sortDesc: request.sortDesc ?? request.sortBy === undefined }, CLOCKING_IMPORT_SORTS, 'createdAt');
    return listClockingImports(this.runtime.dataSource, { scannerID: request.scannerID, search: likePattern(request.search) }, window, defaultTimeZone(this.runtime.config));
  }
}
