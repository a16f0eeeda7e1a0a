import type { SelectedPeriod } from '../../domain/graph-answers';

/** GetGraphAttendanceRate: rostered days attended, per date and for the period. */
export class GetGraphAttendanceRateQuery {
  constructor(readonly selection: SelectedPeriod) {}
}
