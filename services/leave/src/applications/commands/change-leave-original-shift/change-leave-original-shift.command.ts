import type { EntityManager } from 'typeorm';
import type { Actor, ChangeLeaveOriginalShiftRequest } from '@tna/contracts';

/** ChangeLeaveOriginalShift: the shift a leave day is booked against, its minutes and amount with it (1, 10, 100, 150, 153). */
export class ChangeLeaveOriginalShiftCommand {
  constructor(
    readonly request: ChangeLeaveOriginalShiftRequest,
    readonly actor: Actor | undefined,
    /** The transaction the command runs in, opened by the transport with its reply row. */
    readonly manager: EntityManager,
  ) {}
}
