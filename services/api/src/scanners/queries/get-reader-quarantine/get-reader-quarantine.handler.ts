import { NotFoundException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ReaderQuarantineLine } from '@tna/contracts';
import { ScannersStore } from '../../scanners.store';
import { GetReaderQuarantineQuery } from './get-reader-quarantine.query';

/** The lines a reader sent that ingestion could not take, newest upload first. */
@QueryHandler(GetReaderQuarantineQuery)
export class GetReaderQuarantineHandler implements IQueryHandler<GetReaderQuarantineQuery, ReaderQuarantineLine[]> {
  constructor(private readonly store: ScannersStore) {}

  async execute({ scannerID }: GetReaderQuarantineQuery): Promise<ReaderQuarantineLine[]> {
    if (!(await this.store.exists(scannerID))) throw new NotFoundException({ error: 'no such reader', field: 'scannerID' });
    return this.store.quarantine(scannerID);
  }
}
