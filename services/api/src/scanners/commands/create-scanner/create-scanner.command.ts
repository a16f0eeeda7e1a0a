import type { CreateScannerRequest } from '@tna/contracts';

export class CreateScannerCommand {
  constructor(
    readonly scanner: CreateScannerRequest,
    readonly username: string,
  ) {}
}
