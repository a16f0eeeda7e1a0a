import type { EntityManager } from 'typeorm';
import type { EventEnvelope } from '@tna/contracts';

/** Days the time engine calculated, in arrival order: the alerts they decide are stored. */
export class EvaluateCalculatedDaysCommand {
  constructor(
    /** Events not handled before: the transport has recorded them in the inbox. */
    readonly events: readonly EventEnvelope<'ShiftCalculated'>[],
    /** The delivery's transaction: the inbox rows and the alerts commit together. */
    readonly manager: EntityManager,
  ) {}
}

export interface EvaluateCalculatedDaysResult {
  /** Alerts stored that were not decided before. */
  alerts: number;
}
