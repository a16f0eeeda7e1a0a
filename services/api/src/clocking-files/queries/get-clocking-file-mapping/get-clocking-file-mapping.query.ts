/** GetClockingFileMapping: the column mapping a reader's next Morpho file is read with. */
export class GetClockingFileMappingQuery {
  constructor(readonly scannerID: unknown) {}
}
