import type { GetLeaveStatementRequest } from '@tna/contracts';

/** GetLeaveStatement: the employee's ledger entries in ledger order, each with the balance after it. */
export class GetLeaveStatementQuery {
  constructor(readonly request: GetLeaveStatementRequest) {}
}
