import type { EntityManager } from 'typeorm';
import type { Actor, DeleteAdjustmentRequest } from '@tna/contracts';

/** DeleteAdjustment: one adjustment, or all of a day's, removed and the day recalculated. */
export class DeleteAdjustmentCommand {
  constructor(
    readonly request: DeleteAdjustmentRequest,
    readonly actor: Actor,
    readonly manager: EntityManager,
  ) {}
}
