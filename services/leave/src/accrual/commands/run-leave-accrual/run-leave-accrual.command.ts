import type { Actor, RunLeaveAccrualRequest } from '@tna/contracts';

/** RunLeaveAccrual: queue the accrual job up to asOf (today when left out). */
export class RunLeaveAccrualCommand {
  constructor(
    readonly request: RunLeaveAccrualRequest,
    readonly actor: Actor | undefined,
  ) {}
}
