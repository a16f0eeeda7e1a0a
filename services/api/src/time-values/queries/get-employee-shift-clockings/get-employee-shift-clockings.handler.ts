import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EmployeeShiftClocking } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { withPairRoles } from '../../../shared/shift-pairs.util';
import { employeeShiftNotFound } from '../../employee-shift-id.util';
import { findShiftPairs, listShiftClockings } from '../../time-values.store';
import { GetEmployeeShiftClockingsQuery } from './get-employee-shift-clockings.query';

@QueryHandler(GetEmployeeShiftClockingsQuery)
export class GetEmployeeShiftClockingsHandler implements IQueryHandler<GetEmployeeShiftClockingsQuery, EmployeeShiftClocking[]> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ employeeShiftID }: GetEmployeeShiftClockingsQuery): Promise<EmployeeShiftClocking[]> {
    const pairs = await findShiftPairs(this.runtime.dataSource, employeeShiftID);
    if (pairs === undefined) throw employeeShiftNotFound(employeeShiftID);
    const rows = await listShiftClockings(this.runtime.dataSource, employeeShiftID);
    return withPairRoles(rows, pairs).map((row) => ({ ...row, clockedAt: row.clockedAt.toISOString() }));
  }
}
