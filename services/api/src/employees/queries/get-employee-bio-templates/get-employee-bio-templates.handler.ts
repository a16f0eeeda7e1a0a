import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EMPLOYEE_ENTITY, isUuid, type EmployeeBioTemplate } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { notFound, validationFailed } from '../../../setup/record-sql.util';
import { findEmployeeNumber, listBioTemplates } from '../../employees.store';
import { GetEmployeeBioTemplatesQuery } from './get-employee-bio-templates.query';

/**
 * Readers send templates by PIN, which is the employee number; the ingestion service keeps them
 * by PIN, so a template uploaded before the employee was added shows once the number exists.
 * The template bytes are not published to the api.
 */
@QueryHandler(GetEmployeeBioTemplatesQuery)
export class GetEmployeeBioTemplatesHandler implements IQueryHandler<GetEmployeeBioTemplatesQuery, EmployeeBioTemplate[]> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ employeeID }: GetEmployeeBioTemplatesQuery): Promise<EmployeeBioTemplate[]> {
    if (!isUuid(employeeID)) throw validationFailed([{ field: 'EmployeeID', message: 'EmployeeID must be the id of an employee' }]);
    const employeeNumber = await findEmployeeNumber(this.runtime.dataSource, employeeID);
    if (employeeNumber === undefined) throw notFound(EMPLOYEE_ENTITY, employeeID, 'EmployeeID');
    const rows = await listBioTemplates(this.runtime.dataSource, employeeNumber);
    return rows.map((row) => ({ ...row, receivedAt: row.receivedAt.toISOString() }));
  }
}
