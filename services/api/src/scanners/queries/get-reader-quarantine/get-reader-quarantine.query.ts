export class GetReaderQuarantineQuery {
  constructor(readonly scannerID: string) {}
}
