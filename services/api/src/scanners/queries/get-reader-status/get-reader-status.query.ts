export class GetReaderStatusQuery {
  constructor(readonly id: string) {}
}
