import type { EntityManager } from 'typeorm';
import type { EventEnvelope } from '@tna/contracts';

/** Steps of leave applications, in arrival order: the alerts they decide are stored. */
export class EvaluateLeaveApplicationsCommand {
  constructor(
    /** Events not handled before: the transport has recorded them in the inbox. */
    readonly events: readonly EventEnvelope<'LeaveApplicationChanged'>[],
    /** The delivery's transaction: the inbox rows and the alerts commit together. */
    readonly manager: EntityManager,
  ) {}
}

export interface EvaluateLeaveApplicationsResult {
  /** Alerts stored that were not decided before. */
  alerts: number;
}
