import type { EntityManager } from 'typeorm';
import type { Actor, SendReaderCommandsCommand as SendReaderCommandsPayload } from '@tna/contracts';

/** SendReaderCommands: queue ADMS lines for readers, to be taken at their next polls. */
export class SendReaderCommandsCommand {
  constructor(
    readonly request: SendReaderCommandsPayload,
    readonly actor: Actor,
    /** The transaction the command runs in, opened by the transport with its reply row. */
    readonly manager: EntityManager,
  ) {}
}
