import { Inject, NotFoundException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { LeaveBalance } from '@tna/contracts';
import { defaultTimeZone, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { employeeExists, leaveBalances } from '../../leave.store';
import { GetLeaveBalancesQuery } from './get-leave-balances.query';

@QueryHandler(GetLeaveBalancesQuery)
export class GetLeaveBalancesHandler implements IQueryHandler<GetLeaveBalancesQuery, LeaveBalance[]> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ employeeID }: GetLeaveBalancesQuery): Promise<LeaveBalance[]> {
    if (!(await employeeExists(this.runtime.dataSource, employeeID))) throw new NotFoundException({ error: `No employee has the id ${employeeID}`, field: 'EmployeeID' });
    return leaveBalances(this.runtime.dataSource, employeeID, defaultTimeZone(this.runtime.config));
  }
}
