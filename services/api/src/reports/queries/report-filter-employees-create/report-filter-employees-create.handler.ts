import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ListResult, ReportFilterEmployee } from '@tna/contracts';
import { runtimeToken, type ServiceRuntime } from '@tna/platform';
import { validationFailed } from '../../../setup/record-sql.util';
import { pageWindow } from '../../../shared/list-query.util';
import { listReportFilterEmployees, REPORT_FILTER_SORTS } from '../../report-filters.store';
import { ReportFilterEmployeesCreateQuery } from './report-filter-employees-create.query';

/** The employees the employee filter keys select, in the order chosen (surname by default), a page at a time. */
@QueryHandler(ReportFilterEmployeesCreateQuery)
export class ReportFilterEmployeesCreateHandler implements IQueryHandler<ReportFilterEmployeesCreateQuery, ListResult<ReportFilterEmployee>> {
  constructor(@Inject(runtimeToken('api')) private readonly runtime: ServiceRuntime) {}

  execute({ keys }: ReportFilterEmployeesCreateQuery): Promise<ListResult<ReportFilterEmployee>> {
    if (keys.appointmentDateFrom && keys.appointmentDateTo && keys.appointmentDateTo < keys.appointmentDateFrom) {
      throw validationFailed([{ field: 'appointmentDateTo', message: 'Appointed to must not be before appointed from' }]);
    }
    return listReportFilterEmployees(this.runtime.dataSource, keys, pageWindow({ ...keys, pageSize: keys.pageSize ?? 100 }, REPORT_FILTER_SORTS, 'surname'));
  }
}
