import type { Actor, RecalcRequest } from '@tna/contracts';

/** RecalcAutoShift: like RecalcTimeValues, and auto shift detection chooses each day's shift again. */
export class RecalcAutoShiftCommand {
  constructor(
    readonly request: RecalcRequest,
    readonly actor: Actor,
  ) {}
}
