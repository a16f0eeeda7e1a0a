import type { Actor, RecalcRequest } from '@tna/contracts';

/** RecalcTimeValues: the chosen employees' days recalculated with their stored shifts (result 11, or 12 when large). */
export class RecalcTimeValuesCommand {
  constructor(
    readonly request: RecalcRequest,
    readonly actor: Actor,
  ) {}
}
