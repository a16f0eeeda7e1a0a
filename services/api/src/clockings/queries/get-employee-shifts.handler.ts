import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EmployeeShift } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { employeeShiftOf, listEmployeeShifts } from '../clockings.store';
import { GetEmployeeShiftsQuery } from './employee-date-range.query';

@QueryHandler(GetEmployeeShiftsQuery)
export class GetEmployeeShiftsHandler implements IQueryHandler<GetEmployeeShiftsQuery, EmployeeShift[]> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ range }: GetEmployeeShiftsQuery): Promise<EmployeeShift[]> {
    const rows = await listEmployeeShifts(this.runtime.dataSource, range.employeeID, range.from, range.to);
    return rows.map(employeeShiftOf);
  }
}
