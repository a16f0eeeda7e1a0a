import type { ReportFilterEmployeesRequest } from '@tna/contracts';

/** reportFilterEmployeesCreate: the employees the keys select. Despite its name it saves nothing. */
export class ReportFilterEmployeesCreateQuery {
  constructor(readonly keys: ReportFilterEmployeesRequest) {}
}
