import type { Actor, LockUnlockShiftRequest } from '@tna/contracts';

/** LockUnlockShift: the stored days of the chosen employees and dates locked, or unlocked and recalculated. */
export class LockUnlockShiftCommand {
  constructor(
    readonly request: LockUnlockShiftRequest,
    readonly actor: Actor,
  ) {}
}
