import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EmployeeShift } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { listEmployeeShifts } from '../clockings.store';
import { employeeShiftOf } from '../employee-shift-of.util';
import { GetEmployeeShiftsQuery } from './employee-date-range.query';
import { checkRange, employeeTimeZone } from './employee-period.util';

/** Everything the clocking grid shows of the days, in one call. */
@QueryHandler(GetEmployeeShiftsQuery)
export class GetEmployeeShiftsHandler implements IQueryHandler<GetEmployeeShiftsQuery, EmployeeShift[]> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ range }: GetEmployeeShiftsQuery): Promise<EmployeeShift[]> {
    checkRange(range);
    // The days are dates, so neither read waits for the other.
    const [timeZone, rows] = await Promise.all([
      employeeTimeZone(this.runtime, range.employeeID),
      listEmployeeShifts(this.runtime.dataSource, range.employeeID, range.from, range.to),
    ]);
    return rows.map((row) => employeeShiftOf(row, timeZone));
  }
}
