import type { EventEnvelope } from '@tna/contracts';

/** Payroll's hours authorisation changes, in arrival order: each day's flag set and the days recalculated. */
export class ApplyHoursAuthorisationCommand {
  constructor(readonly events: readonly EventEnvelope<'HoursAuthorisationChanged'>[]) {}
}

export interface ApplyHoursAuthorisationResult {
  /** Days whose flag was set (repeated events are not counted). */
  days: number;
  /** Days the recalculation rewrote. */
  writtenDays: number;
}
