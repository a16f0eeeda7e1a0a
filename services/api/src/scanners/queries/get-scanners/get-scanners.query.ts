import type { ScannerListRequest } from '@tna/contracts';

export class GetScannersQuery {
  constructor(readonly request: ScannerListRequest) {}
}
