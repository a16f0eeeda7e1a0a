import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EmployeeShiftOrgInfo } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { employeeShiftNotFound } from '../../../time-values/employee-shift-id.util';
import { findShiftOrgInfo } from '../../shift-controls.store';
import { GetEmployeeShiftOrgInfoQuery } from './get-employee-shift-org-info.query';

@QueryHandler(GetEmployeeShiftOrgInfoQuery)
export class GetEmployeeShiftOrgInfoHandler implements IQueryHandler<GetEmployeeShiftOrgInfoQuery, EmployeeShiftOrgInfo> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ employeeShiftID }: GetEmployeeShiftOrgInfoQuery): Promise<EmployeeShiftOrgInfo> {
    const row = await findShiftOrgInfo(this.runtime.dataSource, employeeShiftID);
    if (row === undefined) throw employeeShiftNotFound(employeeShiftID);
    return { ...row, changedAt: row.changedAt?.toISOString() ?? null };
  }
}
