import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { IdName } from '@tna/contracts';
import { ScannersStore } from '../../scanners.store';
import { GetScannersIdNameQuery } from './get-scanners-id-name.query';

@QueryHandler(GetScannersIdNameQuery)
export class GetScannersIdNameHandler implements IQueryHandler<GetScannersIdNameQuery, IdName[]> {
  constructor(private readonly store: ScannersStore) {}

  execute(): Promise<IdName[]> {
    return this.store.idNames();
  }
}
