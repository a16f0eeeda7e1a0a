import type { EntityManager } from 'typeorm';
import type { Actor, HoursAuthoriseRequest } from '@tna/contracts';

/** HoursAuthorise: the given calculated days authorised or unauthorised, unless one is the caller's own (102). */
export class AuthoriseHoursCommand {
  constructor(
    readonly request: HoursAuthoriseRequest,
    readonly actor: Actor | undefined,
    /** The transaction the command runs in, opened by the transport with its reply row. */
    readonly manager: EntityManager,
  ) {}
}
