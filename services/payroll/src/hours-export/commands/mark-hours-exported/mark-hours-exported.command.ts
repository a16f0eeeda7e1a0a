import type { EntityManager } from 'typeorm';
import type { Actor, HoursExportedRequest } from '@tna/contracts';

/** HoursExported: the exported flag of the given calculated days set or cleared by hand. */
export class MarkHoursExportedCommand {
  constructor(
    readonly request: HoursExportedRequest,
    readonly actor: Actor | undefined,
    /** The transaction the command runs in, opened by the transport with its reply row. */
    readonly manager: EntityManager,
  ) {}
}
