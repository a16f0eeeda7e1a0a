export class GetScannerQuery {
  constructor(readonly id: string) {}
}
