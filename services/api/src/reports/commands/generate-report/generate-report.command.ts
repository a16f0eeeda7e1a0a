import type { ReportRequest } from '@tna/contracts';

/** A Generate call as it arrived: which call, its body (an instance of the report's request class, checked), and who asked. */
export class GenerateReportCommand {
  constructor(
    readonly call: string,
    readonly request: ReportRequest,
    readonly userID: string,
  ) {}
}
