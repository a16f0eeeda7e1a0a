import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Clocking } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { listEmployeeClockings } from '../clockings.store';
import { GetEmployeeMainClockingListQuery } from './employee-date-range.query';
import { employeePeriod } from './employee-period.util';

@QueryHandler(GetEmployeeMainClockingListQuery)
export class GetEmployeeMainClockingListHandler implements IQueryHandler<GetEmployeeMainClockingListQuery, Clocking[]> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ range }: GetEmployeeMainClockingListQuery): Promise<Clocking[]> {
    const { from, to } = await employeePeriod(this.runtime, range);
    const rows = await listEmployeeClockings(this.runtime.dataSource, range.employeeID, from.toJSDate(), to.toJSDate());
    return rows.map((row) => ({ ...row, clockedAt: row.clockedAt.toISOString() }));
  }
}
