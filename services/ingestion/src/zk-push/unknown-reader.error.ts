/** A serial number no registered reader has: its data is refused, never stored. */
export class UnknownReaderError extends Error {
  constructor(readonly serial: string) {
    super(`unknown reader serial ${serial}`);
  }
}
