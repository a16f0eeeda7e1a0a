import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { GraphHoursByDepartment } from '@tna/contracts';
import { hoursByDepartment } from '../../domain/graph-answers';
import { GraphsStore } from '../../graphs.store';
import { GetGraphHoursByDepartmentQuery } from './get-graph-hours-by-department.query';

@QueryHandler(GetGraphHoursByDepartmentQuery)
export class GetGraphHoursByDepartmentHandler implements IQueryHandler<GetGraphHoursByDepartmentQuery, GraphHoursByDepartment> {
  constructor(private readonly store: GraphsStore) {}

  async execute({ selection }: GetGraphHoursByDepartmentQuery): Promise<GraphHoursByDepartment> {
    return hoursByDepartment(await this.store.departmentMinutes(selection));
  }
}
