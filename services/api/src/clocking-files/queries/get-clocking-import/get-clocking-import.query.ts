/** GetClockingImport: one entry of the import log with its bad rows. */
export class GetClockingImportQuery {
  constructor(readonly id: unknown) {}
}
