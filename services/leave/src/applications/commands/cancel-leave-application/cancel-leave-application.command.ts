import type { EntityManager } from 'typeorm';
import type { Actor, CancelLeaveApplicationRequest } from '@tna/contracts';

/** CancelLeaveApplication: a waiting or granted application cancelled (50); granted leave's entries reversed; 110 once a day is exported. */
export class CancelLeaveApplicationCommand {
  constructor(
    readonly request: CancelLeaveApplicationRequest,
    readonly actor: Actor | undefined,
    /** The transaction the command runs in, opened by the transport with its reply row. */
    readonly manager: EntityManager,
  ) {}
}
