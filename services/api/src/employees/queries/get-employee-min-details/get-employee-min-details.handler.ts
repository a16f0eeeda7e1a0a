import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EMPLOYEE_ENTITY, isUuid, type EmployeeMinDetails } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { notFound, validationFailed } from '../../../setup/record-sql.util';
import { HAS_PHOTO_COLUMN, referenceNameColumns } from '../../employee-sql.util';
import { GetEmployeeMinDetailsQuery } from './get-employee-min-details.query';

@QueryHandler(GetEmployeeMinDetailsQuery)
export class GetEmployeeMinDetailsHandler implements IQueryHandler<GetEmployeeMinDetailsQuery, EmployeeMinDetails> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ id }: GetEmployeeMinDetailsQuery): Promise<EmployeeMinDetails> {
    if (!isUuid(id)) throw validationFailed([{ field: 'ID', message: 'ID must be the id of an employee' }]);
    const rows: EmployeeMinDetails[] = await this.runtime.dataSource.query(
      `SELECT e.id, e.employee_number AS "employeeNumber", e.first_name AS "firstName", e.surname, e.preferred_name AS "preferredName",
              e.employee_status AS "employeeStatus", ${referenceNameColumns(EMPLOYEE_ENTITY, ['departmentID', 'jobTitleID'])}, ${HAS_PHOTO_COLUMN()}
         FROM employees e WHERE e.id = $1`,
      [id],
    );
    if (rows.length === 0) throw notFound(EMPLOYEE_ENTITY, id);
    return rows[0];
  }
}
