import type { Actor, CreateRawClockingRequest } from '@tna/contracts';

/** CreateRawClocking: a clocking entered by an operator, as if a reader had sent it. */
export class RecordManualClockingCommand {
  constructor(
    readonly request: CreateRawClockingRequest,
    readonly actor: Actor,
  ) {}
}
