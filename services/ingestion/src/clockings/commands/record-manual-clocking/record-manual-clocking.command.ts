import type { EntityManager } from 'typeorm';
import type { Actor, CreateRawClockingRequest } from '@tna/contracts';

/** CreateRawClocking: a clocking entered by an operator, as if a reader had sent it. */
export class RecordManualClockingCommand {
  constructor(
    readonly request: CreateRawClockingRequest,
    readonly actor: Actor,
    /** The transaction the command runs in, opened by the transport with its reply row. */
    readonly manager: EntityManager,
  ) {}
}
