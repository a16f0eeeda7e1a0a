import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Adjustment } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { employeeShiftNotFound } from '../../../time-values/employee-shift-id.util';
import { adjustmentOf } from '../../adjustment-row.util';
import { listDayAdjustments, shiftExists } from '../../adjustments.store';
import { GetEmployeeShiftAdjustmentsQuery } from './get-employee-shift-adjustments.query';

@QueryHandler(GetEmployeeShiftAdjustmentsQuery)
export class GetEmployeeShiftAdjustmentsHandler implements IQueryHandler<GetEmployeeShiftAdjustmentsQuery, Adjustment[]> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ employeeShiftID }: GetEmployeeShiftAdjustmentsQuery): Promise<Adjustment[]> {
    if (!(await shiftExists(this.runtime.dataSource, employeeShiftID))) throw employeeShiftNotFound(employeeShiftID);
    return (await listDayAdjustments(this.runtime.dataSource, employeeShiftID)).map(adjustmentOf);
  }
}
