import type { SelectedPeriod } from '../../domain/graph-answers';

/** GetGraphTopExceptions: the `top` employees of the selection with the most exception statuses. */
export class GetGraphTopExceptionsQuery {
  constructor(
    readonly selection: SelectedPeriod,
    readonly top: number | undefined,
  ) {}
}
