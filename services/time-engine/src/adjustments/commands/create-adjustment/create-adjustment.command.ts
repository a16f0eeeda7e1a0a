import type { EntityManager } from 'typeorm';
import type { Actor, CreateAdjustmentCommand as CreateAdjustmentPayload } from '@tna/contracts';

/** CreateAdjustment: a time adjustment stored on a day and the day recalculated, in the command's transaction. */
export class CreateAdjustmentCommand {
  constructor(
    readonly payload: CreateAdjustmentPayload,
    readonly actor: Actor,
    readonly manager: EntityManager,
  ) {}
}
