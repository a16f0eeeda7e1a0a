import type { EntityManager } from 'typeorm';
import type { EventEnvelope } from '@tna/contracts';

/** Payroll's hours authorisation changes, in arrival order: each day's flag set and the days recalculated. */
export class ApplyHoursAuthorisationCommand {
  constructor(
    /** Events not handled before: the transport has recorded them in the inbox. */
    readonly events: readonly EventEnvelope<'HoursAuthorisationChanged'>[],
    /** The delivery's transaction: the inbox rows, the flags, the days and the raised events commit together. */
    readonly manager: EntityManager,
  ) {}
}

export interface ApplyHoursAuthorisationResult {
  /** Days whose flag was set (repeated events are not counted). */
  days: number;
  /** Days the recalculation rewrote. */
  writtenDays: number;
}
