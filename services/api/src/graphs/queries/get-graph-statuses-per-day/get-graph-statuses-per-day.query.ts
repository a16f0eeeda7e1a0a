import type { GraphRequest } from '@tna/contracts';

/** GetGraphStatusesPerDay: how many of the selection's days carry each status, per date. */
export class GetGraphStatusesPerDayQuery {
  constructor(readonly request: GraphRequest) {}
}
