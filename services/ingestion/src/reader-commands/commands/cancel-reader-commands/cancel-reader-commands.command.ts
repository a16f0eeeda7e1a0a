import type { EntityManager } from 'typeorm';
import type { Actor, CancelReaderCommandsRequest } from '@tna/contracts';

/** CancelReaderCommands: take back lines still queued or sent, so no poll takes them again. */
export class CancelReaderCommandsCommand {
  constructor(
    readonly request: CancelReaderCommandsRequest,
    readonly actor: Actor,
    /** The transaction the command runs in, opened by the transport with its reply row. */
    readonly manager: EntityManager,
  ) {}
}
