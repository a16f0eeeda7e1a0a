import type { GetClockingImportsRequest } from '@tna/contracts';

/** GetClockingImports: a page of the clocking files import log. */
export class GetClockingImportsQuery {
  constructor(readonly request: GetClockingImportsRequest) {}
}
