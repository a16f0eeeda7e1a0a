import type { SelectedPeriod } from '../../domain/graph-answers';

/** GetGraphHoursByDepartment: the selection's minutes per department and time bucket. */
export class GetGraphHoursByDepartmentQuery {
  constructor(readonly selection: SelectedPeriod) {}
}
