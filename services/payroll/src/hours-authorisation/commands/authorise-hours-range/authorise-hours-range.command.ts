import type { EntityManager } from 'typeorm';
import type { Actor, AuthUnAuthHoursRangeRequest } from '@tna/contracts';

/** AuthUnAuthHoursEmplsDateRange: every calculated day of the employees in the range, refused whole (102) when one is the caller's own. */
export class AuthoriseHoursRangeCommand {
  constructor(
    readonly request: AuthUnAuthHoursRangeRequest,
    readonly actor: Actor | undefined,
    /** The transaction the command runs in, opened by the transport with its reply row. */
    readonly manager: EntityManager,
  ) {}
}
