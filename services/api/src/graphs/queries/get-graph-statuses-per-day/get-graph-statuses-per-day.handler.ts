import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { GraphStatusesPerDay } from '@tna/contracts';
import { statusesPerDay } from '../../domain/graph-answers';
import { datesOf } from '../../../reports/domain/report-range';
import { GraphsStore } from '../../graphs.store';
import { GetGraphStatusesPerDayQuery } from './get-graph-statuses-per-day.query';

@QueryHandler(GetGraphStatusesPerDayQuery)
export class GetGraphStatusesPerDayHandler implements IQueryHandler<GetGraphStatusesPerDayQuery, GraphStatusesPerDay> {
  constructor(private readonly store: GraphsStore) {}

  async execute({ selection }: GetGraphStatusesPerDayQuery): Promise<GraphStatusesPerDay> {
    return statusesPerDay(await this.store.statusCounts(selection), datesOf(selection.from, selection.to));
  }
}
