import type { EntityManager } from 'typeorm';
import type { DeleteClockingRequest } from '@tna/contracts';

/** DeleteClocking: one manual clocking of an employee-day, or all of them. */
export class DeleteClockingCommand {
  constructor(
    readonly request: DeleteClockingRequest,
    /** The command's transaction: the deletion, the recalculated days and the reply commit together. */
    readonly manager: EntityManager,
  ) {}
}
