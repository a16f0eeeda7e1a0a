import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EMPLOYEE_ENTITY, isUuid, statusText, type EmployeeDetail } from '@tna/contracts';
import { defaultTimeZone, runtimeToken, type ServiceRuntime } from '@tna/platform';
import { notFound, validationFailed } from '../../../setup/record-sql.util';
import { findEmployeeDetail } from '../../employees.store';
import { GetEmployeeQuery } from './get-employee.query';

/**
 * GetEmployee: the record, the names of what it references, and what is worked out: age, whether
 * there is a photograph, and today's shift (in the employee's zone) with its clocking status, read
 * from the time engine's published view.
 */
@QueryHandler(GetEmployeeQuery)
export class GetEmployeeHandler implements IQueryHandler<GetEmployeeQuery, EmployeeDetail> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ id }: GetEmployeeQuery): Promise<EmployeeDetail> {
    if (!isUuid(id)) throw validationFailed([{ field: 'ID', message: 'ID must be the id of an employee' }]);
    const row = await findEmployeeDetail(this.runtime.dataSource, id, defaultTimeZone(this.runtime.config));
    if (!row) throw notFound(EMPLOYEE_ENTITY, id);
    const { shiftID, shiftDate, statuses, locked, ...employee } = row;
    const codes = (statuses ?? []).map(Number);
    return Object.assign(employee, {
      clockingStatus: shiftID ? { code: codes[0] ?? null, text: statusText(codes[0] ?? null) } : null,
      currentShift: shiftID ? { id: shiftID, shiftDate: shiftDate!, statuses: codes, locked: locked === true } : null,
    }) as EmployeeDetail;
  }
}
