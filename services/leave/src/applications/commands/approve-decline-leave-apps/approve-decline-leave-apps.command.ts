import type { EntityManager } from 'typeorm';
import type { Actor, ApproveDeclineLeaveAppsRequest } from '@tna/contracts';

/** ApproveDeclineLeaveApps: each application granted or declined at the caller's level, or refused with its own code. */
export class ApproveDeclineLeaveAppsCommand {
  constructor(
    readonly request: ApproveDeclineLeaveAppsRequest,
    readonly actor: Actor | undefined,
    /** The transaction the command runs in, opened by the transport with its reply row. */
    readonly manager: EntityManager,
  ) {}
}
