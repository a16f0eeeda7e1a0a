import type { ListRequest } from '@tna/contracts';

export class GetScannersQuery {
  constructor(readonly request: ListRequest) {}
}
