import type { EntityManager } from 'typeorm';
import type { EventEnvelope } from '@tna/contracts';

/** Store clockings that arrived on the bus, in arrival order, and bring their days up to date. */
export class RecordClockingsCommand {
  constructor(
    /** Events not handled before: the transport has recorded them in the inbox. */
    readonly events: readonly EventEnvelope<'ClockingReceived'>[],
    /** The delivery's transaction: the inbox rows, the clockings and the raised events commit together. */
    readonly manager: EntityManager,
  ) {}
}

export interface RecordClockingsResult {
  /** New clockings; repeats (the same event, or the same employee, instant and reader) are not counted. */
  stored: number;
  /** The employee-days the new clockings touched, as `employeeID/YYYY-MM-DD`. */
  touchedDays: string[];
}
