import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DateTime } from 'luxon';
import type { Clocking } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { listEmployeeClockings } from '../clockings.store';
import { GetEmployeeMainClockingListQuery } from './employee-date-range.query';
import { checkRange, employeeTimeZone } from './employee-period.util';

@QueryHandler(GetEmployeeMainClockingListQuery)
export class GetEmployeeMainClockingListHandler implements IQueryHandler<GetEmployeeMainClockingListQuery, Clocking[]> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ range }: GetEmployeeMainClockingListQuery): Promise<Clocking[]> {
    checkRange(range);
    // The dates are the employee's local dates, inclusive.
    const zone = await employeeTimeZone(this.runtime, range.employeeID);
    const from = DateTime.fromISO(range.from, { zone }).startOf('day');
    const to = DateTime.fromISO(range.to, { zone }).startOf('day').plus({ days: 1 });
    const rows = await listEmployeeClockings(this.runtime.dataSource, range.employeeID, from.toJSDate(), to.toJSDate());
    return rows.map((row) => ({ ...row, clockedAt: row.clockedAt.toISOString() }));
  }
}
