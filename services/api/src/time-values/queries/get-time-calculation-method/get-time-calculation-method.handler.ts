import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { explanationAt, type TimeCalculationMethod } from '@tna/contracts';
import { defaultTimeZone, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { findEmployeeShift } from '../../../clockings/clockings.store';
import { employeeShiftOf } from '../../../clockings/employee-shift-of.util';
import { employeeShiftNotFound } from '../../employee-shift-id.util';
import { findCalculationMethod, findShiftEmployee } from '../../time-values.store';
import { GetTimeCalculationMethodQuery } from './get-time-calculation-method.query';

@QueryHandler(GetTimeCalculationMethodQuery)
export class GetTimeCalculationMethodHandler implements IQueryHandler<GetTimeCalculationMethodQuery, TimeCalculationMethod> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ employeeShiftID }: GetTimeCalculationMethodQuery): Promise<TimeCalculationMethod> {
    const db = this.runtime.dataSource;
    const [found, day] = await Promise.all([findCalculationMethod(db, employeeShiftID), findEmployeeShift(db, employeeShiftID)]);
    if (!found || !day) throw employeeShiftNotFound(employeeShiftID);
    const employee = await findShiftEmployee(db, found.employeeID);
    if (!employee) throw employeeShiftNotFound(employeeShiftID);
    const { method, explanation, ...row } = found;
    const timeZone = employee.timeZone ?? defaultTimeZone(this.runtime.config);
    return {
      ...row,
      employee: { id: found.employeeID, number: employee.number, name: employee.name, timeZone },
      day: employeeShiftOf(day, timeZone),
      explanation: explanation && explanationAt(explanation),
      shiftStart: row.shiftStart?.toISOString() ?? null,
      shiftEnd: row.shiftEnd?.toISOString() ?? null,
      calculatedAt: row.calculatedAt?.toISOString() ?? null,
      steps: method === '' ? [] : method.split('\n'),
    };
  }
}
