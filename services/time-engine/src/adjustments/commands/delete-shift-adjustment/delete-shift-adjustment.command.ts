import type { EntityManager } from 'typeorm';
import type { Actor, DeleteShiftAdjustmentRequest } from '@tna/contracts';

/** DeleteShiftAdjustment: the shift adjustment removed, so its exception comes back when the day is recalculated. */
export class DeleteShiftAdjustmentCommand {
  constructor(
    readonly request: DeleteShiftAdjustmentRequest,
    readonly actor: Actor,
    readonly manager: EntityManager,
  ) {}
}
