import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EMPLOYEE_FILTER_SORTS, type ReportFilterEmployeesInitializeResult } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { reportFilterKeys, savedEmployeeFilters } from '../../report-filters.store';
import { ReportFilterEmployeesInitializeQuery } from './report-filter-employees-initialize.query';

/** The employee filter keys with their choices, the orders, and the saved filters (docs/reports.md, "Employee selection"). */
@QueryHandler(ReportFilterEmployeesInitializeQuery)
export class ReportFilterEmployeesInitializeHandler implements IQueryHandler<ReportFilterEmployeesInitializeQuery, ReportFilterEmployeesInitializeResult> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  async execute(): Promise<ReportFilterEmployeesInitializeResult> {
    const db = this.runtime.dataSource;
    const [keys, savedFilters] = await Promise.all([reportFilterKeys(db), savedEmployeeFilters(db)]);
    return { keys, sorts: EMPLOYEE_FILTER_SORTS.map(({ value, label }) => ({ value, label })), savedFilters };
  }
}
