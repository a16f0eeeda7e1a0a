import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EMPLOYEE_ENTITY, isUuid, type EmployeeMinDetails } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { notFound, validationFailed } from '../../../setup/record-sql.util';
import { findEmployeeMinDetails } from '../../employees.store';
import { GetEmployeeMinDetailsQuery } from './get-employee-min-details.query';

@QueryHandler(GetEmployeeMinDetailsQuery)
export class GetEmployeeMinDetailsHandler implements IQueryHandler<GetEmployeeMinDetailsQuery, EmployeeMinDetails> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ id }: GetEmployeeMinDetailsQuery): Promise<EmployeeMinDetails> {
    if (!isUuid(id)) throw validationFailed([{ field: 'ID', message: 'ID must be the id of an employee' }]);
    const row = await findEmployeeMinDetails(this.runtime.dataSource, id);
    if (!row) throw notFound(EMPLOYEE_ENTITY, id);
    return row;
  }
}
