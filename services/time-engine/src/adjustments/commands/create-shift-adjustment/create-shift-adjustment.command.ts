import type { EntityManager } from 'typeorm';
import type { Actor, CreateShiftAdjustmentCommand as CreateShiftAdjustmentPayload } from '@tna/contracts';

/** CreateShiftAdjustment: an exception of a day cleared with a reason, and the day recalculated. */
export class CreateShiftAdjustmentCommand {
  constructor(
    readonly payload: CreateShiftAdjustmentPayload,
    readonly actor: Actor,
    readonly manager: EntityManager,
  ) {}
}
