import type { GraphTopExceptionsRequest } from '@tna/contracts';

/** GetGraphTopExceptions: the employees of the selection with the most exception statuses. */
export class GetGraphTopExceptionsQuery {
  constructor(readonly request: GraphTopExceptionsRequest) {}
}
