export class ReceiveAttendanceLogCommand {
  constructor(
    readonly serial: string,
    readonly body: string,
    readonly receivedAt: Date,
    readonly remoteAddress: string | null,
    readonly stamp: string | null,
  ) {}
}

export interface ReceiveAttendanceLogResult {
  /** Lines taken, repeats included: the device may forget them. */
  accepted: number;
  /** Lines new to us, raised as ClockingReceived. */
  stored: number;
  rejected: { line: number; text: string; reason: string }[];
}
