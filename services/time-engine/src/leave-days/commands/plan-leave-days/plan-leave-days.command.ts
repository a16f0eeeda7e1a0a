import type { EntityManager } from 'typeorm';
import type { PlanLeaveDaysRequest } from '@tna/contracts';

/** PlanLeaveDays: every date of one employee's range as the engine has stored it or would roster it, with its leave. */
export class PlanLeaveDaysCommand {
  constructor(
    readonly request: PlanLeaveDaysRequest,
    readonly manager: EntityManager,
  ) {}
}
