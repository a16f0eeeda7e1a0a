import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EmployeeClocking } from '@tna/contracts';
import { defaultTimeZone, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { employeeShiftNotFound } from '../../../time-values/employee-shift-id.util';
import { employeeShiftExists, listShiftAccessClockings } from '../../shift-controls.store';
import { GetEmployeeShiftAccessClockingsQuery } from './get-employee-shift-access-clockings.query';

@QueryHandler(GetEmployeeShiftAccessClockingsQuery)
export class GetEmployeeShiftAccessClockingsHandler implements IQueryHandler<GetEmployeeShiftAccessClockingsQuery, EmployeeClocking[]> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ employeeShiftID }: GetEmployeeShiftAccessClockingsQuery): Promise<EmployeeClocking[]> {
    if (!(await employeeShiftExists(this.runtime.dataSource, employeeShiftID))) throw employeeShiftNotFound(employeeShiftID);
    const rows = await listShiftAccessClockings(this.runtime.dataSource, employeeShiftID, defaultTimeZone(this.runtime.config));
    return rows.map((row) => ({ ...row, clockedAt: row.clockedAt.toISOString() }));
  }
}
