/** An OPERLOG (or BIODATA table) upload of a ZKTeco push reader. */
export class ReceiveOperationLogCommand {
  constructor(
    readonly serial: string,
    /** `OPERLOG` or `BIODATA`, as the device named it. */
    readonly table: 'OPERLOG' | 'BIODATA',
    readonly body: string,
    readonly receivedAt: Date,
    readonly remoteAddress: string | null,
    readonly stamp: string | null,
  ) {}
}

export interface ReceiveOperationLogResult {
  /** Lines taken (templates, users and records acknowledged without storing). */
  accepted: number;
  /** Templates written, after a later line of the body replaced an earlier one of the same key. */
  templatesStored: number;
  rejected: { line: number; text: string; reason: string }[];
}
