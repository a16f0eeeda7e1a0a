import type { EntityManager } from 'typeorm';
import type { EventEnvelope } from '@tna/contracts';

/** The leave service's changes of days' leave, in arrival order: each day's leave stored and the days recalculated. */
export class ApplyLeaveDaysCommand {
  constructor(
    /** Events not handled before: the transport has recorded them in the inbox. */
    readonly events: readonly EventEnvelope<'LeaveDaysChanged'>[],
    /** The delivery's transaction: the inbox rows, the leave, the days and the raised events commit together. */
    readonly manager: EntityManager,
  ) {}
}

export interface ApplyLeaveDaysResult {
  /** Employee-days whose leave was set or removed. */
  days: number;
  /** Days the recalculation rewrote. */
  writtenDays: number;
}
