import { Inject, NotFoundException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EmployeeClocking } from '@tna/contracts';
import { defaultTimeZone, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { listLastClockings } from '../../shift-controls.store';
import { GetLastXClockingsForEmployeeQuery } from './get-last-x-clockings-for-employee.query';

@QueryHandler(GetLastXClockingsForEmployeeQuery)
export class GetLastXClockingsForEmployeeHandler implements IQueryHandler<GetLastXClockingsForEmployeeQuery, EmployeeClocking[]> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ employeeID, lastX }: GetLastXClockingsForEmployeeQuery): Promise<EmployeeClocking[]> {
    const rows = await listLastClockings(this.runtime.dataSource, employeeID, lastX, defaultTimeZone(this.runtime.config));
    if (rows === undefined) throw new NotFoundException({ error: `No employee has the id ${employeeID}`, field: 'EmployeeID' });
    return rows.map((row) => ({ ...row, clockedAt: row.clockedAt.toISOString() }));
  }
}
