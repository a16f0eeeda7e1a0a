import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ListResult, ScannerListItem } from '@tna/contracts';
import { ScannersStore } from '../../scanners.store';
import { GetScannersQuery } from './get-scanners.query';

/** The readers list, each with the count of its quarantined lines. */
@QueryHandler(GetScannersQuery)
export class GetScannersHandler implements IQueryHandler<GetScannersQuery, ListResult<ScannerListItem>> {
  constructor(private readonly store: ScannersStore) {}

  execute({ request }: GetScannersQuery): Promise<ListResult<ScannerListItem>> {
    return this.store.list(request);
  }
}
