import type { EntityManager } from 'typeorm';
import type { Actor, CreateLeaveApplicationRequest } from '@tna/contracts';

/** CreateLeaveApplication: the days of the range that have a shift, refused (42–46, 150, 500, 600) or stored waiting (41) or granted at once (40). */
export class CreateLeaveApplicationCommand {
  constructor(
    readonly request: CreateLeaveApplicationRequest,
    readonly actor: Actor | undefined,
    /** The transaction the command runs in, opened by the transport with its reply row. */
    readonly manager: EntityManager,
  ) {}
}
