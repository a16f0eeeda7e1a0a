import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Employee, ListResult } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { likePattern, pageWindow } from '../../../shared/list-query.util';
import { EMPLOYEE_COLUMNS } from '../../employee.columns';
import { GetEmployeesQuery } from './get-employees.query';

const SORTABLE = { employeeNumber: 'employee_number', firstName: 'lower(first_name)', surname: 'lower(surname)' };

@QueryHandler(GetEmployeesQuery)
export class GetEmployeesHandler implements IQueryHandler<GetEmployeesQuery, ListResult<Employee>> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute({ filter }: GetEmployeesQuery): Promise<ListResult<Employee>> {
    const page = pageWindow(filter, SORTABLE, 'surname');
    const rows: (Employee & { total: string })[] = await this.runtime.dataSource.query(
      `SELECT ${EMPLOYEE_COLUMNS}, count(*) OVER () AS total FROM employees
        WHERE $1::text IS NULL OR employee_number ILIKE $1 OR first_name ILIKE $1 OR surname ILIKE $1 OR preferred_name ILIKE $1
        ORDER BY ${page.orderBy} LIMIT $2 OFFSET $3`,
      [likePattern(filter.search), page.limit, page.offset],
    );
    return { items: rows.map(({ total: _total, ...employee }) => employee), total: rows.length > 0 ? Number(rows[0].total) : 0 };
  }
}
