export class GetScannerQuery {
  constructor(
    readonly id: string,
    /** The comm key is the reader's TCP password: only users who may edit readers (setupSystem) read it. */
    readonly mayReadCommKey: boolean,
  ) {}
}
