import type { Actor, DeleteReprocessClockingsRequest } from '@tna/contracts';

/** DeleteReprocessClockings: the days' reader clockings replaced by the raw clockings ingestion stored, and the days recalculated. */
export class DeleteReprocessClockingsCommand {
  constructor(
    readonly request: DeleteReprocessClockingsRequest,
    readonly actor: Actor,
  ) {}
}
