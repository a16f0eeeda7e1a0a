import type { EntityManager } from 'typeorm';
import type { PlanWorkRosterRequest } from '@tna/contracts';

/** PlanWorkRoster: employees' days of a period as the engine rosters them, for the roster reports. */
export class PlanWorkRosterCommand {
  constructor(
    readonly request: PlanWorkRosterRequest,
    readonly manager: EntityManager,
  ) {}
}
