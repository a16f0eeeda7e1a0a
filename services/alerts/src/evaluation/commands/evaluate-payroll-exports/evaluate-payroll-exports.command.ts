import type { EntityManager } from 'typeorm';
import type { EventEnvelope } from '@tna/contracts';

/** Payroll exports made: the alerts they decide are stored. */
export class EvaluatePayrollExportsCommand {
  constructor(
    /** Events not handled before: the transport has recorded them in the inbox. */
    readonly events: readonly EventEnvelope<'PayrollExported'>[],
    /** The delivery's transaction: the inbox rows and the alerts commit together. */
    readonly manager: EntityManager,
  ) {}
}

export interface EvaluatePayrollExportsResult {
  /** Alerts stored that were not decided before. */
  alerts: number;
}
