import type { SelectedPeriod } from '../../domain/graph-answers';

/** GetGraphStatusesPerDay: how many of the selection's days carry each status, per date. */
export class GetGraphStatusesPerDayQuery {
  constructor(readonly selection: SelectedPeriod) {}
}
