import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { statusText, type EmployeeShiftStatus } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { employeeShiftNotFound } from '../../employee-shift-id.util';
import { findShiftStatuses, listShiftStatusNames } from '../../time-values.store';
import { GetEmployeeShiftStatusesQuery } from './get-employee-shift-statuses.query';

@QueryHandler(GetEmployeeShiftStatusesQuery)
export class GetEmployeeShiftStatusesHandler implements IQueryHandler<GetEmployeeShiftStatusesQuery, EmployeeShiftStatus[]> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ employeeShiftID }: GetEmployeeShiftStatusesQuery): Promise<EmployeeShiftStatus[]> {
    const statuses = await findShiftStatuses(this.runtime.dataSource, employeeShiftID);
    if (statuses === undefined) throw employeeShiftNotFound(employeeShiftID);
    const codes = statuses.map(Number);
    // The names operators gave the codes in Shift Status setup win over the built-in texts.
    const named = await listShiftStatusNames(this.runtime.dataSource, codes);
    const names = new Map(named.map((row) => [row.code, row.name]));
    return codes.map((code) => ({ code, name: names.get(code) ?? statusText(code) }));
  }
}
