import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EMPLOYEE_ENTITY, isUuid, type EmployeeBioTemplate } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { notFound, validationFailed } from '../../../setup/record-sql.util';
import { GetEmployeeBioTemplatesQuery } from './get-employee-bio-templates.query';

type TemplateRow = Omit<EmployeeBioTemplate, 'receivedAt'> & { receivedAt: Date };

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
    const employees: { employeeNumber: string }[] = await this.runtime.dataSource.query(
      'SELECT employee_number AS "employeeNumber" FROM employees WHERE id = $1',
      [employeeID],
    );
    if (employees.length === 0) throw notFound(EMPLOYEE_ENTITY, employeeID, 'EmployeeID');
    const rows: TemplateRow[] = await this.runtime.dataSource.query(
      `SELECT t.kind, t.number, t.template_index AS "index", t.algorithm_version AS "algorithmVersion", t.size, t.valid, t.duress,
              t.serial AS "readerSerial", s.id AS "scannerID", s.name AS "scannerName", t.received_at AS "receivedAt"
         FROM ingestion.v_bio_templates t LEFT JOIN scanners s ON s.external_id = t.serial
        WHERE t.pin = $1
        ORDER BY t.kind, t.number, t.template_index`,
      [employees[0].employeeNumber],
    );
    return rows.map((row) => ({ ...row, receivedAt: row.receivedAt.toISOString() }));
  }
}
