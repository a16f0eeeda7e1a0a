import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { GraphTopExceptions } from '@tna/contracts';
import { topExceptions } from '../../domain/graph-answers';
import { GraphsStore } from '../../graphs.store';
import { GetGraphTopExceptionsQuery } from './get-graph-top-exceptions.query';

/** Ten employees when the request names no number. */
const DEFAULT_TOP = 10;

@QueryHandler(GetGraphTopExceptionsQuery)
export class GetGraphTopExceptionsHandler implements IQueryHandler<GetGraphTopExceptionsQuery, GraphTopExceptions> {
  constructor(private readonly store: GraphsStore) {}

  async execute({ selection, top }: GetGraphTopExceptionsQuery): Promise<GraphTopExceptions> {
    return topExceptions(await this.store.employeeExceptions(selection, top ?? DEFAULT_TOP));
  }
}
