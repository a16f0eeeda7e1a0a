import type { ClockingReceivedPayload, EventEnvelope } from '@tna/contracts';

/** Store a clocking that arrived on the bus, and bring its day up to date. */
export class RecordClockingCommand {
  constructor(readonly event: EventEnvelope<'ClockingReceived'>) {}

  get clocking(): ClockingReceivedPayload {
    return this.event.payload;
  }
}

export interface RecordClockingResult {
  /** False for a repeat: the same event, or the same employee, instant and reader. */
  stored: boolean;
  employeeShiftID: string | null;
}
