import type { GraphRequest } from '@tna/contracts';

/** GetGraphAttendanceRate: rostered days attended, per date and for the period. */
export class GetGraphAttendanceRateQuery {
  constructor(readonly request: GraphRequest) {}
}
