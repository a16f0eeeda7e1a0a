import type { ScannerListRequest } from '@tna/contracts';

export class GetScannersQuery {
  constructor(
    readonly request: ScannerListRequest,
    /** The comm key is the reader's TCP password: only users who may edit readers (setupSystem) read it. */
    readonly mayReadCommKey: boolean,
  ) {}
}
