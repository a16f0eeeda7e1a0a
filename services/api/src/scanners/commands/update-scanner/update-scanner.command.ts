import type { UpdateScannerRequest } from '@tna/contracts';

export class UpdateScannerCommand {
  constructor(
    readonly scanner: UpdateScannerRequest,
    readonly username: string,
  ) {}
}
