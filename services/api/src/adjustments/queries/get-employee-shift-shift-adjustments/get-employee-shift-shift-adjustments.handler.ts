import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ShiftAdjustment } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { employeeShiftNotFound } from '../../../time-values/employee-shift-id.util';
import { shiftAdjustmentOf } from '../../adjustment-row.util';
import { listDayShiftAdjustments, shiftExists } from '../../adjustments.store';
import { GetEmployeeShiftShiftAdjustmentsQuery } from './get-employee-shift-shift-adjustments.query';

@QueryHandler(GetEmployeeShiftShiftAdjustmentsQuery)
export class GetEmployeeShiftShiftAdjustmentsHandler implements IQueryHandler<GetEmployeeShiftShiftAdjustmentsQuery, ShiftAdjustment[]> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ employeeShiftID }: GetEmployeeShiftShiftAdjustmentsQuery): Promise<ShiftAdjustment[]> {
    if (!(await shiftExists(this.runtime.dataSource, employeeShiftID))) throw employeeShiftNotFound(employeeShiftID);
    return (await listDayShiftAdjustments(this.runtime.dataSource, employeeShiftID)).map(shiftAdjustmentOf);
  }
}
