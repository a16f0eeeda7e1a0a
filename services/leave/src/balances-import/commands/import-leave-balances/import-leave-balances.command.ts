import type { EntityManager } from 'typeorm';
import type { Actor, ImportLeaveBalancesRequest } from '@tna/contracts';

/** ImportLeaveBalances (LEAVE.md §4): a file of balances as 3 Set Leave Balance entries, or a dry run that only checks it. */
export class ImportLeaveBalancesCommand {
  constructor(
    readonly request: ImportLeaveBalancesRequest,
    readonly actor: Actor | undefined,
    /** The transaction the command runs in, opened by the transport with its reply row. */
    readonly manager: EntityManager,
  ) {}
}
