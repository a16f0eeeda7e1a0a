import type { EntityManager } from 'typeorm';
import type { CalculatePayrollValuesRequest } from '@tna/contracts';

/** CalculatePayrollValues: the values of a payroll's employees over a range, stored nowhere. */
export class CalculatePayrollValuesQuery {
  constructor(
    readonly request: CalculatePayrollValuesRequest,
    /** The transaction the command runs in, opened by the transport with its reply row. */
    readonly manager: EntityManager,
  ) {}
}
