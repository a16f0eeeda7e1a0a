export class DeleteScannerCommand {
  constructor(readonly id: string) {}
}
