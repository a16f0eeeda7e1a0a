import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { GraphStatusesPerDay } from '@tna/contracts';
import { statusesPerDay } from '../../domain/graph-answers';
import { datesOf } from '../../domain/graph-period';
import { GraphsStore } from '../../graphs.store';
import { GetGraphStatusesPerDayQuery } from './get-graph-statuses-per-day.query';

@QueryHandler(GetGraphStatusesPerDayQuery)
export class GetGraphStatusesPerDayHandler implements IQueryHandler<GetGraphStatusesPerDayQuery, GraphStatusesPerDay> {
  constructor(private readonly store: GraphsStore) {}

  async execute({ request }: GetGraphStatusesPerDayQuery): Promise<GraphStatusesPerDay> {
    return statusesPerDay(await this.store.statusCounts(request), datesOf(request.from, request.to));
  }
}
