import type { EntityManager } from 'typeorm';
import type { Actor, ClockInOutRequest } from '@tna/contracts';
import type { ManualClockingAction } from '../../domain/manual-clocking-rules';

/** CreateClockInOnly, CreateClockOutOnly, CreateClockInOut or InsertClocking: one employee-day's new clockings. */
export class AddManualClockingCommand {
  constructor(
    readonly action: ManualClockingAction,
    readonly request: ClockInOutRequest,
    readonly actor: Actor,
    /** The command's transaction: the clockings, the recalculated days and the reply commit together. */
    readonly manager: EntityManager,
  ) {}
}
