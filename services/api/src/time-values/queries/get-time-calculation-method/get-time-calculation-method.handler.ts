import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { TimeCalculationMethod } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { employeeShiftNotFound } from '../../employee-shift-id.util';
import { findCalculationMethod } from '../../time-values.store';
import { GetTimeCalculationMethodQuery } from './get-time-calculation-method.query';

@QueryHandler(GetTimeCalculationMethodQuery)
export class GetTimeCalculationMethodHandler implements IQueryHandler<GetTimeCalculationMethodQuery, TimeCalculationMethod> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ employeeShiftID }: GetTimeCalculationMethodQuery): Promise<TimeCalculationMethod> {
    const found = await findCalculationMethod(this.runtime.dataSource, employeeShiftID);
    if (!found) throw employeeShiftNotFound(employeeShiftID);
    const { method, ...row } = found;
    return {
      ...row,
      shiftStart: row.shiftStart?.toISOString() ?? null,
      shiftEnd: row.shiftEnd?.toISOString() ?? null,
      calculatedAt: row.calculatedAt?.toISOString() ?? null,
      steps: method === '' ? [] : method.split('\n'),
    };
  }
}
