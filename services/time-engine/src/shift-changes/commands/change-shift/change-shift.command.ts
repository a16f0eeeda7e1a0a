import type { Actor, ChangeShiftRequest } from '@tna/contracts';

/** ChangeShift: manual shift changes for the chosen employees and dates, then their days recalculated. */
export class ChangeShiftCommand {
  constructor(
    readonly request: ChangeShiftRequest,
    readonly actor: Actor,
  ) {}
}
