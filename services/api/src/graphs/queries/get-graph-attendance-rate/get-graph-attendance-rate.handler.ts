import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { GraphAttendanceRate } from '@tna/contracts';
import { attendanceRate } from '../../domain/graph-answers';
import { datesOf } from '../../../reports/domain/report-range';
import { GraphsStore } from '../../graphs.store';
import { GetGraphAttendanceRateQuery } from './get-graph-attendance-rate.query';

@QueryHandler(GetGraphAttendanceRateQuery)
export class GetGraphAttendanceRateHandler implements IQueryHandler<GetGraphAttendanceRateQuery, GraphAttendanceRate> {
  constructor(private readonly store: GraphsStore) {}

  async execute({ selection }: GetGraphAttendanceRateQuery): Promise<GraphAttendanceRate> {
    return attendanceRate(await this.store.attendance(selection), datesOf(selection.from, selection.to));
  }
}
