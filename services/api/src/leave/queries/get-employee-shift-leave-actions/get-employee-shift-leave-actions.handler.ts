import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EmployeeShiftLeaveAction } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { employeeShiftNotFound } from '../../../time-values/employee-shift-id.util';
import { dayLeaveActions, employeeShiftDay } from '../../leave.store';
import { GetEmployeeShiftLeaveActionsQuery } from './get-employee-shift-leave-actions.query';

@QueryHandler(GetEmployeeShiftLeaveActionsQuery)
export class GetEmployeeShiftLeaveActionsHandler implements IQueryHandler<GetEmployeeShiftLeaveActionsQuery, EmployeeShiftLeaveAction[]> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ employeeShiftID }: GetEmployeeShiftLeaveActionsQuery): Promise<EmployeeShiftLeaveAction[]> {
    const day = await employeeShiftDay(this.runtime.dataSource, employeeShiftID);
    if (!day) throw employeeShiftNotFound(employeeShiftID);
    return dayLeaveActions(this.runtime.dataSource, day.employeeID, day.shiftDate);
  }
}
