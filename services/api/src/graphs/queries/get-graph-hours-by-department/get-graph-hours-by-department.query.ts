import type { GraphRequest } from '@tna/contracts';

/** GetGraphHoursByDepartment: the selection's minutes per department and time bucket. */
export class GetGraphHoursByDepartmentQuery {
  constructor(readonly request: GraphRequest) {}
}
