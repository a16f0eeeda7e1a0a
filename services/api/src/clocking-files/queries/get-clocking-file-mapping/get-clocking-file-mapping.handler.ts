import { Inject, NotFoundException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DEFAULT_CLOCKING_FILE_MAPPING, isUuid, type ClockingFileMappingOfReader } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { validationFailed } from '../../../setup/record-sql.util';
import { readerExists, savedClockingFileMapping } from '../../clocking-files.store';
import { GetClockingFileMappingQuery } from './get-clocking-file-mapping.query';

/** The mapping the reader's last Morpho import used, else the default layout. */
@QueryHandler(GetClockingFileMappingQuery)
export class GetClockingFileMappingHandler implements IQueryHandler<GetClockingFileMappingQuery, ClockingFileMappingOfReader> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ scannerID }: GetClockingFileMappingQuery): Promise<ClockingFileMappingOfReader> {
    if (!isUuid(scannerID)) throw validationFailed([{ field: 'ScannerID', message: 'ScannerID must be the id of a reader' }]);
    const id = scannerID.toLowerCase();
    if (!(await readerExists(this.runtime.dataSource, id))) throw new NotFoundException({ error: `No reader has the id ${scannerID}`, field: 'ScannerID' });
    const saved = await savedClockingFileMapping(this.runtime.dataSource, id);
    return { scannerID: id, mapping: saved ?? { ...DEFAULT_CLOCKING_FILE_MAPPING }, saved: saved !== null };
  }
}
